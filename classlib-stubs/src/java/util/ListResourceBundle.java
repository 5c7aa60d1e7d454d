package java.util;

/**
 * A resource bundle whose key/value pairs come from {@link #getContents()},
 * read once, on first use, into a HashMap (so getKeys' order is HashMap's,
 * as in the JDK).
 */
public abstract class ListResourceBundle extends ResourceBundle {
    private volatile Map<String, Object> lookup;

    public ListResourceBundle() {
    }

    protected abstract Object[][] getContents();

    @Override
    public final Object handleGetObject(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        return contents().get(key);
    }

    @Override
    public Enumeration<String> getKeys() {
        return ResourceBundle.keysWithParent(contents().keySet(), parent);
    }

    @Override
    protected Set<String> handleKeySet() {
        return contents().keySet();
    }

    private Map<String, Object> contents() {
        Map<String, Object> map = lookup;
        if (map == null) {
            synchronized (this) {
                map = lookup;
                if (map == null) {
                    Object[][] pairs = getContents();
                    map = new HashMap<>(pairs.length);
                    for (Object[] pair : pairs) {
                        String key = (String) pair[0];
                        Object value = pair[1];
                        if (key == null || value == null) {
                            throw new NullPointerException();
                        }
                        map.put(key, value);
                    }
                    lookup = map;
                }
            }
        }
        return map;
    }
}
