package loupe.internal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Resource lookup on the application class path (the system property
 * java.class.path): Loupe has a single class loader and no ClassLoader
 * objects, so Class.getResourceAsStream and ResourceBundle search the path's
 * directories and jar files here, in order, as the JDK's application class
 * loader does. Resource names are absolute, '/'-separated ("a/b/c.properties").
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
