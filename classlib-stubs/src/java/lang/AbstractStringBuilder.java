package java.lang;

/**
 * The growable char buffer shared by StringBuilder and StringBuffer. Growth
 * follows the JDK so that capacity() prints the same numbers: a request that
 * does not fit grows the buffer to max(request, 2 * capacity + 2).
 */
abstract class AbstractStringBuilder implements Appendable, CharSequence {
    /** Arrays longer than this may fail on some VMs; growth stops here unless forced past it. */
    private static final int SOFT_MAX_ARRAY_LENGTH = Integer.MAX_VALUE - 8;

    char[] value;
    int count;

    /** For deserialization of the subclasses, which read value and count themselves. */
    AbstractStringBuilder() {}

    AbstractStringBuilder(int capacity) {
        value = new char[capacity];
    }

    /** Capacity s.length() + 16, then s. */
    AbstractStringBuilder(String s) {
        int length = s.length();
        value = new char[length < Integer.MAX_VALUE - 16 ? length + 16 : Integer.MAX_VALUE];
        append(s);
    }

    AbstractStringBuilder(CharSequence seq) {
        int length = seq.length();
        value = new char[length < Integer.MAX_VALUE - 16 ? length + 16 : Integer.MAX_VALUE];
        append(seq);
    }

    final char[] getValue() {
        return value;
    }

    public int length() {
        return count;
    }

    public int capacity() {
        return value.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > 0) {
            ensureCapacityInternal(minimumCapacity);
        }
    }

    private void ensureCapacityInternal(int minimumCapacity) {
        if (minimumCapacity > value.length) {
            char[] grown = new char[newCapacity(minimumCapacity)];
            System.arraycopy(value, 0, grown, 0, count);
            value = grown;
        }
    }

    private int newCapacity(int minCapacity) {
        int oldLength = value.length;
        int growth = minCapacity - oldLength;
        int preferred = oldLength + Math.max(growth, oldLength + 2);
        if (preferred > 0 && preferred <= SOFT_MAX_ARRAY_LENGTH) {
            return preferred;
        }
        int required = oldLength + growth;
        if (required < 0) {
            throw new OutOfMemoryError("Required array length " + oldLength + " + " + growth + " is too large");
        }
        int length = Math.max(required, SOFT_MAX_ARRAY_LENGTH);
        if (length == Integer.MAX_VALUE) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        return length;
    }

    public void trimToSize() {
        if (count < value.length) {
            char[] trimmed = new char[count];
            System.arraycopy(value, 0, trimmed, 0, count);
            value = trimmed;
        }
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        ensureCapacityInternal(newLength);
        for (int i = count; i < newLength; i++) {
            value[i] = '\0';
        }
        count = newLength;
    }

    public char charAt(int index) {
        checkIndex(index);
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index);
        return Character.codePointAt(value, index, count);
    }

    public int codePointBefore(int index) {
        if (index < 1 || index > count) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBefore(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > count || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > count) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkRangeSIOOBE(srcBegin, srcEnd, count);
        int n = srcEnd - srcBegin;
        checkRange(dstBegin, dstBegin + n, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, n);
    }

    public void setCharAt(int index, char ch) {
        checkIndex(index);
        value[index] = ch;
    }

    public AbstractStringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    public AbstractStringBuilder append(String str) {
        if (str == null) {
            return appendNull();
        }
        char[] src = str.getValue();
        int len = src.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(src, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(StringBuffer sb) {
        return append((AbstractStringBuilder) sb);
    }

    AbstractStringBuilder append(AbstractStringBuilder asb) {
        if (asb == null) {
            return appendNull();
        }
        int len = asb.length();
        ensureCapacityInternal(count + len);
        System.arraycopy(asb.getValue(), 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s) {
        if (s == null) {
            return appendNull();
        }
        if (s instanceof String) {
            return append((String) s);
        }
        if (s instanceof AbstractStringBuilder) {
            return append((AbstractStringBuilder) s);
        }
        return append(s, 0, s.length());
    }

    private AbstractStringBuilder appendNull() {
        ensureCapacityInternal(count + 4);
        char[] v = value;
        v[count] = 'n';
        v[count + 1] = 'u';
        v[count + 2] = 'l';
        v[count + 3] = 'l';
        count += 4;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkRange(start, end, s.length());
        int len = end - start;
        ensureCapacityInternal(count + len);
        if (s instanceof String) {
            System.arraycopy(((String) s).getValue(), start, value, count, len);
        } else {
            for (int i = start; i < end; i++) {
                value[count + i - start] = s.charAt(i);
            }
        }
        count += len;
        return this;
    }

    public AbstractStringBuilder append(char[] str) {
        int len = str.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(str, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(char[] str, int offset, int len) {
        checkRange(offset, offset + len, str.length);
        ensureCapacityInternal(count + len);
        System.arraycopy(str, offset, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(boolean b) {
        return append(b ? "true" : "false");
    }

    public AbstractStringBuilder append(char c) {
        int n = count;
        if (n == value.length) {
            ensureCapacityInternal(n + 1);
        }
        value[n] = c;
        count = n + 1;
        return this;
    }

    public AbstractStringBuilder append(int i) {
        int end = count + Integer.stringSize(i);
        ensureCapacityInternal(end);
        Integer.getChars(i, end, value);
        count = end;
        return this;
    }

    public AbstractStringBuilder append(long l) {
        int end = count + Long.stringSize(l);
        ensureCapacityInternal(end);
        Long.getChars(l, end, value);
        count = end;
        return this;
    }

    public AbstractStringBuilder append(float f) {
        return append(Float.toString(f));
    }

    public AbstractStringBuilder append(double d) {
        return append(Double.toString(d));
    }

    public AbstractStringBuilder appendCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return append((char) codePoint);
        }
        ensureCapacityInternal(count + 2);
        count += Character.toChars(codePoint, value, count);
        return this;
    }

    public AbstractStringBuilder delete(int start, int end) {
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        int len = end - start;
        if (len > 0) {
            System.arraycopy(value, end, value, start, count - end);
            count -= len;
        }
        return this;
    }

    public AbstractStringBuilder deleteCharAt(int index) {
        checkIndex(index);
        System.arraycopy(value, index + 1, value, index, count - index - 1);
        count--;
        return this;
    }

    public AbstractStringBuilder replace(int start, int end, String str) {
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        int len = str.length();
        int newCount = count + len - (end - start);
        ensureCapacityInternal(newCount);
        System.arraycopy(value, end, value, start + len, count - end);
        System.arraycopy(str.getValue(), 0, value, start, len);
        count = newCount;
        return this;
    }

    public String substring(int start) {
        return substring(start, count);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public String substring(int start, int end) {
        checkRangeSIOOBE(start, end, count);
        char[] chars = new char[end - start];
        System.arraycopy(value, start, chars, 0, chars.length);
        return new String(chars, true);
    }

    /** Opens a gap of len chars at offset (already checked) and returns it for filling. */
    private void openGap(int offset, int len) {
        ensureCapacityInternal(count + len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        count += len;
    }

    public AbstractStringBuilder insert(int index, char[] str, int offset, int len) {
        checkOffset(index);
        checkRangeSIOOBE(offset, offset + len, str.length);
        openGap(index, len);
        System.arraycopy(str, offset, value, index, len);
        return this;
    }

    public AbstractStringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    public AbstractStringBuilder insert(int offset, String str) {
        checkOffset(offset);
        if (str == null) {
            str = "null";
        }
        int len = str.length();
        openGap(offset, len);
        System.arraycopy(str.getValue(), 0, value, offset, len);
        return this;
    }

    public AbstractStringBuilder insert(int offset, char[] str) {
        checkOffset(offset);
        int len = str.length;
        openGap(offset, len);
        System.arraycopy(str, 0, value, offset, len);
        return this;
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        if (s instanceof String) {
            return insert(dstOffset, (String) s);
        }
        return insert(dstOffset, s, 0, s.length());
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkOffset(dstOffset);
        checkRange(start, end, s.length());
        int len = end - start;
        openGap(dstOffset, len);
        for (int i = start; i < end; i++) {
            value[dstOffset++] = s.charAt(i);
        }
        return this;
    }

    public AbstractStringBuilder insert(int offset, boolean b) {
        return insert(offset, String.valueOf(b));
    }

    public AbstractStringBuilder insert(int offset, char c) {
        checkOffset(offset);
        openGap(offset, 1);
        value[offset] = c;
        return this;
    }

    public AbstractStringBuilder insert(int offset, int i) {
        return insert(offset, String.valueOf(i));
    }

    public AbstractStringBuilder insert(int offset, long l) {
        return insert(offset, String.valueOf(l));
    }

    public AbstractStringBuilder insert(int offset, float f) {
        return insert(offset, String.valueOf(f));
    }

    public AbstractStringBuilder insert(int offset, double d) {
        return insert(offset, String.valueOf(d));
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return String.indexOf(value, count, str.getValue(), fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return String.lastIndexOf(value, count, str.getValue(), fromIndex);
    }

    /** Reverses code points: a surrogate pair stays in high-low order. */
    public AbstractStringBuilder reverse() {
        char[] v = value;
        int n = count;
        boolean surrogates = false;
        for (int i = 0, j = n - 1; i < j; i++, j--) {
            char a = v[i];
            char b = v[j];
            v[i] = b;
            v[j] = a;
            surrogates |= Character.isSurrogate(a) || Character.isSurrogate(b);
        }
        if (surrogates) {
            for (int i = 0; i < n - 1; i++) {
                if (Character.isLowSurrogate(v[i]) && Character.isHighSurrogate(v[i + 1])) {
                    char low = v[i];
                    v[i] = v[i + 1];
                    v[i + 1] = low;
                    i++;
                }
            }
        }
        return this;
    }

    int compareTo(AbstractStringBuilder another) {
        if (this == another) {
            return 0;
        }
        char[] a = value;
        char[] b = another.value;
        int n = Math.min(count, another.count);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return a[i] - b[i];
            }
        }
        return count - another.count;
    }

    public abstract String toString();

    private void checkIndex(int index) {
        if (index < 0 || index >= count) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + count);
        }
    }

    private void checkOffset(int offset) {
        if (offset < 0 || offset > count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + count);
        }
    }

    private static void checkRange(int start, int end, int length) {
        if (start < 0 || start > end || end > length) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length " + length);
        }
    }

    private static void checkRangeSIOOBE(int start, int end, int length) {
        if (start < 0 || start > end || end > length) {
            throw new StringIndexOutOfBoundsException("start " + start + ", end " + end + ", length " + length);
        }
    }
}
