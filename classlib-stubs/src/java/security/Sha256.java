package java.security;

/** SHA-256 and SHA-224 (FIPS 180-4, sections 6.2 and 6.3): the same function, different initial values and output length. */
final class Sha256 extends BlockHash {
    /** The first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
    private static final int[] K = {
            0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
            0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
            0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
            0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
            0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
            0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
            0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
            0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    };
    /** The fractional parts of the square roots of the first 8 primes. */
    private static final int[] INITIAL_256 = {
            0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };
    /** The second 32 bits of the fractional parts of the square roots of the 9th to 16th primes. */
    private static final int[] INITIAL_224 = {
            0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
    };

    private final boolean is224;
    private int[] state = new int[8];
    private final int[] w = new int[64];

    Sha256(String algorithm, boolean is224) {
        super(algorithm, is224 ? "SHA-224" : "SHA-256", is224 ? 28 : 32, 64, false);
        this.is224 = is224;
        initState();
    }

    void initState() {
        System.arraycopy(is224 ? INITIAL_224 : INITIAL_256, 0, state, 0, 8);
    }

    void processBlock(byte[] b, int off) {
        for (int t = 0; t < 16; t++) {
            w[t] = readIntBigEndian(b, off + 4 * t);
        }
        for (int t = 16; t < 64; t++) {
            int s0 = Integer.rotateRight(w[t - 15], 7) ^ Integer.rotateRight(w[t - 15], 18) ^ (w[t - 15] >>> 3);
            int s1 = Integer.rotateRight(w[t - 2], 17) ^ Integer.rotateRight(w[t - 2], 19) ^ (w[t - 2] >>> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        int a = state[0];
        int bb = state[1];
        int c = state[2];
        int d = state[3];
        int e = state[4];
        int f = state[5];
        int g = state[6];
        int h = state[7];
        for (int t = 0; t < 64; t++) {
            int sigma1 = Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25);
            int choose = (e & f) ^ (~e & g);
            int t1 = h + sigma1 + choose + K[t] + w[t];
            int sigma0 = Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22);
            int majority = (a & bb) ^ (a & c) ^ (bb & c);
            int t2 = sigma0 + majority;
            h = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = bb;
            bb = a;
            a = t1 + t2;
        }
        state[0] += a;
        state[1] += bb;
        state[2] += c;
        state[3] += d;
        state[4] += e;
        state[5] += f;
        state[6] += g;
        state[7] += h;
    }

    void storeDigest(byte[] out) {
        for (int i = 0; i < out.length / 4; i++) {
            writeIntBigEndian(state[i], out, 4 * i);
        }
    }

    void copyStateArrays() {
        state = state.clone();
    }
}
