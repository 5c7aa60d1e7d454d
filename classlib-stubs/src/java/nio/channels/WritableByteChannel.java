package java.nio.channels;

import java.io.IOException;
import java.nio.ByteBuffer;

/** A channel bytes are written to from a buffer. */
public interface WritableByteChannel extends Channel {
    /** Writes from src's remaining bytes: the count written. */
    int write(ByteBuffer src) throws IOException;
}
