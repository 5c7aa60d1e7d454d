package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits text into tokens separated by whitespace (or by a delimiter pattern)
 * and parses them as in the JDK's default (US) locale: integers may carry a
 * sign and "," group separators, decimals also "NaN" and "Infinity". A token
 * that does not parse is left in place and InputMismatchException is thrown.
 *
 * Input is read 1024 characters at a time, as needed. With a custom
 * delimiter the whole input is read before the first token is looked for.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final int BUFFER_SIZE = 1024;

    private Reader source;
    private char[] buf = new char[BUFFER_SIZE];
    /** Next unread character. */
    private int position;
    /** End of the characters read so far. */
    private int limit;
    private boolean sourceClosed;
    private boolean closed;
    private IOException lastException;
    private Pattern delimiter;

    public Scanner(InputStream source) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source")));
    }

    public Scanner(InputStream source, String charsetName) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source"), toCharset(charsetName)));
    }

    public Scanner(InputStream source, Charset charset) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source"), charset));
    }

    public Scanner(File source) throws FileNotFoundException {
        this(new InputStreamReader(new FileInputStream(source)));
    }

    public Scanner(String source) {
        this(new StringReader(source));
    }

    private Scanner(Reader source) {
        this.source = source;
    }

    private static Charset toCharset(String csn) {
        Objects.requireNonNull(csn, "charsetName");
        try {
            return loupe.internal.TextCoding.charsetForEncodingName(csn);
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    /** Reads more characters; false once the source is exhausted. */
    private boolean readInput() {
        if (sourceClosed) {
            return false;
        }
        if (position > 0 && position == limit) {
            position = limit = 0;
        } else if (limit == buf.length) {
            char[] bigger = position > buf.length / 2 ? buf : new char[buf.length * 2];
            System.arraycopy(buf, position, bigger, 0, limit - position);
            limit -= position;
            position = 0;
            buf = bigger;
        }
        int n;
        try {
            n = source.read(buf, limit, Math.min(BUFFER_SIZE, buf.length - limit));
        } catch (IOException ioe) {
            lastException = ioe;
            n = -1;
        }
        if (n < 0) {
            sourceClosed = true;
            return false;
        }
        limit += n;
        return true;
    }

    private void readAll() {
        while (readInput()) {
            // until the end of the source
        }
    }

    /**
     * The bounds {start, end} of the next token, nothing consumed; at the end
     * of the input end is -1 and start is where the trailing delimiters end.
     */
    private int[] findToken() {
        ensureOpen();
        if (delimiter != null) {
            return findTokenWithPattern();
        }
        int start = position;
        while (true) {
            while (start < limit && Character.isWhitespace(buf[start])) {
                start++;
            }
            if (start < limit) {
                break;
            }
            int consumed = start - position;
            if (!readInput()) {
                return new int[] {position + consumed, -1};
            }
            start = position + consumed;
        }
        int end = start;
        while (true) {
            while (end < limit && !Character.isWhitespace(buf[end])) {
                end++;
            }
            if (end < limit) {
                break;
            }
            int tokenStart = start - position;
            int tokenEnd = end - position;
            if (!readInput()) {
                break;
            }
            start = position + tokenStart;
            end = position + tokenEnd;
        }
        return new int[] {start, end};
    }

    /** Skips delimiter matches, then the token runs to the next delimiter match (or the end). */
    private int[] findTokenWithPattern() {
        readAll();
        String text = new String(buf, position, limit - position);
        Matcher m = delimiter.matcher(text);
        int start = m.lookingAt() ? m.end() : 0;
        if (start >= text.length()) {
            return new int[] {position + start, -1};
        }
        int end = text.length();
        for (int from = start; from < text.length() && m.find(from); from = m.start() + 1) {
            // an empty match right at the token's start delimits nothing
            if (m.start() > start) {
                end = m.start();
                break;
            }
        }
        return new int[] {position + start, position + end};
    }

    private String tokenText(int[] t) {
        return new String(buf, t[0], t[1] - t[0]);
    }

    public boolean hasNext() {
        return findToken()[1] >= 0;
    }

    public String next() {
        return nextAccepted(token -> true, token -> token);
    }

    /**
     * Converts the next token if accept allows it; otherwise, or if convert
     * fails, the token stays unread and InputMismatchException is thrown. The
     * delimiters before it are consumed either way, as in the JDK.
     */
    private <T> T nextAccepted(Predicate<String> accept, Function<String, T> convert) {
        int[] t = findToken();
        position = t[0];
        if (t[1] < 0) {
            throw new NoSuchElementException();
        }
        String token = tokenText(t);
        if (!accept.test(token)) {
            throw new InputMismatchException();
        }
        T value;
        try {
            value = convert.apply(token);
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
        position = t[1];
        return value;
    }

    private boolean hasNextAccepted(Predicate<String> accept) {
        int[] t = findToken();
        return t[1] >= 0 && accept.test(tokenText(t));
    }

    public boolean hasNextInt() {
        return hasNextAccepted(s -> isInteger(s) && fits(s, Integer.MIN_VALUE, Integer.MAX_VALUE));
    }

    public int nextInt() {
        return nextAccepted(Scanner::isInteger, s -> Integer.parseInt(integerDigits(s)));
    }

    public boolean hasNextLong() {
        return hasNextAccepted(s -> isInteger(s) && fits(s, Long.MIN_VALUE, Long.MAX_VALUE));
    }

    public long nextLong() {
        return nextAccepted(Scanner::isInteger, s -> Long.parseLong(integerDigits(s)));
    }

    public boolean hasNextBigInteger() {
        return hasNextAccepted(Scanner::isInteger);
    }

    public java.math.BigInteger nextBigInteger() {
        return nextAccepted(Scanner::isInteger, s -> new java.math.BigInteger(integerDigits(s)));
    }

    public boolean hasNextBigDecimal() {
        return hasNextAccepted(Scanner::isFiniteDecimal);
    }

    public java.math.BigDecimal nextBigDecimal() {
        return nextAccepted(Scanner::isFiniteDecimal, s -> new java.math.BigDecimal(withoutGroups(s)));
    }

    /** A decimal BigDecimal can hold: not NaN or Infinity. */
    private static boolean isFiniteDecimal(String s) {
        return isDecimal(s) && !s.endsWith("NaN") && !s.endsWith("Infinity");
    }

    public boolean hasNextShort() {
        return hasNextAccepted(s -> isInteger(s) && fits(s, Short.MIN_VALUE, Short.MAX_VALUE));
    }

    public short nextShort() {
        return nextAccepted(Scanner::isInteger, s -> Short.parseShort(integerDigits(s)));
    }

    public boolean hasNextByte() {
        return hasNextAccepted(s -> isInteger(s) && fits(s, Byte.MIN_VALUE, Byte.MAX_VALUE));
    }

    public byte nextByte() {
        return nextAccepted(Scanner::isInteger, s -> Byte.parseByte(integerDigits(s)));
    }

    public boolean hasNextDouble() {
        return hasNextAccepted(Scanner::isDecimal);
    }

    public double nextDouble() {
        return nextAccepted(Scanner::isDecimal, Scanner::parseDecimal);
    }

    public boolean hasNextFloat() {
        return hasNextAccepted(Scanner::isDecimal);
    }

    public float nextFloat() {
        return nextAccepted(Scanner::isDecimal, t -> (float) parseDecimal(t));
    }

    public boolean hasNextBoolean() {
        return hasNextAccepted(Scanner::isBoolean);
    }

    public boolean nextBoolean() {
        return nextAccepted(Scanner::isBoolean, Boolean::parseBoolean);
    }

    private static boolean isBoolean(String s) {
        return s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false");
    }

    /** Optional sign, then digits, or 1-3 digits followed by groups of ",ddd". */
    private static boolean isInteger(String s) {
        int i = (s.startsWith("-") || s.startsWith("+")) ? 1 : 0;
        return numeralEnd(s, i) == s.length() && s.length() > i;
    }

    /** Where a numeral starting at i ends (i itself if there is none). */
    private static int numeralEnd(String s, int i) {
        int n = s.length();
        int j = i;
        while (j < n && Character.isDigit(s.charAt(j))) {
            j++;
        }
        if (j == i || j - i > 3 || j == n || s.charAt(j) != ',') {
            return j;
        }
        if (s.charAt(i) == '0') {
            return j;
        }
        int end = j;
        while (end + 4 <= n && s.charAt(end) == ',' && allDigits(s, end + 1, end + 4)) {
            end += 4;
        }
        return end;
    }

    private static boolean allDigits(String s, int from, int to) {
        for (int k = from; k < to; k++) {
            if (!Character.isDigit(s.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    private static String withoutGroups(String s) {
        return s.indexOf(',') < 0 ? s : s.replace(",", "");
    }

    private static boolean fits(String s, long min, long max) {
        try {
            long v = Long.parseLong(integerDigits(s));
            return v >= min && v <= max;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The digits to parse: without group separators or a plus sign. */
    private static String integerDigits(String s) {
        return withoutGroups(s.startsWith("+") ? s.substring(1) : s);
    }

    /** [sign] (numeral [. digits] | . digits) [exponent], or [sign] NaN / Infinity. */
    private static boolean isDecimal(String s) {
        int i = (s.startsWith("-") || s.startsWith("+")) ? 1 : 0;
        String rest = s.substring(i);
        if (rest.equals("NaN") || rest.equals("Infinity")) {
            return true;
        }
        int n = s.length();
        int j = numeralEnd(s, i);
        boolean digits = j > i;
        if (j < n && s.charAt(j) == '.') {
            int k = j + 1;
            while (k < n && Character.isDigit(s.charAt(k))) {
                k++;
            }
            digits |= k > j + 1;
            j = k;
        }
        if (!digits) {
            return false;
        }
        if (j < n && (s.charAt(j) == 'e' || s.charAt(j) == 'E')) {
            int k = j + 1;
            if (k < n && (s.charAt(k) == '+' || s.charAt(k) == '-')) {
                k++;
            }
            int digitsStart = k;
            while (k < n && Character.isDigit(s.charAt(k))) {
                k++;
            }
            if (k == digitsStart) {
                return false;
            }
            j = k;
        }
        return j == n;
    }

    private static double parseDecimal(String s) {
        String t = withoutGroups(s);
        if (t.endsWith("NaN")) {
            return Double.NaN;
        }
        if (t.endsWith("Infinity")) {
            return t.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        return Double.parseDouble(t);
    }

    /** Where the line starting at from ends: {index of terminator, its length}, or null if not yet read. */
    private int[] lineEnd(int from) {
        for (int i = from; i < limit; i++) {
            char c = buf[i];
            if (c == '\n' || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                return new int[] {i, 1};
            }
            if (c == '\r') {
                if (i + 1 < limit) {
                    return new int[] {i, buf[i + 1] == '\n' ? 2 : 1};
                }
                if (sourceClosed) {
                    return new int[] {i, 1};
                }
                return null;
            }
        }
        return null;
    }

    /** The bounds of the current line {start, end, end with terminator}, or null at the end of the input. */
    private int[] findLine() {
        ensureOpen();
        int scanned = 0;
        while (true) {
            int[] end = lineEnd(position + scanned);
            if (end != null) {
                return new int[] {position, end[0], end[0] + end[1]};
            }
            scanned = Math.max(0, limit - position - 1);
            if (!readInput()) {
                int[] last = lineEnd(position);
                if (last != null) {
                    return new int[] {position, last[0], last[0] + last[1]};
                }
                return limit > position ? new int[] {position, limit, limit} : null;
            }
        }
    }

    public boolean hasNextLine() {
        return findLine() != null;
    }

    public String nextLine() {
        int[] line = findLine();
        if (line == null) {
            throw new NoSuchElementException("No line found");
        }
        position = line[2];
        return new String(buf, line[0], line[1] - line[0]);
    }

    public Scanner useDelimiter(String pattern) {
        return useDelimiter(Pattern.compile(pattern));
    }

    /** Any pattern but the default whitespace one makes the scanner read all its input first. */
    public Scanner useDelimiter(Pattern pattern) {
        delimiter = pattern.pattern().equals("\\p{javaWhitespace}+") ? null : pattern;
        return this;
    }

    public Pattern delimiter() {
        return delimiter != null ? delimiter : Pattern.compile("\\p{javaWhitespace}+");
    }

    public Scanner skip(String pattern) {
        ensureOpen();
        readAll();
        Matcher m = Pattern.compile(pattern).matcher(new String(buf, position, limit - position));
        if (!m.lookingAt()) {
            throw new NoSuchElementException();
        }
        position += m.end();
        return this;
    }

    public IOException ioException() {
        return lastException;
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    public void close() {
        if (closed) {
            return;
        }
        try {
            source.close();
        } catch (IOException ioe) {
            lastException = ioe;
        }
        sourceClosed = true;
        source = null;
        closed = true;
    }
}
