package java.util.jar;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Writes a JAR file: with a manifest, META-INF/MANIFEST.MF is the first
 * entry. As the JDK does, the first entry's extra field gains the JAR magic
 * header (id 0xCAFE, no data) in front unless it already has one.
 */
public class JarOutputStream extends ZipOutputStream {
    private static final int JAR_MAGIC = 0xCAFE;

    private boolean firstEntry = true;

    public JarOutputStream(OutputStream out, Manifest man) throws IOException {
        super(out);
        if (man == null) {
            throw new NullPointerException("man");
        }
        putNextEntry(new ZipEntry(JarFile.MANIFEST_NAME));
        man.write(new BufferedOutputStream(this));
        closeEntry();
    }

    public JarOutputStream(OutputStream out) throws IOException {
        super(out);
    }

    @Override
    public void putNextEntry(ZipEntry ze) throws IOException {
        if (firstEntry) {
            byte[] extra = ze.getExtra();
            if (extra == null || !hasMagic(extra)) {
                byte[] withMagic = new byte[(extra == null ? 0 : extra.length) + 4];
                if (extra != null) {
                    System.arraycopy(extra, 0, withMagic, 4, extra.length);
                }
                withMagic[0] = (byte) JAR_MAGIC;
                withMagic[1] = (byte) (JAR_MAGIC >> 8);
                ze.setExtra(withMagic);
            }
            firstEntry = false;
        }
        super.putNextEntry(ze);
    }

    /** Whether some header of the extra field has the JAR magic id. */
    private static boolean hasMagic(byte[] extra) {
        int i = 0;
        while (i + 4 <= extra.length) {
            int id = (extra[i] & 0xff) | (extra[i + 1] & 0xff) << 8;
            if (id == JAR_MAGIC) {
                return true;
            }
            i += 4 + ((extra[i + 2] & 0xff) | (extra[i + 3] & 0xff) << 8);
        }
        return false;
    }
}
