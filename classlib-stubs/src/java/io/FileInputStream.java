package java.io;

import java.nio.channels.FileChannel;
import loupe.internal.FileIO;

/** Bytes from a file, read straight through the OS (no buffering). */
public class FileInputStream extends InputStream {
    private final FileDescriptor fd;
    private volatile boolean closed;
    private final Object closeLock = new Object();
    /** Made by getChannel, once. */
    private FileChannel channel;

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.fd = new FileDescriptor(FileIO.open(name, FileIO.READ));
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
    }

    private int fdIfOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        return fd.fd;
    }

    public int read() throws IOException {
        byte[] b = new byte[1];
        int n = FileIO.read(fdIfOpen(), b, 0, 1);
        return n <= 0 ? -1 : b[0] & 0xff;
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            // the JDK's natives throw this without a message
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        return FileIO.read(fdIfOpen(), b, off, len);
    }

    /**
     * Moves the file position by n bytes, backwards when n is negative, and
     * answers how far it moved; past the end of the file is allowed (reads
     * then give end of file), as the JDK's skip does with lseek.
     */
    public long skip(long n) throws IOException {
        int descriptor = fdIfOpen();
        long here = FileIO.seek(descriptor, 0, 1);
        return FileIO.seek(descriptor, n, 1) - here;
    }

    public int available() throws IOException {
        return FileIO.available(fdIfOpen());
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
        if (fd.fd >= 0) {
            FileIO.close(fd.fd);
            fd.fd = -1;
        }
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    /**
     * The channel over this stream's descriptor, made once: its position is
     * the stream's position, and closing either closes both.
     */
    public FileChannel getChannel() {
        synchronized (closeLock) {
            if (channel == null) {
                channel = sun.nio.ch.FileChannelImpl.open(fd.fd, true, false, false, this);
                if (closed) {
                    closeChannel();
                }
            }
            return channel;
        }
    }

    /** Closing a channel whose stream is closed only marks it closed, so it cannot fail. */
    private void closeChannel() {
        try {
            channel.close();
        } catch (IOException e) {
            throw new InternalError(e);
        }
    }
}
