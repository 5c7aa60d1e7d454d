// ResourceBundle: getBundle's locale candidates, parent chains, fallback to the default locale, Control, caching, List/PropertyResourceBundle, MissingResourceException; java.util.logging with bundles.
// loupe-test: java17-only
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.util.*;
import java.util.logging.*;

public class ResourceBundles {
    public static class Messages extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"hello", "Hello"}, {"bye", "Goodbye"}, {"colors", new String[] {"red", "green"}},
                {"count", 3}, {"only.base", "base"}};
        }
    }

    public static class Messages_fr extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"hello", "Bonjour"}, {"bye", "Au revoir"}};
        }
    }

    public static class Messages_fr_CA extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"hello", "Allo"}};
        }
    }

    public static class Messages_de extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"hello", "Hallo"}};
        }
    }

    /** Found as the bundle for Locale.ROOT only: there is no base class of this name without a suffix. */
    public static class OnlyGerman_de extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {{"k", "v"}};
        }
    }

    static String name(ResourceBundle b) {
        return b.getClass().getSimpleName() + "[" + b.getLocale() + "," + b.getBaseBundleName() + "]";
    }

    static void get(String baseName, Locale locale) {
        try {
            ResourceBundle b = ResourceBundle.getBundle(baseName, locale);
            System.out.println(locale + " -> " + name(b) + " hello=" + b.getString("hello") + " bye=" + b.getString("bye")
                    + " keys=" + new TreeSet<>(b.keySet()));
        } catch (MissingResourceException e) {
            System.out.println(locale + " -> " + e.getMessage() + " | " + e.getClassName() + " | " + e.getKey());
        }
    }

    static void keyLookup(ResourceBundle b, String key) {
        try {
            Object value = b.getObject(key);
            System.out.println(key + " = " + (value instanceof String[] ? Arrays.toString((String[]) value) : value));
        } catch (RuntimeException e) {
            System.out.println(key + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static void attempt(String what, Runnable action) {
        try {
            action.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    /** Loggers that name bundles; records carry them and formatMessage localizes. */
    static void logging() {
        Logger logger = Logger.getLogger("rb.app", "ResourceBundles$Messages");
        logger.setUseParentHandlers(false);
        logger.addHandler(new Handler() {
            public void publish(LogRecord r) {
                System.out.println(r.getLevel() + " " + r.getResourceBundleName() + " " + (r.getResourceBundle() != null)
                        + " [" + new SimpleFormatter().formatMessage(r) + "]");
            }

            public void flush() {
            }

            public void close() {
            }
        });
        Logger child = Logger.getLogger("rb.app.child");
        System.out.println(logger.getResourceBundleName() + " " + name(logger.getResourceBundle()) + " "
                + child.getResourceBundleName() + " " + child.getResourceBundle());
        attempt("missing bundle", () -> Logger.getLogger("rb.other", "NoSuchBundle"));
        attempt("other name", () -> Logger.getLogger("rb.app", "ResourceBundles$Messages_de"));
        attempt("same name", () -> Logger.getLogger("rb.app", "ResourceBundles$Messages"));
        attempt("no name", () -> Logger.getLogger("rb.app", null));
        attempt("unnamed bundle", () -> Logger.getLogger("rb.x").setResourceBundle(new Messages_de()));
        attempt("replace", () -> logger.setResourceBundle(ResourceBundle.getBundle("ResourceBundles$OnlyGerman", Locale.GERMAN)));
        attempt("anonymous", () -> Logger.getAnonymousLogger("NoSuchBundle"));
        logger.info("hello");
        logger.log(Level.WARNING, "{0} and {1}", new Object[] {"a", "b"});
        child.info("bye");
        child.info("not a key");
        ResourceBundle de = ResourceBundle.getBundle("ResourceBundles$Messages", Locale.GERMANY);
        logger.logrb(Level.INFO, "C", "m", "ResourceBundles$Messages_fr", "hello");
        logger.logrb(Level.INFO, "C", "m", "NoSuchBundle", "hello", "p");
        logger.logrb(Level.INFO, "C", "m", de, "hello");
        logger.logrb(Level.INFO, de, "bye", new RuntimeException());
        logger.logrb(Level.INFO, new Messages_fr(), "hello");
        logger.logrb(Level.INFO, (ResourceBundle) null, "hello");
        logger.logrb(Level.FINE, de, "hello");
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.US);
        String base = "ResourceBundles$Messages";
        for (Locale l : new Locale[] {Locale.FRENCH, Locale.CANADA_FRENCH, Locale.FRANCE, new Locale("fr", "CA", "X_Y"),
                Locale.GERMANY, Locale.JAPAN, Locale.ROOT, Locale.US}) {
            get(base, l);
        }
        get("NoSuchBundle", Locale.FRANCE);
        get("ResourceBundles$OnlyGerman", Locale.FRANCE);
        Locale.setDefault(Locale.GERMAN);
        ResourceBundle german = ResourceBundle.getBundle("ResourceBundles$OnlyGerman");
        System.out.println("default de: " + name(german) + " " + german.getString("k"));
        get(base, Locale.JAPAN);
        Locale.setDefault(Locale.US);

        ResourceBundle fr = ResourceBundle.getBundle(base, Locale.CANADA_FRENCH);
        keyLookup(fr, "only.base");
        keyLookup(fr, "count");
        keyLookup(fr, "colors");
        keyLookup(fr, "missing");
        System.out.println(Arrays.toString(fr.getStringArray("colors")) + " " + fr.containsKey("bye") + " "
                + fr.containsKey("nope"));
        try {
            fr.getString("count");
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        try {
            fr.getObject(null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null key");
        }
        List<String> keys = Collections.list(fr.getKeys());
        Collections.sort(keys);
        System.out.println("getKeys " + keys);

        // Caching: the same objects until clearCache.
        System.out.println("cached " + (fr == ResourceBundle.getBundle(base, Locale.CANADA_FRENCH)));
        ResourceBundle.clearCache();
        System.out.println("after clearCache " + (fr == ResourceBundle.getBundle(base, Locale.CANADA_FRENCH)));

        // Control.
        ResourceBundle.Control control = ResourceBundle.Control.getControl(ResourceBundle.Control.FORMAT_DEFAULT);
        System.out.println(control.getCandidateLocales("x", new Locale("fr", "CA", "A_B")));
        System.out.println(control.getCandidateLocales("x", new Locale("", "US")));
        System.out.println(control.getFallbackLocale("x", Locale.FRANCE) + " " + control.getFallbackLocale("x", Locale.US));
        System.out.println(control.toBundleName("a.b", new Locale("fr", "CA", "V")) + " "
                + control.toBundleName("a.b", new Locale("", "US")) + " " + control.toBundleName("a.b", Locale.ROOT) + " "
                + control.toResourceName("a.b_fr", "properties"));
        System.out.println(ResourceBundle.Control.FORMAT_DEFAULT + " " + ResourceBundle.Control.FORMAT_CLASS + " "
                + ResourceBundle.Control.FORMAT_PROPERTIES + " " + control.getFormats("x") + " "
                + ResourceBundle.Control.TTL_DONT_CACHE + " " + ResourceBundle.Control.TTL_NO_EXPIRATION_CONTROL);
        ResourceBundle.Control noFallback =
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS);
        System.out.println("no fallback: " + noFallback.getFallbackLocale("x", Locale.FRANCE) + " "
                + name(ResourceBundle.getBundle(base, Locale.JAPAN, noFallback)));
        try {
            ResourceBundle.getBundle(base, Locale.FRANCE,
                    ResourceBundle.Control.getControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage());
        }
        try {
            ResourceBundle.Control.getControl(Arrays.asList("java.xml"));
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException");
        }
        ResourceBundle.Control custom = new ResourceBundle.Control() {
            public List<Locale> getCandidateLocales(String baseName, Locale locale) {
                return Arrays.asList(Locale.GERMAN, Locale.ROOT);
            }
        };
        System.out.println("custom: " + name(ResourceBundle.getBundle(base, Locale.FRANCE, custom)));

        // Properties bundles, chained by hand.
        PropertyResourceBundle props = new PropertyResourceBundle(new ByteArrayInputStream(
                "greeting=Gr\u00c3\u00bc\u00c3\u009f dich\nname = Welt\\u0021\n# comment\nmulti=a\\\n  b\n".getBytes("ISO-8859-1")));
        PropertyResourceBundle latin1 = new PropertyResourceBundle(new ByteArrayInputStream(
                "greeting=Gr\u00fc\u00df\n".getBytes("ISO-8859-1")));
        PropertyResourceBundle child = new PropertyResourceBundle(new StringReader("extra=1\nname=override"));
        System.out.println(props.getString("greeting").equals("Gr\u00fc\u00df dich") + " "
                + latin1.getString("greeting").equals("Gr\u00fc\u00df") + " " + props.getString("name") + " "
                + props.getString("multi") + " " + props.getLocale() + " " + props.getBaseBundleName());
        keyLookup(child, "greeting");
        List<String> propKeys = Collections.list(props.getKeys());
        Collections.sort(propKeys);
        System.out.println(propKeys + " " + new TreeSet<>(child.keySet()) + " " + child.containsKey("multi"));
        logging();
    }
}
