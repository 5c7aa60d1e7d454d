package java.util;

/**
 * The MD5 message digest (RFC 1321), for UUID.nameUUIDFromBytes: Loupe's
 * class library has no java.security.MessageDigest. Not for security uses.
 */
final class Md5 {
    private Md5() {}

    /** Per-round left rotations, four per round. */
    private static final int[] SHIFTS = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};
    /** floor(abs(sin(i + 1)) * 2^32), as the RFC tabulates. */
    private static final int[] SINES = new int[64];

    static {
        for (int i = 0; i < 64; i++) {
            SINES[i] = (int) (long) Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296.0);
        }
    }

    static byte[] digest(byte[] message) {
        int state0 = 0x67452301;
        int state1 = 0xefcdab89;
        int state2 = 0x98badcfe;
        int state3 = 0x10325476;
        // Padding: 0x80, zeros up to 56 mod 64, then the bit length, little-endian.
        int paddedLength = ((message.length + 8) / 64 + 1) * 64;
        byte[] padded = Arrays.copyOf(message, paddedLength);
        padded[message.length] = (byte) 0x80;
        long bitLength = (long) message.length * 8;
        for (int i = 0; i < 8; i++) {
            padded[paddedLength - 8 + i] = (byte) (bitLength >>> (8 * i));
        }
        int[] block = new int[16];
        for (int offset = 0; offset < paddedLength; offset += 64) {
            for (int i = 0; i < 16; i++) {
                int p = offset + 4 * i;
                block[i] = (padded[p] & 0xff) | (padded[p + 1] & 0xff) << 8 | (padded[p + 2] & 0xff) << 16
                        | (padded[p + 3] & 0xff) << 24;
            }
            int a = state0;
            int b = state1;
            int c = state2;
            int d = state3;
            for (int i = 0; i < 64; i++) {
                int f;
                int g;
                if (i < 16) {
                    f = (b & c) | (~b & d);
                    g = i;
                } else if (i < 32) {
                    f = (d & b) | (~d & c);
                    g = (5 * i + 1) & 15;
                } else if (i < 48) {
                    f = b ^ c ^ d;
                    g = (3 * i + 5) & 15;
                } else {
                    f = c ^ (b | ~d);
                    g = (7 * i) & 15;
                }
                int rotated = Integer.rotateLeft(a + f + SINES[i] + block[g], SHIFTS[(i >> 4) * 4 + (i & 3)]);
                a = d;
                d = c;
                c = b;
                b = b + rotated;
            }
            state0 += a;
            state1 += b;
            state2 += c;
            state3 += d;
        }
        byte[] out = new byte[16];
        int[] states = {state0, state1, state2, state3};
        for (int i = 0; i < 16; i++) {
            out[i] = (byte) (states[i / 4] >>> (8 * (i % 4)));
        }
        return out;
    }
}
