package loupe.internal;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Values the class library keeps per class loader, in the loader object
 * itself, so that they live exactly as long as the loader: a cache of
 * something about a class (its proxy classes, its enum constants, its
 * serial descriptor) kept in a static map would keep the class, and so its
 * loader, forever, and a plugin's loader could never be unloaded. The
 * bootstrap loader, which is never unloaded, has a static map.
 * java.lang.ClassLoader installs the implementation when it is initialized,
 * before any loader object exists.
 */
public abstract class LoaderValues {
    private static LoaderValues instance;
    private static final Map<Object, Object> BOOTSTRAP = new IdentityHashMap<>();

    protected LoaderValues() {
    }

    public static void install(LoaderValues values) {
        if (instance != null) {
            throw new IllegalStateException("already installed");
        }
        instance = values;
    }

    /** The loader's map, made on first use (called with LoaderValues.class locked). */
    protected abstract Map<Object, Object> values(ClassLoader loader);

    /**
     * The value `owner` (a key private to its class) keeps for `loader`
     * (null: the bootstrap loader), made by `make` on first use.
     */
    @SuppressWarnings("unchecked")
    public static <T> T of(ClassLoader loader, Object owner, Supplier<T> make) {
        synchronized (LoaderValues.class) {
            Map<Object, Object> values = loader == null ? BOOTSTRAP : instance.values(loader);
            Object value = values.get(owner);
            if (value == null) {
                value = make.get();
                values.put(owner, value);
            }
            return (T) value;
        }
    }
}
