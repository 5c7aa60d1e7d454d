package java.lang;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.util.Comparator;
import java.util.Locale;
import java.util.regex.Pattern;
import loupe.internal.TextCoding;

/**
 * An immutable sequence of UTF-16 code units. The VM creates strings by filling
 * the two fields directly, so a String must have exactly these instance fields.
 * Case mapping and case-insensitive comparison live in StringCase, splitting in StringSplit.
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    private static final long serialVersionUID = -6849794470754667710L;

    private final char[] value;
    /** Cached hash code; 0 until computed (a string whose hash is 0 recomputes it each time). */
    private int hash;

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new StringCase.CaseInsensitiveComparator();

    private static final char[] EMPTY = new char[0];

    public String() {
        value = EMPTY;
    }

    public String(String original) {
        value = original.value;
        hash = original.hash;
    }

    public String(char[] value) {
        this.value = value.clone();
    }

    public String(char[] value, int offset, int count) {
        checkOffsetCount(offset, count, value.length);
        this.value = copyRange(value, offset, count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkOffsetCount(offset, count, codePoints.length);
        int end = offset + count;
        int units = 0;
        for (int i = offset; i < end; i++) {
            int cp = codePoints[i];
            if (!Character.isValidCodePoint(cp)) {
                throw new IllegalArgumentException(Integer.toString(cp));
            }
            units += Character.charCount(cp);
        }
        char[] v = new char[units];
        int j = 0;
        for (int i = offset; i < end; i++) {
            j += Character.toChars(codePoints[i], v, j);
        }
        this.value = v;
    }

    public String(StringBuffer buffer) {
        synchronized (buffer) {
            this.value = copyRange(buffer.getValue(), 0, buffer.length());
        }
    }

    public String(StringBuilder builder) {
        this.value = copyRange(builder.getValue(), 0, builder.length());
    }

    /** Each char is hibyte in its high byte and a byte of ascii in its low byte. */
    @Deprecated
    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkOffsetCount(offset, count, ascii.length);
        char[] v = new char[count];
        int high = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (high | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    @Deprecated
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    public String(byte[] bytes, int offset, int length, String charsetName) throws UnsupportedEncodingException {
        this(bytes, offset, length, TextCoding.charsetForEncodingName(charsetName));
    }

    public String(byte[] bytes, int offset, int length, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkOffsetCount(offset, length, bytes.length);
        this.value = TextCoding.decode(charset, bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length) {
        this(bytes, offset, length, Charset.defaultCharset());
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    /** Takes ownership of value without copying; for the library's own freshly built arrays. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    /** The backing array, for AbstractStringBuilder and the other java.lang helpers; never modify it. */
    char[] getValue() {
        return value;
    }

    private static char[] copyRange(char[] src, int offset, int count) {
        char[] v = new char[count];
        System.arraycopy(src, offset, v, 0, count);
        return v;
    }

    static void checkOffsetCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count + ", length " + length);
        }
    }

    static void checkBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException("begin " + begin + ", end " + end + ", length " + length);
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        char[] v = value;
        if (index < 0 || index >= v.length) {
            throw charAtOutOfBounds(index);
        }
        return v[index];
    }

    /** HotSpot's message depends on whether the string is stored as Latin-1 or as UTF-16. */
    private StringIndexOutOfBoundsException charAtOutOfBounds(int index) {
        for (char c : value) {
            if (c > 0xff) {
                return new StringIndexOutOfBoundsException("index " + index + ", length " + value.length);
            }
        }
        return new StringIndexOutOfBoundsException(index);
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        return Character.codePointAt(value, index, value.length);
    }

    public int codePointBefore(int index) {
        if (index < 1 || index > value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBefore(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBeginEnd(srcBegin, srcEnd, value.length);
        checkOffsetCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    /** Keeps the low byte of each char. */
    @Deprecated
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBeginEnd(srcBegin, srcEnd, value.length);
        checkOffsetCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        return getBytes(TextCoding.charsetForEncodingName(charsetName));
    }

    public byte[] getBytes(Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        return TextCoding.encode(charset, value, 0, value.length);
    }

    public byte[] getBytes() {
        return getBytes(Charset.defaultCharset());
    }

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (!(anObject instanceof String)) {
            return false;
        }
        char[] a = value;
        char[] b = ((String) anObject).value;
        int n = a.length;
        if (n != b.length) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof StringBuffer) {
            synchronized (cs) {
                return sameChars((AbstractStringBuilder) cs);
            }
        }
        if (cs instanceof AbstractStringBuilder) {
            return sameChars((AbstractStringBuilder) cs);
        }
        if (cs instanceof String) {
            return equals(cs);
        }
        int n = value.length;
        if (n != cs.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private boolean sameChars(AbstractStringBuilder sb) {
        int n = value.length;
        if (n != sb.length()) {
            return false;
        }
        char[] other = sb.getValue();
        for (int i = 0; i < n; i++) {
            if (value[i] != other[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        if (this == anotherString) {
            return true;
        }
        return anotherString != null && anotherString.value.length == value.length
                && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] a = value;
        char[] b = anotherString.value;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return a[i] - b[i];
            }
        }
        return a.length - b.length;
    }

    public int compareToIgnoreCase(String str) {
        return CASE_INSENSITIVE_ORDER.compare(this, str);
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        char[] ta = value;
        char[] pa = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) ta.length - len || ooffset > (long) pa.length - len) {
            return false;
        }
        for (int i = 0; i < len; i++) {
            if (ta[toffset + i] != pa[ooffset + i]) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        if (ooffset < 0 || toffset < 0 || toffset > (long) value.length - len || ooffset > (long) other.value.length - len) {
            return false;
        }
        return StringCase.regionMatchesIgnoreCase(value, toffset, other.value, ooffset, len);
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] pa = prefix.value;
        if (toffset < 0 || toffset > value.length - pa.length) {
            return false;
        }
        for (int i = 0; i < pa.length; i++) {
            if (value[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    /** s[0]*31^(n-1) + s[1]*31^(n-2) + ... + s[n-1], as specified. */
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            for (char c : value) {
                h = 31 * h + c;
            }
            hash = h;
        }
        return h;
    }

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        int n = v.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < n; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (!Character.isValidCodePoint(ch)) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (int i = fromIndex; i < n - 1; i++) {
            if (v[i] == hi && v[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        int i = Math.min(fromIndex, v.length - 1);
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (; i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (!Character.isValidCodePoint(ch)) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (i = Math.min(i, v.length - 2); i >= 0; i--) {
            if (v[i] == hi && v[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(value, value.length, str.value, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, fromIndex);
    }

    /** The first occurrence of target in source[0, sourceCount) at or after fromIndex. */
    static int indexOf(char[] source, int sourceCount, char[] target, int fromIndex) {
        int tn = target.length;
        if (fromIndex >= sourceCount) {
            return tn == 0 ? sourceCount : -1;
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (tn == 0) {
            return fromIndex;
        }
        char first = target[0];
        int max = sourceCount - tn;
        for (int i = fromIndex; i <= max; i++) {
            if (source[i] != first) {
                continue;
            }
            int j = 1;
            while (j < tn && source[i + j] == target[j]) {
                j++;
            }
            if (j == tn) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(value, value.length, str.value, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    /** The last occurrence of target in source[0, sourceCount) starting at or before fromIndex. */
    static int lastIndexOf(char[] source, int sourceCount, char[] target, int fromIndex) {
        int tn = target.length;
        int rightmost = sourceCount - tn;
        if (fromIndex > rightmost) {
            fromIndex = rightmost;
        }
        if (fromIndex < 0) {
            return -1;
        }
        for (int i = fromIndex; i >= 0; i--) {
            int j = 0;
            while (j < tn && source[i + j] == target[j]) {
                j++;
            }
            if (j == tn) {
                return i;
            }
        }
        return -1;
    }

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        int n = value.length;
        checkBeginEnd(beginIndex, endIndex, n);
        if (beginIndex == 0 && endIndex == n) {
            return this;
        }
        return new String(copyRange(value, beginIndex, endIndex - beginIndex), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.isEmpty()) {
            return this;
        }
        char[] v = new char[value.length + str.value.length];
        System.arraycopy(value, 0, v, 0, value.length);
        System.arraycopy(str.value, 0, v, value.length, str.value.length);
        return new String(v, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar == newChar) {
            return this;
        }
        char[] v = value;
        int i = 0;
        while (i < v.length && v[i] != oldChar) {
            i++;
        }
        if (i == v.length) {
            return this;
        }
        char[] out = v.clone();
        for (; i < out.length; i++) {
            if (out[i] == oldChar) {
                out[i] = newChar;
            }
        }
        return new String(out, true);
    }

    public boolean matches(String regex) {
        return Pattern.matches(regex, this);
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    public String replaceFirst(String regex, String replacement) {
        return Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    public String replaceAll(String regex, String replacement) {
        return Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    /** Replaces every literal occurrence; an empty target matches before every char and at the end. */
    public String replace(CharSequence target, CharSequence replacement) {
        String from = target.toString();
        String to = replacement.toString();
        if (from.isEmpty()) {
            return insertBetweenChars(to);
        }
        int j = indexOf(from);
        if (j < 0) {
            return this;
        }
        StringBuilder sb = new StringBuilder(value.length + Math.max(0, to.length() - from.length()) * 4);
        int i = 0;
        do {
            sb.append(value, i, j - i).append(to);
            i = j + from.length();
            j = indexOf(from, i);
        } while (j >= 0);
        return sb.append(value, i, value.length - i).toString();
    }

    private String insertBetweenChars(String s) {
        long resultLength = (long) s.length() * (value.length + 1) + value.length;
        if (resultLength > Integer.MAX_VALUE) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        StringBuilder sb = new StringBuilder((int) resultLength);
        sb.append(s);
        for (char c : value) {
            sb.append(c).append(s);
        }
        return sb.toString();
    }

    public String[] split(String regex, int limit) {
        return StringSplit.split(this, regex, limit);
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        String delim = delimiter.toString();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delim);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        String delim = delimiter.toString();
        if (elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (CharSequence cs : elements) {
            if (!first) {
                sb.append(delim);
            }
            sb.append(cs);
            first = false;
        }
        return sb.toString();
    }

    public String toLowerCase(Locale locale) {
        return StringCase.toLowerCase(this, value, locale);
    }

    public String toLowerCase() {
        return toLowerCase(Locale.getDefault());
    }

    public String toUpperCase(Locale locale) {
        return StringCase.toUpperCase(this, value, locale);
    }

    public String toUpperCase() {
        return toUpperCase(Locale.getDefault());
    }

    /** Removes leading and trailing chars up to U+0020 (controls and space). */
    public String trim() {
        int begin = 0;
        int end = value.length;
        while (begin < end && value[begin] <= ' ') {
            begin++;
        }
        while (end > begin && value[end - 1] <= ' ') {
            end--;
        }
        return substring(begin, end);
    }

    /** Removes leading and trailing Character.isWhitespace code points. */
    public String strip() {
        int begin = leadingWhitespace();
        return begin == value.length ? "" : substring(begin, trailingWhitespaceStart());
    }

    public String stripLeading() {
        return substring(leadingWhitespace());
    }

    public String stripTrailing() {
        return substring(0, trailingWhitespaceStart());
    }

    public boolean isBlank() {
        return leadingWhitespace() == value.length;
    }

    private int leadingWhitespace() {
        int i = 0;
        while (i < value.length) {
            int cp = Character.codePointAt(value, i);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int trailingWhitespaceStart() {
        int i = value.length;
        while (i > 0) {
            int cp = Character.codePointBefore(value, i);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i -= Character.charCount(cp);
        }
        return i;
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int n = value.length;
        if (n == 0 || count == 0) {
            return "";
        }
        if ((long) n * count > Integer.MAX_VALUE - 8) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] v = new char[n * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, v, i * n, n);
        }
        return new String(v, true);
    }

    public String toString() {
        return this;
    }

    public char[] toCharArray() {
        return value.clone();
    }

    public static String format(String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString();
    }

    public static String format(Locale l, String format, Object... args) {
        return new java.util.Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new java.util.Formatter().format(this, args).toString();
    }

    public static String valueOf(Object obj) {
        return obj == null ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] {c}, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    /** The canonical copy from the VM's string table (the one literals use). */
    public native String intern();

    @Override
    public java.util.stream.IntStream chars() {
        int[] values = new int[value.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = value[i];
        }
        return java.util.stream.StreamSupport.intStream(
                java.util.Spliterators.spliterator(values, java.util.Spliterator.ORDERED | java.util.Spliterator.IMMUTABLE), false);
    }

    @Override
    public java.util.stream.IntStream codePoints() {
        int[] points = new int[value.length];
        int count = 0;
        for (int i = 0; i < value.length; count++) {
            int cp = codePointAt(i);
            points[count] = cp;
            i += Character.charCount(cp);
        }
        return java.util.stream.StreamSupport.intStream(java.util.Spliterators.spliterator(points, 0, count,
                java.util.Spliterator.ORDERED | java.util.Spliterator.IMMUTABLE), false);
    }

    /** Lines ended by \n, \r or \r\n; a final empty line is not one. */
    public java.util.stream.Stream<String> lines() {
        java.util.ArrayList<String> lines = new java.util.ArrayList<>();
        int start = 0;
        int n = value.length;
        while (start < n) {
            int end = start;
            while (end < n && value[end] != '\n' && value[end] != '\r') {
                end++;
            }
            lines.add(substring(start, end));
            if (end < n && value[end] == '\r' && end + 1 < n && value[end + 1] == '\n') {
                end++;
            }
            start = end + 1;
        }
        return lines.stream();
    }
}
