package java.util;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A table of string properties with an optional table of defaults, read
 * from and written to the .properties text format ({@link PropertiesFormat}).
 *
 * As in JDK 9+, the entries live in a ConcurrentHashMap (not in the
 * Hashtable this class extends), so iteration, toString and store list them
 * in that map's order, as on HotSpot. The XML forms (loadFromXML,
 * storeToXML) are not implemented.
 */
public class Properties extends Hashtable<Object, Object> {
    private static final long serialVersionUID = 4112578634029874840L;

    protected volatile Properties defaults;
    private transient volatile ConcurrentHashMap<Object, Object> map;

    public Properties() {
        this(null, 8);
    }

    public Properties(int initialCapacity) {
        this(null, initialCapacity);
    }

    public Properties(Properties defaults) {
        this(defaults, 8);
    }

    private Properties(Properties defaults, int initialCapacity) {
        super(1); // the inherited table stays unused
        this.map = new ConcurrentHashMap<>(initialCapacity);
        this.defaults = defaults;
    }

    public synchronized Object setProperty(String key, String value) {
        return put(key, value);
    }

    public synchronized void load(Reader reader) throws IOException {
        Objects.requireNonNull(reader, "reader parameter is null");
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[8192];
        for (int n; (n = reader.read(buffer)) > 0;) {
            text.append(buffer, 0, n);
        }
        PropertiesFormat.load(text.toString(), this);
    }

    /** Reads ISO 8859-1 bytes (other characters must be written as \\uXXXX). */
    public synchronized void load(InputStream inStream) throws IOException {
        Objects.requireNonNull(inStream, "inStream parameter is null");
        StringBuilder text = new StringBuilder();
        byte[] buffer = new byte[8192];
        for (int n; (n = inStream.read(buffer)) > 0;) {
            for (int i = 0; i < n; i++) {
                text.append((char) (buffer[i] & 0xff));
            }
        }
        PropertiesFormat.load(text.toString(), this);
    }

    @Deprecated
    public void save(OutputStream out, String comments) {
        try {
            store(out, comments);
        } catch (IOException e) {
            // save is documented to swallow I/O errors
        }
    }

    public void store(Writer writer, String comments) throws IOException {
        BufferedWriter bw = writer instanceof BufferedWriter ? (BufferedWriter) writer : new BufferedWriter(writer);
        store0(bw, comments, false);
    }

    public void store(OutputStream out, String comments) throws IOException {
        store0(new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.ISO_8859_1)), comments, true);
    }

    /** The comments, a line with the current date, then key=value lines in iteration order. */
    private void store0(BufferedWriter bw, String comments, boolean escapeUnicode) throws IOException {
        String newLine = System.lineSeparator();
        if (comments != null) {
            bw.write(PropertiesFormat.comments(comments, newLine));
        }
        bw.write("#" + new Date().toString() + newLine);
        synchronized (this) {
            for (Map.Entry<Object, Object> e : entrySet()) {
                String key = (String) e.getKey();
                String value = (String) e.getValue();
                bw.write(PropertiesFormat.escape(key, true, escapeUnicode) + "="
                        + PropertiesFormat.escape(value, false, escapeUnicode) + newLine);
            }
        }
        bw.flush();
    }

    public synchronized void loadFromXML(InputStream in) throws IOException {
        throw new UnsupportedOperationException("Properties.loadFromXML: XML is not supported by Loupe's class library");
    }

    public void storeToXML(OutputStream os, String comment) throws IOException {
        throw new UnsupportedOperationException("Properties.storeToXML: XML is not supported by Loupe's class library");
    }

    public void storeToXML(OutputStream os, String comment, String encoding) throws IOException {
        throw new UnsupportedOperationException("Properties.storeToXML: XML is not supported by Loupe's class library");
    }

    /** The value if it is a String, else the default table's answer. */
    public String getProperty(String key) {
        Object value = map.get(key);
        String s = value instanceof String ? (String) value : null;
        return s == null && defaults != null ? defaults.getProperty(key) : s;
    }

    public String getProperty(String key, String defaultValue) {
        String value = getProperty(key);
        return value == null ? defaultValue : value;
    }

    /** Every key, defaults included; a key that is not a String throws ClassCastException, as in the JDK. */
    public Enumeration<?> propertyNames() {
        Hashtable<String, Object> h = new Hashtable<>();
        enumerate(h);
        return h.keys();
    }

    /** The keys (defaults included) whose key and value are both Strings, in a HashMap's order. */
    public Set<String> stringPropertyNames() {
        Map<String, String> h = new HashMap<>();
        enumerateStringProperties(h);
        return Collections.unmodifiableSet(h.keySet());
    }

    /** "-- listing properties --", then key=value per line, values over 40 characters cut to 37 and "...". */
    public void list(PrintStream out) {
        out.println("-- listing properties --");
        Map<String, Object> h = new HashMap<>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            out.println(e.getKey() + "=" + shortened((String) e.getValue()));
        }
    }

    public void list(PrintWriter out) {
        out.println("-- listing properties --");
        Map<String, Object> h = new HashMap<>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            out.println(e.getKey() + "=" + shortened((String) e.getValue()));
        }
    }

    private static String shortened(String value) {
        return value.length() > 40 ? value.substring(0, 37) + "..." : value;
    }

    private void enumerate(Map<String, Object> h) {
        if (defaults != null) {
            defaults.enumerate(h);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            h.put((String) e.getKey(), e.getValue());
        }
    }

    private void enumerateStringProperties(Map<String, String> h) {
        if (defaults != null) {
            defaults.enumerateStringProperties(h);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            Object k = e.getKey();
            Object v = e.getValue();
            if (k instanceof String && v instanceof String) {
                h.put((String) k, (String) v);
            }
        }
    }

    // The Hashtable methods, answered by the map.

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public Enumeration<Object> keys() {
        return Collections.enumeration(map.keySet());
    }

    public Enumeration<Object> elements() {
        return Collections.enumeration(map.values());
    }

    public boolean contains(Object value) {
        return map.contains(value);
    }

    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    public boolean containsKey(Object key) {
        return map.containsKey(key);
    }

    public Object get(Object key) {
        return map.get(key);
    }

    public synchronized Object put(Object key, Object value) {
        return map.put(key, value);
    }

    public synchronized Object remove(Object key) {
        return map.remove(key);
    }

    public synchronized void putAll(Map<?, ?> t) {
        map.putAll(t);
    }

    public synchronized void clear() {
        map.clear();
    }

    public synchronized String toString() {
        return map.toString();
    }

    public Set<Object> keySet() {
        return new Collections.SynchronizedSet<>(map.keySet(), this);
    }

    public Collection<Object> values() {
        return new Collections.SynchronizedCollection<>(map.values(), this);
    }

    public Set<Map.Entry<Object, Object>> entrySet() {
        return new Collections.SynchronizedSet<>(map.entrySet(), this);
    }

    public synchronized boolean equals(Object o) {
        return map.equals(o);
    }

    public synchronized int hashCode() {
        return map.hashCode();
    }

    public Object getOrDefault(Object key, Object defaultValue) {
        return map.getOrDefault(key, defaultValue);
    }

    public synchronized void forEach(BiConsumer<? super Object, ? super Object> action) {
        map.forEach(action);
    }

    public synchronized void replaceAll(BiFunction<? super Object, ? super Object, ?> function) {
        map.replaceAll(function);
    }

    public synchronized Object putIfAbsent(Object key, Object value) {
        return map.putIfAbsent(key, value);
    }

    public synchronized boolean remove(Object key, Object value) {
        return map.remove(key, value);
    }

    public synchronized boolean replace(Object key, Object oldValue, Object newValue) {
        return map.replace(key, oldValue, newValue);
    }

    public synchronized Object replace(Object key, Object value) {
        return map.replace(key, value);
    }

    public synchronized Object computeIfAbsent(Object key, Function<? super Object, ?> mappingFunction) {
        return map.computeIfAbsent(key, mappingFunction);
    }

    public synchronized Object computeIfPresent(Object key,
            BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.computeIfPresent(key, remappingFunction);
    }

    public synchronized Object compute(Object key, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.compute(key, remappingFunction);
    }

    public synchronized Object merge(Object key, Object value,
            BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.merge(key, value, remappingFunction);
    }

    protected void rehash() {
        // nothing to do: the map resizes itself
    }

    public synchronized Object clone() {
        Properties clone = (Properties) cloneHashtable();
        clone.map = new ConcurrentHashMap<>(map);
        return clone;
    }

    private Object cloneHashtable() {
        return super.clone();
    }
}
