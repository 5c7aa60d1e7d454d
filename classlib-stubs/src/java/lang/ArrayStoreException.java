package java.lang;

/** An attempt to store an object of the wrong type into an array of objects. */
public class ArrayStoreException extends RuntimeException {
    public ArrayStoreException() {
        super();
    }

    public ArrayStoreException(String message) {
        super(message);
    }
}
