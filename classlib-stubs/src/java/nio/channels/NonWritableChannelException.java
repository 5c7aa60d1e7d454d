package java.nio.channels;

/** A write to a channel that was not opened for writing. */
public class NonWritableChannelException extends IllegalStateException {
    private static final long serialVersionUID = -7071230488279011621L;

    public NonWritableChannelException() {}
}
