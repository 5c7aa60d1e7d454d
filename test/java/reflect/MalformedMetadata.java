// Malformed reflection attributes written by a small class-file generator: load-time ClassFormatErrors where HotSpot gives them, AnnotationFormatError and GenericSignatureFormatError at reflection time otherwise
// loupe-test: java17-only
import java.io.*;
import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class MalformedMetadata {
    @Retention(RetentionPolicy.RUNTIME) @interface Good { int value() default 1; }
    enum Level { LOW }
    @Retention(RetentionPolicy.RUNTIME) @interface Rich { Class<?> c() default Object.class; Level e() default Level.LOW; int needed(); }

    /** A class file: class `name` extends Object, with the given class attributes and optionally one abstract method m()V with attributes. */
    static final class Gen {
        final ByteArrayOutputStream pool = new ByteArrayOutputStream();
        final DataOutputStream cp = new DataOutputStream(pool);
        int count = 1;
        final Map<String, Integer> utf8s = new HashMap<>();

        int utf8(String s) throws IOException {
            Integer i = utf8s.get(s);
            if (i != null) return i;
            cp.writeByte(1);
            cp.writeUTF(s);
            utf8s.put(s, count);
            return count++;
        }

        int classRef(String name) throws IOException {
            int n = utf8(name);
            cp.writeByte(7);
            cp.writeShort(n);
            return count++;
        }

        int integer(int v) throws IOException {
            cp.writeByte(3);
            cp.writeInt(v);
            return count++;
        }

        /** attributes: {name, byte[] body} pairs. */
        byte[] build(String name, int flags, Object[] classAttrs, Object[] methodAttrs) throws IOException {
            int self = classRef(name);
            int sup = classRef("java/lang/Object");
            resolveBodies(classAttrs);
            resolveBodies(methodAttrs);
            int[] classNames = new int[classAttrs.length / 2];
            for (int i = 0; i < classNames.length; i++) classNames[i] = utf8((String) classAttrs[2 * i]);
            int[] methodNames = new int[methodAttrs == null ? 0 : methodAttrs.length / 2];
            for (int i = 0; i < methodNames.length; i++) methodNames[i] = utf8((String) methodAttrs[2 * i]);
            int mName = utf8("m"), mDesc = utf8("()V");
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(0xCAFEBABE);
            out.writeShort(0);
            out.writeShort(61);
            out.writeShort(count);
            out.write(pool.toByteArray());
            out.writeShort(flags);
            out.writeShort(self);
            out.writeShort(sup);
            out.writeShort(0);  // interfaces
            out.writeShort(0);  // fields
            if (methodAttrs == null) {
                out.writeShort(0);
            } else {
                out.writeShort(1);
                out.writeShort(0x0401);  // public abstract
                out.writeShort(mName);
                out.writeShort(mDesc);
                attributes(out, methodNames, methodAttrs);
            }
            attributes(out, classNames, classAttrs);
            return bytes.toByteArray();
        }

        /** A body given as a Body is written now, so it can add pool entries. */
        void resolveBodies(Object[] attrs) throws IOException {
            for (int i = 1; attrs != null && i < attrs.length; i += 2) {
                if (attrs[i] instanceof Body) attrs[i] = ((Body) attrs[i]).write(this);
            }
        }

        static void attributes(DataOutputStream out, int[] names, Object[] attrs) throws IOException {
            out.writeShort(names.length);
            for (int i = 0; i < names.length; i++) {
                byte[] body = (byte[]) attrs[2 * i + 1];
                out.writeShort(names[i]);
                out.writeInt(body.length);
                out.write(body);
            }
        }
    }

    static byte[] u2s(int... values) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int v : values) { b.write(v >> 8); b.write(v); }
        return b.toByteArray();
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (byte[] p : parts) b.write(p, 0, p.length);
        return b.toByteArray();
    }

    static File dir;

    /**
     * Writes the class where the application class loader finds it, in
     * package generated_at_run_time (which the class-file corpus tests skip),
     * then loads it. Written under a temporary name and renamed, so runs at
     * the same time (one per collector) never see half a file.
     */
    static Class<?> load(String name, byte[] bytes) throws Exception {
        File pkg = new File(dir, "generated_at_run_time");
        pkg.mkdirs();
        File tmp = new File(pkg, name + ".tmp" + ProcessHandleish.id());
        try (FileOutputStream out = new FileOutputStream(tmp)) {
            out.write(bytes);
        }
        if (!tmp.renameTo(new File(pkg, name + ".class"))) throw new IOException("rename");
        return Class.forName("generated_at_run_time." + name);
    }

    static final class ProcessHandleish {
        static String id() { return Long.toHexString(System.nanoTime()) + Integer.toHexString((int) (Math.random() * 0x7fffffff)); }
    }

    interface Body { byte[] write(Gen g) throws IOException; }

    interface Check { void run(Class<?> c) throws Exception; }

    static void attempt(String label, String name, int flags, Object[] classAttrs, Object[] methodAttrs, Check check) {
        try {
            Gen g = new Gen();
            Class<?> c = load(name, g.build("generated_at_run_time/" + name, flags, classAttrs, methodAttrs));
            check.run(c);
            System.out.println(label + ": ok");
        } catch (Throwable t) {
            System.out.println(label + ": " + t.getClass().getName() + (t instanceof ClassFormatError && !(t instanceof GenericSignatureFormatError) ? ": " + t.getMessage() : "")
                    + (t.getCause() != null ? " caused by " + t.getCause().getClass().getName() : ""));
        }
    }

    public static void main(String[] args) throws Exception {
        String cp = System.getProperty("java.class.path");
        dir = new File(cp.split(File.pathSeparator)[0]);
        Check annotations = c -> System.out.println("  " + Arrays.toString(c.getAnnotations()));
        Check generic = c -> System.out.println("  " + c.getGenericSuperclass() + " " + Arrays.toString(c.getTypeParameters()));
        Check sealed = c -> System.out.println("  " + c.isSealed() + " " + Arrays.toString(c.getPermittedSubclasses()));
        String good = "LMalformedMetadata$Good;";

        // A well-formed annotation written by the generator, as a control: @Good(5).
        attempt("good annotation", "MetaGood", 0x21, new Object[] {"RuntimeVisibleAnnotations",
                (Body) g -> concat(u2s(1, g.utf8(good), 1, g.utf8("value")), new byte[] {'I'}, u2s(g.integer(5)))}, null, annotations);
        attempt("element value names a Utf8 for an int", "MetaConstTag", 0x21, new Object[] {"RuntimeVisibleAnnotations",
                (Body) g -> concat(u2s(1, g.utf8(good), 1, g.utf8("value")), new byte[] {'I'}, u2s(g.utf8("zz")))}, null, annotations);
        attempt("unknown element tag", "MetaBadTag", 0x21, new Object[] {"RuntimeVisibleAnnotations",
                (Body) g -> concat(u2s(1, g.utf8(good), 1, g.utf8("value")), new byte[] {'X'}, u2s(g.integer(5)))}, null, annotations);
        attempt("value of the wrong kind", "MetaMismatch", 0x21, new Object[] {"RuntimeVisibleAnnotations",
                (Body) g -> concat(u2s(1, g.utf8(good), 1, g.utf8("value")), new byte[] {'s'}, u2s(g.utf8("text")))}, null,
                c -> {
                    Good a = c.getAnnotation(Good.class);
                    System.out.println("  got " + (a != null));
                    try {
                        a.value();
                    } catch (AnnotationTypeMismatchException e) {
                        System.out.println("  element " + e.element() + " found " + e.foundType() + ": " + e.getMessage());
                        throw e;
                    }
                });
        String rich = "LMalformedMetadata$Rich;";
        Check richElements = c -> {
            Rich r = c.getAnnotation(Rich.class);
            for (String element : new String[] {"c", "e", "needed"}) {
                try {
                    Object v = element.equals("c") ? r.c() : element.equals("e") ? r.e() : (Object) r.needed();
                    System.out.println("  " + element + " = " + v);
                } catch (RuntimeException e) {
                    System.out.println("  " + element + ": " + e.getClass().getName() + ": " + e.getMessage());
                }
            }
        };
        attempt("missing class, enum constant and element", "MetaMissing", 0x21, new Object[] {"RuntimeVisibleAnnotations",
                (Body) g -> concat(u2s(1, g.utf8(rich), 2, g.utf8("c")), new byte[] {'c'}, u2s(g.utf8("LNoSuchClass;"), g.utf8("e")),
                        new byte[] {'e'}, u2s(g.utf8("LMalformedMetadata$Level;"), g.utf8("HIGH")))}, null, richElements);
        attempt("unknown annotation type skipped", "MetaUnknown", 0x21, new Object[] {"RuntimeVisibleAnnotations",
                (Body) g -> u2s(1, g.utf8("LNoSuchAnnotation;"), 0)}, null, annotations);
        attempt("bad class signature", "MetaSig1", 0x21, new Object[] {"Signature", (Body) g -> u2s(g.utf8("Ljava/lang/Object"))}, null, generic);
        attempt("bad type parameters", "MetaSig2", 0x21, new Object[] {"Signature", (Body) g -> u2s(g.utf8("<T:>Ljava/lang/Object;"))}, null, generic);
        attempt("good class signature", "MetaSig3", 0x21, new Object[] {"Signature",
                (Body) g -> u2s(g.utf8("<T:Ljava/lang/Number;>Ljava/lang/Object;"))}, null, generic);
        attempt("permitted subclass missing", "MetaSealedMissing", 0x21, new Object[] {"PermittedSubclasses",
                (Body) g -> u2s(1, g.classRef("NoSuchSubclass"))}, null, sealed);
        attempt("truncated annotations", "MetaTrunc", 0x21, new Object[] {"RuntimeVisibleAnnotations", u2s(1)}, null, annotations);
        attempt("type index out of range", "MetaRange", 0x21, new Object[] {"RuntimeVisibleAnnotations", u2s(1, 999, 0)}, null, annotations);
        attempt("type index names a Class", "MetaWrongTag", 0x21, new Object[] {"RuntimeVisibleAnnotations", u2s(1, 2, 0)}, null, annotations);
        attempt("extra bytes", "MetaExtra", 0x21, new Object[] {"RuntimeVisibleAnnotations", u2s(0, 7)}, null, annotations);
        attempt("sealed final class", "MetaSealedFinal", 0x31, new Object[] {"PermittedSubclasses", u2s(1, 4)}, null, sealed);
        attempt("permitted subclass not a class", "MetaSealedUtf8", 0x21, new Object[] {"PermittedSubclasses", u2s(1, 3)}, null, sealed);
        attempt("duplicate class annotations", "MetaDup", 0x21, new Object[] {"RuntimeVisibleAnnotations", u2s(0), "RuntimeVisibleAnnotations", u2s(0)}, null, annotations);
        attempt("bad MethodParameters length", "MetaParams", 0x421, new Object[0], new Object[] {"MethodParameters", new byte[] {2, 0, 0, 0, 0}}, annotations);
        attempt("MethodParameters count differs from the descriptor's", "MetaParamCount", 0x421, new Object[0],
                new Object[] {"MethodParameters", new byte[] {1, 0, 0, 0, 0}},
                c -> System.out.println("  " + Arrays.toString(c.getDeclaredMethod("m").getParameters())));
        attempt("duplicate method annotations", "MetaMDup", 0x421, new Object[0],
                new Object[] {"RuntimeVisibleAnnotations", u2s(0), "RuntimeVisibleAnnotations", u2s(0)}, annotations);
    }
}
