package java.lang;

/** new on an abstract class or an interface. */
public class InstantiationError extends IncompatibleClassChangeError {
    public InstantiationError() {
        super();
    }

    public InstantiationError(String message) {
        super(message);
    }
}
