package java.util.zip;

import java.nio.ByteBuffer;

/** Byte-order helpers for ZIP/GZIP headers (little-endian) and ByteBuffer copies for Deflater and Inflater. */
final class ZipBuffers {
    private ZipBuffers() {}

    /** A copy of the buffer's remaining bytes; the position does not move. */
    static byte[] remainingBytesKeepPosition(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }

    static int get16(byte[] b, int off) {
        return (b[off] & 0xff) | ((b[off + 1] & 0xff) << 8);
    }

    static long get32(byte[] b, int off) {
        return (get16(b, off) | ((long) get16(b, off + 2) << 16)) & 0xffffffffL;
    }

    /** A signed 32-bit value (Unix times in the extended-timestamp field). */
    static int get32S(byte[] b, int off) {
        return get16(b, off) | (get16(b, off + 2) << 16);
    }

    static long get64(byte[] b, int off) {
        return get32(b, off) | (get32(b, off + 4) << 32);
    }

    static void put16(byte[] b, int off, int v) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >> 8);
    }

    static void put32(byte[] b, int off, long v) {
        put16(b, off, (int) v);
        put16(b, off + 2, (int) (v >> 16));
    }
}
