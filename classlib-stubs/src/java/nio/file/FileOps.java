package java.nio.file;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import loupe.internal.FileIO;

/**
 * What Files is built from: errno values turned into the JDK's exceptions,
 * attributes from stat, and the open options mapped onto FileIO's modes.
 */
final class FileOps {
    private FileOps() {}

    /** The exception the JDK throws for an errno value on file (and other). */
    static IOException failure(int errno, Path file, Path other) {
        String name = file == null ? null : file.toString();
        String otherName = other == null ? null : other.toString();
        switch (errno) {
            case FileIO.ENOENT:
                return new NoSuchFileException(name, otherName, null);
            case FileIO.EEXIST:
                return new FileAlreadyExistsException(name, otherName, null);
            case FileIO.EACCES:
                return new AccessDeniedException(name, otherName, null);
            case FileIO.ENOTEMPTY:
                return new DirectoryNotEmptyException(name);
            default:
                return new FileSystemException(name, otherName, FileIO.errorText(errno));
        }
    }

    /** Loupe sets no attributes (POSIX permissions) at creation. */
    static void noInitialAttributes(Object[] attributes) {
        if (attributes.length > 0) {
            throw new UnsupportedOperationException("initial file attributes are not supported");
        }
    }

    static boolean followLinks(Object[] options) {
        for (Object option : options) {
            if (option == LinkOption.NOFOLLOW_LINKS) {
                return false;
            }
        }
        return true;
    }

    static boolean has(Object[] options, Object wanted) {
        for (Object option : options) {
            if (option == null) {
                throw new NullPointerException();
            }
            if (option == wanted) {
                return true;
            }
        }
        return false;
    }

    /** stat (or lstat), or null when the path does not exist. */
    static long[] stat(Path path, boolean followLinks) {
        return FileIO.attributes(path.toString().isEmpty() ? "." : path.toString(), followLinks);
    }

    static long[] statOrThrow(Path path, boolean followLinks) throws NoSuchFileException {
        long[] a = stat(path, followLinks);
        if (a == null) {
            throw new NoSuchFileException(path.toString());
        }
        return a;
    }

    static BasicFileAttributes basicAttributes(final long[] a) {
        return new BasicFileAttributes() {
            public FileTime lastModifiedTime() {
                return FileTime.fromMillis(a[FileIO.MODIFIED]);
            }

            public FileTime lastAccessTime() {
                return FileTime.fromMillis(a[FileIO.ACCESSED]);
            }

            /** Linux's stat has no birth time: the JDK answers the modification time too. */
            public FileTime creationTime() {
                return FileTime.fromMillis(a[FileIO.MODIFIED]);
            }

            public boolean isRegularFile() {
                return a[FileIO.KIND] == FileIO.REGULAR;
            }

            public boolean isDirectory() {
                return a[FileIO.KIND] == FileIO.DIRECTORY;
            }

            public boolean isSymbolicLink() {
                return a[FileIO.KIND] == FileIO.SYMBOLIC_LINK;
            }

            public boolean isOther() {
                return a[FileIO.KIND] == FileIO.OTHER;
            }

            public long size() {
                return a[FileIO.SIZE];
            }

            public Object fileKey() {
                return "(dev=" + Long.toHexString(a[FileIO.DEVICE]) + ",ino=" + a[FileIO.INODE] + ")";
            }
        };
    }

    static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        for (OpenOption option : options) {
            if (option == StandardOpenOption.APPEND || option == StandardOpenOption.WRITE) {
                throw new UnsupportedOperationException("'" + option + "' not allowed");
            }
        }
        long[] a = statOrThrow(path, true);
        if (a[FileIO.KIND] == FileIO.DIRECTORY) {
            throw new FileSystemException(path.toString(), null, "Is a directory");
        }
        return new FileInputStream(path.toString());
    }

    /**
     * Without options: CREATE, TRUNCATE_EXISTING, WRITE. APPEND appends;
     * CREATE_NEW fails on an existing file; without CREATE or CREATE_NEW the
     * file must exist.
     */
    static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        boolean append = has(options, StandardOpenOption.APPEND);
        if (append && has(options, StandardOpenOption.TRUNCATE_EXISTING)) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        if (has(options, StandardOpenOption.READ)) {
            throw new IllegalArgumentException("READ not allowed");
        }
        boolean defaults = options.length == 0;
        boolean createNew = has(options, StandardOpenOption.CREATE_NEW);
        boolean create = defaults || has(options, StandardOpenOption.CREATE);
        long[] a = stat(path, true);
        if (createNew && a != null) {
            throw new FileAlreadyExistsException(path.toString());
        }
        if (!createNew && !create && a == null) {
            throw new NoSuchFileException(path.toString());
        }
        if (a != null && a[FileIO.KIND] == FileIO.DIRECTORY) {
            throw new FileSystemException(path.toString(), null, "Is a directory");
        }
        boolean truncate = defaults || has(options, StandardOpenOption.TRUNCATE_EXISTING);
        if (!append && !truncate && a != null) {
            throw new UnsupportedOperationException("writing over an existing file without TRUNCATE_EXISTING or APPEND");
        }
        return new FileOutputStream(path.toString(), append);
    }

    /** Copies all bytes; the number copied. */
    static long transfer(InputStream in, OutputStream out) throws IOException {
        byte[] buffer = new byte[8192];
        long total = 0;
        int n;
        while ((n = in.read(buffer)) > 0) {
            out.write(buffer, 0, n);
            total += n;
        }
        return total;
    }
}
