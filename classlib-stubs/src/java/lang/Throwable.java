package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;

/**
 * The superclass of everything that can be thrown. The VM records the stack in
 * {@code backtrace} (fillInStackTrace0) and turns it into StackTraceElements
 * only when someone asks (decodeBacktrace); see docs/classlib.md.
 */
public class Throwable implements java.io.Serializable {
    private static final long serialVersionUID = -3042686055658047285L;

    /** Shared by every throwable whose trace is empty or not yet decoded. */
    private static final StackTraceElement[] UNASSIGNED_STACK = new StackTraceElement[0];
    /** Suppression enabled but nothing suppressed yet. */
    private static final Throwable[] NO_SUPPRESSED = new Throwable[0];

    /** The VM's record of the frames; null when the stack trace is not writable. */
    private transient Object backtrace;
    private String detailMessage;
    /** {@code this} means "not yet initialized": initCause may still set it once. */
    private Throwable cause = this;
    /** UNASSIGNED_STACK until decoded or set; null when the trace is not writable. */
    private StackTraceElement[] stackTrace = UNASSIGNED_STACK;
    /** Null when suppression is disabled. */
    private Throwable[] suppressed = NO_SUPPRESSED;

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    /** The message becomes cause.toString(), or null without a cause. */
    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = cause == null ? null : cause.toString();
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = null;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressed = null;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return cause == this ? null : cause;
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException(
                    "Can't overwrite cause with " + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String name = getClass().getName();
        String message = getLocalizedMessage();
        return message != null ? name + ": " + message : name;
    }

    /** Records the current stack, unless this throwable was made with an unwritable trace. */
    public synchronized Throwable fillInStackTrace() {
        if (stackTrace != null || backtrace != null) {
            fillInStackTrace0();
            stackTrace = UNASSIGNED_STACK;
        }
        return this;
    }

    private native void fillInStackTrace0();

    private native StackTraceElement[] decodeBacktrace();

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == UNASSIGNED_STACK || (stackTrace == null && backtrace != null)) {
            stackTrace = backtrace == null ? UNASSIGNED_STACK : decodeBacktrace();
        } else if (stackTrace == null) {
            return UNASSIGNED_STACK;
        }
        return stackTrace;
    }

    /** The trace travels decoded (the backtrace is transient), as the JDK writes it. */
    private synchronized void writeObject(java.io.ObjectOutputStream out) throws java.io.IOException {
        getOurStackTrace();
        out.defaultWriteObject();
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] copy = stackTrace.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (this.stackTrace == null && backtrace == null) {
                return;
            }
            this.stackTrace = copy;
        }
    }

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressed == null) {
            return;
        }
        Throwable[] grown = new Throwable[suppressed.length + 1];
        System.arraycopy(suppressed, 0, grown, 0, suppressed.length);
        grown[suppressed.length] = exception;
        suppressed = grown;
    }

    public final synchronized Throwable[] getSuppressed() {
        if (suppressed == null || suppressed.length == 0) {
            return NO_SUPPRESSED;
        }
        return suppressed.clone();
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        synchronized (s) {
            printTrace(new TraceOutput.ToStream(s));
        }
    }

    public void printStackTrace(PrintWriter s) {
        synchronized (s) {
            printTrace(new TraceOutput.ToWriter(s));
        }
    }

    /**
     * JDK format: this throwable and its frames, then its suppressed exceptions
     * (indented by a tab) and its cause chain, each omitting the frames it
     * shares at the bottom with the trace that encloses it.
     */
    private void printTrace(TraceOutput out) {
        TraceOutput.Seen seen = new TraceOutput.Seen();
        seen.add(this);
        out.println(this);
        StackTraceElement[] trace = getOurStackTrace();
        for (StackTraceElement frame : trace) {
            out.println("\tat " + frame);
        }
        for (Throwable se : getSuppressed()) {
            se.printEnclosedTrace(out, trace, "Suppressed: ", "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedTrace(out, trace, "Caused by: ", "", seen);
        }
    }

    private void printEnclosedTrace(TraceOutput out, StackTraceElement[] enclosingTrace, String caption,
            String prefix, TraceOutput.Seen seen) {
        if (seen.contains(this)) {
            out.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        seen.add(this);
        StackTraceElement[] trace = getOurStackTrace();
        int last = trace.length - 1;
        int enclosing = enclosingTrace.length - 1;
        while (last >= 0 && enclosing >= 0 && trace[last].equals(enclosingTrace[enclosing])) {
            last--;
            enclosing--;
        }
        int framesInCommon = trace.length - 1 - last;
        out.println(prefix + caption + this);
        for (int i = 0; i <= last; i++) {
            out.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            out.println(prefix + "\t... " + framesInCommon + " more");
        }
        for (Throwable se : getSuppressed()) {
            se.printEnclosedTrace(out, trace, "Suppressed: ", prefix + "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedTrace(out, trace, "Caused by: ", prefix, seen);
        }
    }
}
