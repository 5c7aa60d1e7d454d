package java.io;

/** ObjectOutputStream.putFields: the values to write for one class's serializable fields, by name. */
final class PutFieldImpl extends ObjectOutputStream.PutField {
    private final ObjectStreamField[] fields;
    /** Primitive values as long bits (floats and doubles by their raw bits), objects as they are. */
    private final long[] primitives;
    private final Object[] objects;

    PutFieldImpl(ObjectStreamClass desc) {
        fields = desc.fields();
        primitives = new long[fields.length];
        objects = new Object[fields.length];
    }

    private int index(String name, char typeCode) {
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            if (f.getName().equals(name)) {
                boolean matches = typeCode == 'L' ? !f.isPrimitive() : f.getTypeCode() == typeCode;
                if (matches) {
                    return i;
                }
            }
        }
        throw new IllegalArgumentException("no such field " + name + " with type " + typeCode);
    }

    public void put(String name, boolean val) {
        primitives[index(name, 'Z')] = val ? 1 : 0;
    }

    public void put(String name, byte val) {
        primitives[index(name, 'B')] = val;
    }

    public void put(String name, char val) {
        primitives[index(name, 'C')] = val;
    }

    public void put(String name, short val) {
        primitives[index(name, 'S')] = val;
    }

    public void put(String name, int val) {
        primitives[index(name, 'I')] = val;
    }

    public void put(String name, long val) {
        primitives[index(name, 'J')] = val;
    }

    public void put(String name, float val) {
        primitives[index(name, 'F')] = Float.floatToIntBits(val);
    }

    public void put(String name, double val) {
        primitives[index(name, 'D')] = Double.doubleToLongBits(val);
    }

    public void put(String name, Object val) {
        objects[index(name, 'L')] = val;
    }

    @Deprecated
    public void write(ObjectOutput out) throws IOException {
        if (!(out instanceof ObjectOutputStream)) {
            throw new IllegalArgumentException("wrong stream");
        }
        ((ObjectOutputStream) out).writeFields();
    }

    /** Primitive values in descriptor order, then the objects. */
    void writeTo(ObjectOutputStream oos, DataOutput out) throws IOException {
        for (int i = 0; i < fields.length; i++) {
            long v = primitives[i];
            switch (fields[i].getTypeCode()) {
                case 'Z': out.writeBoolean(v != 0); break;
                case 'B': out.writeByte((int) v); break;
                case 'C': out.writeChar((int) v); break;
                case 'S': out.writeShort((int) v); break;
                case 'I': case 'F': out.writeInt((int) v); break;
                case 'J': case 'D': out.writeLong(v); break;
                default: break;
            }
        }
        for (int i = 0; i < fields.length; i++) {
            if (!fields[i].isPrimitive()) {
                oos.writeFieldObject(objects[i], fields[i].isUnshared());
            }
        }
    }
}
