package loupe.internal;

/**
 * A value kept in a java.lang.ClassLoader object for the class library's
 * own use, so that it lives exactly as long as the loader: java.lang.reflect.Proxy
 * keeps the proxy classes it made for a loader there, and a plugin's loader
 * that made proxies can still be unloaded. java.lang.ClassLoader installs
 * the implementation when it is initialized, before any loader object exists.
 */
public abstract class LoaderValues {
    private static LoaderValues instance;

    protected LoaderValues() {
    }

    public static void install(LoaderValues values) {
        if (instance != null) {
            throw new IllegalStateException("already installed");
        }
        instance = values;
    }

    public static LoaderValues get() {
        return instance;
    }

    /** The Proxy class's value for `loader` (not null), or null. */
    public abstract Object proxyClasses(ClassLoader loader);

    public abstract void setProxyClasses(ClassLoader loader, Object value);
}
