package java.net;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.text.SimpleDateFormat;
import java.util.Arrays;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * A file: URL's connection: the file's bytes, or for a directory its
 * sorted names one per line; headers content-length, last-modified and
 * content-type (from the name; text/plain for a directory).
 */
final class FileURLConnection extends URLConnection {
    private final File file;
    private InputStream input;

    FileURLConnection(URL url) {
        super(url);
        file = new File(URLDecoder.decode(url.getPath(), StandardCharsets.UTF_8));
    }

    @Override
    public void connect() throws IOException {
        if (connected) return;
        if (file.isDirectory()) {
            String[] names = file.list();
            if (names == null) throw new FileNotFoundException(file.getPath() + " (Permission denied)");
            Arrays.sort(names);
            StringBuilder listing = new StringBuilder();
            for (String name : names) listing.append(name).append('\n');
            input = new ByteArrayInputStream(listing.toString().getBytes(StandardCharsets.UTF_8));
            headerKeys.add("content-type");
            headerValues.add("text/plain");
        } else {
            input = new BufferedInputStream(new FileInputStream(file));
            headerKeys.add("content-length");
            headerValues.add(Long.toString(file.length()));
            headerKeys.add("last-modified");
            SimpleDateFormat format = new SimpleDateFormat("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US);
            format.setTimeZone(TimeZone.getTimeZone("GMT"));
            headerValues.add(format.format(new Date(file.lastModified())));
            String type = guessContentTypeFromName(file.getName());
            headerKeys.add("content-type");
            headerValues.add(type != null ? type : "content/unknown");
        }
        connected = true;
    }

    @Override
    public InputStream getInputStream() throws IOException {
        connect();
        return input;
    }

    /** A missing file still reports a type, as the JDK does. */
    @Override
    public String getContentType() {
        String type = super.getContentType();
        if (type != null) return type;
        String guessed = guessContentTypeFromName(file.getName());
        return guessed != null ? guessed : "content/unknown";
    }

    /** 0 for a file that cannot be opened, as the JDK answers. */
    @Override
    public long getContentLengthLong() {
        try {
            connect();
        } catch (IOException e) {
            return 0;
        }
        return super.getContentLengthLong();
    }

    /** Named as the JDK's handler class, so that printing a connection matches. */
    @Override
    public String toString() {
        return "sun.net.www.protocol.file.FileURLConnection:" + url;
    }
}
