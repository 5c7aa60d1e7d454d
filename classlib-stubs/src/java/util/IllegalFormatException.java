package java.util;

/** Base of the exceptions java.util.Formatter throws for bad format strings or arguments. */
public class IllegalFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 18830826L;

    IllegalFormatException() {}
}
