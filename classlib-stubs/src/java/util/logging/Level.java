package java.util.logging;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A named logging level with an integer value; records pass a logger or a
 * handler when their level's value is at least the threshold's. Every level
 * ever constructed is remembered so that {@link #parse} finds custom levels
 * by name or value, as the JDK does.
 *
 * Localized names are the plain names: the JDK's English resource bundle
 * maps each standard level to its own name.
 */
public class Level implements Serializable {
    private static final long serialVersionUID = -8176160795706313070L;

    /** Every Level created so far, in creation order (standard ones first). */
    private static final List<Level> KNOWN = new ArrayList<>();

    /** The JDK's resource bundle for the standard levels' localized names; reported, not read. */
    private static final String DEFAULT_BUNDLE = "sun.util.logging.resources.logging";

    public static final Level OFF = new Level("OFF", Integer.MAX_VALUE, DEFAULT_BUNDLE);
    public static final Level SEVERE = new Level("SEVERE", 1000, DEFAULT_BUNDLE);
    public static final Level WARNING = new Level("WARNING", 900, DEFAULT_BUNDLE);
    public static final Level INFO = new Level("INFO", 800, DEFAULT_BUNDLE);
    public static final Level CONFIG = new Level("CONFIG", 700, DEFAULT_BUNDLE);
    public static final Level FINE = new Level("FINE", 500, DEFAULT_BUNDLE);
    public static final Level FINER = new Level("FINER", 400, DEFAULT_BUNDLE);
    public static final Level FINEST = new Level("FINEST", 300, DEFAULT_BUNDLE);
    public static final Level ALL = new Level("ALL", Integer.MIN_VALUE, DEFAULT_BUNDLE);

    private final String name;
    private final int value;
    private final String resourceBundleName;

    protected Level(String name, int value) {
        this(name, value, null);
    }

    protected Level(String name, int value, String resourceBundleName) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.value = value;
        this.resourceBundleName = resourceBundleName;
        synchronized (KNOWN) {
            KNOWN.add(this);
        }
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public String getName() {
        return name;
    }

    public String getLocalizedName() {
        return name;
    }

    /** What SimpleFormatter prints as %4$s. */
    final String getLevelName() {
        return name;
    }

    @Override
    public final String toString() {
        return name;
    }

    public final int intValue() {
        return value;
    }

    /**
     * By name first, then as an integer (a value without a known level makes
     * a new level named by the text), then by localized name; anything else
     * is "Bad level".
     */
    public static synchronized Level parse(String name) throws IllegalArgumentException {
        name.length(); // the JDK's NullPointerException for a null name
        synchronized (KNOWN) {
            for (Level level : KNOWN) {
                if (level.name.equals(name)) {
                    return level;
                }
            }
            try {
                int parsed = Integer.parseInt(name);
                for (Level level : KNOWN) {
                    if (level.value == parsed) {
                        return level;
                    }
                }
                return new Level(name, parsed);
            } catch (NumberFormatException notANumber) {
                // fall through to the localized names
            }
            for (Level level : KNOWN) {
                if (level.getLocalizedName().equals(name)) {
                    return level;
                }
            }
        }
        throw new IllegalArgumentException("Bad level \"" + name + "\"");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Level && ((Level) other).value == value;
    }

    @Override
    public int hashCode() {
        return value;
    }
}
