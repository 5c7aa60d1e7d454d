package java.util.zip;

/** Adler-32 of RFC 1950: two sums modulo 65521, the second summing the first. */
public final class Adler32 implements Checksum {
    private static final int MOD = 65521;
    /** Bytes that can be summed before reducing without overflowing 32 unsigned bits (zlib's NMAX). */
    private static final int MAX_RUN = 5552;

    private int a = 1;
    private int b;

    public Adler32() {}

    public void update(int value) {
        a = (a + (value & 0xFF)) % MOD;
        b = (b + a) % MOD;
    }

    public void update(byte[] data, int off, int len) {
        CrcTable.checkRange(data, off, len);
        long sumA = a; // long: the run's sums exceed a signed int
        long sumB = b;
        while (len > 0) {
            int run = Math.min(len, MAX_RUN);
            len -= run;
            for (int end = off + run; off < end; off++) {
                sumA += data[off] & 0xFF;
                sumB += sumA;
            }
            sumA %= MOD;
            sumB %= MOD;
        }
        a = (int) sumA;
        b = (int) sumB;
    }

    public void update(byte[] data) {
        update(data, 0, data.length);
    }

    public long getValue() {
        return ((long) b << 16) | a;
    }

    public void reset() {
        a = 1;
        b = 0;
    }
}
