package java.io;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import loupe.internal.Members;

/**
 * The default serialVersionUID of a class that declares none, by the
 * algorithm of the serialization specification: the first eight bytes
 * (little-endian) of the SHA-1 hash of the class's name, modifiers,
 * interfaces, non-private fields, static initializer, non-private
 * constructors and methods, each in its specified order and encoding.
 */
final class SerialVersion {
    private SerialVersion() {}

    private static final int PUBLIC = 0x0001, PRIVATE = 0x0002, PROTECTED = 0x0004, STATIC = 0x0008,
            FINAL = 0x0010, SYNCHRONIZED = 0x0020, VOLATILE = 0x0040, TRANSIENT = 0x0080, NATIVE = 0x0100,
            INTERFACE = 0x0200, ABSTRACT = 0x0400, STRICT = 0x0800;
    private static final int CLASS_MASK = PUBLIC | FINAL | INTERFACE | ABSTRACT;
    private static final int FIELD_MASK = PUBLIC | PRIVATE | PROTECTED | STATIC | FINAL | VOLATILE | TRANSIENT;
    private static final int METHOD_MASK = PUBLIC | PRIVATE | PROTECTED | STATIC | FINAL | SYNCHRONIZED | NATIVE
            | ABSTRACT | STRICT;

    /** One declared member: name, descriptor and access flags. */
    private static final class Member {
        final String name;
        final String descriptor;
        final int modifiers;

        Member(String name, String descriptor, int modifiers) {
            this.name = name;
            this.descriptor = descriptor;
            this.modifiers = modifiers;
        }
    }

    static long compute(Class<?> c) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeUTF(c.getName());

            Member[] fields = members(Members.fields(c));
            ArrayList<Member> constructors = new ArrayList<>();
            ArrayList<Member> methods = new ArrayList<>();
            boolean hasStaticInitializer = false;
            for (Member m : members(Members.methods(c))) {
                if (m.name.equals("<clinit>")) {
                    hasStaticInitializer = true;
                } else if (m.name.equals("<init>")) {
                    constructors.add(m);
                } else {
                    methods.add(m);
                }
            }

            int classModifiers = c.getModifiers() & CLASS_MASK;
            if ((classModifiers & INTERFACE) != 0) {
                // An interface is abstract exactly when it declares methods (old javac compatibility).
                classModifiers = methods.isEmpty() ? classModifiers & ~ABSTRACT : classModifiers | ABSTRACT;
            }
            out.writeInt(classModifiers);

            if (!c.isArray()) {
                Class<?>[] interfaces = c.getInterfaces();
                String[] names = new String[interfaces.length];
                for (int i = 0; i < names.length; i++) {
                    names[i] = interfaces[i].getName();
                }
                Arrays.sort(names);
                for (String name : names) {
                    out.writeUTF(name);
                }
            }

            Arrays.sort(fields, Comparator.comparing((Member m) -> m.name));
            for (Member f : fields) {
                int mods = f.modifiers & FIELD_MASK;
                if ((mods & PRIVATE) == 0 || (mods & (STATIC | TRANSIENT)) == 0) {
                    out.writeUTF(f.name);
                    out.writeInt(mods);
                    out.writeUTF(f.descriptor);
                }
            }

            if (hasStaticInitializer) {
                out.writeUTF("<clinit>");
                out.writeInt(STATIC);
                out.writeUTF("()V");
            }

            constructors.sort(Comparator.comparing((Member m) -> m.descriptor));
            writeNonPrivate(out, constructors);
            methods.sort(Comparator.comparing((Member m) -> m.name).thenComparing(m -> m.descriptor));
            writeNonPrivate(out, methods);

            out.flush();
            byte[] hash = MessageDigest.getInstance("SHA").digest(bytes.toByteArray());
            long suid = 0;
            for (int i = Math.min(hash.length, 8) - 1; i >= 0; i--) {
                suid = (suid << 8) | (hash[i] & 0xFF);
            }
            return suid;
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new InternalError(e);
        }
    }

    private static void writeNonPrivate(DataOutputStream out, ArrayList<Member> members) throws IOException {
        for (Member m : members) {
            int mods = m.modifiers & METHOD_MASK;
            if ((mods & PRIVATE) == 0) {
                out.writeUTF(m.name);
                out.writeInt(mods);
                out.writeUTF(m.descriptor.replace('/', '.'));
            }
        }
    }

    private static Member[] members(Object[] declared) {
        String[] names = (String[]) declared[Members.NAMES];
        String[] descriptors = (String[]) declared[Members.DESCRIPTORS];
        int[] modifiers = (int[]) declared[Members.MODIFIERS];
        Member[] result = new Member[names.length];
        for (int i = 0; i < names.length; i++) {
            result[i] = new Member(names[i], descriptors[i], modifiers[i]);
        }
        return result;
    }
}
