import java.io.*;
import java.util.*;

/** The Formatter API (Formattable, close, ioException, null locale and arguments) on both Formatters. */
public class FormatterApiCheck {
  static class Thing implements java.util.Formattable, fmtcheck.Formattable {
    public void formatTo(java.util.Formatter f, int flags, int width, int precision) { f.format("T[%d,%d,%d]", flags, width, precision); }
    public void formatTo(fmtcheck.Formatter f, int flags, int width, int precision) { f.format("T[%d,%d,%d]", flags, width, precision); }
    public String toString() { return "thing"; }
  }
  static class Failing implements Appendable {
    int n;
    public Appendable append(CharSequence c) throws IOException { if (++n == 2) throw new IOException("boom" + n); return this; }
    public Appendable append(CharSequence c, int s, int e) throws IOException { return append(c.subSequence(s, e)); }
    public Appendable append(char c) throws IOException { return append(String.valueOf(c)); }
  }
  public static void main(String[] a) throws Exception {
    String[] results = new String[2];
    for (int mine = 0; mine < 2; mine++) {
      StringBuilder out = new StringBuilder();
      try {
        if (mine == 0) {
          java.util.Formatter f = new java.util.Formatter(out);
          f.format("%s|%-10S|%.3s|%10.2s", new Thing(), new Thing(), new Thing(), new Thing());
          f.format(Locale.GERMANY, "%s", new Thing());
          out.append(f.out() == out).append(f.locale()).append(f.ioException());
          f.close(); f.close();
          try { f.format("x"); } catch (Exception e) { out.append(e); }
          try { f.toString(); } catch (Exception e) { out.append(e); }
          out.append(f.ioException());
          java.util.Formatter g = new java.util.Formatter(new Failing());
          g.format("a%sb%dc", "x", 5); out.append(g.ioException()).append(g.toString().startsWith("FormatterApiCheck"));
          out.append(new java.util.Formatter().format("%n%%").toString().length());
          out.append(new java.util.Formatter((Locale) null).format("%,.2f %e", 1234.5, 2.0));
          out.append(new java.util.Formatter(Locale.GERMANY).format((Locale) null, "%,.2f", 1234.5));
          out.append(new java.util.Formatter().format("%s %s", (Object[]) null));
          out.append(new java.util.Formatter().format("%2$s %1$s %<s %s %s", "a", "b"));
        } else {
          fmtcheck.Formatter f = new fmtcheck.Formatter(out);
          f.format("%s|%-10S|%.3s|%10.2s", new Thing(), new Thing(), new Thing(), new Thing());
          f.format(Locale.GERMANY, "%s", new Thing());
          out.append(f.out() == out).append(f.locale()).append(f.ioException());
          f.close(); f.close();
          try { f.format("x"); } catch (Exception e) { out.append(e.toString().replace("fmtcheck", "java.util")); }
          try { f.toString(); } catch (Exception e) { out.append(e.toString().replace("fmtcheck", "java.util")); }
          out.append(f.ioException());
          fmtcheck.Formatter g = new fmtcheck.Formatter(new Failing());
          g.format("a%sb%dc", "x", 5); out.append(g.ioException()).append(g.toString().startsWith("FormatterApiCheck"));
          out.append(new fmtcheck.Formatter().format("%n%%").toString().length());
          out.append(new fmtcheck.Formatter((Locale) null).format("%,.2f %e", 1234.5, 2.0));
          out.append(new fmtcheck.Formatter(Locale.GERMANY).format((Locale) null, "%,.2f", 1234.5));
          out.append(new fmtcheck.Formatter().format("%s %s", (Object[]) null));
          out.append(new fmtcheck.Formatter().format("%2$s %1$s %<s %s %s", "a", "b"));
        }
      } catch (Exception e) { out.append("EXC " + e); }
      results[mine] = out.toString();
    }
    boolean same = results[0].equals(results[1]);
    System.out.println(same ? "API check: same output" : "API check MISMATCH\n  java: " + results[0] + "\n  ours: " + results[1]);
    System.exit(same ? 0 : 1);
  }
}
