package loupe.internal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Resource lookup on the application class path (the system property
 * java.class.path): the application class loader's findResource(s), and
 * ResourceBundle, search the path's directories and jar files here, in
 * order, as the JDK's application class loader does. Resource names are
 * absolute, '/'-separated ("a/b/c.properties").
 */
public final class ClassPathResources {
    private ClassPathResources() {
    }

    /** The first resource of that name on the class path, or null. */
    public static InputStream open(String name) {
        String path = System.getProperty("java.class.path");
        if (path == null || name.isEmpty()) {
            return null;
        }
        for (String entry : path.split(File.pathSeparator, -1)) {
            File root = new File(entry.isEmpty() ? "." : entry);
            try {
                if (root.isDirectory()) {
                    File file = new File(root, name);
                    if (file.isFile()) {
                        return new FileInputStream(file);
                    }
                } else if (root.isFile()) {
                    InputStream fromJar = readFromJar(root, name);
                    if (fromJar != null) {
                        return fromJar;
                    }
                }
            } catch (IOException unreadable) {
                // like the JDK, an unreadable class path entry is skipped
            }
        }
        return null;
    }

    /** The URL of the first resource of that name on the class path, or null. */
    public static URL find(String name) {
        List<URL> found = search(name, false);
        return found.isEmpty() ? null : found.get(0);
    }

    /** The URLs of every resource of that name on the class path, in path order. */
    public static List<URL> findAll(String name) {
        return search(name, true);
    }

    private static List<URL> search(String name, boolean all) {
        List<URL> found = new ArrayList<>();
        String path = System.getProperty("java.class.path");
        if (path == null || name.isEmpty()) {
            return found;
        }
        for (String entry : path.split(File.pathSeparator, -1)) {
            File root = new File(entry.isEmpty() ? "." : entry);
            try {
                URL url = null;
                if (root.isDirectory()) {
                    File file = new File(root, name);
                    if (file.exists()) {
                        url = file.toURI().toURL();
                    }
                } else if (root.isFile()) {
                    try (ZipFile zip = new ZipFile(root)) {
                        if (zip.getEntry(name) != null) {
                            url = jarEntryUrl(root, name);
                        }
                    }
                }
                if (url != null) {
                    found.add(url);
                    if (!all) {
                        break;
                    }
                }
            } catch (IOException unreadable) {
                // skipped, as by open()
            }
        }
        return found;
    }

    /** "jar:file:/a/b.jar!/name". */
    public static URL jarEntryUrl(File jar, String name) throws MalformedURLException {
        return new URL("jar:" + jar.getAbsoluteFile().toURI() + "!/" + name);
    }

    /** The entry's bytes, read whole so that the jar can be closed at once. */
    private static InputStream readFromJar(File jar, String name) throws IOException {
        try (ZipFile zip = new ZipFile(jar)) {
            ZipEntry entry = zip.getEntry(name);
            if (entry == null || entry.isDirectory()) {
                return null;
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (InputStream in = zip.getInputStream(entry)) {
                byte[] buffer = new byte[8192];
                for (int n; (n = in.read(buffer)) > 0; ) {
                    bytes.write(buffer, 0, n);
                }
            }
            return new ByteArrayInputStream(bytes.toByteArray());
        }
    }
}
