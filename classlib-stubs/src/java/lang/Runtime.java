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

    private static Version version;

    /** The version of this runtime: java.runtime.version (or java.version) parsed. */
    public static Version version() {
        Version v = version;
        if (v == null) {
            String text = System.getProperty("java.runtime.version");
            v = version = Version.parse(text != null ? text : System.getProperty("java.version"));
        }
        return v;
    }

    /** A version string of the JDK's form, parsed: numbers, pre-release, build, optional text. */
    public static final class Version implements Comparable<Version> {
        private final java.util.List<Integer> version;
        private final java.util.Optional<String> pre;
        private final java.util.Optional<Integer> build;
        private final java.util.Optional<String> optional;

        Version(java.util.List<Integer> version, java.util.Optional<String> pre, java.util.Optional<Integer> build,
                java.util.Optional<String> optional) {
            this.version = version;
            this.pre = pre;
            this.build = build;
            this.optional = optional;
        }

        public static Version parse(String s) {
            return RuntimeVersion.parse(s);
        }

        private int element(int i) {
            return i < version.size() ? version.get(i).intValue() : 0;
        }

        public int feature() { return element(0); }
        public int interim() { return element(1); }
        public int update() { return element(2); }
        public int patch() { return element(3); }
        @Deprecated public int major() { return feature(); }
        @Deprecated public int minor() { return interim(); }
        @Deprecated public int security() { return update(); }
        public java.util.List<Integer> version() { return version; }
        public java.util.Optional<String> pre() { return pre; }
        public java.util.Optional<Integer> build() { return build; }
        public java.util.Optional<String> optional() { return optional; }

        @Override
        public int compareTo(Version other) {
            return compare(other, false);
        }

        public int compareToIgnoreOptional(Version other) {
            return compare(other, true);
        }

        /** Numbers element by element (a shorter list first on a tie), then pre-release (none is greater), build, optional. */
        private int compare(Version other, boolean ignoreOptional) {
            int n = Math.max(version.size(), other.version.size());
            for (int i = 0; i < n; i++) {
                int a = i < version.size() ? version.get(i).intValue() : -1;
                int b = i < other.version.size() ? other.version.get(i).intValue() : -1;
                if (a != b) {
                    return a < b ? -1 : 1;
                }
            }
            int c = comparePre(pre, other.pre);
            if (c != 0) return c;
            c = Integer.compare(build.orElse(0).intValue(), other.build.orElse(0).intValue());
            if (c != 0 || ignoreOptional) return c;
            if (optional.isPresent()) {
                return other.optional.isPresent() ? optional.get().compareTo(other.optional.get()) : 1;
            }
            return other.optional.isPresent() ? -1 : 0;
        }

        private static int comparePre(java.util.Optional<String> a, java.util.Optional<String> b) {
            if (!a.isPresent()) return b.isPresent() ? 1 : 0;
            if (!b.isPresent()) return -1;
            String x = a.get(), y = b.get();
            boolean xNum = x.matches("[0-9]+"), yNum = y.matches("[0-9]+");
            if (xNum && yNum) return new java.math.BigInteger(x).compareTo(new java.math.BigInteger(y));
            if (xNum) return -1;
            if (yNum) return 1;
            return x.compareTo(y);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Version && equalsIgnoreOptional(o) && optional.equals(((Version) o).optional);
        }

        public boolean equalsIgnoreOptional(Object o) {
            if (!(o instanceof Version)) return false;
            Version v = (Version) o;
            return version.equals(v.version) && pre.equals(v.pre) && build.equals(v.build);
        }

        @Override
        public int hashCode() {
            int h = 1;
            int p = 17;
            h = p * h + version.hashCode();
            h = p * h + pre.hashCode();
            h = p * h + build.hashCode();
            h = p * h + optional.hashCode();
            return h;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < version.size(); i++) {
                if (i > 0) sb.append('.');
                sb.append(version.get(i));
            }
            pre.ifPresent(p -> sb.append('-').append(p));
            if (build.isPresent()) {
                sb.append('+').append(build.get());
                optional.ifPresent(o -> sb.append('-').append(o));
            } else if (optional.isPresent()) {
                sb.append(pre.isPresent() ? "-" : "+-").append(optional.get());
            }
            return sb.toString();
        }
    }
}
