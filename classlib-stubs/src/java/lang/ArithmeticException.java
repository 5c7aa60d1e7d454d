package java.lang;

/** An exceptional arithmetic condition, such as integer division by zero. */
public class ArithmeticException extends RuntimeException {
    public ArithmeticException() {
        super();
    }

    public ArithmeticException(String message) {
        super(message);
    }
}
