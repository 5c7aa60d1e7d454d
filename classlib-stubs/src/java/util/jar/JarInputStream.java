package java.util.jar;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Reads a JAR file from a stream: if the first entries are "META-INF/"
 * and META-INF/MANIFEST.MF (names matched without regard to case), the
 * manifest is read from them and they are not returned by getNextEntry.
 * Signatures are not verified (the verify flag is ignored).
 */
public class JarInputStream extends ZipInputStream {
    private Manifest man;
    /** The first entry after the manifest, read ahead by the constructor. */
    private JarEntry first;

    public JarInputStream(InputStream in) throws IOException {
        this(in, true);
    }

    public JarInputStream(InputStream in, boolean verify) throws IOException {
        super(in);
        JarEntry e = (JarEntry) super.getNextEntry();
        if (e != null && e.getName().equalsIgnoreCase("META-INF/")) {
            e = (JarEntry) super.getNextEntry();
        }
        first = readManifestEntry(e);
    }

    private JarEntry readManifestEntry(JarEntry e) throws IOException {
        if (e == null || !JarFile.MANIFEST_NAME.equalsIgnoreCase(e.getName())) {
            return e;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[1024];
        int n;
        while ((n = read(buffer, 0, buffer.length)) != -1) {
            bytes.write(buffer, 0, n);
        }
        man = new Manifest();
        man.read(new ByteArrayInputStream(bytes.toByteArray()));
        closeEntry();
        return (JarEntry) super.getNextEntry();
    }

    public Manifest getManifest() {
        return man;
    }

    @Override
    public ZipEntry getNextEntry() throws IOException {
        if (first != null) {
            JarEntry e = first;
            first = null;
            return e;
        }
        return super.getNextEntry();
    }

    public JarEntry getNextJarEntry() throws IOException {
        return (JarEntry) getNextEntry();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        return super.read(b, off, len);
    }

    /** Entries are JarEntries with their manifest section, if any. */
    @Override
    protected ZipEntry createZipEntry(String name) {
        JarEntry e = new JarEntry(name);
        if (man != null) {
            e.attr = man.getAttributes(name);
        }
        return e;
    }
}
