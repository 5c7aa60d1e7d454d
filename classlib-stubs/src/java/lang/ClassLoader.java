package java.lang;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.ByteBuffer;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A class loader. The VM keeps a record of each loader it meets
 * (vm/runtime/java_loaders.cpp), made the first time the loader defines a
 * class or the VM needs one of its classes, and linked to this object
 * through {@code vmLoader}. When code defined by this loader names a class
 * it has not loaded yet, the VM calls {@link #loadClass(String)}, then
 * remembers the answer. The bootstrap loader is null; the built-in
 * platform and application loaders are in jdk.internal.loader.ClassLoaders.
 */
public abstract class ClassLoader {
    /** The parent for delegation; the VM reads it for messages. */
    private final ClassLoader parent;
    /** The name given at construction, or null; the VM reads it for messages. */
    private final String name;
    /** The VM's record of this loader (a native pointer), 0 until the VM makes it. */
    private long vmLoader;
    /** The class library's values for this loader (loupe.internal.LoaderValues). */
    private java.util.Map<Object, Object> libraryValues;

    static {
        loupe.internal.LoaderValues.install(new loupe.internal.LoaderValues() {
            @Override
            protected java.util.Map<Object, Object> values(ClassLoader loader) {
                if (loader.libraryValues == null) {
                    loader.libraryValues = new java.util.IdentityHashMap<>();
                }
                return loader.libraryValues;
            }
        });
    }
    /** Parallel-capable loaders: one lock object per class name. Null: the loader itself is the lock. */
    private final ConcurrentHashMap<String, Object> parallelLockMap;

    /** Which loader classes registered as parallel capable. */
    private static final class ParallelLoaders {
        private static final Set<Class<?>> registered = new HashSet<>();

        static {
            registered.add(ClassLoader.class);
        }

        static synchronized boolean register(Class<?> c) {
            if (registered.contains(c.getSuperclass())) {
                registered.add(c);
                return true;
            }
            return false;
        }

        static synchronized boolean isRegistered(Class<?> c) {
            return registered.contains(c);
        }
    }

    protected ClassLoader(String name, ClassLoader parent) {
        if (name != null && name.isEmpty()) {
            throw new IllegalArgumentException("name must be non-empty or null");
        }
        this.name = name;
        this.parent = parent;
        this.parallelLockMap = ParallelLoaders.isRegistered(getClass()) ? new ConcurrentHashMap<>() : null;
    }

    protected ClassLoader(ClassLoader parent) {
        this(null, parent);
    }

    protected ClassLoader() {
        this(null, getSystemClassLoader());
    }

    public String getName() {
        return name;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public static ClassLoader getSystemClassLoader() {
        return jdk.internal.loader.ClassLoaders.appClassLoader();
    }

    public static ClassLoader getPlatformClassLoader() {
        return jdk.internal.loader.ClassLoaders.platformClassLoader();
    }

    // -- Loading classes

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    /**
     * Parent first: a class this loader already loaded, else the parent's
     * (the bootstrap loader's when the parent is null), else findClass.
     */
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                try {
                    c = parent != null ? parent.loadClass(name, false) : findBootstrapClassOrNull(name);
                } catch (ClassNotFoundException notInParent) {
                    // then this loader's own
                }
                if (c == null) {
                    c = findClass(name);
                }
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    protected Object getClassLoadingLock(String className) {
        if (parallelLockMap == null) {
            return this;
        }
        Object lock = new Object();
        Object existing = parallelLockMap.putIfAbsent(className, lock);
        return existing != null ? existing : lock;
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    protected Class<?> findClass(String moduleName, String name) {
        if (moduleName == null) {
            try {
                return findClass(name);
            } catch (ClassNotFoundException e) {
                // null below
            }
        }
        return null;
    }

    protected final Class<?> findLoadedClass(String name) {
        if (!checkName(name)) {
            return null;
        }
        return findLoadedClass0(name);
    }

    private native Class<?> findLoadedClass0(String name);

    protected final Class<?> findSystemClass(String name) throws ClassNotFoundException {
        return getSystemClassLoader().loadClass(name);
    }

    /** The class library's class of that binary name, or null. */
    static Class<?> findBootstrapClassOrNull(String name) {
        if (!checkName(name)) {
            return null;
        }
        return findBootstrapClass(name);
    }

    private static native Class<?> findBootstrapClass(String name);

    protected final void resolveClass(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        // Loupe links every class when it is loaded.
    }

    // -- Defining classes

    @Deprecated
    protected final Class<?> defineClass(byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(null, b, off, len, null);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(name, b, off, len, null);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len, ProtectionDomain protectionDomain)
            throws ClassFormatError {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException(
                    "Array region " + off + ".." + ((long) off + len) + " out of bounds for length " + b.length);
        }
        checkDefinedName(name);
        return defineClass0(name, b, off, len, sourceOf(protectionDomain));
    }

    protected final Class<?> defineClass(String name, ByteBuffer b, ProtectionDomain protectionDomain)
            throws ClassFormatError {
        int len = b.remaining();
        if (b.hasArray()) {
            return defineClass(name, b.array(), b.arrayOffset() + b.position(), len, protectionDomain);
        }
        byte[] copy = new byte[len];
        b.get(copy);
        return defineClass(name, copy, 0, len, protectionDomain);
    }

    /** What -verbose:class prints as the class's source, as HotSpot does. */
    private static String sourceOf(ProtectionDomain domain) {
        if (domain != null && domain.getCodeSource() != null && domain.getCodeSource().getLocation() != null) {
            return domain.getCodeSource().getLocation().toString();
        }
        return "__JVM_DefineClass__";
    }

    private static void checkDefinedName(String name) {
        if (!checkName(name)) {
            throw new NoClassDefFoundError("IllegalName: " + name);
        }
        if (name != null && name.startsWith("java.")) {
            throw new SecurityException("Prohibited package name: " + name.substring(0, name.lastIndexOf('.')));
        }
    }

    /** A binary name may not contain '/' nor start with '['. */
    private static boolean checkName(String name) {
        if (name == null || name.isEmpty()) {
            return true;
        }
        return name.indexOf('/') < 0 && name.charAt(0) != '[';
    }

    private native Class<?> defineClass0(String name, byte[] b, int off, int len, String source);

    protected final void setSigners(Class<?> c, Object[] signers) {
    }

    // -- Parallel capability

    @SuppressWarnings("unused")
    protected static boolean registerAsParallelCapable() {
        Class<?> caller = callerClass();
        return caller != null && ParallelLoaders.register(caller);
    }

    /** The class whose code called into ClassLoader (registerAsParallelCapable's caller). */
    private static native Class<?> callerClass();

    public final boolean isRegisteredAsParallelCapable() {
        return parallelLockMap != null;
    }

    // -- Resources

    public URL getResource(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        URL url = parent != null ? parent.getResource(name) : null;  // the bootstrap loader has none to offer
        return url != null ? url : findResource(name);
    }

    public Enumeration<URL> getResources(String name) throws IOException {
        if (name == null) {
            throw new NullPointerException();
        }
        List<URL> all = new ArrayList<>();
        if (parent != null) {
            all.addAll(Collections.list(parent.getResources(name)));
        }
        all.addAll(Collections.list(findResources(name)));
        return Collections.enumeration(all);
    }

    public InputStream getResourceAsStream(String name) {
        URL url = getResource(name);
        try {
            return url != null ? url.openStream() : null;
        } catch (IOException e) {
            return null;
        }
    }

    protected URL findResource(String name) {
        return null;
    }

    protected URL findResource(String moduleName, String name) throws IOException {
        return moduleName == null ? findResource(name) : null;
    }

    protected Enumeration<URL> findResources(String name) throws IOException {
        return Collections.emptyEnumeration();
    }

    public static URL getSystemResource(String name) {
        return getSystemClassLoader().getResource(name);
    }

    public static Enumeration<URL> getSystemResources(String name) throws IOException {
        return getSystemClassLoader().getResources(name);
    }

    public static InputStream getSystemResourceAsStream(String name) {
        return getSystemClassLoader().getResourceAsStream(name);
    }

    protected String findLibrary(String libname) {
        return null;
    }

    // -- Assertions: Loupe takes them from the command line only.

    public void setDefaultAssertionStatus(boolean enabled) {
    }

    public void setPackageAssertionStatus(String packageName, boolean enabled) {
    }

    public void setClassAssertionStatus(String className, boolean enabled) {
    }

    public void clearAssertionStatus() {
    }
}
