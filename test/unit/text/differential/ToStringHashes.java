import java.util.Random;

/**
 * Hashes of Float.toString / Double.toString per block of 2^20 values, for
 * comparing with to_string_hashes.cpp without moving gigabytes of text:
 *   ToStringHashes floats          all 2^31 non-negative float bit patterns (2048 blocks)
 *   ToStringHashes doubles BLOCKS  java.util.Random(42) doubles: even blocks random
 *                                  bits, odd blocks few-bit significands
 * Each line: block number and 31*h + String.hashCode() over the block, in hex.
 */
public class ToStringHashes {
    public static void main(String[] args) {
        if (args[0].equals("floats")) {
            for (long block = 0; block < 2048; block++) {
                int h = 0;
                for (long bits = block << 20; bits < (block + 1) << 20; bits++) {
                    h = h * 31 + Float.toString(Float.intBitsToFloat((int) bits)).hashCode();
                }
                System.out.println(block + " " + Integer.toHexString(h));
            }
            return;
        }
        int blocks = Integer.parseInt(args[1]);
        Random r = new Random(42);
        for (int block = 0; block < blocks; block++) {
            int h = 0;
            for (int i = 0; i < (1 << 20); i++) {
                double d;
                if ((block & 1) == 0) {
                    d = Double.longBitsToDouble(r.nextLong());
                } else {
                    int m = 1 + r.nextInt(53);
                    long significand = (r.nextLong() >>> (64 - m)) | 1L;
                    int e = r.nextInt(200) - 100;
                    d = Math.scalb((double) significand, e - m);
                }
                h = h * 31 + Double.toString(d).hashCode();
            }
            System.out.println(block + " " + Integer.toHexString(h));
        }
    }
}
