package java.io;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.HashMap;
import java.util.Map;
import loupe.internal.Members;

/**
 * Records are deserialized through their canonical constructor: the stream's
 * field values are matched to the components by name (a missing one gets
 * its type's default), and the constructor checks them as it would any
 * arguments.
 */
final class SerialRecords {
    private SerialRecords() {}

    private static final int STATIC = 0x0008;

    static Object read(SerialReader reader, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        Map<String, Object> values = new HashMap<>();
        DataInputStream data = reader.data();
        for (ObjectStreamField f : desc.fields()) {
            if (f.isPrimitive()) {
                values.put(f.getName(), readBoxed(data, f.getTypeCode()));
            }
        }
        for (ObjectStreamField f : desc.fields()) {
            if (!f.isPrimitive()) {
                values.put(f.getName(), reader.readFieldObject(f.isUnshared()));
            }
        }
        Class<?> c = desc.forClass();
        if (c == null) {
            return null;
        }
        Object[] declared = Members.fields(c);
        String[] names = (String[]) declared[Members.NAMES];
        String[] descriptors = (String[]) declared[Members.DESCRIPTORS];
        int[] modifiers = (int[]) declared[Members.MODIFIERS];
        int count = 0;
        for (int m : modifiers) {
            count += (m & STATIC) == 0 ? 1 : 0;
        }
        Class<?>[] types = new Class<?>[count];
        Object[] args = new Object[count];
        for (int i = 0, k = 0; i < names.length; i++) {
            if ((modifiers[i] & STATIC) != 0) {
                continue;
            }
            types[k] = SerialFields.typeOf(c, descriptors[i]);
            Object value = values.get(names[i]);
            boolean fits = types[k].isPrimitive() ? value != null && boxOf(types[k]).isInstance(value)
                    : value == null || types[k].isInstance(value);
            args[k] = fits ? value : defaultValue(types[k]);
            k++;
        }
        try {
            Constructor<?> canonical = c.getDeclaredConstructor(types);
            canonical.setAccessible(true);
            return canonical.newInstance(args);
        } catch (InvocationTargetException e) {
            throw (InvalidObjectException) new InvalidObjectException(String.valueOf(e.getCause())).initCause(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new InvalidClassException(c.getName(), "record canonical constructor not found");
        }
    }

    private static Object readBoxed(DataInput in, char code) throws IOException {
        switch (code) {
            case 'Z': return in.readBoolean();
            case 'B': return in.readByte();
            case 'C': return in.readChar();
            case 'S': return in.readShort();
            case 'I': return in.readInt();
            case 'F': return in.readFloat();
            case 'J': return in.readLong();
            default: return in.readDouble();
        }
    }

    private static Class<?> boxOf(Class<?> primitive) {
        return defaultValue(primitive).getClass();
    }

    private static Object defaultValue(Class<?> type) {
        if (!type.isPrimitive()) {
            return null;
        }
        if (type == boolean.class) {
            return false;
        } else if (type == byte.class) {
            return (byte) 0;
        } else if (type == char.class) {
            return (char) 0;
        } else if (type == short.class) {
            return (short) 0;
        } else if (type == int.class) {
            return 0;
        } else if (type == float.class) {
            return 0f;
        } else if (type == long.class) {
            return 0L;
        }
        return 0d;
    }
}
