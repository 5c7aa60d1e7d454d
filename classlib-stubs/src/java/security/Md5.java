package java.security;

/** MD5 as specified by RFC 1321: 64-byte blocks, four rounds of sixteen steps, little-endian words. */
final class Md5 extends BlockHash {
    /** T[i] = floor(2^32 * |sin(i + 1)|), the additive constant of step i. */
    private static final int[] T = {
            0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
            0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
            0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
            0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
            0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
            0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
            0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
            0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
    };
    /** Left-rotation amounts, four per round. */
    private static final int[] SHIFTS = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};

    private int[] state = new int[4];
    private final int[] x = new int[16];

    Md5(String algorithm) {
        super(algorithm, "MD5", 16, 64, true);
        initState();
    }

    void initState() {
        state[0] = 0x67452301;
        state[1] = 0xefcdab89;
        state[2] = 0x98badcfe;
        state[3] = 0x10325476;
    }

    void processBlock(byte[] b, int off) {
        for (int i = 0; i < 16; i++) {
            int at = off + 4 * i;
            x[i] = (b[at] & 0xFF) | ((b[at + 1] & 0xFF) << 8) | ((b[at + 2] & 0xFF) << 16) | (b[at + 3] << 24);
        }
        int a = state[0];
        int bb = state[1];
        int c = state[2];
        int d = state[3];
        for (int step = 0; step < 64; step++) {
            int round = step >> 4;
            int f;
            int word;
            switch (round) {
                case 0:
                    f = (bb & c) | (~bb & d);
                    word = step;
                    break;
                case 1:
                    f = (bb & d) | (c & ~d);
                    word = (5 * step + 1) & 15;
                    break;
                case 2:
                    f = bb ^ c ^ d;
                    word = (3 * step + 5) & 15;
                    break;
                default:
                    f = c ^ (bb | ~d);
                    word = (7 * step) & 15;
                    break;
            }
            int sum = a + f + T[step] + x[word];
            int rotated = Integer.rotateLeft(sum, SHIFTS[(round << 2) | (step & 3)]);
            a = d;
            d = c;
            c = bb;
            bb = bb + rotated;
        }
        state[0] += a;
        state[1] += bb;
        state[2] += c;
        state[3] += d;
    }

    void storeDigest(byte[] out) {
        for (int i = 0; i < 16; i++) {
            out[i] = (byte) (state[i >> 2] >>> (8 * (i & 3)));
        }
    }

    void copyStateArrays() {
        state = state.clone();
    }
}
