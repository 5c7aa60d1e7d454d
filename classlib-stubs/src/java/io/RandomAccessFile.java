package java.io;

import java.nio.channels.FileChannel;
import loupe.internal.FileIO;

/**
 * A file read and written at any position: a file descriptor with a
 * position (lseek), and the DataInput/DataOutput encodings on top (big-endian
 * numbers, modified UTF-8 in readUTF/writeUTF). Unbuffered, like the JDK's.
 */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final FileDescriptor fd;
    private final boolean writable;
    private volatile boolean closed;
    private final Object closeLock = new Object();
    /** Made by getChannel, once. */
    private FileChannel channel;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    /** mode: "r" (read only) or "rw", "rws", "rwd" (read and write; created if absent). */
    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        if (!mode.equals("r") && !mode.equals("rw") && !mode.equals("rws") && !mode.equals("rwd")) {
            throw new IllegalArgumentException("Illegal mode \"" + mode + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        String name = file != null ? file.getPath() : null;
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.writable = !mode.equals("r");
        this.fd = new FileDescriptor(FileIO.open(name, writable ? FileIO.READ_WRITE : FileIO.READ));
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    /**
     * The channel over this file's descriptor, made once: its position is
     * the file pointer, and closing either closes both.
     */
    public final FileChannel getChannel() {
        synchronized (closeLock) {
            if (channel == null) {
                channel = sun.nio.ch.FileChannelImpl.open(fd.fd, true, writable, false, this);
                if (closed) {
                    try {
                        channel.close();
                    } catch (IOException e) {
                        throw new InternalError(e);
                    }
                }
            }
            return channel;
        }
    }

    private int descriptor() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        return fd.fd;
    }

    public int read() throws IOException {
        byte[] b = new byte[1];
        return FileIO.read(descriptor(), b, 0, 1) <= 0 ? -1 : b[0] & 0xff;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        return len == 0 ? 0 : FileIO.read(descriptor(), b, off, len);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int done = 0;
        while (done < len) {
            int n = read(b, off + done, len - done);
            if (n < 0) {
                throw new EOFException();
            }
            done += n;
        }
    }

    /** Skips up to n bytes, never past the end of the file. */
    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long position = getFilePointer();
        long target = Math.min(length(), position + n);
        seek(target);
        return (int) (target - position);
    }

    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (!writable) {
            throw new IOException("Bad file descriptor");
        }
        FileIO.write(descriptor(), b, off, len);
    }

    public long getFilePointer() throws IOException {
        return FileIO.seek(descriptor(), 0, 1);
    }

    public void seek(long pos) throws IOException {
        if (pos < 0) {
            throw new IOException("Negative seek offset");
        }
        FileIO.seek(descriptor(), pos, 0);
    }

    public long length() throws IOException {
        return FileIO.size(descriptor());
    }

    /** Truncates or extends the file; the position stays, but not past the new end. */
    public void setLength(long newLength) throws IOException {
        long position = getFilePointer();
        FileIO.truncate(descriptor(), newLength);
        if (position > newLength) {
            seek(newLength);
        }
    }

    public void close() throws IOException {
        synchronized (closeLock) {
            if (closed) {
                return;
            }
            closed = true;
        }
        FileChannel ch = channel;
        if (ch != null) {
            ch.close();
        }
        FileIO.close(fd.fd);
        fd.fd = -1;
    }

    // DataInput: big-endian numbers read byte by byte.

    private int readByteOrThrow() throws IOException {
        int b = read();
        if (b < 0) {
            throw new EOFException();
        }
        return b;
    }

    public final boolean readBoolean() throws IOException {
        return readByteOrThrow() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readByteOrThrow();
    }

    public final int readUnsignedByte() throws IOException {
        return readByteOrThrow();
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        int high = readByteOrThrow();
        return (high << 8) | readByteOrThrow();
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        byte[] b = new byte[4];
        readFully(b);
        return ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    }

    public final long readLong() throws IOException {
        long high = readInt();
        return (high << 32) | (readInt() & 0xffffffffL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /** Bytes as Latin-1 up to "\n", "\r" or "\r\n"; null at the end of the file. */
    public final String readLine() throws IOException {
        StringBuilder line = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            switch (c = read()) {
                case -1:
                case '\n':
                    eol = true;
                    break;
                case '\r':
                    eol = true;
                    long afterReturn = getFilePointer();
                    if (read() != '\n') {
                        seek(afterReturn);
                    }
                    break;
                default:
                    line.append((char) c);
                    break;
            }
        }
        if (c == -1 && line.length() == 0) {
            return null;
        }
        return line.toString();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    // DataOutput: big-endian numbers.

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        write(new byte[] {(byte) (v >>> 8), (byte) v});
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        write(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
    }

    public final void writeLong(long v) throws IOException {
        writeInt((int) (v >>> 32));
        writeInt((int) v);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    /** The low byte of each char. */
    public final void writeBytes(String s) throws IOException {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) s.charAt(i);
        }
        write(b);
    }

    public final void writeChars(String s) throws IOException {
        byte[] b = new byte[s.length() * 2];
        for (int i = 0; i < s.length(); i++) {
            b[2 * i] = (byte) (s.charAt(i) >>> 8);
            b[2 * i + 1] = (byte) s.charAt(i);
        }
        write(b);
    }

    public final void writeUTF(String str) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new DataOutputStream(bytes).writeUTF(str);
        write(bytes.toByteArray());
    }
}
