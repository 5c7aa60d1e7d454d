package java.util;

/** The Formatter was used after close(). */
public class FormatterClosedException extends IllegalStateException {
    public FormatterClosedException() {}
}
