package java.io;

/** The writer failed while writing; the stream holds the exception it met. */
public class WriteAbortedException extends ObjectStreamException {
    private static final long serialVersionUID = -3326426625597282442L;

    public Exception detail;

    public WriteAbortedException(String s, Exception ex) {
        super(s, ex);
        detail = ex;
    }

    public String getMessage() {
        return detail == null ? super.getMessage() : super.getMessage() + "; " + detail.toString();
    }

    public Throwable getCause() {
        return detail;
    }
}
