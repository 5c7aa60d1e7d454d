package java.lang;

import java.io.File;
import java.io.IOException;

/** The running VM: exit and halt, shutdown hooks, processors and heap figures. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /** Runs the shutdown hooks, then ends the VM with the given status. */
    public void exit(int status) {
        Shutdown.exit(status);
    }

    /** Ends the VM at once; no hook runs. */
    public void halt(int status) {
        Shutdown.halt(status);
    }

    public void addShutdownHook(Thread hook) {
        Shutdown.add(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return Shutdown.remove(hook);
    }

    public Process exec(String command) throws IOException {
        return exec(command, null, null);
    }

    public Process exec(String command, String[] envp) throws IOException {
        return exec(command, envp, null);
    }

    /** The command is split at white space (StringTokenizer's rule), as the JDK does. */
    public Process exec(String command, String[] envp, File dir) throws IOException {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("Empty command");
        }
        java.util.StringTokenizer words = new java.util.StringTokenizer(command);
        String[] cmdarray = new String[words.countTokens()];
        for (int i = 0; words.hasMoreTokens(); i++) {
            cmdarray[i] = words.nextToken();
        }
        return exec(cmdarray, envp, dir);
    }

    public Process exec(String[] cmdarray) throws IOException {
        return exec(cmdarray, null, null);
    }

    public Process exec(String[] cmdarray, String[] envp) throws IOException {
        return exec(cmdarray, envp, null);
    }

    /** envp: "NAME=value" strings replacing the environment (null: this process's). */
    public Process exec(String[] cmdarray, String[] envp, File dir) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(cmdarray).directory(dir);
        if (envp != null) {
            java.util.Map<String, String> env = builder.environment();
            env.clear();
            for (String entry : envp) {
                int eq = entry.indexOf('=', 1);
                if (eq > 0) {
                    env.put(entry.substring(0, eq), entry.substring(eq + 1));
                }
            }
        }
        return builder.start();
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    /** Runs the finalize() methods still pending, on this thread (java.lang.ref.Finalizer, through the VM). */
    public void runFinalization() {
        runFinalization0();
    }

    private static native void runFinalization0();

    /**
     * Loads a native library by absolute path: opens it, runs its JNI_OnLoad
     * and makes its Java_... functions available to native methods. A library
     * already loaded is not loaded again. Messages are HotSpot's.
     */
    public void load(String filename) {
        File file = new File(filename);
        if (!file.isAbsolute()) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: " + filename);
        }
        if (!file.exists()) {
            throw new UnsatisfiedLinkError("Can't load library: " + filename);
        }
        load0(filename);
    }

    /** Loads lib&lt;libname&gt;.so from the first directory of java.library.path that has it. */
    public void loadLibrary(String libname) {
        if (libname.indexOf('/') >= 0) {
            throw new UnsatisfiedLinkError("Directory separator should not appear in library name: " + libname);
        }
        String fileName = System.mapLibraryName(libname);
        String path = libraryPath();
        int start = path.isEmpty() ? 1 : 0;
        while (start <= path.length()) {
            int end = path.indexOf(':', start);
            if (end < 0) {
                end = path.length();
            }
            // As the JDK: an empty element means the current directory.
            String dir = end == start ? "." : path.substring(start, end);
            File file = new File(dir, fileName);
            if (file.exists()) {
                load0(file.getPath());
                return;
            }
            start = end + 1;
        }
        throw new UnsatisfiedLinkError("no " + libname + " in java.library.path: " + path);
    }

    /** Read once, as the JDK reads it at startup: later changes to the property have no effect. */
    private static String libraryPath;

    private static synchronized String libraryPath() {
        if (libraryPath == null) {
            libraryPath = System.getProperty("java.library.path", "");
        }
        return libraryPath;
    }

    private static native void load0(String path);
}
