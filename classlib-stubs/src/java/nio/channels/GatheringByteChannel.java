package java.nio.channels;

import java.io.IOException;
import java.nio.ByteBuffer;

/** A channel that writes from a sequence of buffers, draining each in turn. */
public interface GatheringByteChannel extends WritableByteChannel {
    long write(ByteBuffer[] srcs, int offset, int length) throws IOException;

    long write(ByteBuffer[] srcs) throws IOException;
}
