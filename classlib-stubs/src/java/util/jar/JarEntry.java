package java.util.jar;

import java.io.IOException;
import java.util.zip.ZipEntry;

/**
 * A ZIP entry of a JAR file, which may carry the attributes of its manifest
 * section. Signatures are not verified by this class library, so there are
 * no certificates or code signers (getCertificates and getCodeSigners are
 * not provided: java.security.cert does not exist here).
 */
public class JarEntry extends ZipEntry {
    Attributes attr;

    public JarEntry(String name) {
        super(name);
    }

    public JarEntry(ZipEntry ze) {
        super(ze);
    }

    public JarEntry(JarEntry je) {
        this((ZipEntry) je);
        this.attr = je.attr;
    }

    /** The entry's manifest section, or null. */
    public Attributes getAttributes() throws IOException {
        return attr;
    }

    /** The name in the file; the same as getName() (no versioned entries here). */
    public String getRealName() {
        return super.getName();
    }
}
