package java.util;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Formats bytes and primitive values as hexadecimal text and parses it back
 * (JDK 17). A format has a delimiter between values, a prefix and a suffix
 * around each value, and upper or lower case digits; it is immutable.
 */
public final class HexFormat {
    private static final char[] LOWER = "0123456789abcdef".toCharArray();
    private static final char[] UPPER = "0123456789ABCDEF".toCharArray();
    private static final byte[] EMPTY_BYTES = new byte[0];
    private static final HexFormat HEX_FORMAT = new HexFormat("", "", "", LOWER);

    private final String delimiter;
    private final String prefix;
    private final String suffix;
    private final char[] digits;

    private HexFormat(String delimiter, String prefix, String suffix, char[] digits) {
        this.delimiter = Objects.requireNonNull(delimiter, "delimiter");
        this.prefix = Objects.requireNonNull(prefix, "prefix");
        this.suffix = Objects.requireNonNull(suffix, "suffix");
        this.digits = digits;
    }

    public static HexFormat of() {
        return HEX_FORMAT;
    }

    public static HexFormat ofDelimiter(String delimiter) {
        return new HexFormat(delimiter, "", "", LOWER);
    }

    public HexFormat withDelimiter(String delimiter) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withPrefix(String prefix) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withSuffix(String suffix) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withUpperCase() {
        return this == HEX_FORMAT ? new HexFormat("", "", "", UPPER) : new HexFormat(delimiter, prefix, suffix, UPPER);
    }

    public HexFormat withLowerCase() {
        return new HexFormat(delimiter, prefix, suffix, LOWER);
    }

    public String delimiter() {
        return delimiter;
    }

    public String prefix() {
        return prefix;
    }

    public String suffix() {
        return suffix;
    }

    public boolean isUpperCase() {
        return digits == UPPER;
    }

    public String formatHex(byte[] bytes) {
        return formatHex(bytes, 0, bytes.length);
    }

    public String formatHex(byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        StringBuilder sb = new StringBuilder();
        formatHex(sb, bytes, fromIndex, toIndex);
        return sb.toString();
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes) {
        return formatHex(out, bytes, 0, bytes.length);
    }

    /** prefix, two digits and suffix per byte, with the delimiter between them. */
    public <A extends Appendable> A formatHex(A out, byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        try {
            for (int i = fromIndex; i < toIndex; i++) {
                if (i > fromIndex) {
                    out.append(delimiter);
                }
                out.append(prefix);
                toHexDigits(out, bytes[i]);
                out.append(suffix);
            }
        } catch (IOException ioe) {
            throw new UncheckedIOException(ioe.getMessage(), ioe);
        }
        return out;
    }

    public byte[] parseHex(CharSequence string) {
        return parseHex(string, 0, string.length());
    }

    /**
     * Parses values of prefix, two digits and suffix separated by the
     * delimiter; the whole range must consist of them.
     */
    public byte[] parseHex(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        if (fromIndex != 0 || toIndex != string.length()) {
            string = string.subSequence(fromIndex, toIndex);
        }
        if (string.length() == 0) {
            return EMPTY_BYTES;
        }
        if (delimiter.isEmpty() && prefix.isEmpty() && suffix.isEmpty()) {
            return parseWithoutDelimiters(string);
        }
        long valueChars = prefix.length() + 2L + suffix.length();
        long stride = valueChars + delimiter.length();
        if ((string.length() - valueChars) % stride != 0) {
            throw new IllegalArgumentException("extra or missing delimiters "
                    + "or values consisting of prefix, two hexadecimal digits, and suffix");
        }
        checkLiteral(string, 0, prefix);
        checkLiteral(string, string.length() - suffix.length(), suffix);
        String between = suffix + delimiter + prefix;
        int count = (int) ((string.length() - valueChars) / stride + 1L);
        byte[] bytes = new byte[count];
        int offset = prefix.length();
        for (int i = 0; i < count; i++) {
            bytes[i] = (byte) twoDigitsAt(string, offset);
            if (i < count - 1) {
                checkLiteral(string, offset + 2, between);
            }
            offset += 2 + between.length();
        }
        return bytes;
    }

    public byte[] parseHex(char[] chars, int fromIndex, int toIndex) {
        Objects.requireNonNull(chars, "chars");
        Objects.checkFromToIndex(fromIndex, toIndex, chars.length);
        return parseHex(new String(chars, fromIndex, toIndex - fromIndex));
    }

    private static byte[] parseWithoutDelimiters(CharSequence string) {
        if ((string.length() & 1) != 0) {
            throw new IllegalArgumentException("string length not even: " + string.length());
        }
        byte[] bytes = new byte[string.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) twoDigitsAt(string, i * 2);
        }
        return bytes;
    }

    private static void checkLiteral(CharSequence string, int index, String literal) {
        for (int i = 0; i < literal.length(); i++) {
            if (string.charAt(index + i) != literal.charAt(i)) {
                throw new IllegalArgumentException(escapeNewlines("found: \""
                        + string.subSequence(index, index + literal.length()) + "\", expected: \"" + literal
                        + "\", index: " + index + " ch: " + (int) string.charAt(index + i)));
            }
        }
    }

    private static String escapeNewlines(String s) {
        return s.replace("\n", "\\n");
    }

    private static int twoDigitsAt(CharSequence string, int index) {
        int high = fromHexDigit(string.charAt(index));
        int low = fromHexDigit(string.charAt(index + 1));
        return (high << 4) | low;
    }

    public char toLowHexDigit(int value) {
        return digits[value & 0xf];
    }

    public char toHighHexDigit(int value) {
        return digits[(value >> 4) & 0xf];
    }

    public <A extends Appendable> A toHexDigits(A out, byte value) {
        Objects.requireNonNull(out);
        try {
            out.append(toHighHexDigit(value));
            out.append(toLowHexDigit(value));
            return out;
        } catch (IOException ioe) {
            throw new UncheckedIOException(ioe.getMessage(), ioe);
        }
    }

    public String toHexDigits(byte value) {
        return new String(new char[] {toHighHexDigit(value), toLowHexDigit(value)});
    }

    public String toHexDigits(char value) {
        return toHexDigits((long) value, 4);
    }

    public String toHexDigits(short value) {
        return toHexDigits((long) value, 4);
    }

    public String toHexDigits(int value) {
        return toHexDigits((long) value, 8);
    }

    public String toHexDigits(long value) {
        return toHexDigits(value, 16);
    }

    /** The low digits hex digits of value (0 to 16 of them). */
    public String toHexDigits(long value, int digitCount) {
        if (digitCount < 0 || digitCount > 16) {
            throw new IllegalArgumentException("number of digits: " + digitCount);
        }
        char[] out = new char[digitCount];
        for (int i = digitCount - 1; i >= 0; i--) {
            out[i] = digits[(int) (value & 0xf)];
            value >>>= 4;
        }
        return new String(out);
    }

    public static boolean isHexDigit(int ch) {
        return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    }

    public static int fromHexDigit(int ch) {
        if (ch >= '0' && ch <= '9') {
            return ch - '0';
        }
        if (ch >= 'a' && ch <= 'f') {
            return ch - 'a' + 10;
        }
        if (ch >= 'A' && ch <= 'F') {
            return ch - 'A' + 10;
        }
        throw new NumberFormatException("not a hexadecimal digit: \"" + (char) ch + "\" = " + ch);
    }

    public static int fromHexDigits(CharSequence string) {
        return fromHexDigits(string, 0, string.length());
    }

    public static int fromHexDigits(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        return (int) accumulate(string, fromIndex, checkDigitCount(fromIndex, toIndex, 8));
    }

    public static long fromHexDigitsToLong(CharSequence string) {
        return fromHexDigitsToLong(string, 0, string.length());
    }

    public static long fromHexDigitsToLong(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        return accumulate(string, fromIndex, checkDigitCount(fromIndex, toIndex, 16));
    }

    private static int checkDigitCount(int fromIndex, int toIndex, int limit) {
        int length = toIndex - fromIndex;
        if (length > limit) {
            throw new IllegalArgumentException("string length greater than " + limit + ": " + length);
        }
        return length;
    }

    private static long accumulate(CharSequence string, int from, int count) {
        long value = 0L;
        for (int i = 0; i < count; i++) {
            value = (value << 4) + fromHexDigit(string.charAt(from + i));
        }
        return value;
    }

    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        HexFormat other = (HexFormat) o;
        return digits == other.digits && delimiter.equals(other.delimiter) && prefix.equals(other.prefix)
                && suffix.equals(other.suffix);
    }

    public int hashCode() {
        int result = Objects.hash(delimiter, prefix, suffix);
        return 31 * result + Boolean.hashCode(digits == UPPER);
    }

    public String toString() {
        return escapeNewlines("uppercase: " + (digits == UPPER) + ", delimiter: \"" + delimiter + "\", prefix: \""
                + prefix + "\", suffix: \"" + suffix + "\"");
    }
}
