package java.nio.channels;

/** A read from a channel that was not opened for reading. */
public class NonReadableChannelException extends IllegalStateException {
    private static final long serialVersionUID = -3200915679294993514L;

    public NonReadableChannelException() {}
}
