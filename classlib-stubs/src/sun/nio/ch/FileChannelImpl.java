package sun.nio.ch;

import java.io.Closeable;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.util.Objects;
import java.util.Set;
import loupe.internal.FileIO;

/**
 * Loupe's FileChannel: a file descriptor driven through loupe.internal.FileIO
 * (read, write, lseek, fstat, ftruncate). There is no pread/pwrite native, so
 * a positional read or write moves the descriptor's position and puts it
 * back, under a lock that every position-dependent operation of the channel
 * takes. Buffers with a backing array are read and written in place; others
 * go through a temporary array.
 */
public class FileChannelImpl extends FileChannel {
    private static final int SEEK_SET = 0, SEEK_CUR = 1;
    /** The largest temporary array a transfer or a non-array buffer uses. */
    private static final int CHUNK = 8192;

    private final int fd;
    private final boolean readable;
    private final boolean writable;
    private final boolean append;
    /** The stream the channel came from: it owns the descriptor, and closing either closes both. */
    private final Closeable parent;
    /** Held by everything that uses or moves the descriptor's position. */
    private final Object positionLock = new Object();

    private FileChannelImpl(int fd, boolean readable, boolean writable, boolean append, Closeable parent) {
        this.fd = fd;
        this.readable = readable;
        this.writable = writable;
        this.append = append;
        this.parent = parent;
    }

    /** The channel of a java.io stream (parent), over its descriptor. */
    public static FileChannel open(int fd, boolean readable, boolean writable, boolean append, Closeable parent) {
        return new FileChannelImpl(fd, readable, writable, append, parent);
    }

    /** FileChannel.open and Files.newByteChannel: the options checked and mapped as the JDK does on Unix. */
    public static FileChannel open(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
            throws IOException {
        Objects.requireNonNull(path);
        boolean read = false, write = false, append = false, truncate = false, create = false, createNew = false;
        boolean deleteOnClose = false, noFollowLinks = false;
        for (OpenOption option : options) {
            if (option == StandardOpenOption.READ) {
                read = true;
            } else if (option == StandardOpenOption.WRITE) {
                write = true;
            } else if (option == StandardOpenOption.APPEND) {
                append = true;
            } else if (option == StandardOpenOption.TRUNCATE_EXISTING) {
                truncate = true;
            } else if (option == StandardOpenOption.CREATE) {
                create = true;
            } else if (option == StandardOpenOption.CREATE_NEW) {
                createNew = true;
            } else if (option == StandardOpenOption.DELETE_ON_CLOSE) {
                deleteOnClose = true;
            } else if (option == LinkOption.NOFOLLOW_LINKS) {
                noFollowLinks = true;
            } else if (option == StandardOpenOption.SPARSE) {
                continue; // a hint only
            } else if (option == null) {
                throw new NullPointerException();
            } else if (option == StandardOpenOption.SYNC || option == StandardOpenOption.DSYNC) {
                throw new UnsupportedOperationException(option + " is not supported by Loupe (no O_SYNC open)");
            } else {
                throw new UnsupportedOperationException(option + " not supported");
            }
        }
        if (attrs.length > 0) {
            throw new UnsupportedOperationException("initial file attributes are not supported: " + attrs[0].name());
        }
        if (!read && !write) {
            if (append) {
                write = true;
            } else {
                read = true;
            }
        }
        if (read && append) {
            throw new IllegalArgumentException("READ + APPEND not allowed");
        }
        if (append && truncate) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        String name = path.toString();
        long[] attributes = FileIO.attributes(name.isEmpty() ? "." : name, !noFollowLinks);
        if (attributes != null && noFollowLinks && attributes[FileIO.KIND] == FileIO.SYMBOLIC_LINK) {
            throw new FileSystemException(name, null,
                    "Too many levels of symbolic links or unable to access attributes of symbolic link");
        }
        if (write) {
            if (createNew && attributes != null) {
                throw new FileAlreadyExistsException(name);
            }
            if (!create && !createNew && attributes == null) {
                throw new NoSuchFileException(name);
            }
            if (attributes != null && attributes[FileIO.KIND] == FileIO.DIRECTORY) {
                throw new FileSystemException(name, null, "Is a directory");
            }
        } else if (attributes == null) {
            throw new NoSuchFileException(name);
        }
        // FileIO's modes: READ (read only), APPEND (write at the end, created
        // if absent), READ_WRITE (created if absent, never truncated). A
        // write-only channel opened READ_WRITE still refuses reads itself.
        int mode = !write ? FileIO.READ : append ? FileIO.APPEND : FileIO.READ_WRITE;
        int fd;
        try {
            fd = FileIO.open(name, mode);
        } catch (FileNotFoundException e) {
            throw openFailure(name, e);
        }
        if (write && truncate) {
            FileIO.truncate(fd, 0);
        }
        if (deleteOnClose) {
            // As the JDK does on Unix: the name goes at once, the open file
            // lives on until the channel is closed.
            FileIO.delete(name);
        }
        return new FileChannelImpl(fd, read, write, append, null);
    }

    /** The java.nio.file exception for FileIO.open's "name (reason)". */
    private static IOException openFailure(String name, FileNotFoundException e) {
        String message = String.valueOf(e.getMessage());
        int open = message.lastIndexOf(" (");
        String reason = open >= 0 && message.endsWith(")") ? message.substring(open + 2, message.length() - 1) : message;
        if (reason.equals("Permission denied")) {
            return new AccessDeniedException(name);
        }
        if (reason.equals("No such file or directory")) {
            return new NoSuchFileException(name);
        }
        return new FileSystemException(name, null, reason);
    }

    private void ensureOpen() throws IOException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    private void ensureReadable() {
        if (!readable) {
            throw new NonReadableChannelException();
        }
    }

    private void ensureWritable() {
        if (!writable) {
            throw new NonWritableChannelException();
        }
    }

    // ---- moving bytes between the descriptor (at its position) and buffers

    /** One read(2) into dst's remaining space: the count read, -1 at end of file. */
    private int readInto(ByteBuffer dst) throws IOException {
        int wanted = dst.remaining();
        if (wanted == 0) {
            return 0;
        }
        int position = dst.position();
        if (dst.hasArray()) {
            int n = FileIO.read(fd, dst.array(), dst.arrayOffset() + position, wanted);
            if (n > 0) {
                dst.position(position + n);
            }
            return n;
        }
        byte[] temporary = new byte[Math.min(wanted, CHUNK)];
        int n = FileIO.read(fd, temporary, 0, temporary.length);
        if (n > 0) {
            dst.put(temporary, 0, n);
        }
        return n;
    }

    /** Writes all of src's remaining bytes: their count. */
    private int writeFrom(ByteBuffer src) throws IOException {
        int count = src.remaining();
        if (count == 0) {
            return 0;
        }
        int position = src.position();
        if (src.hasArray()) {
            FileIO.write(fd, src.array(), src.arrayOffset() + position, count);
        } else {
            byte[] temporary = new byte[count];
            src.duplicate().get(temporary);
            FileIO.write(fd, temporary, 0, count);
        }
        src.position(position + count);
        return count;
    }

    private static void checkReadOnly(ByteBuffer dst) {
        if (dst.isReadOnly()) {
            throw new IllegalArgumentException("Read-only buffer");
        }
    }

    // ---- sequential access, at the channel's position

    public int read(ByteBuffer dst) throws IOException {
        Objects.requireNonNull(dst);
        ensureOpen();
        ensureReadable();
        checkReadOnly(dst);
        synchronized (positionLock) {
            return readInto(dst);
        }
    }

    /** Fills the buffers in turn; stops early at end of file or after a short read. */
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        Objects.checkFromIndexSize(offset, length, dsts.length);
        ensureOpen();
        ensureReadable();
        for (int i = offset; i < offset + length; i++) {
            checkReadOnly(dsts[i]);
        }
        synchronized (positionLock) {
            long total = 0;
            for (int i = offset; i < offset + length; i++) {
                ByteBuffer dst = dsts[i];
                if (!dst.hasRemaining()) {
                    continue;
                }
                int n = readInto(dst);
                if (n < 0) {
                    return total == 0 ? -1 : total;
                }
                total += n;
                if (dst.hasRemaining()) {
                    break;
                }
            }
            return total;
        }
    }

    public int write(ByteBuffer src) throws IOException {
        Objects.requireNonNull(src);
        ensureOpen();
        ensureWritable();
        synchronized (positionLock) {
            return writeFrom(src);
        }
    }

    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        Objects.checkFromIndexSize(offset, length, srcs.length);
        ensureOpen();
        ensureWritable();
        synchronized (positionLock) {
            long total = 0;
            for (int i = offset; i < offset + length; i++) {
                total += writeFrom(srcs[i]);
            }
            return total;
        }
    }

    // ---- position and size

    /** In append mode, the end of the file (where the next write goes). */
    public long position() throws IOException {
        ensureOpen();
        synchronized (positionLock) {
            return append ? FileIO.size(fd) : FileIO.seek(fd, 0, SEEK_CUR);
        }
    }

    public FileChannel position(long newPosition) throws IOException {
        ensureOpen();
        if (newPosition < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (positionLock) {
            FileIO.seek(fd, newPosition, SEEK_SET);
        }
        return this;
    }

    public long size() throws IOException {
        ensureOpen();
        return FileIO.size(fd);
    }

    /** Cuts the file to size if it is longer, and moves the position back to size if it was beyond. */
    public FileChannel truncate(long size) throws IOException {
        ensureOpen();
        if (size < 0) {
            throw new IllegalArgumentException("Negative size");
        }
        ensureWritable();
        synchronized (positionLock) {
            long position = FileIO.seek(fd, 0, SEEK_CUR);
            if (size < FileIO.size(fd)) {
                FileIO.truncate(fd, size);
            }
            FileIO.seek(fd, Math.min(position, size), SEEK_SET);
        }
        return this;
    }

    /** fsync, or fdatasync without metaData: the writes survive a system crash. */
    public void force(boolean metaData) throws IOException {
        ensureOpen();
        FileIO.sync(fd, metaData);
    }

    // ---- positional access: the channel's position is left as it was

    public int read(ByteBuffer dst, long position) throws IOException {
        Objects.requireNonNull(dst);
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        ensureOpen();
        ensureReadable();
        checkReadOnly(dst);
        synchronized (positionLock) {
            long saved = FileIO.seek(fd, 0, SEEK_CUR);
            try {
                FileIO.seek(fd, position, SEEK_SET);
                return readInto(dst);
            } finally {
                FileIO.seek(fd, saved, SEEK_SET);
            }
        }
    }

    public int write(ByteBuffer src, long position) throws IOException {
        Objects.requireNonNull(src);
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        ensureOpen();
        ensureWritable();
        synchronized (positionLock) {
            long saved = FileIO.seek(fd, 0, SEEK_CUR);
            try {
                FileIO.seek(fd, position, SEEK_SET);
                return writeFrom(src);
            } finally {
                FileIO.seek(fd, saved, SEEK_SET);
            }
        }
    }

    /** Copies up to count bytes from position on to target: the count copied (0 when position is past the end). */
    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        ensureOpen();
        if (!target.isOpen()) {
            throw new ClosedChannelException();
        }
        ensureReadable();
        if (target instanceof FileChannelImpl && !((FileChannelImpl) target).writable) {
            throw new NonWritableChannelException();
        }
        if (position < 0 || count < 0) {
            throw new IllegalArgumentException();
        }
        long size = size();
        if (position > size) {
            return 0;
        }
        long remaining = Math.min(count, size - position);
        long transferred = 0;
        ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(remaining, CHUNK));
        while (transferred < remaining) {
            buffer.clear();
            buffer.limit((int) Math.min(remaining - transferred, buffer.capacity()));
            int n = read(buffer, position + transferred);
            if (n <= 0) {
                break;
            }
            buffer.flip();
            while (buffer.hasRemaining()) {
                target.write(buffer);
            }
            transferred += n;
        }
        return transferred;
    }

    /**
     * Copies up to count bytes read from src (at its own position) into this
     * file from position on: the count copied (0 when position is past the end).
     */
    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        ensureOpen();
        if (!src.isOpen()) {
            throw new ClosedChannelException();
        }
        if (src instanceof FileChannelImpl && !((FileChannelImpl) src).readable) {
            throw new NonReadableChannelException();
        }
        ensureWritable();
        if (position < 0 || count < 0) {
            throw new IllegalArgumentException();
        }
        if (position > size()) {
            return 0;
        }
        long transferred = 0;
        ByteBuffer buffer = ByteBuffer.allocate((int) Math.max(1, Math.min(count, CHUNK)));
        while (transferred < count) {
            buffer.clear();
            buffer.limit((int) Math.min(count - transferred, buffer.capacity()));
            int n = src.read(buffer);
            if (n <= 0) {
                break;
            }
            buffer.flip();
            write(buffer, position + transferred);
            transferred += n;
        }
        return transferred;
    }

    public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
        ensureOpen();
        throw new UnsupportedOperationException("FileChannel.map: memory-mapped files are not supported by Loupe");
    }

    protected void implCloseChannel() throws IOException {
        if (parent != null) {
            parent.close();
        } else {
            FileIO.close(fd);
        }
    }
}
