package java.io;

import java.nio.charset.Charset;
import java.util.Arrays;
import java.util.Objects;

/** Collects bytes in a growing array (32 bytes at first, doubling); close has no effect. */
public class ByteArrayOutputStream extends OutputStream {
    protected byte[] buf;
    protected int count;

    public ByteArrayOutputStream() {
        this(32);
    }

    public ByteArrayOutputStream(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("Negative initial size: " + size);
        }
        buf = new byte[size];
    }

    private void ensureCapacity(int minCapacity) {
        int oldCapacity = buf.length;
        int minGrowth = minCapacity - oldCapacity;
        if (minGrowth > 0) {
            int prefLength = oldCapacity + Math.max(minGrowth, oldCapacity);
            if (prefLength <= 0 || prefLength > Integer.MAX_VALUE - 8) {
                if (oldCapacity + minGrowth < 0) {
                    throw new OutOfMemoryError("Required array length " + oldCapacity + " + " + minGrowth
                            + " is too large");
                }
                prefLength = Math.max(oldCapacity + minGrowth, Integer.MAX_VALUE - 8);
            }
            buf = Arrays.copyOf(buf, prefLength);
        }
    }

    public synchronized void write(int b) {
        ensureCapacity(count + 1);
        buf[count] = (byte) b;
        count += 1;
    }

    public synchronized void write(byte[] b, int off, int len) {
        Objects.checkFromIndexSize(off, len, b.length);
        ensureCapacity(count + len);
        System.arraycopy(b, off, buf, count, len);
        count += len;
    }

    public void writeBytes(byte[] b) {
        write(b, 0, b.length);
    }

    public synchronized void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, count);
    }

    public synchronized void reset() {
        count = 0;
    }

    public synchronized byte[] toByteArray() {
        return Arrays.copyOf(buf, count);
    }

    public synchronized int size() {
        return count;
    }

    /** The bytes decoded with the default charset. */
    public synchronized String toString() {
        return new String(buf, 0, count);
    }

    public synchronized String toString(String charsetName) throws UnsupportedEncodingException {
        return new String(buf, 0, count, charsetName);
    }

    public synchronized String toString(Charset charset) {
        return new String(buf, 0, count, charset);
    }

    public void close() throws IOException {
    }
}
