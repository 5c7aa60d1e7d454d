package java.io;

import loupe.internal.FileIO;

/** Bytes to a file, written straight through the OS (no buffering). */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fd;
    private volatile boolean closed;
    private final Object closeLock = new Object();

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
    }

    public FileOutputStream(FileDescriptor fdObj) {
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
        if (fd.fd >= 0) {
            FileIO.close(fd.fd);
            fd.fd = -1;
        }
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }
}
