package java.lang;

/** wait/notify or a monitor exit by a thread that does not own the monitor. */
public class IllegalMonitorStateException extends RuntimeException {
    public IllegalMonitorStateException() {
        super();
    }

    public IllegalMonitorStateException(String message) {
        super(message);
    }
}
