package java.nio;

import java.util.Objects;

/**
 * A buffer of byte values. The public operations are written here once, on
 * top of two element accessors; the implementations are the nested classes:
 * a heap buffer over a byte[].
 */
public abstract class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {
    ByteBuffer(int mark, int position, int limit, int capacity) {
        super(mark, position, limit, capacity);
    }

    /** The element at buffer index i (already checked against the limit). */
    abstract byte getAt(int i);

    /** Stores v at buffer index i (already checked; the caller checked read-only). */
    abstract void putAt(int i, byte v);

    // ---- creation

    public static ByteBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new Heap(new byte[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        try {
            return new Heap(array, 0, -1, offset, offset + length, array.length, false);
        } catch (IllegalArgumentException e) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static ByteBuffer wrap(byte[] array) {
        return new Heap(array, 0, -1, 0, array.length, array.length, false);
    }

    /** A buffer that says it is direct; its bytes are on the Java heap all the same (see Heap). */
    public static ByteBuffer allocateDirect(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new Heap(new byte[capacity], 0, -1, 0, capacity, capacity, false, true);
    }

    public abstract ByteBuffer slice();

    public abstract ByteBuffer slice(int index, int length);

    public abstract ByteBuffer duplicate();

    public abstract ByteBuffer asReadOnlyBuffer();

    // ---- single elements

    public byte get() {
        return getAt(nextGetIndex());
    }

    public ByteBuffer put(byte v) {
        checkWritable();
        putAt(nextPutIndex(), v);
        return this;
    }

    public byte get(int index) {
        return getAt(checkIndex(index));
    }

    public ByteBuffer put(int index, byte v) {
        checkWritable();
        putAt(checkIndex(index), v);
        return this;
    }

    // ---- bulk transfers

    public ByteBuffer get(byte[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int start = nextGetIndex(length);
        copyOut(start, dst, offset, length);
        return this;
    }

    public ByteBuffer get(byte[] dst) {
        return get(dst, 0, dst.length);
    }

    public ByteBuffer get(int index, byte[] dst, int offset, int length) {
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, dst.length);
        copyOut(index, dst, offset, length);
        return this;
    }

    public ByteBuffer get(int index, byte[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public ByteBuffer put(byte[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(offset, length, src.length);
        int start = nextPutIndex(length);
        copyIn(start, src, offset, length);
        return this;
    }

    public final ByteBuffer put(byte[] src) {
        return put(src, 0, src.length);
    }

    public ByteBuffer put(int index, byte[] src, int offset, int length) {
        checkWritable();
        checkRange(index, length);
        Objects.checkFromIndexSize(offset, length, src.length);
        copyIn(index, src, offset, length);
        return this;
    }

    public ByteBuffer put(int index, byte[] src) {
        return put(index, src, 0, src.length);
    }

    /** Copies src's remaining elements here; the two may share storage, so this goes through a copy. */
    public ByteBuffer put(ByteBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        checkWritable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        byte[] tmp = new byte[n];
        src.copyOut(src.position(), tmp, 0, n);
        src.position(src.position() + n);
        copyIn(nextPutIndex(n), tmp, 0, n);
        return this;
    }

    public ByteBuffer put(int index, ByteBuffer src, int offset, int length) {
        checkRange(index, length);
        src.checkRange(offset, length);
        checkWritable();
        byte[] tmp = new byte[length];
        src.copyOut(offset, tmp, 0, length);
        copyIn(index, tmp, 0, length);
        return this;
    }

    /** Elements [start, start + n) into dst; the implementations may do it faster. */
    void copyOut(int start, byte[] dst, int offset, int n) {
        for (int i = 0; i < n; i++) {
            dst[offset + i] = getAt(start + i);
        }
    }

    void copyIn(int start, byte[] src, int offset, int n) {
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

    public final byte[] array() {
        byte[] hb = backingArray();
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
    abstract byte[] backingArray();

    /** Index in backingArray() of this buffer's element 0. */
    abstract int arrayStart();

    // ---- positions (covariant overrides, as in JDK 9 and later)

    public ByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public ByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public ByteBuffer mark() {
        super.mark();
        return this;
    }

    public ByteBuffer reset() {
        super.reset();
        return this;
    }

    public ByteBuffer clear() {
        super.clear();
        return this;
    }

    public ByteBuffer flip() {
        super.flip();
        return this;
    }

    public ByteBuffer rewind() {
        super.rewind();
        return this;
    }

    /** Moves the remaining elements to the start; position becomes their count, limit the capacity. */
    public ByteBuffer compact() {
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


    // ---- comparison

    /** Equality of elements as the JDK defines it for buffers. */
    private static boolean same(byte a, byte b) {
        return a == b;
    }

    /** Order of two elements that are not same(). */
    private static int compareElements(byte a, byte b) {
        return Byte.compare(a, b);
    }

    /** Index, relative to both positions, of the first difference; -1 when the remainders are equal. */
    public int mismatch(ByteBuffer that) {
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

    public int compareTo(ByteBuffer that) {
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
        if (!(ob instanceof ByteBuffer)) {
            return false;
        }
        ByteBuffer that = (ByteBuffer) ob;
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

    // ---- byte order and multi-byte values

    /** The order of getInt, putLong, ... and of views made from now on; big-endian at first. */
    private boolean bigEndian = true;

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = bo == ByteOrder.BIG_ENDIAN;
        return this;
    }

    /** The storage (even of a read-only or "direct" buffer) and the index in it of element 0. */
    abstract byte[] bytes();

    abstract int bytesOffset();

    public char getChar() {
        int at = bytesOffset() + nextGetIndex(2);
        return (char) Bits.getShort(bytes(), at, bigEndian);
    }

    public char getChar(int index) {
        int at = bytesOffset() + checkIndex(index, 2);
        return (char) Bits.getShort(bytes(), at, bigEndian);
    }

    public ByteBuffer putChar(char value) {
        checkWritable();
        int at = bytesOffset() + nextPutIndex(2);
        Bits.putShort(bytes(), at, (short) value, bigEndian);
        return this;
    }

    public ByteBuffer putChar(int index, char value) {
        checkWritable();
        int at = bytesOffset() + checkIndex(index, 2);
        Bits.putShort(bytes(), at, (short) value, bigEndian);
        return this;
    }

    /** A char view of the remaining bytes, in this buffer's current byte order. */
    public CharBuffer asCharBuffer() {
        int n = remaining() >> 1;
        return new CharBuffer.ByteView(bytes(), bytesOffset() + position(), -1, 0, n, n, isReadOnly(), bigEndian,
                isDirect());
    }

    public short getShort() {
        int at = bytesOffset() + nextGetIndex(2);
        return Bits.getShort(bytes(), at, bigEndian);
    }

    public short getShort(int index) {
        int at = bytesOffset() + checkIndex(index, 2);
        return Bits.getShort(bytes(), at, bigEndian);
    }

    public ByteBuffer putShort(short value) {
        checkWritable();
        int at = bytesOffset() + nextPutIndex(2);
        Bits.putShort(bytes(), at, value, bigEndian);
        return this;
    }

    public ByteBuffer putShort(int index, short value) {
        checkWritable();
        int at = bytesOffset() + checkIndex(index, 2);
        Bits.putShort(bytes(), at, value, bigEndian);
        return this;
    }

    /** A short view of the remaining bytes, in this buffer's current byte order. */
    public ShortBuffer asShortBuffer() {
        int n = remaining() >> 1;
        return new ShortBuffer.ByteView(bytes(), bytesOffset() + position(), -1, 0, n, n, isReadOnly(), bigEndian,
                isDirect());
    }

    public int getInt() {
        int at = bytesOffset() + nextGetIndex(4);
        return Bits.getInt(bytes(), at, bigEndian);
    }

    public int getInt(int index) {
        int at = bytesOffset() + checkIndex(index, 4);
        return Bits.getInt(bytes(), at, bigEndian);
    }

    public ByteBuffer putInt(int value) {
        checkWritable();
        int at = bytesOffset() + nextPutIndex(4);
        Bits.putInt(bytes(), at, value, bigEndian);
        return this;
    }

    public ByteBuffer putInt(int index, int value) {
        checkWritable();
        int at = bytesOffset() + checkIndex(index, 4);
        Bits.putInt(bytes(), at, value, bigEndian);
        return this;
    }

    /** A int view of the remaining bytes, in this buffer's current byte order. */
    public IntBuffer asIntBuffer() {
        int n = remaining() >> 2;
        return new IntBuffer.ByteView(bytes(), bytesOffset() + position(), -1, 0, n, n, isReadOnly(), bigEndian,
                isDirect());
    }

    public long getLong() {
        int at = bytesOffset() + nextGetIndex(8);
        return Bits.getLong(bytes(), at, bigEndian);
    }

    public long getLong(int index) {
        int at = bytesOffset() + checkIndex(index, 8);
        return Bits.getLong(bytes(), at, bigEndian);
    }

    public ByteBuffer putLong(long value) {
        checkWritable();
        int at = bytesOffset() + nextPutIndex(8);
        Bits.putLong(bytes(), at, value, bigEndian);
        return this;
    }

    public ByteBuffer putLong(int index, long value) {
        checkWritable();
        int at = bytesOffset() + checkIndex(index, 8);
        Bits.putLong(bytes(), at, value, bigEndian);
        return this;
    }

    /** A long view of the remaining bytes, in this buffer's current byte order. */
    public LongBuffer asLongBuffer() {
        int n = remaining() >> 3;
        return new LongBuffer.ByteView(bytes(), bytesOffset() + position(), -1, 0, n, n, isReadOnly(), bigEndian,
                isDirect());
    }

    public float getFloat() {
        int at = bytesOffset() + nextGetIndex(4);
        return Float.intBitsToFloat(Bits.getInt(bytes(), at, bigEndian));
    }

    public float getFloat(int index) {
        int at = bytesOffset() + checkIndex(index, 4);
        return Float.intBitsToFloat(Bits.getInt(bytes(), at, bigEndian));
    }

    public ByteBuffer putFloat(float value) {
        checkWritable();
        int at = bytesOffset() + nextPutIndex(4);
        Bits.putInt(bytes(), at, Float.floatToRawIntBits(value), bigEndian);
        return this;
    }

    public ByteBuffer putFloat(int index, float value) {
        checkWritable();
        int at = bytesOffset() + checkIndex(index, 4);
        Bits.putInt(bytes(), at, Float.floatToRawIntBits(value), bigEndian);
        return this;
    }

    /** A float view of the remaining bytes, in this buffer's current byte order. */
    public FloatBuffer asFloatBuffer() {
        int n = remaining() >> 2;
        return new FloatBuffer.ByteView(bytes(), bytesOffset() + position(), -1, 0, n, n, isReadOnly(), bigEndian,
                isDirect());
    }

    public double getDouble() {
        int at = bytesOffset() + nextGetIndex(8);
        return Double.longBitsToDouble(Bits.getLong(bytes(), at, bigEndian));
    }

    public double getDouble(int index) {
        int at = bytesOffset() + checkIndex(index, 8);
        return Double.longBitsToDouble(Bits.getLong(bytes(), at, bigEndian));
    }

    public ByteBuffer putDouble(double value) {
        checkWritable();
        int at = bytesOffset() + nextPutIndex(8);
        Bits.putLong(bytes(), at, Double.doubleToRawLongBits(value), bigEndian);
        return this;
    }

    public ByteBuffer putDouble(int index, double value) {
        checkWritable();
        int at = bytesOffset() + checkIndex(index, 8);
        Bits.putLong(bytes(), at, Double.doubleToRawLongBits(value), bigEndian);
        return this;
    }

    /** A double view of the remaining bytes, in this buffer's current byte order. */
    public DoubleBuffer asDoubleBuffer() {
        int n = remaining() >> 3;
        return new DoubleBuffer.ByteView(bytes(), bytesOffset() + position(), -1, 0, n, n, isReadOnly(), bigEndian,
                isDirect());
    }

    // ---- implementations

    /**
     * Bytes in a byte[]; read-only copies share the array. A "direct" buffer
     * (allocateDirect) is such a heap buffer too: Loupe has no off-heap memory
     * for buffers, so it differs only in isDirect(), hasArray() and its name.
     */
    static final class Heap extends ByteBuffer {
        private final byte[] hb;
        private final int offset;
        private final boolean readOnly;
        private final boolean direct;

        Heap(byte[] hb, int offset, int mark, int position, int limit, int capacity, boolean readOnly) {
            this(hb, offset, mark, position, limit, capacity, readOnly, false);
        }

        Heap(byte[] hb, int offset, int mark, int position, int limit, int capacity, boolean readOnly,
                boolean direct) {
            super(mark, position, limit, capacity);
            this.hb = hb;
            this.offset = offset;
            this.readOnly = readOnly;
            this.direct = direct;
        }

        byte[] bytes() {
            return hb;
        }

        int bytesOffset() {
            return offset;
        }

        byte getAt(int i) {
            return hb[offset + i];
        }

        void putAt(int i, byte v) {
            hb[offset + i] = v;
        }

        void copyOut(int start, byte[] dst, int dstOffset, int n) {
            System.arraycopy(hb, offset + start, dst, dstOffset, n);
        }

        void copyIn(int start, byte[] src, int srcOffset, int n) {
            System.arraycopy(src, srcOffset, hb, offset + start, n);
        }

        public ByteBuffer compact() {
            checkWritable();
            int n = remaining();
            System.arraycopy(hb, offset + position(), hb, offset, n);
            discardMark();
            limit(capacity());
            position(n);
            return this;
        }

        byte[] backingArray() {
            return direct ? null : hb;
        }

        int arrayStart() {
            return offset;
        }

        public ByteBuffer slice() {
            int pos = position();
            int n = remaining();
            return new Heap(hb, offset + pos, -1, 0, n, n, readOnly, direct);
        }

        public ByteBuffer slice(int index, int length) {
            checkRange(index, length);
            return new Heap(hb, offset + index, -1, 0, length, length, readOnly, direct);
        }

        public ByteBuffer duplicate() {
            return new Heap(hb, offset, markValue(), position(), limit(), capacity(), readOnly, direct);
        }

        public ByteBuffer asReadOnlyBuffer() {
            return new Heap(hb, offset, markValue(), position(), limit(), capacity(), true, direct);
        }

        public boolean isReadOnly() {
            return readOnly;
        }

        public boolean isDirect() {
            return direct;
        }

        String implementationName() {
            return (direct ? "java.nio.DirectByteBuffer" : "java.nio.HeapByteBuffer") + (readOnly ? "R" : "");
        }
    }
}
