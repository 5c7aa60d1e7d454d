package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A named mapping between chars and bytes. Loupe knows the JDK's standard
 * charsets (UTF-8, US-ASCII, ISO-8859-1, the UTF-16 and UTF-32 families,
 * with the JDK's aliases); their encoders and decoders are in
 * StandardCoders, and loupe.internal.TextCoding has faster array loops for
 * UTF-8 and the one-byte charsets that String and java.io use.
 */
public abstract class Charset implements Comparable<Charset> {
    static final Charset UTF_8 = new StandardCharset("UTF-8", "UTF8", "unicode-1-1-utf-8");
    static final Charset US_ASCII = new StandardCharset("US-ASCII", "iso-ir-6", "ANSI_X3.4-1986",
            "ISO_646.irv:1991", "ASCII", "ISO646-US", "us", "IBM367", "cp367", "csASCII", "default", "646",
            "iso_646.irv:1983", "ANSI_X3.4-1968", "ascii7");
    static final Charset ISO_8859_1 = new StandardCharset("ISO-8859-1", "iso-ir-100", "ISO_8859-1", "latin1",
            "l1", "IBM819", "cp819", "csISOLatin1", "819", "IBM-819", "ISO8859_1", "ISO_8859-1:1987", "ISO_8859_1",
            "8859_1", "ISO8859-1");
    static final Charset UTF_16 = new StandardCharset("UTF-16", "UTF_16", "unicode", "utf16", "UnicodeBig");
    static final Charset UTF_16BE = new StandardCharset("UTF-16BE", "X-UTF-16BE", "UTF_16BE", "ISO-10646-UCS-2",
            "UnicodeBigUnmarked");
    static final Charset UTF_16LE = new StandardCharset("UTF-16LE", "UnicodeLittleUnmarked", "UTF_16LE", "X-UTF-16LE");
    private static final Charset[] ALL = {UTF_8, US_ASCII, ISO_8859_1, UTF_16, UTF_16BE, UTF_16LE,
        new StandardCharset("UTF-32", "UTF_32", "UTF32"),
        new StandardCharset("UTF-32BE", "X-UTF-32BE", "UTF_32BE"),
        new StandardCharset("UTF-32LE", "X-UTF-32LE", "UTF_32LE"),
        new StandardCharset("x-UTF-16LE-BOM", "UnicodeLittle"),
        new StandardCharset("X-UTF-32BE-BOM", "UTF_32BE_BOM", "UTF-32BE-BOM"),
        new StandardCharset("X-UTF-32LE-BOM", "UTF_32LE_BOM", "UTF-32LE-BOM")};

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

    /** All supported charsets by canonical name, in case-insensitive order. */
    public static SortedMap<String, Charset> availableCharsets() {
        TreeMap<String, Charset> map = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (Charset cs : ALL) {
            map.put(cs.name, cs);
        }
        return Collections.unmodifiableSortedMap(map);
    }

    public abstract CharsetDecoder newDecoder();

    public abstract CharsetEncoder newEncoder();

    /** Decodes with malformed and unmappable input replaced (U+FFFD). */
    public final CharBuffer decode(ByteBuffer bb) {
        try {
            return newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE)
                    .decode(bb);
        } catch (CharacterCodingException e) {
            throw new Error(e); // cannot happen with REPLACE
        }
    }

    /** Encodes with malformed and unmappable input replaced (the encoder's replacement bytes). */
    public final ByteBuffer encode(CharBuffer cb) {
        try {
            return newEncoder()
                    .onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE)
                    .encode(cb);
        } catch (CharacterCodingException e) {
            throw new Error(e); // cannot happen with REPLACE
        }
    }

    public final ByteBuffer encode(String str) {
        return encode(CharBuffer.wrap(str));
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

    /** The built-in charsets. */
    private static final class StandardCharset extends Charset {
        StandardCharset(String name, String... aliases) {
            super(name, aliases);
        }

        public CharsetDecoder newDecoder() {
            return StandardCoders.newDecoder(this);
        }

        public CharsetEncoder newEncoder() {
            return StandardCoders.newEncoder(this);
        }

        /** US-ASCII is contained in all, ISO-8859-1 in itself and the Unicode charsets, which contain one another. */
        public boolean contains(Charset cs) {
            return rank(cs) <= rank(this);
        }

        private static int rank(Charset cs) {
            switch (cs.name()) {
                case "US-ASCII":
                    return 0;
                case "ISO-8859-1":
                    return 1;
                default:
                    return cs instanceof StandardCharset ? 2 : 3;
            }
        }
    }
}
