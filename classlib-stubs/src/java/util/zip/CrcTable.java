package java.util.zip;

/**
 * Table-driven CRC over reflected polynomials (bit 0 first), as used by CRC32
 * and CRC32C: one 256-entry table per polynomial, one lookup per byte.
 */
final class CrcTable {
    private final int[] table = new int[256];

    CrcTable(int reflectedPolynomial) {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? (c >>> 1) ^ reflectedPolynomial : c >>> 1;
            }
            table[n] = c;
        }
    }

    /** Continues a CRC whose register (already inverted) is crc over b[off, off + len). */
    int update(int crc, byte[] b, int off, int len) {
        int c = crc;
        for (int i = off, end = off + len; i < end; i++) {
            c = table[(c ^ b[i]) & 0xFF] ^ (c >>> 8);
        }
        return c;
    }

    int update(int crc, int b) {
        return table[(crc ^ b) & 0xFF] ^ (crc >>> 8);
    }

    /** The JDK's check for update(byte[], int, int): a plain ArrayIndexOutOfBoundsException. */
    static void checkRange(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }
}
