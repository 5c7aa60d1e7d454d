package java.io;

/** Thrown when the stream's control information is inconsistent. */
public class StreamCorruptedException extends ObjectStreamException {
    private static final long serialVersionUID = 8983558202217591746L;

    public StreamCorruptedException(String message) {
        super(message);
    }

    public StreamCorruptedException() {
        super();
    }
}
