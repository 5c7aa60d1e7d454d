package jdk.internal.loader;

import java.io.IOException;
import java.net.URL;
import java.security.SecureClassLoader;
import java.util.Collections;
import java.util.Enumeration;

/**
 * The built-in platform and application class loaders as Java objects,
 * named as in the JDK. Both are made on first use (Class.getClassLoader,
 * ClassLoader.getSystemClassLoader, ...). The application loader's Java
 * object is bound to the VM's application loader, which reads the class
 * path (-cp) and asks the bootstrap loader first; the platform loader
 * defines no classes of its own (Loupe's class library is all bootstrap).
 */
public class ClassLoaders {
    private static final PlatformClassLoader PLATFORM_LOADER = new PlatformClassLoader();
    private static final AppClassLoader APP_LOADER = new AppClassLoader(PLATFORM_LOADER);

    static {
        bindAppLoader(APP_LOADER);
    }

    private ClassLoaders() {
    }

    public static ClassLoader appClassLoader() {
        return APP_LOADER;
    }

    public static ClassLoader platformClassLoader() {
        return PLATFORM_LOADER;
    }

    private static native void bindAppLoader(ClassLoader app);

    /** The class library's class of that name, else ClassNotFoundException. */
    private static native Class<?> loadBootClass(String name) throws ClassNotFoundException;

    /** The class through the VM's application loader (bootstrap first, then the class path). */
    private static native Class<?> loadAppClass(String name) throws ClassNotFoundException;

    private static final class PlatformClassLoader extends SecureClassLoader {
        static {
            ClassLoader.registerAsParallelCapable();
        }

        PlatformClassLoader() {
            super("platform", null);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            return loadBootClass(name);
        }
    }

    private static final class AppClassLoader extends SecureClassLoader {
        static {
            ClassLoader.registerAsParallelCapable();
        }

        AppClassLoader(ClassLoader parent) {
            super("app", parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            return loadAppClass(name);
        }

        @Override
        protected URL findResource(String name) {
            return loupe.internal.ClassPathResources.find(name);
        }

        @Override
        protected Enumeration<URL> findResources(String name) throws IOException {
            return Collections.enumeration(loupe.internal.ClassPathResources.findAll(name));
        }
    }
}
