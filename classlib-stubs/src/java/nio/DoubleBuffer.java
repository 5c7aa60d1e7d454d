package java.nio;

import java.util.Objects;

/**
 * A buffer of double values. The public operations are written here once, on
 * top of two element accessors; the implementations are the nested classes:
 * a heap buffer over a double[], or a view of the bytes of a ByteBuffer.
 */
public abstract class DoubleBuffer extends Buffer implements Comparable<DoubleBuffer> {
    DoubleBuffer(int mark, int position, int limit, int capacity) {
        super(mark, position, limit, capacity);
    }

    /** The element at buffer index i (already checked against the limit). */
    abstract double getAt(int i);

    /** Stores v at buffer index i (already checked; the caller checked read-only). */
    abstract void putAt(int i, double v);

    // ---- creation

    public static DoubleBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new Heap(new double[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static DoubleBuffer wrap(double[] array, int offset, int length) {
        try {
            return new Heap(array, 0, -1, offset, offset + length, array.length, false);
        } catch (IllegalArgumentException e) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static DoubleBuffer wrap(double[] array) {
        return new Heap(array, 0, -1, 0, array.length, array.length, false);
    }

    public abstract DoubleBuffer slice();

    public abstract DoubleBuffer slice(int index, int length);

    public abstract DoubleBuffer duplicate();

    public abstract DoubleBuffer asReadOnlyBuffer();

    // ---- single elements

    public double get() {
        return getAt(nextGetIndex());
    }

    public DoubleBuffer put(double v) {
        checkWritable();
        putAt(nextPutIndex(), v);
        return this;
    }

    public double get(int index) {
        return getAt(checkIndex(index));
    }

    public DoubleBuffer put(int index, double v) {
        checkWritable();
        putAt(checkIndex(index), v);
        return this;
    }

    // ---- bulk transfers

    public DoubleBuffer get(double[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int start = nextGetIndex(length);
        copyOut(start, dst, offset, length);
        return this;
    }

    public DoubleBuffer get(double[] dst) {
        return get(dst, 0, dst.length);
    }

    public DoubleBuffer get(int index, double[] dst, int offset, int length) {
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, dst.length);
        copyOut(index, dst, offset, length);
        return this;
    }

    public DoubleBuffer get(int index, double[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public DoubleBuffer put(double[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(offset, length, src.length);
        int start = nextPutIndex(length);
        copyIn(start, src, offset, length);
        return this;
    }

    public final DoubleBuffer put(double[] src) {
        return put(src, 0, src.length);
    }

    public DoubleBuffer put(int index, double[] src, int offset, int length) {
        checkWritable();
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, src.length);
        copyIn(index, src, offset, length);
        return this;
    }

    public DoubleBuffer put(int index, double[] src) {
        return put(index, src, 0, src.length);
    }

    /** Copies src's remaining elements here; the two may share storage, so this goes through a copy. */
    public DoubleBuffer put(DoubleBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        checkWritable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        double[] tmp = new double[n];
        src.copyOut(src.position(), tmp, 0, n);
        src.position(src.position() + n);
        copyIn(nextPutIndex(n), tmp, 0, n);
        return this;
    }

    public DoubleBuffer put(int index, DoubleBuffer src, int offset, int length) {
        checkRange(index, length);
        src.checkRange(offset, length);
        checkWritable();
        double[] tmp = new double[length];
        src.copyOut(offset, tmp, 0, length);
        copyIn(index, tmp, 0, length);
        return this;
    }

    /** Elements [start, start + n) into dst; the implementations may do it faster. */
    void copyOut(int start, double[] dst, int offset, int n) {
        for (int i = 0; i < n; i++) {
            dst[offset + i] = getAt(start + i);
        }
    }

    void copyIn(int start, double[] src, int offset, int n) {
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

    public final double[] array() {
        double[] hb = backingArray();
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
    abstract double[] backingArray();

    /** Index in backingArray() of this buffer's element 0. */
    abstract int arrayStart();

    // ---- positions (covariant overrides, as in JDK 9 and later)

    public DoubleBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public DoubleBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public DoubleBuffer mark() {
        super.mark();
        return this;
    }

    public DoubleBuffer reset() {
        super.reset();
        return this;
    }

    public DoubleBuffer clear() {
        super.clear();
        return this;
    }

    public DoubleBuffer flip() {
        super.flip();
        return this;
    }

    public DoubleBuffer rewind() {
        super.rewind();
        return this;
    }

    /** Moves the remaining elements to the start; position becomes their count, limit the capacity. */
    public DoubleBuffer compact() {
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

    /** Equality of elements as the JDK defines it for buffers (0.0 and -0.0 are the same, and so are all NaNs). */
    private static boolean same(double a, double b) {
        return (a == b) || (a != a && b != b);
    }

    /** Order of two elements that are not same(). */
    private static int compareElements(double a, double b) {
        return a < b ? -1 : a > b ? 1 : Double.isNaN(a) ? 1 : -1;
    }

    /** Index, relative to both positions, of the first difference; -1 when the remainders are equal. */
    public int mismatch(DoubleBuffer that) {
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

    public int compareTo(DoubleBuffer that) {
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
        if (!(ob instanceof DoubleBuffer)) {
            return false;
        }
        DoubleBuffer that = (DoubleBuffer) ob;
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

    /** Elements in a double[]; read-only copies share the array. */
    static final class Heap extends DoubleBuffer {
        private final double[] hb;
        private final int offset;
        private final boolean readOnly;

        Heap(double[] hb, int offset, int mark, int position, int limit, int capacity, boolean readOnly) {
            super(mark, position, limit, capacity);
            this.hb = hb;
            this.offset = offset;
            this.readOnly = readOnly;
        }

        double getAt(int i) {
            return hb[offset + i];
        }

        void putAt(int i, double v) {
            hb[offset + i] = v;
        }

        void copyOut(int start, double[] dst, int dstOffset, int n) {
            System.arraycopy(hb, offset + start, dst, dstOffset, n);
        }

        void copyIn(int start, double[] src, int srcOffset, int n) {
            System.arraycopy(src, srcOffset, hb, offset + start, n);
        }

        public DoubleBuffer compact() {
            checkWritable();
            int n = remaining();
            System.arraycopy(hb, offset + position(), hb, offset, n);
            discardMark();
            limit(capacity());
            position(n);
            return this;
        }

        double[] backingArray() {
            return hb;
        }

        int arrayStart() {
            return offset;
        }

        public DoubleBuffer slice() {
            int pos = position();
            int n = remaining();
            return new Heap(hb, offset + pos, -1, 0, n, n, readOnly);
        }

        public DoubleBuffer slice(int index, int length) {
            checkRange(index, length);
            return new Heap(hb, offset + index, -1, 0, length, length, readOnly);
        }

        public DoubleBuffer duplicate() {
            return new Heap(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
        }

        public DoubleBuffer asReadOnlyBuffer() {
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
            return readOnly ? "java.nio.HeapDoubleBufferR" : "java.nio.HeapDoubleBuffer";
        }
    }

    /** A view of the bytes of a ByteBuffer (ByteBuffer.asDoubleBuffer), in the byte order it had then. */
    static final class ByteView extends DoubleBuffer {
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

        double getAt(int i) {
            return Double.longBitsToDouble(Bits.getLong(bytes, byteOffset + i * 8, bigEndian));
        }

        void putAt(int i, double v) {
            Bits.putLong(bytes, byteOffset + i * 8, Double.doubleToRawLongBits(v), bigEndian);
        }

        double[] backingArray() {
            return null;
        }

        int arrayStart() {
            return 0;
        }

        private ByteView copy(int offsetInElements, int mark, int position, int limit, int capacity, boolean ro) {
            return new ByteView(bytes, byteOffset + offsetInElements * 8, mark, position, limit, capacity, ro,
                    bigEndian, direct);
        }

        public DoubleBuffer slice() {
            int n = remaining();
            return copy(position(), -1, 0, n, n, readOnly);
        }

        public DoubleBuffer slice(int index, int length) {
            checkRange(index, length);
            return copy(index, -1, 0, length, length, readOnly);
        }

        public DoubleBuffer duplicate() {
            return copy(0, markValue(), position(), limit(), capacity(), readOnly);
        }

        public DoubleBuffer asReadOnlyBuffer() {
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

        /** The JDK's names: ByteBufferAsDoubleBuffer[R]{B,L} over heap bytes, DirectDoubleBuffer[R]{S,U} over direct. */
        String implementationName() {
            String ro = readOnly ? "R" : "";
            if (direct) {
                return "java.nio.DirectDoubleBuffer" + ro + (bigEndian ? "S" : "U");
            }
            return "java.nio.ByteBufferAsDoubleBuffer" + ro + (bigEndian ? "B" : "L");
        }
    }
}
