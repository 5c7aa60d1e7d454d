package java.io;

import java.nio.channels.FileChannel;
import loupe.internal.FileIO;

/** Bytes to a file, written straight through the OS (no buffering). */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fd;
    private volatile boolean closed;
    private final Object closeLock = new Object();
    /** Writes always go to the end of the file (its channel's position is the size). */
    private final boolean append;
    /** Made by getChannel, once. */
    private FileChannel channel;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.fd = new FileDescriptor(FileIO.open(name, append ? FileIO.APPEND : FileIO.WRITE));
        this.append = append;
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
        this.append = false;
    }

    private int fdIfOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        return fd.fd;
    }

    public void write(int b) throws IOException {
        FileIO.write(fdIfOpen(), new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            // the JDK's natives throw this without a message
            throw new IndexOutOfBoundsException();
        }
        FileIO.write(fdIfOpen(), b, off, len);
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
                channel = sun.nio.ch.FileChannelImpl.open(fd.fd, false, true, append, this);
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
