package java.lang;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import loupe.internal.Processes;

/**
 * The Process of ProcessBuilder.start: the child's pid and, for each
 * standard stream that is a pipe, a buffered stream over the parent's end.
 * The exit code, once known, is kept (the child is reaped only once).
 */
final class ChildProcess extends Process {
    private final int pid;
    private final OutputStream stdin;
    private final InputStream stdout;
    private final InputStream stderr;
    private boolean exited;
    private int exitCode;

    ChildProcess(int[] spawned) {
        pid = spawned[0];
        stdin = spawned[1] < 0 ? NullStreams.OUTPUT : new BufferedOutputStream(new FileOutputStream(descriptor(spawned[1])));
        stdout = spawned[2] < 0 ? NullStreams.INPUT : new BufferedInputStream(new FileInputStream(descriptor(spawned[2])));
        stderr = spawned[3] < 0 ? NullStreams.INPUT : new BufferedInputStream(new FileInputStream(descriptor(spawned[3])));
    }

    private static FileDescriptor descriptor(int fd) {
        return loupe.internal.FileIO.descriptorOf(fd);
    }

    public OutputStream getOutputStream() {
        return stdin;
    }

    public InputStream getInputStream() {
        return stdout;
    }

    public InputStream getErrorStream() {
        return stderr;
    }

    public synchronized int waitFor() throws InterruptedException {
        if (!exited) {
            try {
                exitCode = Processes.waitFor(pid);
            } catch (IOException e) {
                throw new InternalError(e);
            }
            exited = true;
        }
        return exitCode;
    }

    public synchronized int exitValue() {
        if (!exited) {
            int code;
            try {
                code = Processes.poll(pid);
            } catch (IOException e) {
                throw new InternalError(e);
            }
            if (code < 0) {
                throw new IllegalThreadStateException("process hasn't exited");
            }
            exitCode = code;
            exited = true;
        }
        return exitCode;
    }

    public void destroy() {
        kill(false);
    }

    public Process destroyForcibly() {
        kill(true);
        return this;
    }

    private synchronized void kill(boolean forcibly) {
        if (!exited) {
            Processes.kill(pid, forcibly);
        }
        try {
            stdin.close();
        } catch (IOException ignored) {
            // the child is going away
        }
    }

    public boolean supportsNormalTermination() {
        return true;
    }

    public long pid() {
        return pid;
    }

    public String toString() {
        return "Process[pid=" + pid + ", exitValue=" + (isAlive() ? "\"not exited\"" : String.valueOf(exitCode)) + "]";
    }
}
