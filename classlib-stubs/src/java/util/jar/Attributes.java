package java.util.jar;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The attributes of one manifest section: Attributes.Name keys (compared
 * without regard to ASCII case) to String values, in insertion order.
 * toString is Object's, as in the JDK (its hash is the map's hash code, so
 * it prints the same on every run).
 */
public class Attributes implements Map<Object, Object>, Cloneable {
    protected Map<Object, Object> map;

    public Attributes() {
        this(11);
    }

    public Attributes(int size) {
        map = new LinkedHashMap<>(size);
    }

    public Attributes(Attributes attr) {
        map = new LinkedHashMap<>(attr);
    }

    public Object get(Object name) {
        return map.get(name);
    }

    /**
     * The value of the attribute with that name; the name must be valid
     * (IllegalArgumentException) and not null (the JDK's NullPointerException
     * comes from its table of known names, hence the message).
     */
    public String getValue(String name) {
        if (name == null) {
            throw new NullPointerException("Cannot invoke \"Object.hashCode()\" because \"pk\" is null");
        }
        return (String) get(new Name(name));
    }

    public String getValue(Name name) {
        return (String) get(name);
    }

    /** Keys must be Names and values Strings (ClassCastException otherwise). */
    public Object put(Object name, Object value) {
        return map.put((Name) name, (String) value);
    }

    public String putValue(String name, String value) {
        return (String) put(new Name(name), value);
    }

    public Object remove(Object name) {
        return map.remove(name);
    }

    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    public boolean containsKey(Object name) {
        return map.containsKey(name);
    }

    /** Only from another Attributes, as the JDK requires. */
    public void putAll(Map<?, ?> attr) {
        if (!Attributes.class.isInstance(attr)) {
            throw new ClassCastException();
        }
        for (Map.Entry<?, ?> entry : attr.entrySet()) {
            put(entry.getKey(), entry.getValue());
        }
    }

    public void clear() {
        map.clear();
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public Set<Object> keySet() {
        return map.keySet();
    }

    public Collection<Object> values() {
        return map.values();
    }

    public Set<Map.Entry<Object, Object>> entrySet() {
        return map.entrySet();
    }

    public boolean equals(Object o) {
        return this == o || map.equals(o);
    }

    public int hashCode() {
        return map.hashCode();
    }

    public Object clone() {
        return new Attributes(this);
    }

    /** The attribute lines of a section, then the blank line that ends it. */
    void write(OutputStream out) throws IOException {
        for (Map.Entry<Object, Object> entry : entrySet()) {
            ManifestText.writeLine(out, entry.getKey() + ": " + entry.getValue());
        }
        ManifestText.writeLine(out, "");
    }

    /**
     * The main section: Manifest-Version first (else Signature-Version),
     * then the other attributes in order. Without either version attribute
     * the JDK writes no main attributes at all, only the blank line.
     */
    void writeMain(OutputStream out) throws IOException {
        String versionName = Name.MANIFEST_VERSION.toString();
        String version = getValue(versionName);
        if (version == null) {
            versionName = Name.SIGNATURE_VERSION.toString();
            version = getValue(versionName);
        }
        if (version != null) {
            ManifestText.writeLine(out, versionName + ": " + version);
            for (Map.Entry<Object, Object> entry : entrySet()) {
                String name = entry.getKey().toString();
                if (!name.equalsIgnoreCase(versionName)) {
                    ManifestText.writeLine(out, name + ": " + entry.getValue());
                }
            }
        }
        ManifestText.writeLine(out, "");
    }

    /**
     * An attribute name: 1 to 70 characters among ASCII letters, digits,
     * '_' and '-'. Equality ignores ASCII case; the hash code is that of the
     * upper-cased name, as the JDK's.
     */
    public static class Name {
        private final String name;
        private final int hashCode;

        public Name(String name) {
            this.name = Objects.requireNonNull(name, "name");
            if (!isValid(name)) {
                throw new IllegalArgumentException(name);
            }
            int hash = 0;
            for (int i = 0; i < name.length(); i++) {
                char c = name.charAt(i);
                hash = 31 * hash + (c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c);
            }
            this.hashCode = hash;
        }

        private static boolean isValid(String name) {
            int length = name.length();
            if (length < 1 || length > 70) {
                return false;
            }
            for (int i = 0; i < length; i++) {
                char c = name.charAt(i);
                boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                        || c == '_' || c == '-';
                if (!ok) {
                    return false;
                }
            }
            return true;
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            return o instanceof Name && hashCode == ((Name) o).hashCode
                    && name.equalsIgnoreCase(((Name) o).name);
        }

        public int hashCode() {
            return hashCode;
        }

        public String toString() {
            return name;
        }

        public static final Name MANIFEST_VERSION = new Name("Manifest-Version");
        public static final Name SIGNATURE_VERSION = new Name("Signature-Version");
        public static final Name CONTENT_TYPE = new Name("Content-Type");
        public static final Name CLASS_PATH = new Name("Class-Path");
        public static final Name MAIN_CLASS = new Name("Main-Class");
        public static final Name SEALED = new Name("Sealed");
        public static final Name EXTENSION_LIST = new Name("Extension-List");
        public static final Name EXTENSION_NAME = new Name("Extension-Name");
        @Deprecated
        public static final Name EXTENSION_INSTALLATION = new Name("Extension-Installation");
        public static final Name IMPLEMENTATION_TITLE = new Name("Implementation-Title");
        public static final Name IMPLEMENTATION_VERSION = new Name("Implementation-Version");
        public static final Name IMPLEMENTATION_VENDOR = new Name("Implementation-Vendor");
        @Deprecated
        public static final Name IMPLEMENTATION_VENDOR_ID = new Name("Implementation-Vendor-Id");
        @Deprecated
        public static final Name IMPLEMENTATION_URL = new Name("Implementation-URL");
        public static final Name SPECIFICATION_TITLE = new Name("Specification-Title");
        public static final Name SPECIFICATION_VERSION = new Name("Specification-Version");
        public static final Name SPECIFICATION_VENDOR = new Name("Specification-Vendor");
        public static final Name MULTI_RELEASE = new Name("Multi-Release");
    }
}
