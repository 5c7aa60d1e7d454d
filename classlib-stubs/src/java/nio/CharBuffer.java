package java.nio;

import java.util.Objects;

/**
 * A buffer of char values. The public operations are written here once, on
 * top of two element accessors; the implementations are the nested classes:
 * a heap buffer over a char[], a view of the bytes of a ByteBuffer, or a
 * read-only window on a CharSequence (wrap(CharSequence)). chars() is
 * missing: Loupe's library has no java.util.stream yet.
 */
public abstract class CharBuffer extends Buffer implements Comparable<CharBuffer>, Appendable, CharSequence {
    CharBuffer(int mark, int position, int limit, int capacity) {
        super(mark, position, limit, capacity);
    }

    /** The element at buffer index i (already checked against the limit). */
    abstract char getAt(int i);

    /** Stores v at buffer index i (already checked; the caller checked read-only). */
    abstract void putAt(int i, char v);

    // ---- creation

    public static CharBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new Heap(new char[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static CharBuffer wrap(char[] array, int offset, int length) {
        try {
            return new Heap(array, 0, -1, offset, offset + length, array.length, false);
        } catch (IllegalArgumentException e) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static CharBuffer wrap(char[] array) {
        return new Heap(array, 0, -1, 0, array.length, array.length, false);
    }

    /** A read-only buffer over the characters of csq (which must not change while it is used). */
    public static CharBuffer wrap(CharSequence csq) {
        return wrap(csq, 0, csq.length());
    }

    public static CharBuffer wrap(CharSequence csq, int start, int end) {
        int n = csq.length();
        if (start < 0 || start > n || end < start || end > n) {
            throw new IndexOutOfBoundsException();
        }
        return new Text(csq, 0, -1, start, end, n);
    }

    public abstract CharBuffer slice();

    public abstract CharBuffer slice(int index, int length);

    public abstract CharBuffer duplicate();

    public abstract CharBuffer asReadOnlyBuffer();

    // ---- single elements

    public char get() {
        return getAt(nextGetIndex());
    }

    public CharBuffer put(char v) {
        checkWritable();
        putAt(nextPutIndex(), v);
        return this;
    }

    public char get(int index) {
        return getAt(checkIndex(index));
    }

    public CharBuffer put(int index, char v) {
        checkWritable();
        putAt(checkIndex(index), v);
        return this;
    }

    // ---- bulk transfers

    public CharBuffer get(char[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int start = nextGetIndex(length);
        copyOut(start, dst, offset, length);
        return this;
    }

    public CharBuffer get(char[] dst) {
        return get(dst, 0, dst.length);
    }

    public CharBuffer get(int index, char[] dst, int offset, int length) {
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, dst.length);
        copyOut(index, dst, offset, length);
        return this;
    }

    public CharBuffer get(int index, char[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public CharBuffer put(char[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(offset, length, src.length);
        int start = nextPutIndex(length);
        copyIn(start, src, offset, length);
        return this;
    }

    public final CharBuffer put(char[] src) {
        return put(src, 0, src.length);
    }

    public CharBuffer put(int index, char[] src, int offset, int length) {
        checkWritable();
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, src.length);
        copyIn(index, src, offset, length);
        return this;
    }

    public CharBuffer put(int index, char[] src) {
        return put(index, src, 0, src.length);
    }

    /** Copies src's remaining elements here; the two may share storage, so this goes through a copy. */
    public CharBuffer put(CharBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        checkWritable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        char[] tmp = new char[n];
        src.copyOut(src.position(), tmp, 0, n);
        src.position(src.position() + n);
        copyIn(nextPutIndex(n), tmp, 0, n);
        return this;
    }

    public CharBuffer put(int index, CharBuffer src, int offset, int length) {
        checkRange(index, length);
        src.checkRange(offset, length);
        checkWritable();
        char[] tmp = new char[length];
        src.copyOut(offset, tmp, 0, length);
        copyIn(index, tmp, 0, length);
        return this;
    }

    /** Elements [start, start + n) into dst; the implementations may do it faster. */
    void copyOut(int start, char[] dst, int offset, int n) {
        for (int i = 0; i < n; i++) {
            dst[offset + i] = getAt(start + i);
        }
    }

    void copyIn(int start, char[] src, int offset, int n) {
        for (int i = 0; i < n; i++) {
            putAt(start + i, src[offset + i]);
        }
    }

    final void checkWritable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    // ---- the backing array

    public final boolean hasArray() {
        return backingArray() != null && !isReadOnly();
    }

    public final char[] array() {
        char[] hb = backingArray();
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        checkWritable();
        return hb;
    }

    public final int arrayOffset() {
        if (backingArray() == null) {
            throw new UnsupportedOperationException();
        }
        checkWritable();
        return arrayStart();
    }

    /** The accessible backing array, or null for views and direct buffers. */
    abstract char[] backingArray();

    /** Index in backingArray() of this buffer's element 0. */
    abstract int arrayStart();

    // ---- positions (covariant overrides, as in JDK 9 and later)

    public CharBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public CharBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public CharBuffer mark() {
        super.mark();
        return this;
    }

    public CharBuffer reset() {
        super.reset();
        return this;
    }

    public CharBuffer clear() {
        super.clear();
        return this;
    }

    public CharBuffer flip() {
        super.flip();
        return this;
    }

    public CharBuffer rewind() {
        super.rewind();
        return this;
    }

    /** Moves the remaining elements to the start; position becomes their count, limit the capacity. */
    public CharBuffer compact() {
        checkWritable();
        int pos = position();
        int n = remaining();
        for (int i = 0; i < n; i++) {
            putAt(i, getAt(pos + i));
        }
        discardMark();
        limit(capacity());
        position(n);
        return this;
    }

    public abstract ByteOrder order();

    // ---- comparison

    /** Equality of elements as the JDK defines it for buffers. */
    private static boolean same(char a, char b) {
        return a == b;
    }

    /** Order of two elements that are not same(). */
    private static int compareElements(char a, char b) {
        return Character.compare(a, b);
    }

    /** Index, relative to both positions, of the first difference; -1 when the remainders are equal. */
    public int mismatch(CharBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {
            if (!same(getAt(p + i), that.getAt(q + i))) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : n;
    }

    public int compareTo(CharBuffer that) {
        int i = mismatch(that);
        if (i >= 0 && i < Math.min(remaining(), that.remaining())) {
            return compareElements(getAt(position() + i), that.getAt(that.position() + i));
        }
        return remaining() - that.remaining();
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof CharBuffer)) {
            return false;
        }
        CharBuffer that = (CharBuffer) ob;
        return remaining() == that.remaining() && mismatch(that) < 0;
    }

    /** Depends on the remaining elements only, as the JDK's: 31 * h + element, from the limit down. */
    public int hashCode() {
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {
            h = 31 * h + (int) getAt(i);
        }
        return h;
    }

    // ---- CharSequence, Appendable and Readable (the remaining characters)

    public final int length() {
        return remaining();
    }

    public final boolean isEmpty() {
        return remaining() == 0;
    }

    /** The character at index relative to the position. */
    public final char charAt(int index) {
        if (index < 0 || index >= remaining()) {
            throw new IndexOutOfBoundsException();
        }
        return getAt(position() + index);
    }

    /** A buffer sharing this one's characters, from position + start to position + end. */
    public CharBuffer subSequence(int start, int end) {
        int pos = position();
        if (this instanceof Text) {
            if (start < 0 || end > remaining() || start > end) {
                throw new IndexOutOfBoundsException(); // the JDK's StringCharBuffer gives no message
            }
        } else {
            Objects.checkFromToIndex(start, end, remaining());
        }
        CharBuffer sub = duplicate();
        sub.discardMark();
        sub.limit(pos + end);
        sub.position(pos + start);
        return sub;
    }

    public String toString() {
        int pos = position();
        char[] chars = new char[remaining()];
        copyOut(pos, chars, 0, chars.length);
        return new String(chars);
    }

    public final CharBuffer put(String src) {
        return put(src, 0, src.length());
    }

    public CharBuffer put(String src, int start, int end) {
        Objects.checkFromIndexSize(start, end - start, src.length());
        checkWritable();
        int n = end - start;
        int at = nextPutIndex(n);
        for (int i = 0; i < n; i++) {
            putAt(at + i, src.charAt(start + i));
        }
        return this;
    }

    public CharBuffer append(CharSequence csq) {
        return put(String.valueOf(csq));
    }

    public CharBuffer append(CharSequence csq, int start, int end) {
        CharSequence cs = csq == null ? "null" : csq;
        return put(cs.subSequence(start, end).toString());
    }

    public CharBuffer append(char c) {
        return put(c);
    }

    /** Readable.read: moves as many characters as fit into target; -1 when none are left. */
    public int read(CharBuffer target) throws java.io.IOException {
        if (target == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        int rem = remaining();
        if (rem == 0) {
            return -1;
        }
        int n = Math.min(rem, target.remaining());
        if (n == 0) {
            return 0;
        }
        target.checkWritable();
        int from = nextGetIndex(n);
        int to = target.nextPutIndex(n);
        for (int i = 0; i < n; i++) {
            target.putAt(to + i, getAt(from + i));
        }
        return n;
    }

    // ---- implementations

    /** Elements in a char[]; read-only copies share the array. */
    static final class Heap extends CharBuffer {
        private final char[] hb;
        private final int offset;
        private final boolean readOnly;

        Heap(char[] hb, int offset, int mark, int position, int limit, int capacity, boolean readOnly) {
            super(mark, position, limit, capacity);
            this.hb = hb;
            this.offset = offset;
            this.readOnly = readOnly;
        }

        char getAt(int i) {
            return hb[offset + i];
        }

        void putAt(int i, char v) {
            hb[offset + i] = v;
        }

        void copyOut(int start, char[] dst, int dstOffset, int n) {
            System.arraycopy(hb, offset + start, dst, dstOffset, n);
        }

        void copyIn(int start, char[] src, int srcOffset, int n) {
            System.arraycopy(src, srcOffset, hb, offset + start, n);
        }

        public CharBuffer compact() {
            checkWritable();
            int n = remaining();
            System.arraycopy(hb, offset + position(), hb, offset, n);
            discardMark();
            limit(capacity());
            position(n);
            return this;
        }

        char[] backingArray() {
            return hb;
        }

        int arrayStart() {
            return offset;
        }

        public CharBuffer slice() {
            int pos = position();
            int n = remaining();
            return new Heap(hb, offset + pos, -1, 0, n, n, readOnly);
        }

        public CharBuffer slice(int index, int length) {
            checkRange(index, length);
            return new Heap(hb, offset + index, -1, 0, length, length, readOnly);
        }

        public CharBuffer duplicate() {
            return new Heap(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
        }

        public CharBuffer asReadOnlyBuffer() {
            return new Heap(hb, offset, markValue(), position(), limit(), capacity(), true);
        }

        public boolean isReadOnly() {
            return readOnly;
        }

        public boolean isDirect() {
            return false;
        }

        public ByteOrder order() {
            return ByteOrder.nativeOrder();
        }

        String implementationName() {
            return readOnly ? "java.nio.HeapCharBufferR" : "java.nio.HeapCharBuffer";
        }
    }

    /** A view of the bytes of a ByteBuffer (ByteBuffer.asCharBuffer), in the byte order it had then. */
    static final class ByteView extends CharBuffer {
        private final byte[] bytes;
        /** Index in bytes of this view's element 0. */
        private final int byteOffset;
        private final boolean readOnly;
        private final boolean bigEndian;
        /** Made from a "direct" ByteBuffer: only the class name shown by toString differs. */
        private final boolean direct;

        ByteView(byte[] bytes, int byteOffset, int mark, int position, int limit, int capacity, boolean readOnly,
                boolean bigEndian, boolean direct) {
            super(mark, position, limit, capacity);
            this.bytes = bytes;
            this.byteOffset = byteOffset;
            this.readOnly = readOnly;
            this.bigEndian = bigEndian;
            this.direct = direct;
        }

        char getAt(int i) {
            return (char) Bits.getShort(bytes, byteOffset + i * 2, bigEndian);
        }

        void putAt(int i, char v) {
            Bits.putShort(bytes, byteOffset + i * 2, (short) v, bigEndian);
        }

        char[] backingArray() {
            return null;
        }

        int arrayStart() {
            return 0;
        }

        private ByteView copy(int offsetInElements, int mark, int position, int limit, int capacity, boolean ro) {
            return new ByteView(bytes, byteOffset + offsetInElements * 2, mark, position, limit, capacity, ro,
                    bigEndian, direct);
        }

        public CharBuffer slice() {
            int n = remaining();
            return copy(position(), -1, 0, n, n, readOnly);
        }

        public CharBuffer slice(int index, int length) {
            checkRange(index, length);
            return copy(index, -1, 0, length, length, readOnly);
        }

        public CharBuffer duplicate() {
            return copy(0, markValue(), position(), limit(), capacity(), readOnly);
        }

        public CharBuffer asReadOnlyBuffer() {
            return copy(0, markValue(), position(), limit(), capacity(), true);
        }

        public boolean isReadOnly() {
            return readOnly;
        }

        public boolean isDirect() {
            return direct;
        }

        public ByteOrder order() {
            return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
        }

        /** The JDK's names: ByteBufferAsCharBuffer[R]{B,L} over heap bytes, DirectCharBuffer[R]{S,U} over direct. */
        String implementationName() {
            String ro = readOnly ? "R" : "";
            if (direct) {
                return "java.nio.DirectCharBuffer" + ro + (bigEndian ? "S" : "U");
            }
            return "java.nio.ByteBufferAsCharBuffer" + ro + (bigEndian ? "B" : "L");
        }
    }

    /** CharBuffer.wrap(CharSequence): read-only, the characters read from the sequence on demand. */
    static final class Text extends CharBuffer {
        private final CharSequence text;
        private final int offset;

        Text(CharSequence text, int offset, int mark, int position, int limit, int capacity) {
            super(mark, position, limit, capacity);
            this.text = text;
            this.offset = offset;
        }

        char getAt(int i) {
            return text.charAt(offset + i);
        }

        void putAt(int i, char v) {
            throw new ReadOnlyBufferException();
        }

        char[] backingArray() {
            return null;
        }

        int arrayStart() {
            return 0;
        }

        public CharBuffer slice() {
            int n = remaining();
            return new Text(text, offset + position(), -1, 0, n, n);
        }

        public CharBuffer slice(int index, int length) {
            checkRange(index, length);
            return new Text(text, offset + index, -1, 0, length, length);
        }

        public CharBuffer duplicate() {
            return new Text(text, offset, markValue(), position(), limit(), capacity());
        }

        public CharBuffer asReadOnlyBuffer() {
            return duplicate();
        }

        public boolean isReadOnly() {
            return true;
        }

        public boolean isDirect() {
            return false;
        }

        public ByteOrder order() {
            return ByteOrder.nativeOrder();
        }

        String implementationName() {
            return "java.nio.StringCharBuffer";
        }
    }
}
