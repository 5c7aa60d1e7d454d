package java.security;

/** SHA-1 (FIPS 180-4, section 6.1): 64-byte blocks, 80 steps over an expanded schedule. */
final class Sha1 extends BlockHash {
    private int[] state = new int[5];
    private final int[] w = new int[80];

    Sha1(String algorithm) {
        super(algorithm, "SHA-1", 20, 64, false);
        initState();
    }

    void initState() {
        state[0] = 0x67452301;
        state[1] = 0xefcdab89;
        state[2] = 0x98badcfe;
        state[3] = 0x10325476;
        state[4] = 0xc3d2e1f0;
    }

    void processBlock(byte[] b, int off) {
        for (int t = 0; t < 16; t++) {
            w[t] = readIntBigEndian(b, off + 4 * t);
        }
        for (int t = 16; t < 80; t++) {
            w[t] = Integer.rotateLeft(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
        }
        int a = state[0];
        int bb = state[1];
        int c = state[2];
        int d = state[3];
        int e = state[4];
        for (int t = 0; t < 80; t++) {
            int f;
            int k;
            if (t < 20) {
                f = (bb & c) | (~bb & d);
                k = 0x5a827999;
            } else if (t < 40) {
                f = bb ^ c ^ d;
                k = 0x6ed9eba1;
            } else if (t < 60) {
                f = (bb & c) | (bb & d) | (c & d);
                k = 0x8f1bbcdc;
            } else {
                f = bb ^ c ^ d;
                k = 0xca62c1d6;
            }
            int temp = Integer.rotateLeft(a, 5) + f + e + k + w[t];
            e = d;
            d = c;
            c = Integer.rotateLeft(bb, 30);
            bb = a;
            a = temp;
        }
        state[0] += a;
        state[1] += bb;
        state[2] += c;
        state[3] += d;
        state[4] += e;
    }

    void storeDigest(byte[] out) {
        for (int i = 0; i < 5; i++) {
            writeIntBigEndian(state[i], out, 4 * i);
        }
    }

    void copyStateArrays() {
        state = state.clone();
    }
}
