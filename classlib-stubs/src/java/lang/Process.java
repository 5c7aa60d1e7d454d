package java.lang;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;

/** A child process started by ProcessBuilder.start or Runtime.exec. */
public abstract class Process {
    public Process() {}

    /** The child's standard input (a null stream unless it was a pipe). */
    public abstract OutputStream getOutputStream();

    /** The child's standard output (a null stream unless it was a pipe). */
    public abstract InputStream getInputStream();

    public abstract InputStream getErrorStream();

    public abstract int waitFor() throws InterruptedException;

    /** Waits at most timeout; true when the process has ended. */
    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (true) {
            if (!isAlive()) {
                return true;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            Thread.sleep(Math.max(1, Math.min(TimeUnit.NANOSECONDS.toMillis(left), 100)));
        }
    }

    /** The exit code; IllegalThreadStateException("process hasn't exited") while it runs. */
    public abstract int exitValue();

    public abstract void destroy();

    public Process destroyForcibly() {
        destroy();
        return this;
    }

    public boolean supportsNormalTermination() {
        throw new UnsupportedOperationException(getClass() + ".supportsNormalTermination() not supported");
    }

    public boolean isAlive() {
        try {
            exitValue();
            return false;
        } catch (IllegalThreadStateException e) {
            return true;
        }
    }

    public long pid() {
        throw new UnsupportedOperationException(getClass() + ".pid() not supported");
    }
}
