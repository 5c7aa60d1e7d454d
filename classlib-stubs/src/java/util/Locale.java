package java.util;

/**
 * A language / country / variant triple. Loupe has no locale data: the only
 * thing that depends on a locale is java.util.Formatter's choice of decimal and
 * grouping separators (English conventions unless Formatter knows better).
 */
public final class Locale implements Cloneable {
    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale FRENCH = new Locale("fr", "");
    public static final Locale GERMAN = new Locale("de", "");
    public static final Locale ITALIAN = new Locale("it", "");
    public static final Locale JAPANESE = new Locale("ja", "");
    public static final Locale KOREAN = new Locale("ko", "");
    public static final Locale CHINESE = new Locale("zh", "");
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN");
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW");
    public static final Locale FRANCE = new Locale("fr", "FR");
    public static final Locale GERMANY = new Locale("de", "DE");
    public static final Locale ITALY = new Locale("it", "IT");
    public static final Locale JAPAN = new Locale("ja", "JP");
    public static final Locale KOREA = new Locale("ko", "KR");
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale US = new Locale("en", "US");
    public static final Locale CANADA = new Locale("en", "CA");
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA");
    public static final Locale ROOT = new Locale("", "");

    /** Categories of the default locale; Loupe keeps one default for all of them. */
    public enum Category {
        DISPLAY,
        FORMAT
    }

    private static Locale defaultLocale;

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = convertOldIsoCode(toLowerAscii(language));
        this.country = toUpperAscii(country);
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    /**
     * The JVM's default: from the user.language / user.country properties when
     * the VM sets them, else "en" (what HotSpot reports under LANG=C.UTF-8).
     */
    public static synchronized Locale getDefault() {
        if (defaultLocale == null) {
            String language = System.getProperty("user.language", "en");
            String country = System.getProperty("user.country", "");
            String variant = System.getProperty("user.variant", "");
            defaultLocale = new Locale(language, country, variant);
        }
        return defaultLocale;
    }

    public static Locale getDefault(Category category) {
        return getDefault();
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
    }

    public static void setDefault(Category category, Locale newLocale) {
        if (category == null) {
            throw new NullPointerException("Category cannot be NULL");
        }
        setDefault(newLocale);
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {ROOT, ENGLISH, US, UK, CANADA, GERMAN, GERMANY, FRENCH, FRANCE, ITALIAN, ITALY};
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String getScript() {
        return "";
    }

    public boolean hasExtensions() {
        return false;
    }

    public Locale stripExtensions() {
        return this;
    }

    /** As the JDK: "en_US", "en", "_US", "en__POSIX", "" for ROOT. */
    @Override
    public String toString() {
        boolean hasLanguage = !language.isEmpty();
        boolean hasCountry = !country.isEmpty();
        boolean hasVariant = !variant.isEmpty();
        StringBuilder sb = new StringBuilder(language);
        if (hasCountry || (hasLanguage && hasVariant)) {
            sb.append('_').append(country);
        }
        if (hasVariant && (hasLanguage || hasCountry)) {
            sb.append('_').append(variant);
        }
        return sb.toString();
    }

    /** BCP 47 tag for the simple cases: "en-US", "und" for ROOT. */
    public String toLanguageTag() {
        StringBuilder sb = new StringBuilder(language.isEmpty() ? "und" : language);
        if (!country.isEmpty()) {
            sb.append('-').append(country);
        }
        if (!variant.isEmpty()) {
            sb.append(variant.length() >= 5 ? "-" : "-x-lvariant-").append(variant);
        }
        return sb.toString();
    }

    public static Locale forLanguageTag(String languageTag) {
        int dash = languageTag.indexOf('-');
        String language = dash < 0 ? languageTag : languageTag.substring(0, dash);
        if (language.equals("und")) {
            language = "";
        }
        String country = "";
        if (dash >= 0) {
            int end = languageTag.indexOf('-', dash + 1);
            String second = end < 0 ? languageTag.substring(dash + 1) : languageTag.substring(dash + 1, end);
            if (second.length() == 2) {
                country = second;
            }
        }
        return new Locale(language, country);
    }

    public String getDisplayLanguage() {
        return displayName(language, LANGUAGE_NAMES);
    }

    public String getDisplayLanguage(Locale inLocale) {
        return getDisplayLanguage();
    }

    public String getDisplayCountry() {
        return displayName(country, COUNTRY_NAMES);
    }

    public String getDisplayCountry(Locale inLocale) {
        return getDisplayCountry();
    }

    public String getDisplayVariant() {
        return variant;
    }

    /** "English (United States)", "German", "United States". */
    public String getDisplayName() {
        String languageName = getDisplayLanguage();
        StringBuilder qualifiers = new StringBuilder();
        for (String q : new String[] {getDisplayCountry(), getDisplayVariant()}) {
            if (!q.isEmpty()) {
                if (qualifiers.length() > 0) {
                    qualifiers.append(", ");
                }
                qualifiers.append(q);
            }
        }
        if (languageName.isEmpty()) {
            return qualifiers.toString();
        }
        return qualifiers.length() == 0 ? languageName : languageName + " (" + qualifiers + ")";
    }

    public String getDisplayName(Locale inLocale) {
        return getDisplayName();
    }

    @Override
    public Object clone() {
        return this;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Locale)) {
            return false;
        }
        Locale other = (Locale) obj;
        return language.equals(other.language) && country.equals(other.country) && variant.equals(other.variant);
    }

    /** The JDK's value: 31-fold hash of language, script (always ""), country, variant. */
    @Override
    public int hashCode() {
        int h = language.hashCode();
        h = 31 * h;
        h = 31 * h + country.hashCode();
        h = 31 * h + variant.hashCode();
        return h;
    }

    private static final String[] LANGUAGE_NAMES = {
        "en", "English", "fr", "French", "de", "German", "it", "Italian", "ja", "Japanese",
        "ko", "Korean", "zh", "Chinese", "es", "Spanish", "pt", "Portuguese", "nl", "Dutch",
        "ru", "Russian", "he", "Hebrew", "pl", "Polish", "sv", "Swedish",
    };

    private static final String[] COUNTRY_NAMES = {
        "US", "United States", "GB", "United Kingdom", "CA", "Canada", "FR", "France",
        "DE", "Germany", "IT", "Italy", "JP", "Japan", "KR", "South Korea", "CN", "China",
        "TW", "Taiwan", "ES", "Spain", "BR", "Brazil", "NL", "Netherlands", "RU", "Russia",
    };

    private static String displayName(String code, String[] table) {
        for (int i = 0; i + 1 < table.length; i += 2) {
            if (table[i].equals(code)) {
                return table[i + 1];
            }
        }
        return code;
    }

    /** The JDK still reports the withdrawn ISO codes' modern forms. */
    private static String convertOldIsoCode(String language) {
        switch (language) {
            case "iw":
                return "he";
            case "ji":
                return "yi";
            case "in":
                return "id";
            default:
                return language;
        }
    }

    private static String toLowerAscii(String s) {
        char[] chars = s.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] >= 'A' && chars[i] <= 'Z') {
                chars[i] = (char) (chars[i] + ('a' - 'A'));
            }
        }
        return new String(chars);
    }

    private static String toUpperAscii(String s) {
        char[] chars = s.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] >= 'a' && chars[i] <= 'z') {
                chars[i] = (char) (chars[i] - ('a' - 'A'));
            }
        }
        return new String(chars);
    }
}
