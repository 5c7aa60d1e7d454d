package java.io;

/**
 * One serializable field of a class: its name and type, as the stream
 * describes it by a type code ('B' 'C' 'D' 'F' 'I' 'J' 'S' 'Z' for
 * primitives, 'L' or '[' with a type string for references). Sorted with
 * primitives first, then by name, as the protocol writes them.
 */
public class ObjectStreamField implements Comparable<Object> {
    private final String name;
    private final String signature;
    private final Class<?> type;
    private final boolean unshared;
    /** Byte offset of the matching field in the local class, or -1. */
    private long offset = -1;
    /** For a field read from a stream: the local class's field of that name, or null. */
    private ObjectStreamField local;

    public ObjectStreamField(String name, Class<?> type) {
        this(name, type, false);
    }

    public ObjectStreamField(String name, Class<?> type, boolean unshared) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.type = type;
        this.unshared = unshared;
        this.signature = signatureOf(type).intern();
    }

    /** A declared field: its descriptor and its type as loaded (Object when it cannot be). */
    ObjectStreamField(String name, String signature, Class<?> type) {
        this.name = name;
        this.signature = signature.intern();
        this.type = type;
        this.unshared = false;
    }

    /** A field read from a stream: its type is known by signature only. */
    ObjectStreamField(String name, String signature, boolean unshared) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.signature = signature.intern();
        this.unshared = unshared;
        char code = signature.charAt(0);
        this.type = code == 'L' || code == '[' ? Object.class : primitiveClass(code);
    }

    static String signatureOf(Class<?> c) {
        if (c.isPrimitive()) {
            if (c == int.class) {
                return "I";
            } else if (c == long.class) {
                return "J";
            } else if (c == boolean.class) {
                return "Z";
            } else if (c == byte.class) {
                return "B";
            } else if (c == char.class) {
                return "C";
            } else if (c == short.class) {
                return "S";
            } else if (c == float.class) {
                return "F";
            } else if (c == double.class) {
                return "D";
            }
            return "V";
        }
        return c.isArray() ? c.getName().replace('.', '/') : "L" + c.getName().replace('.', '/') + ";";
    }

    static Class<?> primitiveClass(char code) {
        switch (code) {
            case 'B': return byte.class;
            case 'C': return char.class;
            case 'D': return double.class;
            case 'F': return float.class;
            case 'I': return int.class;
            case 'J': return long.class;
            case 'S': return short.class;
            case 'Z': return boolean.class;
            default: throw new IllegalArgumentException("illegal signature");
        }
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        return type;
    }

    public char getTypeCode() {
        return signature.charAt(0);
    }

    /** The JVM type signature of a reference field ("Ljava/lang/String;"), null for a primitive. */
    public String getTypeString() {
        return isPrimitive() ? null : signature;
    }

    String getSignature() {
        return signature;
    }

    public int getOffset() {
        return (int) offset;
    }

    long fieldOffset() {
        return offset;
    }

    void setFieldOffset(long offset) {
        this.offset = offset;
    }

    /** A stream field takes the local field's place: its offset and its declared type. */
    void bindLocal(ObjectStreamField localField) {
        this.local = localField;
        this.offset = localField.offset;
    }

    /** The type values of this field must have in the local class (Object when unknown). */
    Class<?> localType() {
        return local != null ? local.type : type;
    }

    public boolean isPrimitive() {
        char code = signature.charAt(0);
        return code != 'L' && code != '[';
    }

    public boolean isUnshared() {
        return unshared;
    }

    public int compareTo(Object obj) {
        ObjectStreamField other = (ObjectStreamField) obj;
        boolean primitive = isPrimitive();
        if (primitive != other.isPrimitive()) {
            return primitive ? -1 : 1;
        }
        return name.compareTo(other.name);
    }

    public String toString() {
        return signature + ' ' + name;
    }
}
