package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;

/**
 * A URL of a known protocol (http, https, ftp, file, jar, mailto), parsed
 * the way the JDK's stream handlers parse it (UrlParser): unlike URI, a URL
 * keeps illegal characters as they are. Only file: URLs can be opened.
 * equals and hashCode compare host names ignoring case; unlike the JDK's
 * they never resolve them (no DNS lookups).
 */
public final class URL implements Serializable {
    private static final long serialVersionUID = -7627629688361524110L;

    private static final String[] KNOWN_PROTOCOLS = {"http", "https", "ftp", "file", "jar", "mailto"};

    String protocol;
    String host = "";
    int port = -1;
    /** Null when the URL has no "//" part; "" for "file:///x". */
    String authority;
    String userInfo;
    String path = "";
    String query;
    String ref;
    private transient int hashCode = -1;

    public URL(String spec) throws MalformedURLException {
        this(null, spec);
    }

    /** spec, relative to context when it has no protocol of its own (or context's, for a hierarchical context). */
    public URL(URL context, String spec) throws MalformedURLException {
        if (spec == null) throw new MalformedURLException("Cannot invoke \"String.length()\" because \"spec\" is null");
        try {
            UrlParser.parse(this, context, spec);
        } catch (MalformedURLException e) {
            throw e;
        } catch (RuntimeException e) {
            MalformedURLException failure = new MalformedURLException(e.getMessage());
            failure.initCause(e);
            throw failure;
        }
    }

    /** From parts: file may hold "?query" and "#ref"; an IPv6 host gets brackets. */
    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        this.protocol = checkProtocol(protocol.toLowerCase());
        if (host != null) {
            if (host.indexOf(':') >= 0 && !host.startsWith("[")) host = "[" + host + "]";
            if (port < -1) throw new MalformedURLException("Invalid port number :" + port);
            this.host = host;
            this.port = port;
            this.authority = port == -1 ? host : host + ":" + port;
        }
        int hash = file.indexOf('#');
        if (hash >= 0) {
            ref = file.substring(hash + 1);
            file = file.substring(0, hash);
        }
        int question = file.lastIndexOf('?');
        if (question >= 0) {
            query = file.substring(question + 1);
            path = file.substring(0, question);
        } else {
            path = file;
        }
    }

    public URL(String protocol, String host, String file) throws MalformedURLException {
        this(protocol, host, -1, file);
    }

    static String checkProtocol(String protocol) throws MalformedURLException {
        for (String known : KNOWN_PROTOCOLS) {
            if (known.equals(protocol)) return protocol;
        }
        throw new MalformedURLException("unknown protocol: " + protocol);
    }

    public String getProtocol() { return protocol; }
    public String getHost() { return host; }
    public int getPort() { return port; }
    public String getAuthority() { return authority; }
    public String getUserInfo() { return userInfo; }
    public String getPath() { return path; }
    public String getQuery() { return query; }
    public String getRef() { return ref; }

    /** The path and "?query". */
    public String getFile() {
        return query == null ? path : path + "?" + query;
    }

    /** 80 for http, 443 for https, 21 for ftp, else -1. */
    public int getDefaultPort() {
        switch (protocol) {
            case "http": return 80;
            case "https": return 443;
            case "ftp": return 21;
            default: return -1;
        }
    }

    /** protocol:[//authority]path[?query][#ref]. */
    public String toExternalForm() {
        StringBuilder out = new StringBuilder(protocol).append(':');
        if (authority != null && !authority.isEmpty()) out.append("//").append(authority);
        out.append(path);
        if (query != null) out.append('?').append(query);
        if (ref != null) out.append('#').append(ref);
        return out.toString();
    }

    @Override
    public String toString() {
        return toExternalForm();
    }

    /** new URI(toString()): URISyntaxException where the URL holds characters a URI does not allow. */
    public URI toURI() throws URISyntaxException {
        return new URI(toString());
    }

    private int effectivePort() {
        return port == -1 ? getDefaultPort() : port;
    }

    /** Same protocol, host (ignoring case), port (defaults counted) and file; the ref may differ. */
    public boolean sameFile(URL other) {
        return other != null && protocol.equalsIgnoreCase(other.protocol) && getFile().equals(other.getFile())
                && effectivePort() == other.effectivePort() && host.equalsIgnoreCase(other.host);
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof URL)) return false;
        URL other = (URL) obj;
        return sameFile(other) && (ref == null ? other.ref == null : ref.equals(other.ref));
    }

    @Override
    public synchronized int hashCode() {
        if (hashCode == -1) {
            int h = protocol.hashCode();
            h += host.toLowerCase().hashCode();
            h += getFile().hashCode();
            h += effectivePort();
            if (ref != null) h += ref.hashCode();
            hashCode = h;
        }
        return hashCode;
    }

    /**
     * A connection to what the URL names: file: URLs read the file (or
     * list a directory), jar: URLs read an entry of a local jar file; other protocols are not implemented.
     */
    public URLConnection openConnection() throws IOException {
        if (protocol.equals("file")) return new FileURLConnection(this);
        if (protocol.equals("jar")) return new JarEntryURLConnection(this);
        throw new UnsupportedOperationException("Loupe opens only file: URLs, not " + protocol + ":");
    }

    public InputStream openStream() throws IOException {
        return openConnection().getInputStream();
    }

    public Object getContent() throws IOException {
        return openConnection().getContent();
    }
}
