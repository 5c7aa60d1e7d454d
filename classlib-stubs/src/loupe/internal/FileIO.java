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
    /** Read and write; created if absent, never truncated (RandomAccessFile "rw"). */
    public static final int READ_WRITE = 3;
    /** Write a file that must not exist yet (java.nio.file's CREATE_NEW). */
    public static final int WRITE_NEW = 4;

    /** Element 0 of {@link #attributes}: what kind of file a path names. */
    public static final int REGULAR = 1;
    public static final int DIRECTORY = 2;
    public static final int SYMBOLIC_LINK = 3;
    public static final int OTHER = 4;
    /** Indexes into the array {@link #attributes} returns. */
    public static final int KIND = 0, SIZE = 1, MODIFIED = 2, ACCESSED = 3, MODE = 4, INODE = 5, DEVICE = 6,
            CHANGED = 7;

    /** access(2) modes. */
    public static final int CAN_READ = 4, CAN_WRITE = 2, CAN_EXECUTE = 1;

    /** errno values the callers tell apart. */
    public static final int ENOENT = 2, EACCES = 13, EEXIST = 17, ENOTDIR = 20, EISDIR = 21, ENOTEMPTY = 39;

    private FileIO() {}

    /** Opens a file and returns its descriptor. */
    public static native int open(String path, int mode) throws FileNotFoundException;

    /** Reads up to len bytes; -1 at end of file. Blocks (letting the collector run meanwhile). */
    public static native int read(int fd, byte[] b, int off, int len) throws IOException;

    /** Writes all len bytes. */
    public static native void write(int fd, byte[] b, int off, int len) throws IOException;

    public static native int available(int fd) throws IOException;

    public static native void close(int fd) throws IOException;

    /** lseek(2) with SEEK_SET (0), SEEK_CUR (1) or SEEK_END (2): the new position. */
    public static native long seek(int fd, long offset, int whence) throws IOException;

    /** The size of the open file. */
    public static native long size(int fd) throws IOException;

    /** Sets the open file's length (ftruncate). */
    public static native void truncate(int fd, long length) throws IOException;

    /** Forces the file's data (and, if metadata, its attributes) to the device: fsync or fdatasync. */
    public static native void sync(int fd, boolean metadata) throws IOException;

    /** True when the path names an existing file or directory. */
    public static native boolean exists(String path);

    /** Length in bytes of the named file, 0 when it does not exist. */
    public static native long length(String path);

    /** Deletes a file; true on success. */
    public static native boolean delete(String path);

    /*
     * Paths (vm/natives/path_natives.cpp). The int-returning calls answer 0
     * or the errno value of the failure.
     */

    /**
     * {kind, size, modified ms, accessed ms, permission bits, inode, device,
     * status changed ms} (see the index constants), or null when the path
     * does not exist. followLinks chooses stat or lstat.
     */
    public static native long[] attributes(String path, boolean followLinks);

    /** access(2): may this process read, write or execute the path (CAN_* bits)? */
    public static native boolean access(String path, int mode);

    /** The names in a directory in the file system's order, or null. */
    public static native String[] list(String path);

    public static native int mkdir(String path);

    public static native int rename(String from, String to);

    /** Removes a file or an empty directory. */
    public static native int remove(String path);

    /** Creates an empty file that must not exist yet. */
    public static native int createNew(String path);

    public static native boolean setLastModified(String path, long millis);

    public static native int chmod(String path, int mode);

    /** The target of a symbolic link, or null. */
    public static native String readLink(String path);

    public static native int symlink(String link, String target);

    /** The path with every symbolic link resolved, or null if some part does not exist. */
    public static native String realPath(String path);

    /** The system's text for an errno value ("No such file or directory"). */
    public static native String errorText(int errno);

    /** A FileDescriptor for a descriptor the VM opened (a child process's pipe end). */
    public static java.io.FileDescriptor descriptorOf(int fd) {
        java.io.FileDescriptor descriptor = new java.io.FileDescriptor();
        Unsafe.putIntVolatile(descriptor, Unsafe.objectFieldOffset(java.io.FileDescriptor.class, "fd"), fd);
        return descriptor;
    }
}
