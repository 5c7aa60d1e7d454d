package java.nio.channels.spi;

import java.io.IOException;
import java.nio.channels.Channel;
import java.nio.channels.InterruptibleChannel;

/**
 * The closing protocol of channels: close() runs implCloseChannel once, and
 * isOpen() is false from the moment close() starts. Loupe's blocking file
 * operations are not interruptible, so there is no begin/end bracket here.
 */
public abstract class AbstractInterruptibleChannel implements Channel, InterruptibleChannel {
    private final Object closeLock = new Object();
    private volatile boolean closed;

    protected AbstractInterruptibleChannel() {}

    public final void close() throws IOException {
        synchronized (closeLock) {
            if (closed) {
                return;
            }
            closed = true;
            implCloseChannel();
        }
    }

    /** Releases what the channel holds; called once, by close(). */
    protected abstract void implCloseChannel() throws IOException;

    public final boolean isOpen() {
        return !closed;
    }
}
