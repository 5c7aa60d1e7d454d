package java.io;

/** Thrown when a serialization method was called outside writeObject or readObject. */
public class NotActiveException extends ObjectStreamException {
    private static final long serialVersionUID = -3893467273049808895L;

    public NotActiveException(String message) {
        super(message);
    }

    public NotActiveException() {
        super();
    }
}
