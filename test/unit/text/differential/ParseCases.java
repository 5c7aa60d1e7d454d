import java.math.BigDecimal;
import java.util.*;
import java.io.*;

/**
 * Prints strings with HotSpot's Double.parseDouble / Float.parseFloat results
 * for parse_compare.cpp. Usage: ParseCases MODE COUNT SEED with MODE one of
 * decimal, halfway (exact midpoints between neighbours, and near them), hex,
 * hexhalf (hexadecimal midpoints, subnormals included), garbage.
 *
 *   <input as hex UTF-16 units, or - if empty> <D bits | E message> <F bits | E message>
 *
 * Messages have ' ' as '_' and tabs / newlines escaped.
 */
public class ParseCases {
  static PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16));
  static Random r;

  static String res(String s, boolean isFloat) {
    try {
      return isFloat ? "F" + Integer.toHexString(Float.floatToRawIntBits(Float.parseFloat(s)))
                     : "D" + Long.toHexString(Double.doubleToRawLongBits(Double.parseDouble(s)));
    } catch (NumberFormatException e) {
      return "E" + e.getMessage().replace(" ", "_").replace("\t", "\\t").replace("\n", "\\n");
    }
  }
  static void emit(String s) {
    StringBuilder hex = new StringBuilder();
    for (int i = 0; i < s.length(); i++) hex.append(String.format("%04x", (int) s.charAt(i)));
    if (s.isEmpty()) hex.append("-");
    out.println(hex + " " + res(s, false) + " " + res(s, true));
  }
  static String digits(int n) { StringBuilder sb = new StringBuilder(); for (int i = 0; i < n; i++) sb.append((char) ('0' + r.nextInt(10))); return sb.toString(); }
  static String hexDigits(int n) { StringBuilder sb = new StringBuilder(); for (int i = 0; i < n; i++) sb.append("0123456789abcdefABCDEF".charAt(r.nextInt(22))); return sb.toString(); }
  static String decorate(String s) {
    if (r.nextInt(4) == 0) s = (r.nextBoolean() ? "-" : "+") + s;
    if (r.nextInt(6) == 0) s = s + "fFdD".charAt(r.nextInt(4));
    if (r.nextInt(8) == 0) s = " \t\n\u0000".charAt(r.nextInt(4)) + s;
    if (r.nextInt(8) == 0) s = s + " \t\n\u0001".charAt(r.nextInt(4));
    return s;
  }
  // The exact midpoint between v and its successor, printed with a few digits more or less.
  static String nearHalfway(double v, int cut) {
    BigDecimal mid = new BigDecimal(v).add(new BigDecimal(Math.nextUp(v))).divide(BigDecimal.valueOf(2));
    String p = mid.toString();
    if (cut > 0 && p.length() > cut + 3 && !p.contains("E")) p = p.substring(0, p.length() - cut);
    return p;
  }

  public static void main(String[] args) {
    String mode = args[0];
    int n = Integer.parseInt(args[1]);
    r = new Random(Long.parseLong(args[2]));
    for (int i = 0; i < n; i++) {
      switch (mode) {
        case "decimal": {
          String m = digits(1 + r.nextInt(25));
          int pt = r.nextInt(m.length() + 1);
          String s = r.nextInt(5) == 0 ? m : m.substring(0, pt) + "." + m.substring(pt);
          if (r.nextBoolean()) s += "eE".charAt(r.nextInt(2)) + (r.nextBoolean() ? "" : r.nextBoolean() ? "-" : "+") + (r.nextInt(400) - (r.nextInt(10) == 0 ? 0 : 0));
          emit(decorate(s));
          emit(decorate(digits(1 + r.nextInt(3)) + "." + digits(r.nextInt(30)) + "e-" + r.nextInt(330)));
          break;
        }
        case "halfway": {
          double v = Double.longBitsToDouble(r.nextLong() & 0x7fffffffffffffffL);
          if (Double.isNaN(v) || Double.isInfinite(v)) v = 1.5;
          if (r.nextInt(3) == 0) v = Math.scalb(1.0 + r.nextInt(1000) / 1000.0, r.nextInt(120) - 60);
          emit(nearHalfway(v, r.nextInt(3)));
          float f = Float.intBitsToFloat(r.nextInt() & 0x7f7fffff);
          emit(new BigDecimal(f).add(new BigDecimal(Math.nextUp(f))).divide(BigDecimal.valueOf(2)).toString());
          String fs = new BigDecimal(f).add(new BigDecimal(Math.nextUp(f))).divide(BigDecimal.valueOf(2)).toPlainString();
          if (fs.length() < 200) { emit(fs); emit(fs + "1"); emit(fs.substring(0, fs.length() - 1)); }
          break;
        }
        case "hex": {
          String m = hexDigits(r.nextInt(20));
          String f = hexDigits(r.nextInt(20));
          String s = "0" + "xX".charAt(r.nextInt(2)) + m + (r.nextInt(4) == 0 ? "" : ".") + f + "pP".charAt(r.nextInt(2)) + (r.nextBoolean() ? "" : r.nextBoolean() ? "-" : "+") + r.nextInt(r.nextBoolean() ? 1200 : 160);
          emit(decorate(s));
          break;
        }
        case "hexhalf": {
          float f = Float.intBitsToFloat(r.nextInt() & 0x7f7fffff);
          if (r.nextInt(3) == 0) f = Float.intBitsToFloat(r.nextInt(0x1000000));
          double mid = ((double) f + (double) Math.nextUp(f)) / 2;
          String h = Double.toHexString(mid);
          emit(h); emit(h.replace("p", "0000001p")); 
          String hd = Double.toHexString(Math.nextDown(mid)); emit(hd);
          double v = Double.longBitsToDouble(r.nextLong() & 0x7fefffffffffffffL);
          if (r.nextInt(3) == 0) v = Double.longBitsToDouble(r.nextLong() >>> 11);
          String vh = Double.toHexString(v);
          int p = vh.indexOf('p');
          String frac = vh.substring(0, p);
          if (!frac.contains(".")) frac += ".";
          while (frac.length() < frac.indexOf('.') + 14) frac += "0";
          String[] tails = {"8", "7ff", "800000001", "8000", "ffff", "08"};
          emit(frac + tails[r.nextInt(tails.length)] + vh.substring(p));
          break;
        }
        case "garbage": {
          String alphabet = "0123456789.eE+-xXpPfFdDNaInfity \t";
          StringBuilder sb = new StringBuilder();
          int len = r.nextInt(10);
          for (int k = 0; k < len; k++) sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
          emit(sb.toString());
          String[] words = {"NaN", "Infinity", "0x", "1", ".", "e", "p", "5", "-", "+", "f", "d", " ", "0", "a", "..", "E9"};
          sb.setLength(0);
          len = r.nextInt(5);
          for (int k = 0; k < len; k++) sb.append(words[r.nextInt(words.length)]);
          emit(sb.toString());
          break;
        }
      }
    }
    out.flush();
  }
}
