package java.util;

/** The Formatter was used after close(). */
public class FormatterClosedException extends IllegalStateException {
    private static final long serialVersionUID = 18111216L;

    public FormatterClosedException() {}
}
