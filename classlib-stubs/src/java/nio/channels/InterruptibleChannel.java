package java.nio.channels;

import java.io.IOException;

/**
 * A channel that can be closed asynchronously. Loupe's file channels do not
 * react to Thread.interrupt (their blocking calls are plain system calls).
 */
public interface InterruptibleChannel extends Channel {
    void close() throws IOException;
}
