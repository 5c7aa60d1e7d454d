package java.nio;

import java.util.Objects;

/**
 * A buffer of long values. The public operations are written here once, on
 * top of two element accessors; the implementations are the nested classes:
 * a heap buffer over a long[], or a view of the bytes of a ByteBuffer.
 */
public abstract class LongBuffer extends Buffer implements Comparable<LongBuffer> {
    LongBuffer(int mark, int position, int limit, int capacity) {
        super(mark, position, limit, capacity);
    }

    /** The element at buffer index i (already checked against the limit). */
    abstract long getAt(int i);

    /** Stores v at buffer index i (already checked; the caller checked read-only). */
    abstract void putAt(int i, long v);

    // ---- creation

    public static LongBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new Heap(new long[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static LongBuffer wrap(long[] array, int offset, int length) {
        try {
            return new Heap(array, 0, -1, offset, offset + length, array.length, false);
        } catch (IllegalArgumentException e) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static LongBuffer wrap(long[] array) {
        return new Heap(array, 0, -1, 0, array.length, array.length, false);
    }

    public abstract LongBuffer slice();

    public abstract LongBuffer slice(int index, int length);

    public abstract LongBuffer duplicate();

    public abstract LongBuffer asReadOnlyBuffer();

    // ---- single elements

    public long get() {
        return getAt(nextGetIndex());
    }

    public LongBuffer put(long v) {
        checkWritable();
        putAt(nextPutIndex(), v);
        return this;
    }

    public long get(int index) {
        return getAt(checkIndex(index));
    }

    public LongBuffer put(int index, long v) {
        checkWritable();
        putAt(checkIndex(index), v);
        return this;
    }

    // ---- bulk transfers

    public LongBuffer get(long[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int start = nextGetIndex(length);
        copyOut(start, dst, offset, length);
        return this;
    }

    public LongBuffer get(long[] dst) {
        return get(dst, 0, dst.length);
    }

    public LongBuffer get(int index, long[] dst, int offset, int length) {
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, dst.length);
        copyOut(index, dst, offset, length);
        return this;
    }

    public LongBuffer get(int index, long[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public LongBuffer put(long[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(offset, length, src.length);
        int start = nextPutIndex(length);
        copyIn(start, src, offset, length);
        return this;
    }

    public final LongBuffer put(long[] src) {
        return put(src, 0, src.length);
    }

    public LongBuffer put(int index, long[] src, int offset, int length) {
        checkWritable();
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, src.length);
        copyIn(index, src, offset, length);
        return this;
    }

    public LongBuffer put(int index, long[] src) {
        return put(index, src, 0, src.length);
    }

    /** Copies src's remaining elements here; the two may share storage, so this goes through a copy. */
    public LongBuffer put(LongBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        checkWritable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        long[] tmp = new long[n];
        src.copyOut(src.position(), tmp, 0, n);
        src.position(src.position() + n);
        copyIn(nextPutIndex(n), tmp, 0, n);
        return this;
    }

    public LongBuffer put(int index, LongBuffer src, int offset, int length) {
        checkRange(index, length);
        src.checkRange(offset, length);
        checkWritable();
        long[] tmp = new long[length];
        src.copyOut(offset, tmp, 0, length);
        copyIn(index, tmp, 0, length);
        return this;
    }

    /** Elements [start, start + n) into dst; the implementations may do it faster. */
    void copyOut(int start, long[] dst, int offset, int n) {
        for (int i = 0; i < n; i++) {
            dst[offset + i] = getAt(start + i);
        }
    }

    void copyIn(int start, long[] src, int offset, int n) {
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

    public final long[] array() {
        long[] hb = backingArray();
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
    abstract long[] backingArray();

    /** Index in backingArray() of this buffer's element 0. */
    abstract int arrayStart();

    // ---- positions (covariant overrides, as in JDK 9 and later)

    public LongBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public LongBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public LongBuffer mark() {
        super.mark();
        return this;
    }

    public LongBuffer reset() {
        super.reset();
        return this;
    }

    public LongBuffer clear() {
        super.clear();
        return this;
    }

    public LongBuffer flip() {
        super.flip();
        return this;
    }

    public LongBuffer rewind() {
        super.rewind();
        return this;
    }

    /** Moves the remaining elements to the start; position becomes their count, limit the capacity. */
    public LongBuffer compact() {
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
    private static boolean same(long a, long b) {
        return a == b;
    }

    /** Order of two elements that are not same(). */
    private static int compareElements(long a, long b) {
        return Long.compare(a, b);
    }

    /** Index, relative to both positions, of the first difference; -1 when the remainders are equal. */
    public int mismatch(LongBuffer that) {
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

    public int compareTo(LongBuffer that) {
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
        if (!(ob instanceof LongBuffer)) {
            return false;
        }
        LongBuffer that = (LongBuffer) ob;
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

    // ---- implementations

    /** Elements in a long[]; read-only copies share the array. */
    static final class Heap extends LongBuffer {
        private final long[] hb;
        private final int offset;
        private final boolean readOnly;

        Heap(long[] hb, int offset, int mark, int position, int limit, int capacity, boolean readOnly) {
            super(mark, position, limit, capacity);
            this.hb = hb;
            this.offset = offset;
            this.readOnly = readOnly;
        }

        long getAt(int i) {
            return hb[offset + i];
        }

        void putAt(int i, long v) {
            hb[offset + i] = v;
        }

        void copyOut(int start, long[] dst, int dstOffset, int n) {
            System.arraycopy(hb, offset + start, dst, dstOffset, n);
        }

        void copyIn(int start, long[] src, int srcOffset, int n) {
            System.arraycopy(src, srcOffset, hb, offset + start, n);
        }

        public LongBuffer compact() {
            checkWritable();
            int n = remaining();
            System.arraycopy(hb, offset + position(), hb, offset, n);
            discardMark();
            limit(capacity());
            position(n);
            return this;
        }

        long[] backingArray() {
            return hb;
        }

        int arrayStart() {
            return offset;
        }

        public LongBuffer slice() {
            int pos = position();
            int n = remaining();
            return new Heap(hb, offset + pos, -1, 0, n, n, readOnly);
        }

        public LongBuffer slice(int index, int length) {
            checkRange(index, length);
            return new Heap(hb, offset + index, -1, 0, length, length, readOnly);
        }

        public LongBuffer duplicate() {
            return new Heap(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
        }

        public LongBuffer asReadOnlyBuffer() {
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
            return readOnly ? "java.nio.HeapLongBufferR" : "java.nio.HeapLongBuffer";
        }
    }

    /** A view of the bytes of a ByteBuffer (ByteBuffer.asLongBuffer), in the byte order it had then. */
    static final class ByteView extends LongBuffer {
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

        long getAt(int i) {
            return Bits.getLong(bytes, byteOffset + i * 8, bigEndian);
        }

        void putAt(int i, long v) {
            Bits.putLong(bytes, byteOffset + i * 8, v, bigEndian);
        }

        long[] backingArray() {
            return null;
        }

        int arrayStart() {
            return 0;
        }

        private ByteView copy(int offsetInElements, int mark, int position, int limit, int capacity, boolean ro) {
            return new ByteView(bytes, byteOffset + offsetInElements * 8, mark, position, limit, capacity, ro,
                    bigEndian, direct);
        }

        public LongBuffer slice() {
            int n = remaining();
            return copy(position(), -1, 0, n, n, readOnly);
        }

        public LongBuffer slice(int index, int length) {
            checkRange(index, length);
            return copy(index, -1, 0, length, length, readOnly);
        }

        public LongBuffer duplicate() {
            return copy(0, markValue(), position(), limit(), capacity(), readOnly);
        }

        public LongBuffer asReadOnlyBuffer() {
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

        /** The JDK's names: ByteBufferAsLongBuffer[R]{B,L} over heap bytes, DirectLongBuffer[R]{S,U} over direct. */
        String implementationName() {
            String ro = readOnly ? "R" : "";
            if (direct) {
                return "java.nio.DirectLongBuffer" + ro + (bigEndian ? "S" : "U");
            }
            return "java.nio.ByteBufferAsLongBuffer" + ro + (bigEndian ? "B" : "L");
        }
    }
}
