package loupe.internal;

import java.io.IOException;

/**
 * Child processes (vm/natives/process_natives.cpp): posix_spawn with the
 * standard streams wired as asked, and waitpid and kill by process id.
 */
public final class Processes {
    private Processes() {}

    /**
     * How a standard stream of the child is wired: a pipe, this process's
     * own stream, or (0 or more) a descriptor the child gets, such as a file
     * opened for a redirect (DISCARD is a redirect to /dev/null).
     */
    public static final int PIPE = -1, INHERIT = -2;

    /**
     * Starts command[0] (searched on PATH) with the arguments, the
     * environment ("NAME=value" strings; null: this process's), the working
     * directory (null: this process's) and the wiring of stdin, stdout and
     * stderr (redirectErrorStream sends stderr where stdout goes). Answers
     * {pid, stdin write end, stdout read end, stderr read end}, -1 where there
     * is no pipe; IOException "error=2, No such file or directory" when the
     * program cannot be run.
     */
    public static native int[] spawn(String[] command, String[] environment, String directory, int[] wiring,
            boolean redirectErrorStream) throws IOException;

    /** Waits for the child to end and answers its exit code (128 + the signal when killed). */
    public static native int waitFor(int pid) throws IOException;

    /** The exit code if the child has ended, else -1. Reaps it: ask again only while it runs. */
    public static native int poll(int pid) throws IOException;

    /** SIGTERM, or SIGKILL when forcibly. */
    public static native void kill(int pid, boolean forcibly);
}
