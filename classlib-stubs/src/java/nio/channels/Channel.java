package java.nio.channels;

import java.io.Closeable;
import java.io.IOException;

/** A connection to an I/O entity (a file, here) that is open until closed. */
public interface Channel extends Closeable {
    boolean isOpen();

    void close() throws IOException;
}
