package java.lang;

/** A waiting, sleeping or otherwise occupied thread was interrupted. */
public class InterruptedException extends Exception {
    public InterruptedException() {
        super();
    }

    public InterruptedException(String message) {
        super(message);
    }
}
