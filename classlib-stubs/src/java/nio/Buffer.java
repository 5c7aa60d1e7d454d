package java.nio;

import java.util.Objects;

/**
 * A linear, finite sequence of elements of one primitive type, with the
 * invariant 0 <= mark <= position <= limit <= capacity. This class keeps the
 * four indices and their checks; the subclasses hold the elements.
 */
public abstract class Buffer {
    private int mark = -1;
    private int position;
    private int limit;
    private final int capacity;

    Buffer(int mark, int position, int limit, int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        this.capacity = capacity;
        limit(limit);
        position(position);
        if (mark >= 0) {
            if (mark > position) {
                throw new IllegalArgumentException("mark > position: (" + mark + " > " + position + ")");
            }
            this.mark = mark;
        }
    }

    public final int capacity() {
        return capacity;
    }

    public final int position() {
        return position;
    }

    public Buffer position(int newPosition) {
        if (newPosition > limit || newPosition < 0) {
            throw new IllegalArgumentException(newPosition > limit
                    ? "newPosition > limit: (" + newPosition + " > " + limit + ")"
                    : "newPosition < 0: (" + newPosition + " < 0)");
        }
        if (mark > newPosition) {
            mark = -1;
        }
        position = newPosition;
        return this;
    }

    public final int limit() {
        return limit;
    }

    public Buffer limit(int newLimit) {
        if (newLimit > capacity || newLimit < 0) {
            throw new IllegalArgumentException(newLimit > capacity
                    ? "newLimit > capacity: (" + newLimit + " > " + capacity + ")"
                    : "newLimit < 0: (" + newLimit + " < 0)");
        }
        limit = newLimit;
        if (position > newLimit) {
            position = newLimit;
        }
        if (mark > newLimit) {
            mark = -1;
        }
        return this;
    }

    public Buffer mark() {
        mark = position;
        return this;
    }

    public Buffer reset() {
        if (mark < 0) {
            throw new InvalidMarkException();
        }
        position = mark;
        return this;
    }

    public Buffer clear() {
        position = 0;
        limit = capacity;
        mark = -1;
        return this;
    }

    public Buffer flip() {
        limit = position;
        position = 0;
        mark = -1;
        return this;
    }

    public Buffer rewind() {
        position = 0;
        mark = -1;
        return this;
    }

    public final int remaining() {
        int rem = limit - position;
        return rem > 0 ? rem : 0;
    }

    public final boolean hasRemaining() {
        return position < limit;
    }

    public abstract boolean isReadOnly();

    public abstract boolean hasArray();

    public abstract Object array();

    public abstract int arrayOffset();

    public abstract boolean isDirect();

    public abstract Buffer slice();

    public abstract Buffer slice(int index, int length);

    public abstract Buffer duplicate();

    // ---- for the subclasses

    final int markValue() {
        return mark;
    }

    /** Index of the next relative get, advancing the position; underflow past the limit. */
    final int nextGetIndex() {
        int p = position;
        if (p >= limit) {
            throw new BufferUnderflowException();
        }
        position = p + 1;
        return p;
    }

    final int nextGetIndex(int count) {
        int p = position;
        if (limit - p < count) {
            throw new BufferUnderflowException();
        }
        position = p + count;
        return p;
    }

    /** Index of the next relative put, advancing the position; overflow past the limit. */
    final int nextPutIndex() {
        int p = position;
        if (p >= limit) {
            throw new BufferOverflowException();
        }
        position = p + 1;
        return p;
    }

    final int nextPutIndex(int count) {
        int p = position;
        if (limit - p < count) {
            throw new BufferOverflowException();
        }
        position = p + count;
        return p;
    }

    /** An absolute index must lie below the limit (a plain IndexOutOfBoundsException, as in the JDK). */
    final int checkIndex(int i) {
        if (i < 0 || i >= limit) {
            throw new IndexOutOfBoundsException();
        }
        return i;
    }

    /** Absolute access to count consecutive elements (a multi-byte value) starting at i. */
    final int checkIndex(int i, int count) {
        if (i < 0 || count > limit - i) {
            throw new IndexOutOfBoundsException();
        }
        return i;
    }

    /** Bounds of a slice(index, length) or an absolute bulk transfer, against the limit. */
    final void checkRange(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit);
    }

    final void discardMark() {
        mark = -1;
    }

    /** The JDK's class name for this buffer, e.g. java.nio.HeapByteBufferR, shown by toString. */
    abstract String implementationName();

    public String toString() {
        return implementationName() + "[pos=" + position + " lim=" + limit + " cap=" + capacity + "]";
    }
}
