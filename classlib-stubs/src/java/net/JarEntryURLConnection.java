package java.net;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A jar: URL's connection ("jar:file:/a/b.jar!/c/d.txt"): the entry's bytes,
 * read whole when connecting so that the jar is closed at once. Only jars
 * named by file: URLs are supported.
 */
final class JarEntryURLConnection extends URLConnection {
    private byte[] bytes;

    JarEntryURLConnection(URL url) {
        super(url);
    }

    @Override
    public void connect() throws IOException {
        if (connected) {
            return;
        }
        String spec = url.getFile();
        int separator = spec.indexOf("!/");
        if (separator < 0) {
            throw new MalformedURLException("no !/ in spec");
        }
        URL jarUrl = new URL(spec.substring(0, separator));
        String entryName = URLDecoder.decode(spec.substring(separator + 2), StandardCharsets.UTF_8);
        if (!jarUrl.getProtocol().equals("file")) {
            throw new UnknownServiceException("Loupe reads jar: URLs of local files only");
        }
        File jar = new File(URLDecoder.decode(jarUrl.getPath(), StandardCharsets.UTF_8));
        try (ZipFile zip = new ZipFile(jar)) {
            ZipEntry entry = zip.getEntry(entryName);
            if (entry == null) {
                throw new FileNotFoundException("JAR entry " + entryName + " not found in " + jar.getPath());
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (InputStream in = zip.getInputStream(entry)) {
                byte[] buffer = new byte[8192];
                for (int n; (n = in.read(buffer)) > 0; ) {
                    out.write(buffer, 0, n);
                }
            }
            bytes = out.toByteArray();
        }
        headerKeys.add("content-length");
        headerValues.add(Integer.toString(bytes.length));
        connected = true;
    }

    @Override
    public InputStream getInputStream() throws IOException {
        connect();
        return new ByteArrayInputStream(bytes);
    }
}
