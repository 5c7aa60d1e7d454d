package java.util;

/**
 * Locale-specific objects looked up by key. {@link #getBundle} finds, for a
 * base name and a locale, the most specific bundle among the candidate
 * locales ("base_fr_CA", "base_fr", "base"), each a ListResourceBundle
 * subclass of that name or a properties file of that name on the class path,
 * chained to the less specific ones as parents (the search is in
 * {@link ResourceBundleLoader}). Loupe has no ClassLoader objects (and no
 * modules): the methods taking a ClassLoader or Module are missing, and every
 * bundle is found on the application class path.
 */
public abstract class ResourceBundle {
    /** The bundle searched when this one lacks a key. */
    protected ResourceBundle parent;

    /** Set by getBundle; null for a bundle made directly. */
    Locale locale;
    String baseName;

    public ResourceBundle() {
    }

    public String getBaseBundleName() {
        return baseName;
    }

    public final String getString(String key) {
        return (String) getObject(key);
    }

    public final String[] getStringArray(String key) {
        return (String[]) getObject(key);
    }

    /**
     * The value of key in this bundle, else in its parents. When no bundle
     * has it, the exception names the last bundle of the chain, as the JDK's
     * does (each parent is asked in turn and the last one gives up).
     */
    public final Object getObject(String key) {
        ResourceBundle last = this;
        for (ResourceBundle bundle = this; bundle != null; bundle = bundle.parent) {
            Object value = bundle.handleGetObject(key);
            if (value != null) {
                return value;
            }
            last = bundle;
        }
        String className = last.getClass().getName();
        throw new MissingResourceException("Can't find resource for bundle " + className + ", key " + key,
                className, key);
    }

    public Locale getLocale() {
        return locale;
    }

    protected void setParent(ResourceBundle parent) {
        this.parent = parent;
    }

    protected abstract Object handleGetObject(String key);

    public abstract Enumeration<String> getKeys();

    public boolean containsKey(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        for (ResourceBundle bundle = this; bundle != null; bundle = bundle.parent) {
            if (bundle.handleKeySet().contains(key)) {
                return true;
            }
        }
        return false;
    }

    /** The keys of this bundle and its parents. */
    public Set<String> keySet() {
        Set<String> keys = new HashSet<>();
        for (ResourceBundle bundle = this; bundle != null; bundle = bundle.parent) {
            keys.addAll(bundle.handleKeySet());
        }
        return keys;
    }

    /** The keys of this bundle alone whose values are not null. */
    protected Set<String> handleKeySet() {
        Set<String> keys = new HashSet<>();
        Enumeration<String> all = getKeys();
        while (all.hasMoreElements()) {
            String key = all.nextElement();
            if (handleGetObject(key) != null) {
                keys.add(key);
            }
        }
        return keys;
    }

    /** A bundle's own keys, then those of its parent chain not among them. */
    static Enumeration<String> keysWithParent(Set<String> own, ResourceBundle parent) {
        final Iterator<String> ownKeys = own.iterator();
        final Enumeration<String> parentKeys = parent == null ? null : parent.getKeys();
        final Set<String> shadowed = own;
        return new Enumeration<String>() {
            private String next;

            public boolean hasMoreElements() {
                if (next != null) {
                    return true;
                }
                if (ownKeys.hasNext()) {
                    next = ownKeys.next();
                    return true;
                }
                while (parentKeys != null && parentKeys.hasMoreElements()) {
                    String key = parentKeys.nextElement();
                    if (!shadowed.contains(key)) {
                        next = key;
                        return true;
                    }
                }
                return false;
            }

            public String nextElement() {
                if (!hasMoreElements()) {
                    throw new NoSuchElementException();
                }
                String key = next;
                next = null;
                return key;
            }
        };
    }

    public static final ResourceBundle getBundle(String baseName) {
        return getBundle(baseName, Locale.getDefault(), Control.DEFAULT);
    }

    public static final ResourceBundle getBundle(String baseName, Control control) {
        return getBundle(baseName, Locale.getDefault(), control);
    }

    public static final ResourceBundle getBundle(String baseName, Locale locale) {
        return getBundle(baseName, locale, Control.DEFAULT);
    }

    public static final ResourceBundle getBundle(String baseName, Locale targetLocale, Control control) {
        if (baseName == null || targetLocale == null || control == null) {
            throw new NullPointerException();
        }
        return ResourceBundleLoader.find(baseName, targetLocale, control);
    }

    /** Forgets every bundle getBundle has loaded. */
    public static final void clearCache() {
        ResourceBundleLoader.clearCache();
    }

    /** How getBundle searches: formats, candidate locales, fallback locale, bundle names. */
    public static class Control {
        public static final List<String> FORMAT_DEFAULT =
                Collections.unmodifiableList(Arrays.asList("java.class", "java.properties"));
        public static final List<String> FORMAT_CLASS = Collections.unmodifiableList(Arrays.asList("java.class"));
        public static final List<String> FORMAT_PROPERTIES =
                Collections.unmodifiableList(Arrays.asList("java.properties"));
        public static final long TTL_DONT_CACHE = -1;
        public static final long TTL_NO_EXPIRATION_CONTROL = -2;

        static final Control DEFAULT = new Control(FORMAT_DEFAULT, true);
        private static final Control CLASS_ONLY = new Control(FORMAT_CLASS, true);
        private static final Control PROPERTIES_ONLY = new Control(FORMAT_PROPERTIES, true);
        private static final Control NO_FALLBACK = new Control(FORMAT_DEFAULT, false);
        private static final Control CLASS_ONLY_NO_FALLBACK = new Control(FORMAT_CLASS, false);
        private static final Control PROPERTIES_ONLY_NO_FALLBACK = new Control(FORMAT_PROPERTIES, false);

        private final List<String> formats;
        private final boolean fallback;

        protected Control() {
            this(FORMAT_DEFAULT, true);
        }

        private Control(List<String> formats, boolean fallback) {
            this.formats = formats;
            this.fallback = fallback;
        }

        public static final Control getControl(List<String> formats) {
            List<String> checked = checkFormats(formats);
            return checked == FORMAT_CLASS ? CLASS_ONLY : checked == FORMAT_PROPERTIES ? PROPERTIES_ONLY : DEFAULT;
        }

        public static final Control getNoFallbackControl(List<String> formats) {
            List<String> checked = checkFormats(formats);
            return checked == FORMAT_CLASS ? CLASS_ONLY_NO_FALLBACK
                    : checked == FORMAT_PROPERTIES ? PROPERTIES_ONLY_NO_FALLBACK : NO_FALLBACK;
        }

        private static List<String> checkFormats(List<String> formats) {
            if (formats.equals(FORMAT_PROPERTIES)) {
                return FORMAT_PROPERTIES;
            }
            if (formats.equals(FORMAT_CLASS)) {
                return FORMAT_CLASS;
            }
            if (formats.equals(FORMAT_DEFAULT)) {
                return FORMAT_DEFAULT;
            }
            throw new IllegalArgumentException();
        }

        public List<String> getFormats(String baseName) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            return formats;
        }

        /**
         * The locales to look in, most specific first, ending with
         * Locale.ROOT: language_country_variant (and the variant cut at each
         * '_'), language_country, language.
         */
        public List<Locale> getCandidateLocales(String baseName, Locale locale) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            String language = locale.getLanguage();
            String country = locale.getCountry();
            String variant = locale.getVariant();
            List<Locale> candidates = new ArrayList<>();
            while (!variant.isEmpty()) {
                candidates.add(new Locale(language, country, variant));
                int cut = variant.lastIndexOf('_');
                variant = cut < 0 ? "" : variant.substring(0, cut);
            }
            if (!country.isEmpty()) {
                candidates.add(new Locale(language, country));
            }
            if (!language.isEmpty()) {
                candidates.add(new Locale(language));
            }
            candidates.add(Locale.ROOT);
            return candidates;
        }

        /** The default locale, unless that is the locale just searched (then null). */
        public Locale getFallbackLocale(String baseName, Locale locale) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            if (!fallback) {
                return null;
            }
            Locale defaultLocale = Locale.getDefault();
            return locale.equals(defaultLocale) ? null : defaultLocale;
        }

        public long getTimeToLive(String baseName, Locale locale) {
            if (baseName == null || locale == null) {
                throw new NullPointerException();
            }
            return TTL_NO_EXPIRATION_CONTROL;
        }

        /** "base", "base_fr", "base_fr_CA", "base__POSIX" (language or country may be empty). */
        public String toBundleName(String baseName, Locale locale) {
            if (locale == Locale.ROOT || locale.equals(Locale.ROOT)) {
                return baseName;
            }
            String language = locale.getLanguage();
            String country = locale.getCountry();
            String variant = locale.getVariant();
            StringBuilder sb = new StringBuilder(baseName).append('_');
            if (!variant.isEmpty()) {
                sb.append(language).append('_').append(country).append('_').append(variant);
            } else if (!country.isEmpty()) {
                sb.append(language).append('_').append(country);
            } else {
                sb.append(language);
            }
            return sb.toString();
        }

        public final String toResourceName(String bundleName, String suffix) {
            StringBuilder sb = new StringBuilder(bundleName.length() + 1 + suffix.length());
            sb.append(bundleName.replace('.', '/')).append('.').append(suffix);
            return sb.toString();
        }
    }
}
