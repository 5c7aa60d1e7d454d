package java.nio;

import java.util.Objects;

/**
 * A buffer of int values. The public operations are written here once, on
 * top of two element accessors; the implementations are the nested classes:
 * a heap buffer over a int[], or a view of the bytes of a ByteBuffer.
 */
public abstract class IntBuffer extends Buffer implements Comparable<IntBuffer> {
    IntBuffer(int mark, int position, int limit, int capacity) {
        super(mark, position, limit, capacity);
    }

    /** The element at buffer index i (already checked against the limit). */
    abstract int getAt(int i);

    /** Stores v at buffer index i (already checked; the caller checked read-only). */
    abstract void putAt(int i, int v);

    // ---- creation

    public static IntBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new Heap(new int[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static IntBuffer wrap(int[] array, int offset, int length) {
        try {
            return new Heap(array, 0, -1, offset, offset + length, array.length, false);
        } catch (IllegalArgumentException e) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static IntBuffer wrap(int[] array) {
        return new Heap(array, 0, -1, 0, array.length, array.length, false);
    }

    public abstract IntBuffer slice();

    public abstract IntBuffer slice(int index, int length);

    public abstract IntBuffer duplicate();

    public abstract IntBuffer asReadOnlyBuffer();

    // ---- single elements

    public int get() {
        return getAt(nextGetIndex());
    }

    public IntBuffer put(int v) {
        checkWritable();
        putAt(nextPutIndex(), v);
        return this;
    }

    public int get(int index) {
        return getAt(checkIndex(index));
    }

    public IntBuffer put(int index, int v) {
        checkWritable();
        putAt(checkIndex(index), v);
        return this;
    }

    // ---- bulk transfers

    public IntBuffer get(int[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int start = nextGetIndex(length);
        copyOut(start, dst, offset, length);
        return this;
    }

    public IntBuffer get(int[] dst) {
        return get(dst, 0, dst.length);
    }

    public IntBuffer get(int index, int[] dst, int offset, int length) {
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, dst.length);
        copyOut(index, dst, offset, length);
        return this;
    }

    public IntBuffer get(int index, int[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public IntBuffer put(int[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(offset, length, src.length);
        int start = nextPutIndex(length);
        copyIn(start, src, offset, length);
        return this;
    }

    public final IntBuffer put(int[] src) {
        return put(src, 0, src.length);
    }

    public IntBuffer put(int index, int[] src, int offset, int length) {
        checkWritable();
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, src.length);
        copyIn(index, src, offset, length);
        return this;
    }

    public IntBuffer put(int index, int[] src) {
        return put(index, src, 0, src.length);
    }

    /** Copies src's remaining elements here; the two may share storage, so this goes through a copy. */
    public IntBuffer put(IntBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        checkWritable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        int[] tmp = new int[n];
        src.copyOut(src.position(), tmp, 0, n);
        src.position(src.position() + n);
        copyIn(nextPutIndex(n), tmp, 0, n);
        return this;
    }

    public IntBuffer put(int index, IntBuffer src, int offset, int length) {
        checkRange(index, length);
        src.checkRange(offset, length);
        checkWritable();
        int[] tmp = new int[length];
        src.copyOut(offset, tmp, 0, length);
        copyIn(index, tmp, 0, length);
        return this;
    }

    /** Elements [start, start + n) into dst; the implementations may do it faster. */
    void copyOut(int start, int[] dst, int offset, int n) {
        for (int i = 0; i < n; i++) {
            dst[offset + i] = getAt(start + i);
        }
    }

    void copyIn(int start, int[] src, int offset, int n) {
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

    public final int[] array() {
        int[] hb = backingArray();
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
    abstract int[] backingArray();

    /** Index in backingArray() of this buffer's element 0. */
    abstract int arrayStart();

    // ---- positions (covariant overrides, as in JDK 9 and later)

    public IntBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public IntBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public IntBuffer mark() {
        super.mark();
        return this;
    }

    public IntBuffer reset() {
        super.reset();
        return this;
    }

    public IntBuffer clear() {
        super.clear();
        return this;
    }

    public IntBuffer flip() {
        super.flip();
        return this;
    }

    public IntBuffer rewind() {
        super.rewind();
        return this;
    }

    /** Moves the remaining elements to the start; position becomes their count, limit the capacity. */
    public IntBuffer compact() {
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
    private static boolean same(int a, int b) {
        return a == b;
    }

    /** Order of two elements that are not same(). */
    private static int compareElements(int a, int b) {
        return Integer.compare(a, b);
    }

    /** Index, relative to both positions, of the first difference; -1 when the remainders are equal. */
    public int mismatch(IntBuffer that) {
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

    public int compareTo(IntBuffer that) {
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
        if (!(ob instanceof IntBuffer)) {
            return false;
        }
        IntBuffer that = (IntBuffer) ob;
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

    /** Elements in a int[]; read-only copies share the array. */
    static final class Heap extends IntBuffer {
        private final int[] hb;
        private final int offset;
        private final boolean readOnly;

        Heap(int[] hb, int offset, int mark, int position, int limit, int capacity, boolean readOnly) {
            super(mark, position, limit, capacity);
            this.hb = hb;
            this.offset = offset;
            this.readOnly = readOnly;
        }

        int getAt(int i) {
            return hb[offset + i];
        }

        void putAt(int i, int v) {
            hb[offset + i] = v;
        }

        void copyOut(int start, int[] dst, int dstOffset, int n) {
            System.arraycopy(hb, offset + start, dst, dstOffset, n);
        }

        void copyIn(int start, int[] src, int srcOffset, int n) {
            System.arraycopy(src, srcOffset, hb, offset + start, n);
        }

        public IntBuffer compact() {
            checkWritable();
            int n = remaining();
            System.arraycopy(hb, offset + position(), hb, offset, n);
            discardMark();
            limit(capacity());
            position(n);
            return this;
        }

        int[] backingArray() {
            return hb;
        }

        int arrayStart() {
            return offset;
        }

        public IntBuffer slice() {
            int pos = position();
            int n = remaining();
            return new Heap(hb, offset + pos, -1, 0, n, n, readOnly);
        }

        public IntBuffer slice(int index, int length) {
            checkRange(index, length);
            return new Heap(hb, offset + index, -1, 0, length, length, readOnly);
        }

        public IntBuffer duplicate() {
            return new Heap(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
        }

        public IntBuffer asReadOnlyBuffer() {
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
            return readOnly ? "java.nio.HeapIntBufferR" : "java.nio.HeapIntBuffer";
        }
    }

    /** A view of the bytes of a ByteBuffer (ByteBuffer.asIntBuffer), in the byte order it had then. */
    static final class ByteView extends IntBuffer {
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

        int getAt(int i) {
            return Bits.getInt(bytes, byteOffset + i * 4, bigEndian);
        }

        void putAt(int i, int v) {
            Bits.putInt(bytes, byteOffset + i * 4, v, bigEndian);
        }

        int[] backingArray() {
            return null;
        }

        int arrayStart() {
            return 0;
        }

        private ByteView copy(int offsetInElements, int mark, int position, int limit, int capacity, boolean ro) {
            return new ByteView(bytes, byteOffset + offsetInElements * 4, mark, position, limit, capacity, ro,
                    bigEndian, direct);
        }

        public IntBuffer slice() {
            int n = remaining();
            return copy(position(), -1, 0, n, n, readOnly);
        }

        public IntBuffer slice(int index, int length) {
            checkRange(index, length);
            return copy(index, -1, 0, length, length, readOnly);
        }

        public IntBuffer duplicate() {
            return copy(0, markValue(), position(), limit(), capacity(), readOnly);
        }

        public IntBuffer asReadOnlyBuffer() {
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

        /** The JDK's names: ByteBufferAsIntBuffer[R]{B,L} over heap bytes, DirectIntBuffer[R]{S,U} over direct. */
        String implementationName() {
            String ro = readOnly ? "R" : "";
            if (direct) {
                return "java.nio.DirectIntBuffer" + ro + (bigEndian ? "S" : "U");
            }
            return "java.nio.ByteBufferAsIntBuffer" + ro + (bigEndian ? "B" : "L");
        }
    }
}
