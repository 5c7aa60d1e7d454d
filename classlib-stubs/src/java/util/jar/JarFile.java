package java.util.jar;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A ZipFile whose entries are JarEntries and whose META-INF/MANIFEST.MF
 * (name matched without regard to case) is read on first request and kept.
 * An entry's getAttributes() is its section of that manifest.
 *
 * Not done: signature verification (the verify flag is accepted and
 * ignored) and multi-release versioned lookups (isMultiRelease() reports
 * the manifest's Multi-Release attribute; entries are never versioned).
 */
public class JarFile extends ZipFile {
    public static final String MANIFEST_NAME = "META-INF/MANIFEST.MF";

    private Manifest manifest;
    private boolean manifestRead;

    public JarFile(String name) throws IOException {
        this(new File(name), true, ZipFile.OPEN_READ);
    }

    public JarFile(String name, boolean verify) throws IOException {
        this(new File(name), verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file) throws IOException {
        this(file, true, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify) throws IOException {
        this(file, verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify, int mode) throws IOException {
        super(file, mode);
    }

    public Manifest getManifest() throws IOException {
        synchronized (this) {
            if (!manifestRead) {
                manifest = readManifest();
                manifestRead = true;
            }
            return manifest;
        }
    }

    private Manifest readManifest() throws IOException {
        ZipEntry entry = findManifestEntry();
        if (entry == null) {
            return null;
        }
        try (InputStream in = super.getInputStream(entry)) {
            return new Manifest(getName(), in);
        }
    }

    private ZipEntry findManifestEntry() {
        ZipEntry exact = super.getEntry(MANIFEST_NAME);
        if (exact != null) {
            return exact;
        }
        Enumeration<? extends ZipEntry> all = super.entries();
        while (all.hasMoreElements()) {
            ZipEntry entry = all.nextElement();
            if (entry.getName().equalsIgnoreCase(MANIFEST_NAME)) {
                return entry;
            }
        }
        return null;
    }

    public JarEntry getJarEntry(String name) {
        return (JarEntry) getEntry(name);
    }

    @Override
    public ZipEntry getEntry(String name) {
        ZipEntry entry = super.getEntry(name);
        return entry == null ? null : new JarFileEntry(entry);
    }

    @Override
    public Enumeration<JarEntry> entries() {
        final Enumeration<? extends ZipEntry> zipEntries = super.entries();
        return new Enumeration<JarEntry>() {
            public boolean hasMoreElements() {
                return zipEntries.hasMoreElements();
            }

            public JarEntry nextElement() {
                ZipEntry next = zipEntries.nextElement();
                if (next == null) {
                    throw new NoSuchElementException();
                }
                return new JarFileEntry(next);
            }
        };
    }

    @Override
    public Stream<JarEntry> stream() {
        List<JarEntry> all = new ArrayList<>();
        Enumeration<JarEntry> e = entries();
        while (e.hasMoreElements()) {
            all.add(e.nextElement());
        }
        return Collections.unmodifiableList(all).stream();
    }

    /** The same as stream(): this class library has no versioned entries. */
    public Stream<JarEntry> versionedStream() {
        return stream();
    }

    public boolean isMultiRelease() {
        try {
            Manifest man = getManifest();
            return man != null && "true".equalsIgnoreCase(
                    man.getMainAttributes().getValue(Attributes.Name.MULTI_RELEASE));
        } catch (IOException unreadable) {
            return false;
        }
    }

    @Override
    public synchronized InputStream getInputStream(ZipEntry ze) throws IOException {
        return super.getInputStream(ze);
    }

    /** An entry of this file: its attributes come from this file's manifest. */
    private final class JarFileEntry extends JarEntry {
        JarFileEntry(ZipEntry ze) {
            super(ze);
        }

        @Override
        public Attributes getAttributes() throws IOException {
            Manifest man = JarFile.this.getManifest();
            return man == null ? null : man.getAttributes(super.getName());
        }
    }
}
