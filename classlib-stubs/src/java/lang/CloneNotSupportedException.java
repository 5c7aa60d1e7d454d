package java.lang;

/** Object.clone called on an object whose class is not Cloneable. */
public class CloneNotSupportedException extends Exception {
    public CloneNotSupportedException() {
        super();
    }

    public CloneNotSupportedException(String message) {
        super(message);
    }
}
