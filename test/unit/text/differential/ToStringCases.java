import java.util.*;
import java.io.*;

/**
 * Prints doubles and floats with HotSpot's Double.toString / Float.toString and
 * the Formatter's digits (String.format("%.30e")), one per line, for
 * to_string_compare.cpp. Usage: ToStringCases MODE COUNT SEED with MODE one of
 * structured (specials, powers of 10 and 2 with neighbours, integers, subnormals;
 * COUNT ignored), randombits, fewbits (few significant bits: the int and long
 * arithmetic paths), shortdecimals.
 *
 *   d <raw bits hex> <Double.toString> <%.30e of the value, or - >
 *   f <raw bits hex> <Float.toString>
 */
public class ToStringCases {
  static PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16));

  static void d(double v) {
    // d <bits> <toString> <formatter %.30e>
    out.print("d "); out.print(Long.toHexString(Double.doubleToRawLongBits(v))); out.print(' ');
    out.print(Double.toString(v)); out.print(' ');
    out.println(Double.isFinite(v) ? String.format("%.30e", v) : "-");
  }
  static void f(float v) {
    out.print("f "); out.print(Integer.toHexString(Float.floatToRawIntBits(v))); out.print(' ');
    out.println(Float.toString(v));
  }
  static void dAround(double v, int k) {
    double a = v, b = v;
    d(v);
    for (int i = 0; i < k; i++) { a = Math.nextUp(a); b = Math.nextDown(b); d(a); d(b); }
  }
  static void fAround(float v, int k) {
    float a = v, b = v;
    f(v);
    for (int i = 0; i < k; i++) { a = Math.nextUp(a); b = Math.nextDown(b); f(a); f(b); }
  }
  static String shortDecimal(Random r, int maxDigits, int expRange) {
    int n = 1 + r.nextInt(maxDigits);
    StringBuilder sb = new StringBuilder();
    sb.append((char) ('1' + r.nextInt(9)));
    for (int i = 1; i < n; i++) sb.append((char) ('0' + r.nextInt(10)));
    sb.append('e').append(r.nextInt(2 * expRange + 1) - expRange);
    return sb.toString();
  }

  public static void main(String[] args) {
    String mode = args[0];
    int n = Integer.parseInt(args[1]);
    Random r = new Random(Long.parseLong(args[2]));
    if (mode.equals("structured")) {
      double[] specials = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 1e23, 2.82879384806159E17, 2e-3, 1.0E7, 123456789.0, 0.1, 0.2, 0.3, 0.1 + 0.2, 2.675, 1.005, 100, 1000, 1e-3, 1e-4, 9999999, 1e7 - 0.5, 0.001, 0.00099999};
      for (double v : specials) { dAround(v, 3); dAround(-v, 1); }
      for (int e = -330; e <= 310; e++) { dAround(Double.parseDouble("1e" + e), 3); for (int m = 2; m <= 9; m++) d(Double.parseDouble(m + "e" + e)); }
      for (int e = -1074; e <= 1023; e++) dAround(Math.scalb(1.0, e), 3);
      for (int e = -1074; e <= 1023; e++) { dAround(Math.scalb(1.5, e), 1); dAround(Math.scalb(1.9999999, e), 1); }
      for (long i = 0; i <= 200000; i++) d(i);
      // Rounding boundaries that are exactly short decimals: odd * 2^k * 10^n with
      // an odd part of at most 54 bits lies halfway between two doubles.
      for (int ten = 0; ten <= 23; ten++) for (int odd = 1; odd < 40; odd += 2) for (int k = 0; k < 80; k++) {
        if (odd % 5 == 0) continue;
        java.math.BigDecimal exact = java.math.BigDecimal.valueOf(odd).multiply(java.math.BigDecimal.valueOf(2).pow(k)).scaleByPowerOfTen(ten);
        dAround(Double.parseDouble(exact.toString()), 1);
        fAround(Float.parseFloat(exact.toString()), 1);
      }
      for (int e = 0; e < 64; e++) for (int k = 0; k < 200; k++) { long x = (1L << e) + r.nextInt(2001) - 1000; d(x); d((double) (r.nextLong() >>> (63 - e))); }
      float[] fs = {0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE, Float.MIN_NORMAL, 1e-4f, 0.1f, 0.3f, 1e7f, 1e10f, 123456789f, 2.675f, 1.005f, 3.4e38f, 16777216f, 33554432f};
      for (float v : fs) { fAround(v, 3); fAround(-v, 1); }
      for (int e = -50; e <= 40; e++) { fAround(Float.parseFloat("1e" + e), 3); for (int m = 2; m <= 9; m++) f(Float.parseFloat(m + "e" + e)); }
      for (int e = -149; e <= 127; e++) { fAround(Math.scalb(1.0f, e), 3); fAround(Math.scalb(1.5f, e), 1); }
      for (int i = 0; i <= 200000; i++) f(i);
      for (int e = 0; e < 64; e++) for (int k = 0; k < 200; k++) f((float) (r.nextLong() >>> (63 - e)));
      for (int i = 0; i < 100000; i++) f(Float.intBitsToFloat(r.nextInt(0x800000)));      // subnormal floats
      for (int i = 0; i < 100000; i++) d(Double.longBitsToDouble(r.nextLong() >>> 12)); // subnormal doubles
    } else if (mode.equals("fewbits")) {
      for (int i = 0; i < n; i++) {
        int m = 1 + r.nextInt(53);
        long sig = (r.nextLong() >>> (64 - m)) | 1L;
        int e = r.nextInt(200) - 100;
        d(Math.scalb((double) sig, e - m));
        int mf = 1 + r.nextInt(24);
        int sigf = (r.nextInt() >>> (32 - mf)) | 1;
        f(Math.scalb((float) sigf, r.nextInt(100) - 50 - mf));
      }
    } else if (mode.equals("randombits")) {
      for (int i = 0; i < n; i++) { d(Double.longBitsToDouble(r.nextLong())); f(Float.intBitsToFloat(r.nextInt())); }
    } else if (mode.equals("shortdecimals")) {
      for (int i = 0; i < n; i++) {
        d(Double.parseDouble(shortDecimal(r, 17, 330)));
        d(Double.parseDouble(shortDecimal(r, 4, 25)));
        f(Float.parseFloat(shortDecimal(r, 9, 46)));
        f(Float.parseFloat(shortDecimal(r, 3, 12)));
        d(r.nextDouble() * Math.pow(10, r.nextInt(20) - 10));
        f(r.nextFloat() * (float) Math.pow(10, r.nextInt(20) - 10));
      }
    }
    out.flush();
  }
}
