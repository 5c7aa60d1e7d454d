package java.lang;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.util.HashMap;
import java.util.Map;

/**
 * Standard streams, properties, time and a few VM services. The VM calls
 * {@link #initPhase1()} once the core classes are loaded, before any user code.
 */
public final class System {
    /** Set by setIn0/setOut0/setErr0 (the VM writes these final fields). */
    public static final InputStream in = null;
    public static final PrintStream out = null;
    public static final PrintStream err = null;

    private static HashMap<String, String> props;
    private static String lineSeparator;

    private System() {}

    /** Called by the VM after the core classes are loaded: properties, then the standard streams. */
    private static void initPhase1() {
        HashMap<String, String> p = new HashMap<>();
        String[] kv = vmProperties();
        for (int i = 0; i + 1 < kv.length; i += 2) {
            p.put(kv[i], kv[i + 1]);
        }
        props = p;
        lineSeparator = p.getOrDefault("line.separator", "\n");
        String encoding = p.getOrDefault("file.encoding", "UTF-8");
        setIn0(new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
        setOut0(newPrintStream(new FileOutputStream(FileDescriptor.out), p.getOrDefault("stdout.encoding", encoding)));
        setErr0(newPrintStream(new FileOutputStream(FileDescriptor.err), p.getOrDefault("stderr.encoding", encoding)));
    }

    /** As the JDK: a small buffer under an auto-flushing PrintStream, so every print reaches the fd. */
    private static PrintStream newPrintStream(FileOutputStream fos, String encoding) {
        BufferedOutputStream buffered = new BufferedOutputStream(fos, 128);
        try {
            return new PrintStream(buffered, true, encoding);
        } catch (UnsupportedEncodingException e) {
            return new PrintStream(buffered, true);
        }
    }

    /** Key/value pairs: the VM's defaults overlaid with -D options. */
    private static native String[] vmProperties();

    private static native void setIn0(InputStream in);

    private static native void setOut0(PrintStream out);

    private static native void setErr0(PrintStream err);

    public static void setIn(InputStream in) {
        setIn0(in);
    }

    public static void setOut(PrintStream out) {
        setOut0(out);
    }

    public static void setErr(PrintStream err) {
        setErr0(err);
    }

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native int identityHashCode(Object x);

    public static String lineSeparator() {
        return lineSeparator;
    }

    public static String getProperty(String key) {
        checkKey(key);
        return props.get(key);
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        String v = props.get(key);
        return v == null ? def : v;
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        return props.put(key, value);
    }

    public static String clearProperty(String key) {
        checkKey(key);
        return props.remove(key);
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return getenv0(name);
    }

    private static native String getenv0(String name);

    public static Map<String, String> getenv() {
        HashMap<String, String> env = new HashMap<>();
        String[] kv = environment0();
        for (int i = 0; i + 1 < kv.length; i += 2) {
            env.put(kv[i], kv[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(env);
    }

    private static native String[] environment0();

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    /** Loads the native library at an absolute path (see Runtime.load). */
    public static void load(String filename) {
        Runtime.getRuntime().load(filename);
    }

    /** Loads lib&lt;libname&gt;.so from java.library.path (see Runtime.loadLibrary). */
    public static void loadLibrary(String libname) {
        Runtime.getRuntime().loadLibrary(libname);
    }

    public static String mapLibraryName(String libname) {
        if (libname == null) {
            throw new NullPointerException();
        }
        return "lib" + libname + ".so";
    }

    public static void runFinalization() {
        Runtime.getRuntime().runFinalization();
    }
}
