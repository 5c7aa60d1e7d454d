package java.util.zip;

import java.nio.ByteBuffer;

/** A checksum over a stream of bytes. */
public interface Checksum {
    void update(int b);

    void update(byte[] b, int off, int len);

    default void update(byte[] b) {
        update(b, 0, b.length);
    }

    /** Consumes the remaining bytes of buffer (its position moves to its limit). */
    default void update(ByteBuffer buffer) {
        int n = buffer.remaining();
        if (n <= 0) {
            return;
        }
        if (buffer.hasArray()) {
            update(buffer.array(), buffer.arrayOffset() + buffer.position(), n);
            buffer.position(buffer.limit());
            return;
        }
        byte[] chunk = new byte[Math.min(n, 4096)];
        while (buffer.hasRemaining()) {
            int k = Math.min(chunk.length, buffer.remaining());
            buffer.get(chunk, 0, k);
            update(chunk, 0, k);
        }
    }

    long getValue();

    void reset();
}
