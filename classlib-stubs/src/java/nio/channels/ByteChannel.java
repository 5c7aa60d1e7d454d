package java.nio.channels;

/** A channel that reads and writes bytes. */
public interface ByteChannel extends ReadableByteChannel, WritableByteChannel {
}
