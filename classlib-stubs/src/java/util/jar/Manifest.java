package java.util.jar;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * A JAR manifest: the main attributes, then one section of attributes per
 * entry name ("Name: path"), sections separated by blank lines. The
 * sections are kept in a HashMap, so they are written in its order, as the
 * JDK does. See ManifestText for the line format.
 */
public class Manifest implements Cloneable {
    private final Attributes attr = new Attributes();
    private final Map<String, Attributes> entries = new HashMap<>();
    /** The JAR file's name, for error messages; null when read from a plain stream. */
    private final String jarName;

    public Manifest() {
        jarName = null;
    }

    public Manifest(InputStream is) throws IOException {
        this(null, is);
    }

    Manifest(String jarName, InputStream is) throws IOException {
        this.jarName = jarName;
        read(is);
    }

    /** A copy of the main attributes; the sections' Attributes are shared, as in the JDK. */
    public Manifest(Manifest man) {
        jarName = null;
        attr.putAll(man.getMainAttributes());
        entries.putAll(man.getEntries());
    }

    public Attributes getMainAttributes() {
        return attr;
    }

    public Map<String, Attributes> getEntries() {
        return entries;
    }

    public Attributes getAttributes(String name) {
        return getEntries().get(name);
    }

    public void clear() {
        attr.clear();
        entries.clear();
    }

    public void write(OutputStream out) throws IOException {
        DataOutputStream dos = new DataOutputStream(out);
        attr.writeMain(dos);
        for (Map.Entry<String, Attributes> entry : entries.entrySet()) {
            ManifestText.writeLine(dos, "Name: " + entry.getKey());
            entry.getValue().write(dos);
        }
        dos.flush();
    }

    /**
     * Adds what the stream holds: the main attributes, then sections, each
     * starting with a "Name:" line (any ASCII case, possibly continued);
     * a section named twice merges into one.
     */
    public void read(InputStream is) throws IOException {
        ManifestText.LineReader reader = new ManifestText.LineReader(is, jarName);
        ManifestText.readSection(attr, reader);
        byte[] line;
        byte[] pendingName = null;
        boolean skipEmptyLines = true;
        while ((line = reader.nextLine()) != null) {
            if (line.length == 0 && skipEmptyLines) {
                continue;
            }
            skipEmptyLines = false;
            if (pendingName == null) {
                pendingName = sectionName(line);
                if (pendingName == null) {
                    throw reader.error("invalid manifest format");
                }
            } else {
                pendingName = ManifestText.concat(pendingName, line, 1);
            }
            if (reader.continues()) {
                continue;
            }
            String name = new String(pendingName, StandardCharsets.UTF_8);
            pendingName = null;
            Attributes section = entries.get(name);
            if (section == null) {
                section = new Attributes();
                entries.put(name, section);
            }
            ManifestText.readSection(section, reader);
            skipEmptyLines = true;
        }
    }

    /** The bytes after "Name: " (ASCII case ignored), or null if the line is not a section name. */
    private static byte[] sectionName(byte[] line) {
        if (line.length < 6 || (line[0] | 0x20) != 'n' || (line[1] | 0x20) != 'a'
                || (line[2] | 0x20) != 'm' || (line[3] | 0x20) != 'e' || line[4] != ':' || line[5] != ' ') {
            return null;
        }
        byte[] name = new byte[line.length - 6];
        System.arraycopy(line, 6, name, 0, name.length);
        return name;
    }

    public boolean equals(Object o) {
        if (!(o instanceof Manifest)) {
            return false;
        }
        Manifest other = (Manifest) o;
        return attr.equals(other.getMainAttributes()) && entries.equals(other.getEntries());
    }

    public int hashCode() {
        return attr.hashCode() + entries.hashCode();
    }

    public Object clone() {
        return new Manifest(this);
    }
}
