package java.util;

/** Base of the exceptions java.util.Formatter throws for bad format strings or arguments. */
public class IllegalFormatException extends IllegalArgumentException {
    IllegalFormatException() {}
}
