package java.io;

import loupe.internal.Members;

/** Small helpers the object streams share: calling hook methods, and modified UTF-8 of long strings. */
final class SerialCalls {
    private SerialCalls() {}

    /**
     * Calls a hook (writeObject, readObject, writeReplace, ...) declared by
     * owner on obj. Whatever it throws, checked or not, passes through
     * unchanged, as the JDK rethrows a hook's exceptions.
     */
    static Object call(Object obj, Class<?> owner, String name, String descriptor, Object argument)
            throws IOException {
        return Members.invokeSpecial(obj, owner, name, descriptor, argument);
    }

    /** The length of s in modified UTF-8. */
    static long utfLength(String s) {
        long length = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            length += c >= 0x0001 && c <= 0x007F ? 1 : c > 0x07FF ? 3 : 2;
        }
        return length;
    }

    /** s in modified UTF-8, without a length prefix (TC_LONGSTRING's body). */
    static void writeUtfBody(DataOutput out, String s) throws IOException {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x0001 && c <= 0x007F) {
                out.write(c);
            } else if (c > 0x07FF) {
                out.write(0xE0 | ((c >> 12) & 0x0F));
                out.write(0x80 | ((c >> 6) & 0x3F));
                out.write(0x80 | (c & 0x3F));
            } else {
                out.write(0xC0 | ((c >> 6) & 0x1F));
                out.write(0x80 | (c & 0x3F));
            }
        }
    }

    /** Reads utfLength bytes of modified UTF-8 (TC_LONGSTRING's body). */
    static String readUtfBody(DataInput in, long utfLength) throws IOException {
        StringBuilder sb = new StringBuilder((int) Math.min(utfLength, 1 << 20));
        long read = 0;
        while (read < utfLength) {
            int a = in.readUnsignedByte();
            read++;
            if (a < 0x80) {
                sb.append((char) a);
            } else if ((a & 0xE0) == 0xC0) {
                int b = in.readUnsignedByte();
                read++;
                if ((b & 0xC0) != 0x80) {
                    throw new UTFDataFormatException();
                }
                sb.append((char) (((a & 0x1F) << 6) | (b & 0x3F)));
            } else if ((a & 0xF0) == 0xE0) {
                int b = in.readUnsignedByte();
                int c = in.readUnsignedByte();
                read += 2;
                if ((b & 0xC0) != 0x80 || (c & 0xC0) != 0x80) {
                    throw new UTFDataFormatException();
                }
                sb.append((char) (((a & 0x0F) << 12) | ((b & 0x3F) << 6) | (c & 0x3F)));
            } else {
                throw new UTFDataFormatException();
            }
        }
        return sb.toString();
    }
}
