package loupe.internal;

import java.lang.reflect.Method;

/**
 * HotSpot stand-in for the Formatter-facing part of Loupe's FloatingDecimal:
 * the JDK's own "non-compatible" digits, by reflection (needs
 * --add-opens java.base/jdk.internal.math=ALL-UNNAMED). Test use only.
 */
public final class FloatingDecimal {
  private static final Method GET_CONVERTER;
  private static final Method GET_DIGITS;
  private static final Method GET_EXPONENT;
  static {
    try {
      Class<?> fd = Class.forName("jdk.internal.math.FloatingDecimal");
      GET_CONVERTER = fd.getDeclaredMethod("getBinaryToASCIIConverter", double.class, boolean.class);
      GET_CONVERTER.setAccessible(true);
      Class<?> conv = Class.forName("jdk.internal.math.FloatingDecimal$BinaryToASCIIConverter");
      GET_DIGITS = conv.getDeclaredMethod("getDigits", char[].class);
      GET_DIGITS.setAccessible(true);
      GET_EXPONENT = conv.getDeclaredMethod("getDecimalExponent");
      GET_EXPONENT.setAccessible(true);
    } catch (Exception e) { throw new RuntimeException(e); }
  }
  public static String formatterDigits(double d) {
    try {
      Object c = GET_CONVERTER.invoke(null, d, false);
      char[] buf = new char[64];
      int n = (Integer) GET_DIGITS.invoke(c, (Object) buf);
      return new String(buf, 0, n);
    } catch (Exception e) { throw new RuntimeException(e); }
  }
  public static int formatterDecimalExponent(double d) {
    try { return (Integer) GET_EXPONENT.invoke(GET_CONVERTER.invoke(null, d, false)); } catch (Exception e) { throw new RuntimeException(e); }
  }
}
