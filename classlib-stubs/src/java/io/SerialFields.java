package java.io;

import java.util.Arrays;
import loupe.internal.Members;

/**
 * The serializable fields of a class: serialPersistentFields when the class
 * declares it, else its non-static, non-transient fields (a record: all its
 * component fields), sorted as the stream writes them, each knowing its
 * offset in the object.
 */
final class SerialFields {
    private SerialFields() {}

    private static final int STATIC = 0x0008, TRANSIENT = 0x0080;

    static boolean declaresSerialVersionUID(Class<?> c) {
        Object[] declared = Members.fields(c);
        String[] names = (String[]) declared[Members.NAMES];
        String[] descriptors = (String[]) declared[Members.DESCRIPTORS];
        int[] modifiers = (int[]) declared[Members.MODIFIERS];
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals("serialVersionUID") && descriptors[i].equals("J") && (modifiers[i] & STATIC) != 0) {
                return true;
            }
        }
        return false;
    }

    static ObjectStreamField[] of(Class<?> c, boolean isRecord) {
        Object[] declared = Members.fields(c);
        String[] names = (String[]) declared[Members.NAMES];
        String[] descriptors = (String[]) declared[Members.DESCRIPTORS];
        int[] modifiers = (int[]) declared[Members.MODIFIERS];
        long[] offsets = (long[]) declared[Members.OFFSETS];
        ObjectStreamField[] persistent = isRecord ? null
                : (ObjectStreamField[]) Members.staticReference(c, "serialPersistentFields", "[Ljava/io/ObjectStreamField;");
        ObjectStreamField[] result;
        if (persistent != null) {
            result = new ObjectStreamField[persistent.length];
            for (int i = 0; i < persistent.length; i++) {
                ObjectStreamField p = persistent[i];
                result[i] = new ObjectStreamField(p.getName(), p.getType(), p.isUnshared());
                for (int j = 0; j < names.length; j++) {
                    if (names[j].equals(p.getName()) && (modifiers[j] & STATIC) == 0
                            && descriptors[j].equals(p.getSignature())) {
                        result[i].setFieldOffset(offsets[j]);
                    }
                }
            }
        } else {
            int count = 0;
            ObjectStreamField[] chosen = new ObjectStreamField[names.length];
            for (int i = 0; i < names.length; i++) {
                boolean skipped = (modifiers[i] & STATIC) != 0 || (!isRecord && (modifiers[i] & TRANSIENT) != 0);
                if (!skipped) {
                    chosen[count] = new ObjectStreamField(names[i], descriptors[i], typeOf(c, descriptors[i]));
                    chosen[count++].setFieldOffset(offsets[i]);
                }
            }
            result = Arrays.copyOf(chosen, count);
        }
        Arrays.sort(result);
        return result;
    }

    /** The class a field descriptor names, loaded by c's loader (Object if it cannot be loaded). */
    static Class<?> typeOf(Class<?> c, String descriptor) {
        char code = descriptor.charAt(0);
        if (code != 'L' && code != '[') {
            return ObjectStreamField.primitiveClass(code);
        }
        String name = code == 'L' ? descriptor.substring(1, descriptor.length() - 1).replace('/', '.')
                : descriptor.replace('/', '.');
        try {
            return Members.loadClass(name, c);
        } catch (ClassNotFoundException | LinkageError e) {
            return Object.class;
        }
    }
}
