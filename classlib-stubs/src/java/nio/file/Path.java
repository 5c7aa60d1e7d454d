package java.nio.file;

import java.io.File;
import java.io.IOException;
import java.util.Iterator;

/**
 * A path in the file system: an optional root ("/") and a sequence of names.
 * Loupe has one implementation, the Unix paths of the default file system.
 */
public interface Path extends Comparable<Path>, Iterable<Path> {
    static Path of(String first, String... more) {
        return FileSystems.getDefault().getPath(first, more);
    }

    FileSystem getFileSystem();

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    default boolean startsWith(String other) {
        return startsWith(getFileSystem().getPath(other));
    }

    boolean endsWith(Path other);

    default boolean endsWith(String other) {
        return endsWith(getFileSystem().getPath(other));
    }

    Path normalize();

    Path resolve(Path other);

    default Path resolve(String other) {
        return resolve(getFileSystem().getPath(other));
    }

    default Path resolveSibling(Path other) {
        if (other == null) {
            throw new NullPointerException();
        }
        Path parent = getParent();
        return parent == null ? other : parent.resolve(other);
    }

    default Path resolveSibling(String other) {
        return resolveSibling(getFileSystem().getPath(other));
    }

    Path relativize(Path other);

    Path toAbsolutePath();

    /** "file:///" and the absolute path, quoted, with a trailing '/' for a directory. */
    java.net.URI toUri();

    Path toRealPath(LinkOption... options) throws IOException;

    default File toFile() {
        return new File(toString());
    }

    default Iterator<Path> iterator() {
        return new Iterator<Path>() {
            private int next = 0;

            public boolean hasNext() {
                return next < getNameCount();
            }

            public Path next() {
                if (next >= getNameCount()) {
                    throw new java.util.NoSuchElementException();
                }
                return getName(next++);
            }
        };
    }

    int compareTo(Path other);

    boolean equals(Object other);

    int hashCode();

    String toString();
}
