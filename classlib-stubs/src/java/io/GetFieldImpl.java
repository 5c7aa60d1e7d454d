package java.io;

/** ObjectInputStream.readFields: one class's field values as read from the stream, by name. */
final class GetFieldImpl extends ObjectInputStream.GetField {
    private final ObjectStreamClass desc;
    private final ObjectStreamField[] fields;
    /** Primitive values as long bits (floats and doubles by their raw bits), objects as read. */
    private final long[] primitives;
    private final Object[] objects;

    GetFieldImpl(SerialReader reader, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        this.desc = desc;
        fields = desc.fields();
        primitives = new long[fields.length];
        objects = new Object[fields.length];
        DataInputStream in = reader.data();
        for (int i = 0; i < fields.length; i++) {
            switch (fields[i].getTypeCode()) {
                case 'Z': primitives[i] = in.readBoolean() ? 1 : 0; break;
                case 'B': primitives[i] = in.readByte(); break;
                case 'C': primitives[i] = in.readChar(); break;
                case 'S': primitives[i] = in.readShort(); break;
                case 'I': case 'F': primitives[i] = in.readInt(); break;
                case 'J': case 'D': primitives[i] = in.readLong(); break;
                default: break;
            }
        }
        for (int i = 0; i < fields.length; i++) {
            if (!fields[i].isPrimitive()) {
                objects[i] = reader.readFieldObject(fields[i].isUnshared());
            }
        }
    }

    public ObjectStreamClass getObjectStreamClass() {
        return desc;
    }

    /**
     * The field's index in the stream, or -1 when the stream lacks a field
     * the local class has (its default applies); an unknown field is an error.
     */
    private int index(String name, char typeCode) {
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            if (f.getName().equals(name) && (typeCode == 'L' ? !f.isPrimitive() : f.getTypeCode() == typeCode)) {
                return i;
            }
        }
        ObjectStreamClass local = desc.localDesc();
        ObjectStreamField known = local == null ? null : local.getField(name);
        if (known != null && (typeCode == 'L' ? !known.isPrimitive() : known.getTypeCode() == typeCode)) {
            return -1;
        }
        throw new IllegalArgumentException("no such field " + name + " with type " + typeCode);
    }

    public boolean defaulted(String name) throws IOException {
        for (ObjectStreamField f : fields) {
            if (f.getName().equals(name)) {
                return false;
            }
        }
        ObjectStreamClass local = desc.localDesc();
        if (local == null || local.getField(name) == null) {
            throw new IllegalArgumentException("no such field " + name);
        }
        return true;
    }

    public boolean get(String name, boolean val) {
        int i = index(name, 'Z');
        return i < 0 ? val : primitives[i] != 0;
    }

    public byte get(String name, byte val) {
        int i = index(name, 'B');
        return i < 0 ? val : (byte) primitives[i];
    }

    public char get(String name, char val) {
        int i = index(name, 'C');
        return i < 0 ? val : (char) primitives[i];
    }

    public short get(String name, short val) {
        int i = index(name, 'S');
        return i < 0 ? val : (short) primitives[i];
    }

    public int get(String name, int val) {
        int i = index(name, 'I');
        return i < 0 ? val : (int) primitives[i];
    }

    public long get(String name, long val) {
        int i = index(name, 'J');
        return i < 0 ? val : primitives[i];
    }

    public float get(String name, float val) {
        int i = index(name, 'F');
        return i < 0 ? val : Float.intBitsToFloat((int) primitives[i]);
    }

    public double get(String name, double val) {
        int i = index(name, 'D');
        return i < 0 ? val : Double.longBitsToDouble(primitives[i]);
    }

    public Object get(String name, Object val) {
        int i = index(name, 'L');
        return i < 0 ? val : objects[i];
    }
}
