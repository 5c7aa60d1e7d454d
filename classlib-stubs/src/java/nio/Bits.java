package java.nio;

/**
 * The byte-order logic of all buffers, written once: multi-byte values read
 * from and written to a byte[] in big- or little-endian order. ByteBuffer's
 * getInt/putLong/... and the views (asIntBuffer, ...) both use these.
 */
final class Bits {
    private Bits() {}

    static short getShort(byte[] b, int i, boolean bigEndian) {
        return (short) getBytes(b, i, 2, bigEndian);
    }

    static int getInt(byte[] b, int i, boolean bigEndian) {
        return (int) getBytes(b, i, 4, bigEndian);
    }

    static long getLong(byte[] b, int i, boolean bigEndian) {
        return getBytes(b, i, 8, bigEndian);
    }

    static void putShort(byte[] b, int i, short v, boolean bigEndian) {
        putBytes(b, i, 2, v, bigEndian);
    }

    static void putInt(byte[] b, int i, int v, boolean bigEndian) {
        putBytes(b, i, 4, v, bigEndian);
    }

    static void putLong(byte[] b, int i, long v, boolean bigEndian) {
        putBytes(b, i, 8, v, bigEndian);
    }

    /** The n bytes at b[i..] as an unsigned number (the callers narrow it). */
    private static long getBytes(byte[] b, int i, int n, boolean bigEndian) {
        long v = 0;
        if (bigEndian) {
            for (int k = 0; k < n; k++) {
                v = (v << 8) | (b[i + k] & 0xFF);
            }
        } else {
            for (int k = n - 1; k >= 0; k--) {
                v = (v << 8) | (b[i + k] & 0xFF);
            }
        }
        return v;
    }

    private static void putBytes(byte[] b, int i, int n, long v, boolean bigEndian) {
        for (int k = 0; k < n; k++) {
            int shift = 8 * (bigEndian ? n - 1 - k : k);
            b[i + k] = (byte) (v >>> shift);
        }
    }
}
