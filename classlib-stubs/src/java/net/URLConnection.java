package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A connection to what a URL names. The header methods read the fields a
 * subclass lists in headerKeys/headerValues after connect(); requests are
 * only recorded (there is no protocol here that sends them).
 */
public abstract class URLConnection {
    protected URL url;
    protected boolean doInput = true;
    protected boolean doOutput;
    protected boolean allowUserInteraction;
    protected boolean useCaches = true;
    protected long ifModifiedSince;
    protected boolean connected;
    private int connectTimeout;
    private int readTimeout;
    private final Map<String, List<String>> requestProperties = new LinkedHashMap<>();

    /** The response header fields, in order, filled by the subclass's connect(). */
    final List<String> headerKeys = new ArrayList<>();
    final List<String> headerValues = new ArrayList<>();

    protected URLConnection(URL url) {
        this.url = url;
    }

    public abstract void connect() throws IOException;

    public URL getURL() { return url; }

    public InputStream getInputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support input");
    }

    public OutputStream getOutputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support output");
    }

    public Object getContent() throws IOException {
        return getInputStream();
    }

    /** Connects if needed and quietly: a header of a connection that failed is null. */
    private void connectQuietly() {
        try {
            connect();
        } catch (IOException ignored) {
            // the JDK answers null (or the default) for the headers of a failed connection
        }
    }

    public String getHeaderField(String name) {
        connectQuietly();
        for (int i = headerKeys.size() - 1; i >= 0; i--) {
            if (headerKeys.get(i).equalsIgnoreCase(name)) return headerValues.get(i);
        }
        return null;
    }

    public String getHeaderFieldKey(int n) {
        connectQuietly();
        return n >= 0 && n < headerKeys.size() ? headerKeys.get(n) : null;
    }

    public String getHeaderField(int n) {
        connectQuietly();
        return n >= 0 && n < headerValues.size() ? headerValues.get(n) : null;
    }

    public Map<String, List<String>> getHeaderFields() {
        connectQuietly();
        Map<String, List<String>> fields = new HashMap<>();
        for (int i = 0; i < headerKeys.size(); i++) {
            fields.computeIfAbsent(headerKeys.get(i), k -> new ArrayList<>()).add(headerValues.get(i));
        }
        for (Map.Entry<String, List<String>> e : fields.entrySet()) e.setValue(Collections.unmodifiableList(e.getValue()));
        return Collections.unmodifiableMap(fields);
    }

    public int getHeaderFieldInt(String name, int defaultValue) {
        try {
            return Integer.parseInt(getHeaderField(name));
        } catch (RuntimeException e) {
            return defaultValue;
        }
    }

    public long getHeaderFieldLong(String name, long defaultValue) {
        try {
            return Long.parseLong(getHeaderField(name));
        } catch (RuntimeException e) {
            return defaultValue;
        }
    }

    /** An HTTP date ("Tue, 03 Jun 2008 11:05:30 GMT") as milliseconds since the epoch. */
    public long getHeaderFieldDate(String name, long defaultValue) {
        String value = getHeaderField(name);
        if (value == null) return defaultValue;
        try {
            java.text.SimpleDateFormat format = new java.text.SimpleDateFormat("EEE, dd MMM yyyy HH:mm:ss zzz", Locale.US);
            return format.parse(value).getTime();
        } catch (java.text.ParseException | RuntimeException e) {
            return defaultValue;
        }
    }

    public String getContentType() { return getHeaderField("content-type"); }
    public String getContentEncoding() { return getHeaderField("content-encoding"); }
    public int getContentLength() {
        long length = getContentLengthLong();
        return length > Integer.MAX_VALUE ? -1 : (int) length;
    }
    public long getContentLengthLong() { return getHeaderFieldLong("content-length", -1); }
    public long getExpiration() { return getHeaderFieldDate("expires", 0); }
    public long getDate() { return getHeaderFieldDate("date", 0); }
    public long getLastModified() { return getHeaderFieldDate("last-modified", 0); }

    public void setDoInput(boolean doinput) { checkNotConnected(); doInput = doinput; }
    public boolean getDoInput() { return doInput; }
    public void setDoOutput(boolean dooutput) { checkNotConnected(); doOutput = dooutput; }
    public boolean getDoOutput() { return doOutput; }
    public void setAllowUserInteraction(boolean allow) { checkNotConnected(); allowUserInteraction = allow; }
    public boolean getAllowUserInteraction() { return allowUserInteraction; }
    public void setUseCaches(boolean usecaches) { checkNotConnected(); useCaches = usecaches; }
    public boolean getUseCaches() { return useCaches; }
    public void setIfModifiedSince(long since) { checkNotConnected(); ifModifiedSince = since; }
    public long getIfModifiedSince() { return ifModifiedSince; }

    public void setConnectTimeout(int timeout) {
        if (timeout < 0) throw new IllegalArgumentException("timeout can not be negative");
        connectTimeout = timeout;
    }

    public int getConnectTimeout() { return connectTimeout; }

    public void setReadTimeout(int timeout) {
        if (timeout < 0) throw new IllegalArgumentException("timeout can not be negative");
        readTimeout = timeout;
    }

    public int getReadTimeout() { return readTimeout; }

    private void checkNotConnected() {
        if (connected) throw new IllegalStateException("Already connected");
    }

    public void setRequestProperty(String key, String value) {
        checkNotConnected();
        if (key == null) throw new NullPointerException("key is null");
        List<String> values = new ArrayList<>();
        values.add(value);
        requestProperties.put(key, values);
    }

    public void addRequestProperty(String key, String value) {
        checkNotConnected();
        if (key == null) throw new NullPointerException("key is null");
        requestProperties.computeIfAbsent(key, k -> new ArrayList<>()).add(0, value);
    }

    public String getRequestProperty(String key) {
        checkNotConnected();
        List<String> values = requestProperties.get(key);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    public Map<String, List<String>> getRequestProperties() {
        checkNotConnected();
        Map<String, List<String>> copy = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> e : requestProperties.entrySet()) {
            copy.put(e.getKey(), Collections.unmodifiableList(new ArrayList<>(e.getValue())));
        }
        return Collections.unmodifiableMap(copy);
    }

    @Override
    public String toString() {
        return getClass().getName() + ":" + url;
    }

    // ---- content types ----

    private static volatile FileNameMap fileNameMap = UrlContentTypes::forFileName;

    public static FileNameMap getFileNameMap() {
        return fileNameMap;
    }

    public static void setFileNameMap(FileNameMap map) {
        fileNameMap = map;
    }

    /** The MIME type of a file name's extension (the JDK's table), or null. */
    public static String guessContentTypeFromName(String fname) {
        return getFileNameMap().getContentTypeFor(fname);
    }

    /** The MIME type from a stream's first bytes (it must support mark), or null. */
    public static String guessContentTypeFromStream(InputStream is) throws IOException {
        if (!is.markSupported()) return null;
        is.mark(16);
        byte[] head = new byte[16];
        int n = is.read(head);
        is.reset();
        return n <= 0 ? null : UrlContentTypes.forContent(head, n);
    }
}
