package java.nio.file;

import java.io.Closeable;
import java.io.IOException;
import java.util.Iterator;

/** The entries of a directory, iterated once (Files.newDirectoryStream). */
public interface DirectoryStream<T> extends Closeable, Iterable<T> {
    /** Chooses the entries a directory stream gives. */
    @FunctionalInterface
    interface Filter<T> {
        boolean accept(T entry) throws IOException;
    }

    Iterator<T> iterator();
}
