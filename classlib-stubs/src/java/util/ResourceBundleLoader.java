package java.util;

import java.io.IOException;
import java.io.InputStream;

/**
 * ResourceBundle.getBundle's search. For the target locale, then each
 * fallback locale, the control's candidate locales are tried from the least
 * specific (Locale.ROOT) up, each loaded bundle becoming the parent of the
 * next one found; the result is the most specific bundle. A result that is
 * only the base bundle is kept in reserve while the fallback locale (the
 * default locale) is tried, as in the JDK. Loaded bundles, and the names
 * found missing, are cached by base name and locale (whatever the control) until clearCache.
 */
final class ResourceBundleLoader {
    /** Marks a bundle name that was looked up and not found. */
    private static final Object NOT_FOUND = new Object();
    private static final Map<Object, Object> CACHE = new HashMap<>();

    private ResourceBundleLoader() {
    }

    static synchronized void clearCache() {
        CACHE.clear();
    }

    static ResourceBundle find(String baseName, Locale targetLocale, ResourceBundle.Control control) {
        ResourceBundle baseBundle = null;
        RuntimeException cause = null;
        for (Locale locale = targetLocale; locale != null; locale = control.getFallbackLocale(baseName, locale)) {
            List<Locale> candidates = control.getCandidateLocales(baseName, locale);
            ResourceBundle found = null;
            for (int i = candidates.size() - 1; i >= 0; i--) {
                ResourceBundle bundle;
                try {
                    bundle = load(baseName, candidates.get(i), control, found);
                } catch (RuntimeException failure) {
                    cause = failure;
                    bundle = null;
                }
                if (bundle != null) {
                    found = bundle;
                }
            }
            if (found != null) {
                boolean isBase = Locale.ROOT.equals(found.locale);
                if (!isBase || found.locale.equals(targetLocale)
                        || (candidates.size() == 1 && found.locale.equals(candidates.get(0)))) {
                    return found;
                }
                if (baseBundle == null) {
                    baseBundle = found;
                }
            }
        }
        if (baseBundle != null) {
            return baseBundle;
        }
        throw new MissingResourceException("Can't find bundle for base name " + baseName + ", locale " + targetLocale,
                baseName + "_" + targetLocale, "", cause);
    }

    /** The bundle for one candidate locale (cached), its parent set when first loaded. */
    private static ResourceBundle load(String baseName, Locale locale, ResourceBundle.Control control,
            ResourceBundle parent) {
        String bundleName = control.toBundleName(baseName, locale);
        // As in the JDK, the cache key is the base name and locale, not the
        // control: a later getBundle with other formats gets the cached bundle.
        List<Object> key = Arrays.asList(baseName, locale);
        boolean cacheable = control.getTimeToLive(baseName, locale) != ResourceBundle.Control.TTL_DONT_CACHE;
        synchronized (ResourceBundleLoader.class) {
            Object cached = cacheable ? CACHE.get(key) : null;
            if (cached == NOT_FOUND) {
                return null;
            }
            if (cached != null) {
                return (ResourceBundle) cached;
            }
        }
        ResourceBundle bundle = null;
        for (String format : control.getFormats(baseName)) {
            bundle = newBundle(bundleName, format, control);
            if (bundle != null) {
                break;
            }
        }
        if (bundle != null) {
            bundle.locale = locale;
            bundle.baseName = baseName;
            if (bundle.parent == null) {
                bundle.setParent(parent);
            }
        }
        if (cacheable) {
            synchronized (ResourceBundleLoader.class) {
                Object raced = CACHE.get(key);
                if (raced instanceof ResourceBundle) {
                    return (ResourceBundle) raced;
                }
                CACHE.put(key, bundle != null ? bundle : NOT_FOUND);
            }
        }
        return bundle;
    }

    /** A bundle of one format ("java.class" or "java.properties"), or null. */
    private static ResourceBundle newBundle(String bundleName, String format, ResourceBundle.Control control) {
        if (format.equals("java.class")) {
            Class<?> bundleClass;
            try {
                // Class.forName would search the class library's own loader,
                // the caller here; bundles live on the application class path.
                bundleClass = loupe.internal.Members.loadClass(bundleName, null);
            } catch (ClassNotFoundException | LinkageError absent) {
                return null;
            }
            if (!ResourceBundle.class.isAssignableFrom(bundleClass)) {
                throw new ClassCastException(bundleClass.getName() + " cannot be cast to ResourceBundle");
            }
            try {
                return (ResourceBundle) bundleClass.getDeclaredConstructor().newInstance();
            } catch (ReflectiveOperationException inaccessible) {
                return null;
            }
        }
        if (format.equals("java.properties")) {
            InputStream in = loupe.internal.ClassPathResources.open(control.toResourceName(bundleName, "properties"));
            if (in == null) {
                return null;
            }
            try {
                try {
                    return new PropertyResourceBundle(in);
                } finally {
                    in.close();
                }
            } catch (IOException unreadable) {
                return null;
            }
        }
        throw new IllegalArgumentException("unknown format: " + format);
    }
}
