package java.io;

/** Thrown when an object to be written does not implement Serializable; the message is its class name. */
public class NotSerializableException extends ObjectStreamException {
    private static final long serialVersionUID = 2906642554793891381L;

    public NotSerializableException(String message) {
        super(message);
    }

    public NotSerializableException() {
        super();
    }
}
