package java.io;

import loupe.internal.Unsafe;

/**
 * Primitive field values between an object and the stream, by type code,
 * big-endian as DataOutput writes them. A field with no local counterpart
 * (offset -1) is read and dropped, or written as zero.
 */
final class SerialFieldValues {
    private SerialFieldValues() {}

    static void writePrimitive(DataOutput out, Object obj, ObjectStreamField f) throws IOException {
        long at = f.fieldOffset();
        boolean present = at >= 0;
        switch (f.getTypeCode()) {
            case 'Z': out.writeBoolean(present && Unsafe.getBoolean(obj, at)); break;
            case 'B': out.writeByte(present ? Unsafe.getByte(obj, at) : 0); break;
            case 'C': out.writeChar(present ? Unsafe.getChar(obj, at) : 0); break;
            case 'S': out.writeShort(present ? Unsafe.getShort(obj, at) : 0); break;
            case 'I': out.writeInt(present ? Unsafe.getIntVolatile(obj, at) : 0); break;
            case 'F': out.writeInt(present ? Unsafe.getIntVolatile(obj, at) : 0); break;
            case 'J': out.writeLong(present ? Unsafe.getLongVolatile(obj, at) : 0); break;
            case 'D': out.writeLong(present ? Unsafe.getLongVolatile(obj, at) : 0); break;
            default: throw new InternalError("not a primitive type code: " + f.getTypeCode());
        }
    }

    /** Reads one primitive value; stores it when obj is not null and the field exists locally. */
    static void readPrimitive(DataInput in, Object obj, ObjectStreamField f) throws IOException {
        long at = obj == null ? -1 : f.fieldOffset();
        switch (f.getTypeCode()) {
            case 'Z': {
                boolean v = in.readBoolean();
                if (at >= 0) {
                    Unsafe.putBoolean(obj, at, v);
                }
                break;
            }
            case 'B': {
                byte v = in.readByte();
                if (at >= 0) {
                    Unsafe.putByte(obj, at, v);
                }
                break;
            }
            case 'C': {
                char v = in.readChar();
                if (at >= 0) {
                    Unsafe.putChar(obj, at, v);
                }
                break;
            }
            case 'S': {
                short v = in.readShort();
                if (at >= 0) {
                    Unsafe.putShort(obj, at, v);
                }
                break;
            }
            case 'I':
            case 'F': {
                int v = in.readInt();
                if (at >= 0) {
                    Unsafe.putIntVolatile(obj, at, v);
                }
                break;
            }
            case 'J':
            case 'D': {
                long v = in.readLong();
                if (at >= 0) {
                    Unsafe.putLongVolatile(obj, at, v);
                }
                break;
            }
            default:
                throw new InternalError("not a primitive type code: " + f.getTypeCode());
        }
    }
}
