package java.nio.charset;

import java.util.Collections;
import java.util.HashSet;
import java.util.Set;

/**
 * A named mapping between chars and bytes. Loupe knows UTF-8, US-ASCII and
 * ISO-8859-1 (with the JDK's aliases); the conversions themselves are in
 * loupe.internal.TextCoding. There are no CharsetEncoder/Decoder objects.
 */
public abstract class Charset implements Comparable<Charset> {
    static final Charset UTF_8 = new StandardCharset("UTF-8", "UTF8", "unicode-1-1-utf-8");
    static final Charset US_ASCII = new StandardCharset("US-ASCII", "iso-ir-6", "ANSI_X3.4-1986",
            "ISO_646.irv:1991", "ASCII", "ISO646-US", "us", "IBM367", "cp367", "csASCII", "default", "646",
            "iso_646.irv:1983", "ANSI_X3.4-1968", "ascii7");
    static final Charset ISO_8859_1 = new StandardCharset("ISO-8859-1", "iso-ir-100", "ISO_8859-1", "latin1",
            "l1", "IBM819", "cp819", "csISOLatin1", "819", "IBM-819", "ISO8859_1", "ISO_8859-1:1987", "ISO_8859_1",
            "8859_1", "ISO8859-1");
    private static final Charset[] ALL = {UTF_8, US_ASCII, ISO_8859_1};

    private static volatile Charset defaultCharset;

    private final String name;
    private final String[] aliases;
    private Set<String> aliasSet;

    protected Charset(String canonicalName, String[] aliases) {
        checkName(canonicalName);
        String[] as = aliases == null ? new String[0] : aliases.clone();
        for (String alias : as) {
            checkName(alias);
        }
        this.name = canonicalName;
        this.aliases = as;
    }

    /** Throws IllegalCharsetNameException unless name follows the charset naming rules. */
    private static void checkName(String name) {
        int n = name.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(name);
        }
        for (int i = 0; i < n; i++) {
            char c = name.charAt(i);
            boolean letterOrDigit = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
            boolean punctuation = c == '-' || c == '+' || c == ':' || c == '_' || c == '.';
            if (!letterOrDigit && !(punctuation && i > 0)) {
                throw new IllegalCharsetNameException(name);
            }
        }
    }

    /** The supported charset with this name or alias (any case), or null; checks the name's syntax. */
    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        checkName(charsetName);
        for (Charset cs : ALL) {
            if (cs.name.equalsIgnoreCase(charsetName)) {
                return cs;
            }
            for (String alias : cs.aliases) {
                if (alias.equalsIgnoreCase(charsetName)) {
                    return cs;
                }
            }
        }
        return null;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    /** The charset named by the system property file.encoding, UTF-8 when absent or unsupported. */
    public static Charset defaultCharset() {
        Charset cs = defaultCharset;
        if (cs == null) {
            cs = UTF_8;
            String encoding = System.getProperty("file.encoding");
            if (encoding != null) {
                try {
                    Charset named = lookup(encoding);
                    cs = named != null ? named : UTF_8;
                } catch (IllegalCharsetNameException e) {
                    // a malformed property value: keep UTF-8, as the JDK does
                }
            }
            defaultCharset = cs;
        }
        return cs;
    }

    public final String name() {
        return name;
    }

    /** The aliases, in the iteration order of a HashSet sized for them (as the JDK builds it). */
    public final Set<String> aliases() {
        Set<String> set = aliasSet;
        if (set == null) {
            HashSet<String> hs = new HashSet<>(aliases.length);
            for (String alias : aliases) {
                hs.add(alias);
            }
            aliasSet = set = Collections.unmodifiableSet(hs);
        }
        return set;
    }

    public String displayName() {
        return name;
    }

    public final boolean isRegistered() {
        return !name.startsWith("X-") && !name.startsWith("x-");
    }

    public boolean canEncode() {
        return true;
    }

    /** True when every character this charset can represent, cs can represent too. */
    public abstract boolean contains(Charset cs);

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        return ob == this || (ob instanceof Charset && name.equals(((Charset) ob).name()));
    }

    public final String toString() {
        return name();
    }

    /** The three built-in charsets. */
    private static final class StandardCharset extends Charset {
        StandardCharset(String name, String... aliases) {
            super(name, aliases);
        }

        /** US-ASCII is contained in the other two, ISO-8859-1 in UTF-8, UTF-8 only in itself. */
        public boolean contains(Charset cs) {
            return rank(cs) <= rank(this);
        }

        private static int rank(Charset cs) {
            switch (cs.name()) {
                case "US-ASCII":
                    return 0;
                case "ISO-8859-1":
                    return 1;
                case "UTF-8":
                    return 2;
                default:
                    return 3;
            }
        }
    }
}
