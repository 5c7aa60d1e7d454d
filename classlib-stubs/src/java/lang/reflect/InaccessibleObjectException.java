package java.lang.reflect;

/** setAccessible(true) refused: the member's package is not open to the caller. */
public class InaccessibleObjectException extends RuntimeException {
    private static final long serialVersionUID = 4158786093378140901L;

    public InaccessibleObjectException() {
    }

    public InaccessibleObjectException(String msg) {
        super(msg);
    }
}
