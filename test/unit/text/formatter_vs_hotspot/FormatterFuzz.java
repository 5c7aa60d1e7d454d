import java.util.*;

/**
 * Compares fmtcheck.Formatter (the class library's Formatter, copied into
 * package fmtcheck by run.sh) with HotSpot's java.util.Formatter on random
 * format strings (valid and invalid), arguments and locales: the output, or the
 * exception's simple class name and message, must be the same.
 * Usage: FormatterFuzz COUNT SEED [floats] ("floats": only %e %f %g %a with
 * random precisions, the digit-rounding logic).
 */
public class FormatterFuzz {
  static Random r;
  static long compared, bad, dateTime;

  static String run(boolean mine, Locale l, boolean withLocale, String fmt, Object[] args) {
    try {
      if (mine) {
        fmtcheck.Formatter f = withLocale ? new fmtcheck.Formatter(l) : new fmtcheck.Formatter();
        return "OK[" + (withLocale ? f.format(l, fmt, args) : f.format(fmt, args)).toString() + "]";
      }
      return "OK[" + (withLocale ? String.format(l, fmt, args) : String.format(fmt, args)) + "]";
    } catch (Exception e) {
      return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }

  static void check(Locale l, boolean withLocale, String fmt, Object... args) {
    String a = run(false, l, withLocale, fmt, args), b = run(true, l, withLocale, fmt, args);
    compared++;
    // Loupe has no calendar: %t with a non-null argument is a known gap.
    if (!a.equals(b) && b.startsWith("IllegalFormatConversionException") && fmt.matches(".*%[^a-zA-Z%]*[tT][a-zA-Z%].*")) { dateTime++; return; }
    if (!a.equals(b)) {
      if (bad++ < 40) System.out.println("MISMATCH " + l + " [" + fmt + "] " + describe(args) + "\n  java: " + a + "\n  mine: " + b);
    }
  }
  static String describe(Object[] args) {
    StringBuilder sb = new StringBuilder();
    if (args == null) return "null";
    for (Object o : args) sb.append(o == null ? "null" : o.getClass().getSimpleName() + ":" + (o instanceof Double ? Long.toHexString(Double.doubleToRawLongBits((Double) o)) + "/" + o : o)).append(' ');
    return sb.toString();
  }

  static final double[] SPECIAL = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL,
      0.125, 0.375, 2.5, 0.5, 1.5, 0.005, 0.015, 0.025, 1.005, 2.675, 1e-5, 1e-4, 9.9999e-5, 0.0001, 9.9995, 99.995, 999999.5, 9999999.0, 1e7, 1e23, 0.1 + 0.2, 123456789.0,
      1234567.891, 0.3, 1e-300, 1e300, 5e-324, 4.35, 0.045, 1.0E-10, 12345.6789, 100, 1000000, 0.95, 0.9999999, 9.5, 95, 0.000123456};
  static double randomDouble() {
    switch (r.nextInt(6)) {
      case 0: return SPECIAL[r.nextInt(SPECIAL.length)] * (r.nextBoolean() ? 1 : -1);
      case 1: return Double.longBitsToDouble(r.nextLong());
      case 2: return (r.nextInt(2000000) - 1000000) / Math.pow(10, r.nextInt(12));
      case 3: return r.nextDouble() * Math.pow(10, r.nextInt(40) - 20);
      case 4: return Double.parseDouble((r.nextInt(9) + 1) + "." + r.nextInt(1000) + "5e" + (r.nextInt(30) - 15));
      default: return (double) (r.nextLong() >> r.nextInt(64));
    }
  }
  static Object randomArg() {
    switch (r.nextInt(16)) {
      case 0: return null;
      case 1: return r.nextInt();
      case 2: return (int) (r.nextInt(2001) - 1000);
      case 3: return r.nextLong() >> r.nextInt(64);
      case 4: return (byte) r.nextInt();
      case 5: return (short) r.nextInt();
      case 6: return randomDouble();
      case 7: return (float) randomDouble();
      case 8: return (char) (r.nextBoolean() ? 'a' + r.nextInt(26) : r.nextInt(0x10000));
      case 9: return new String[] {"", "hello", "Straße", "x", "tschüß", "ǅ", "MiXeD"}[r.nextInt(7)];
      case 10: return r.nextBoolean();
      case 11: return r.nextInt(0x120000) - 0x1000;
      case 12: return randomDouble();
      case 13: return Long.MIN_VALUE + r.nextInt(3);
      case 14: return Integer.MIN_VALUE;
      default: return (float) r.nextFloat() * 1000;
    }
  }
  static String randomSpec(boolean sane) {
    StringBuilder sb = new StringBuilder("%");
    if (r.nextInt(8) == 0) sb.append(new String[] {"1$", "2$", "3$", "0$", "99999999999$", "4$", "01$"}[r.nextInt(7)]);
    int nflags = r.nextInt(sane ? 3 : 4);
    for (int i = 0; i < nflags; i++) sb.append((sane ? "-#+ 0,(" : "-#+ 0,(<").charAt(r.nextInt(sane ? 7 : 8)));
    if (r.nextInt(2) == 0) sb.append(r.nextInt(r.nextBoolean() ? 10 : 30));
    else if (!sane && r.nextInt(30) == 0) sb.append("2147483648");
    if (r.nextInt(2) == 0) sb.append('.').append(r.nextInt(r.nextBoolean() ? 8 : 25));
    else if (!sane && r.nextInt(30) == 0) sb.append(".99999999999");
    if (!sane && r.nextInt(30) == 0) sb.append("tT".charAt(r.nextInt(2)));
    String convs = sane ? "bBhHsScCdoxXeEfgGaA%n" : "bBhHsScCdoxXeEfgGaA%nqDF.$ 5tT";
    if (!sane && r.nextInt(40) == 0) return sb.toString(); // truncated at end
    sb.append(convs.charAt(r.nextInt(convs.length())));
    return sb.toString();
  }

  public static void main(String[] x) {
    r = new Random(Long.parseLong(x[1]));
    int n = Integer.parseInt(x[0]);
    Locale[] locales = {Locale.US, Locale.ROOT, Locale.GERMANY, Locale.FRANCE, null, Locale.UK, new Locale("ar"), new Locale("de", "CH")};
    if (x.length > 2) {
      for (int i = 0; i < n; i++) {
        double d = randomDouble();
        int prec = r.nextInt(22);
        char c = "efgEGa".charAt(r.nextInt(6));
        check(Locale.US, true, "%." + prec + c, r.nextInt(4) == 0 ? (Object) (float) d : (Object) d);
        check(Locale.US, true, "%" + c, d);
      }
      System.out.println("compared " + compared + " float format calls; mismatches " + bad);
      System.exit(bad == 0 ? 0 : 1);
    }
    for (int i = 0; i < n; i++) {
      Locale l = locales[r.nextInt(locales.length)];
      boolean withLocale = r.nextInt(3) != 0;
      // 1: random format strings with random arguments
      StringBuilder fmt = new StringBuilder();
      int pieces = 1 + r.nextInt(3);
      boolean sane = r.nextInt(3) != 0;
      for (int p = 0; p < pieces; p++) { if (r.nextBoolean()) fmt.append("ab|"); fmt.append(randomSpec(sane)); }
      Object[] args = new Object[r.nextInt(4)];
      for (int k = 0; k < args.length; k++) args[k] = randomArg();
      check(l, withLocale, fmt.toString(), r.nextInt(50) == 0 ? null : args);
      // 2: floating-point focus
      String[] fconv = {"e", "E", "f", "g", "G", "a", "A"};
      String flags = new String[] {"", "", "+", " ", "(", ",", "0", "-", "#", "+,", "(,", "0,", "-+", " (", "0+"}[r.nextInt(15)];
      String w = r.nextInt(3) == 0 ? "" : String.valueOf(r.nextInt(30) + 1);
      String p = r.nextInt(4) == 0 ? "" : "." + r.nextInt(r.nextInt(4) == 0 ? 40 : 12);
      double d = randomDouble();
      check(l, withLocale, "%" + flags + w + p + fconv[r.nextInt(fconv.length)], r.nextInt(5) == 0 ? (Object) (float) d : (Object) d);
      // 3: integers
      String iflags = new String[] {"", "", "+", " ", "(", ",", "0", "-", "#", "+,", "(,", "0,", "-+", " (", "0+", "(0,"}[r.nextInt(16)];
      check(l, withLocale, "%" + iflags + w + "doxX".charAt(r.nextInt(4)), randomArg());
    }
    System.out.println("compared " + compared + " format calls; mismatches " + bad + " (date/time with non-null argument, unsupported: " + dateTime + ")");
    System.exit(bad == 0 ? 0 : 1);
  }
}
