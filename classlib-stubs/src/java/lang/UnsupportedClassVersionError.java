package java.lang;

/** A class file whose version this VM does not support. */
public class UnsupportedClassVersionError extends ClassFormatError {
    public UnsupportedClassVersionError() {
        super();
    }

    public UnsupportedClassVersionError(String message) {
        super(message);
    }
}
