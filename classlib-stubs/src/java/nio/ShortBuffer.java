package java.nio;

import java.util.Objects;

/**
 * A buffer of short values. The public operations are written here once, on
 * top of two element accessors; the implementations are the nested classes:
 * a heap buffer over a short[], or a view of the bytes of a ByteBuffer.
 */
public abstract class ShortBuffer extends Buffer implements Comparable<ShortBuffer> {
    ShortBuffer(int mark, int position, int limit, int capacity) {
        super(mark, position, limit, capacity);
    }

    /** The element at buffer index i (already checked against the limit). */
    abstract short getAt(int i);

    /** Stores v at buffer index i (already checked; the caller checked read-only). */
    abstract void putAt(int i, short v);

    // ---- creation

    public static ShortBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new Heap(new short[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static ShortBuffer wrap(short[] array, int offset, int length) {
        try {
            return new Heap(array, 0, -1, offset, offset + length, array.length, false);
        } catch (IllegalArgumentException e) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static ShortBuffer wrap(short[] array) {
        return new Heap(array, 0, -1, 0, array.length, array.length, false);
    }

    public abstract ShortBuffer slice();

    public abstract ShortBuffer slice(int index, int length);

    public abstract ShortBuffer duplicate();

    public abstract ShortBuffer asReadOnlyBuffer();

    // ---- single elements

    public short get() {
        return getAt(nextGetIndex());
    }

    public ShortBuffer put(short v) {
        checkWritable();
        putAt(nextPutIndex(), v);
        return this;
    }

    public short get(int index) {
        return getAt(checkIndex(index));
    }

    public ShortBuffer put(int index, short v) {
        checkWritable();
        putAt(checkIndex(index), v);
        return this;
    }

    // ---- bulk transfers

    public ShortBuffer get(short[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int start = nextGetIndex(length);
        copyOut(start, dst, offset, length);
        return this;
    }

    public ShortBuffer get(short[] dst) {
        return get(dst, 0, dst.length);
    }

    public ShortBuffer get(int index, short[] dst, int offset, int length) {
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, dst.length);
        copyOut(index, dst, offset, length);
        return this;
    }

    public ShortBuffer get(int index, short[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public ShortBuffer put(short[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(offset, length, src.length);
        int start = nextPutIndex(length);
        copyIn(start, src, offset, length);
        return this;
    }

    public final ShortBuffer put(short[] src) {
        return put(src, 0, src.length);
    }

    public ShortBuffer put(int index, short[] src, int offset, int length) {
        checkWritable();
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, src.length);
        copyIn(index, src, offset, length);
        return this;
    }

    public ShortBuffer put(int index, short[] src) {
        return put(index, src, 0, src.length);
    }

    /** Copies src's remaining elements here; the two may share storage, so this goes through a copy. */
    public ShortBuffer put(ShortBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        checkWritable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        short[] tmp = new short[n];
        src.copyOut(src.position(), tmp, 0, n);
        src.position(src.position() + n);
        copyIn(nextPutIndex(n), tmp, 0, n);
        return this;
    }

    public ShortBuffer put(int index, ShortBuffer src, int offset, int length) {
        checkRange(index, length);
        src.checkRange(offset, length);
        checkWritable();
        short[] tmp = new short[length];
        src.copyOut(offset, tmp, 0, length);
        copyIn(index, tmp, 0, length);
        return this;
    }

    /** Elements [start, start + n) into dst; the implementations may do it faster. */
    void copyOut(int start, short[] dst, int offset, int n) {
        for (int i = 0; i < n; i++) {
            dst[offset + i] = getAt(start + i);
        }
    }

    void copyIn(int start, short[] src, int offset, int n) {
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

    public final short[] array() {
        short[] hb = backingArray();
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
    abstract short[] backingArray();

    /** Index in backingArray() of this buffer's element 0. */
    abstract int arrayStart();

    // ---- positions (covariant overrides, as in JDK 9 and later)

    public ShortBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public ShortBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public ShortBuffer mark() {
        super.mark();
        return this;
    }

    public ShortBuffer reset() {
        super.reset();
        return this;
    }

    public ShortBuffer clear() {
        super.clear();
        return this;
    }

    public ShortBuffer flip() {
        super.flip();
        return this;
    }

    public ShortBuffer rewind() {
        super.rewind();
        return this;
    }

    /** Moves the remaining elements to the start; position becomes their count, limit the capacity. */
    public ShortBuffer compact() {
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
    private static boolean same(short a, short b) {
        return a == b;
    }

    /** Order of two elements that are not same(). */
    private static int compareElements(short a, short b) {
        return Short.compare(a, b);
    }

    /** Index, relative to both positions, of the first difference; -1 when the remainders are equal. */
    public int mismatch(ShortBuffer that) {
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

    public int compareTo(ShortBuffer that) {
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
        if (!(ob instanceof ShortBuffer)) {
            return false;
        }
        ShortBuffer that = (ShortBuffer) ob;
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

    /** Elements in a short[]; read-only copies share the array. */
    static final class Heap extends ShortBuffer {
        private final short[] hb;
        private final int offset;
        private final boolean readOnly;

        Heap(short[] hb, int offset, int mark, int position, int limit, int capacity, boolean readOnly) {
            super(mark, position, limit, capacity);
            this.hb = hb;
            this.offset = offset;
            this.readOnly = readOnly;
        }

        short getAt(int i) {
            return hb[offset + i];
        }

        void putAt(int i, short v) {
            hb[offset + i] = v;
        }

        void copyOut(int start, short[] dst, int dstOffset, int n) {
            System.arraycopy(hb, offset + start, dst, dstOffset, n);
        }

        void copyIn(int start, short[] src, int srcOffset, int n) {
            System.arraycopy(src, srcOffset, hb, offset + start, n);
        }

        public ShortBuffer compact() {
            checkWritable();
            int n = remaining();
            System.arraycopy(hb, offset + position(), hb, offset, n);
            discardMark();
            limit(capacity());
            position(n);
            return this;
        }

        short[] backingArray() {
            return hb;
        }

        int arrayStart() {
            return offset;
        }

        public ShortBuffer slice() {
            int pos = position();
            int n = remaining();
            return new Heap(hb, offset + pos, -1, 0, n, n, readOnly);
        }

        public ShortBuffer slice(int index, int length) {
            checkRange(index, length);
            return new Heap(hb, offset + index, -1, 0, length, length, readOnly);
        }

        public ShortBuffer duplicate() {
            return new Heap(hb, offset, markValue(), position(), limit(), capacity(), readOnly);
        }

        public ShortBuffer asReadOnlyBuffer() {
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
            return readOnly ? "java.nio.HeapShortBufferR" : "java.nio.HeapShortBuffer";
        }
    }

    /** A view of the bytes of a ByteBuffer (ByteBuffer.asShortBuffer), in the byte order it had then. */
    static final class ByteView extends ShortBuffer {
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

        short getAt(int i) {
            return Bits.getShort(bytes, byteOffset + i * 2, bigEndian);
        }

        void putAt(int i, short v) {
            Bits.putShort(bytes, byteOffset + i * 2, v, bigEndian);
        }

        short[] backingArray() {
            return null;
        }

        int arrayStart() {
            return 0;
        }

        private ByteView copy(int offsetInElements, int mark, int position, int limit, int capacity, boolean ro) {
            return new ByteView(bytes, byteOffset + offsetInElements * 2, mark, position, limit, capacity, ro,
                    bigEndian, direct);
        }

        public ShortBuffer slice() {
            int n = remaining();
            return copy(position(), -1, 0, n, n, readOnly);
        }

        public ShortBuffer slice(int index, int length) {
            checkRange(index, length);
            return copy(index, -1, 0, length, length, readOnly);
        }

        public ShortBuffer duplicate() {
            return copy(0, markValue(), position(), limit(), capacity(), readOnly);
        }

        public ShortBuffer asReadOnlyBuffer() {
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

        /** The JDK's names: ByteBufferAsShortBuffer[R]{B,L} over heap bytes, DirectShortBuffer[R]{S,U} over direct. */
        String implementationName() {
            String ro = readOnly ? "R" : "";
            if (direct) {
                return "java.nio.DirectShortBuffer" + ro + (bigEndian ? "S" : "U");
            }
            return "java.nio.ByteBufferAsShortBuffer" + ro + (bigEndian ? "B" : "L");
        }
    }
}
