package java.util.logging;

/**
 * Receives a handler's failures. The default reports only the first one, on
 * System.err, as "java.util.logging.ErrorManager: code[: msg]" followed by
 * the exception's stack trace.
 */
public class ErrorManager {
    public static final int GENERIC_FAILURE = 0;
    public static final int WRITE_FAILURE = 1;
    public static final int FLUSH_FAILURE = 2;
    public static final int CLOSE_FAILURE = 3;
    public static final int OPEN_FAILURE = 4;
    public static final int FORMAT_FAILURE = 5;

    private boolean reported;

    public ErrorManager() {
    }

    public synchronized void error(String msg, Exception ex, int code) {
        if (reported) {
            return;
        }
        reported = true;
        String text = "java.util.logging.ErrorManager: " + code;
        if (msg != null) {
            text = text + ": " + msg;
        }
        System.err.println(text);
        if (ex != null) {
            ex.printStackTrace();
        }
    }
}
