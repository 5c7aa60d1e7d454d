package java.lang;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import loupe.internal.FileIO;
import loupe.internal.Processes;

/**
 * Describes a child process (command, working directory, environment, where
 * its standard streams go) and starts it (start). The operating system does
 * the work: posix_spawn through loupe.internal.Processes.
 */
public final class ProcessBuilder {
    private List<String> command;
    private File directory;
    private Map<String, String> environment;
    private boolean redirectErrorStream;
    private Redirect[] redirects = {Redirect.PIPE, Redirect.PIPE, Redirect.PIPE};

    public ProcessBuilder(List<String> command) {
        if (command == null) {
            throw new NullPointerException();
        }
        this.command = command;
    }

    public ProcessBuilder(String... command) {
        this.command = new ArrayList<>(Arrays.asList(command));
    }

    public ProcessBuilder command(List<String> command) {
        if (command == null) {
            throw new NullPointerException();
        }
        this.command = command;
        return this;
    }

    public ProcessBuilder command(String... command) {
        this.command = new ArrayList<>(Arrays.asList(command));
        return this;
    }

    public List<String> command() {
        return command;
    }

    /** A modifiable copy of this process's environment, made on first use. */
    public Map<String, String> environment() {
        if (environment == null) {
            environment = new HashMap<>(System.getenv());
        }
        return environment;
    }

    public File directory() {
        return directory;
    }

    public ProcessBuilder directory(File directory) {
        this.directory = directory;
        return this;
    }

    /** Where a standard stream of the child goes: a pipe, this process's own, a file, or nowhere. */
    public abstract static class Redirect {
        public enum Type {
            PIPE, INHERIT, READ, WRITE, APPEND
        }

        public static final Redirect PIPE = new Redirect() {
            public Type type() {
                return Type.PIPE;
            }

            public String toString() {
                return type().toString();
            }
        };

        public static final Redirect INHERIT = new Redirect() {
            public Type type() {
                return Type.INHERIT;
            }

            public String toString() {
                return type().toString();
            }
        };

        /** Output thrown away (writing to the null device). */
        public static final Redirect DISCARD = to(new File("/dev/null"));

        public abstract Type type();

        public File file() {
            return null;
        }

        private Redirect() {}

        public static Redirect from(final File file) {
            return fileRedirect(Type.READ, file, "redirect to read from file \"");
        }

        public static Redirect to(final File file) {
            return fileRedirect(Type.WRITE, file, "redirect to write to file \"");
        }

        public static Redirect appendTo(final File file) {
            return fileRedirect(Type.APPEND, file, "redirect to append to file \"");
        }

        private static Redirect fileRedirect(final Type type, final File file, final String description) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new Redirect() {
                public Type type() {
                    return type;
                }

                public File file() {
                    return file;
                }

                public String toString() {
                    return description + file + "\"";
                }
            };
        }

        public boolean equals(Object obj) {
            if (obj == this) {
                return true;
            }
            if (!(obj instanceof Redirect)) {
                return false;
            }
            Redirect r = (Redirect) obj;
            return r.type() == type() && r.file() != null && r.file().equals(file());
        }

        public int hashCode() {
            File file = file();
            return file == null ? super.hashCode() : file.hashCode();
        }
    }

    public ProcessBuilder redirectInput(Redirect source) {
        if (source.type() == Redirect.Type.WRITE || source.type() == Redirect.Type.APPEND) {
            throw new IllegalArgumentException("Redirect invalid for reading: " + source);
        }
        redirects[0] = source;
        return this;
    }

    public ProcessBuilder redirectOutput(Redirect destination) {
        return redirectTo(1, destination);
    }

    public ProcessBuilder redirectError(Redirect destination) {
        return redirectTo(2, destination);
    }

    private ProcessBuilder redirectTo(int stream, Redirect destination) {
        if (destination.type() == Redirect.Type.READ) {
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        }
        redirects[stream] = destination;
        return this;
    }

    public ProcessBuilder redirectInput(File file) {
        return redirectInput(Redirect.from(file));
    }

    public ProcessBuilder redirectOutput(File file) {
        return redirectOutput(Redirect.to(file));
    }

    public ProcessBuilder redirectError(File file) {
        return redirectError(Redirect.to(file));
    }

    public Redirect redirectInput() {
        return redirects[0];
    }

    public Redirect redirectOutput() {
        return redirects[1];
    }

    public Redirect redirectError() {
        return redirects[2];
    }

    public ProcessBuilder inheritIO() {
        Arrays.fill(redirects, Redirect.INHERIT);
        return this;
    }

    public boolean redirectErrorStream() {
        return redirectErrorStream;
    }

    public ProcessBuilder redirectErrorStream(boolean redirectErrorStream) {
        this.redirectErrorStream = redirectErrorStream;
        return this;
    }

    /**
     * Starts the process. A program that cannot be run gives the JDK's
     * IOException: Cannot run program "x" (in directory "d"): error=2, No
     * such file or directory.
     */
    public Process start() throws IOException {
        String[] cmd = command.toArray(new String[0]);
        for (String arg : cmd) {
            if (arg == null) {
                throw new NullPointerException();
            }
        }
        if (cmd.length == 0) {
            throw new ArrayIndexOutOfBoundsException("Index 0 out of bounds for length 0");
        }
        String[] env = null;
        if (environment != null) {
            env = new String[environment.size()];
            int i = 0;
            for (Map.Entry<String, String> e : environment.entrySet()) {
                env[i++] = e.getKey() + "=" + e.getValue();
            }
        }
        int[] wiring = new int[3];
        int[] opened = {-1, -1, -1};
        try {
            for (int stream = 0; stream < 3; stream++) {
                wiring[stream] = wiringOf(redirects[stream], stream, opened);
            }
            return new ChildProcess(Processes.spawn(cmd, env, directory == null ? null : directory.getPath(), wiring,
                    redirectErrorStream));
        } catch (IOException e) {
            String where = directory == null ? "" : " (in directory \"" + directory + "\")";
            throw new IOException("Cannot run program \"" + cmd[0] + "\"" + where + ": " + e.getMessage(), e);
        } finally {
            for (int fd : opened) {
                if (fd >= 0) {
                    FileIO.close(fd);
                }
            }
        }
    }

    /** The Processes wiring of one stream; files are opened here (and closed once the child has them). */
    private static int wiringOf(Redirect redirect, int stream, int[] opened) throws IOException {
        switch (redirect.type()) {
            case PIPE:
                return Processes.PIPE;
            case INHERIT:
                return Processes.INHERIT;
            case READ:
                return opened[stream] = FileIO.open(redirect.file().getPath(), FileIO.READ);
            case WRITE:
                return opened[stream] = FileIO.open(redirect.file().getPath(), FileIO.WRITE);
            default:
                return opened[stream] = FileIO.open(redirect.file().getPath(), FileIO.APPEND);
        }
    }
}
