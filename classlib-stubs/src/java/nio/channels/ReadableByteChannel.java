package java.nio.channels;

import java.io.IOException;
import java.nio.ByteBuffer;

/** A channel bytes are read from into a buffer. */
public interface ReadableByteChannel extends Channel {
    /** Reads into dst's remaining space: the count read, possibly 0, or -1 at end of stream. */
    int read(ByteBuffer dst) throws IOException;
}
