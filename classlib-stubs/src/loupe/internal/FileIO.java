package loupe.internal;

import java.io.FileNotFoundException;
import java.io.IOException;

/**
 * The file-descriptor system calls under java.io's streams. Errors carry the
 * JDK's messages, e.g. "x.txt (No such file or directory)".
 */
public final class FileIO {
    public static final int READ = 0;
    public static final int WRITE = 1;
    public static final int APPEND = 2;

    private FileIO() {}

    /** Opens a file and returns its descriptor. */
    public static native int open(String path, int mode) throws FileNotFoundException;

    /** Reads up to len bytes; -1 at end of file. Blocks (letting the collector run meanwhile). */
    public static native int read(int fd, byte[] b, int off, int len) throws IOException;

    /** Writes all len bytes. */
    public static native void write(int fd, byte[] b, int off, int len) throws IOException;

    public static native int available(int fd) throws IOException;

    public static native void close(int fd) throws IOException;

    /** True when the path names an existing file or directory. */
    public static native boolean exists(String path);

    /** Length in bytes of the named file, 0 when it does not exist. */
    public static native long length(String path);

    /** Deletes a file; true on success. */
    public static native boolean delete(String path);
}
