package java.net;

import static java.net.UriChars.*;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;

/**
 * A URI reference (RFC 2396, as the JDK reads it; the grammar is in
 * UriParser). Components are kept raw (with their escapes); the getters
 * without "Raw" decode them as UTF-8. A URI parsed from a string prints as
 * that string; one made by normalize, resolve or relativize prints from its
 * components. The serial form is the string alone.
 */
public final class URI implements Comparable<URI>, Serializable {
    private static final long serialVersionUID = -6052424284110960213L;

    // Raw components, filled by UriParser or by the operations below.
    transient String scheme;
    transient String fragment;
    /** Registry or server authority; null when there is none. */
    transient String authority;
    transient String userInfo;
    /** Null for a registry-based authority. */
    transient String host;
    transient int port = -1;
    /** Null exactly when the URI is opaque. */
    transient String path;
    transient String query;
    transient String schemeSpecificPart;
    private transient int hash;

    /** The text of the URI; built from the components when needed. */
    volatile String string;

    private URI() {}

    /** Parses str; URISyntaxException "Illegal character in path at index 5: ..." and the like. */
    public URI(String str) throws URISyntaxException {
        UriParser.parse(str, this, false);
    }

    /**
     * A hierarchical URI from its components, each quoted where it holds
     * characters its place does not allow ('%' always becomes "%25"); the
     * host must be a valid server host.
     */
    public URI(String scheme, String userInfo, String host, int port, String path, String query, String fragment)
            throws URISyntaxException {
        String text = UriText.build(scheme, null, null, userInfo, host, port, path, query, fragment);
        checkPath(text, scheme, path);
        UriParser.parse(text, this, true);
    }

    public URI(String scheme, String authority, String path, String query, String fragment)
            throws URISyntaxException {
        String text = UriText.build(scheme, null, authority, null, null, -1, path, query, fragment);
        checkPath(text, scheme, path);
        UriParser.parse(text, this, false);
    }

    public URI(String scheme, String host, String path, String fragment) throws URISyntaxException {
        this(scheme, null, host, -1, path, null, fragment);
    }

    /** scheme:ssp#fragment with the scheme-specific part quoted as a whole. */
    public URI(String scheme, String ssp, String fragment) throws URISyntaxException {
        String text = UriText.build(scheme, ssp, null, null, null, -1, null, null, fragment);
        UriParser.parse(text, this, false);
    }

    private static void checkPath(String text, String scheme, String path) throws URISyntaxException {
        if (scheme != null && path != null && !path.isEmpty() && path.charAt(0) != '/') {
            throw new URISyntaxException(text, "Relative path in absolute URI");
        }
    }

    /** new URI(str), with URISyntaxException wrapped in IllegalArgumentException. */
    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** Parses a registry-based authority again as a server one (throwing if it is not). */
    public URI parseServerAuthority() throws URISyntaxException {
        if (host != null || authority == null) return this;
        UriParser.parse(toString(), this, true);
        return this;
    }

    // ---- components ----

    public String getScheme() { return scheme; }
    public boolean isAbsolute() { return scheme != null; }
    public boolean isOpaque() { return path == null; }
    public String getRawSchemeSpecificPart() {
        String ssp = schemeSpecificPart;
        if (ssp == null) ssp = schemeSpecificPart = UriText.schemeSpecificPart(this);
        return ssp;
    }
    public String getSchemeSpecificPart() { return decode(getRawSchemeSpecificPart(), false); }
    public String getRawAuthority() { return authority; }
    public String getAuthority() { return decode(authority, true); }
    public String getRawUserInfo() { return userInfo; }
    public String getUserInfo() { return decode(userInfo, false); }
    public String getHost() { return host; }
    public int getPort() { return port; }
    public String getRawPath() { return path; }
    public String getPath() { return decode(path, false); }
    public String getRawQuery() { return query; }
    public String getQuery() { return decode(query, false); }
    public String getRawFragment() { return fragment; }
    public String getFragment() { return decode(fragment, false); }

    // ---- operations ----

    /** Removes "." and "seg/.." segments and redundant slashes from the path; this if nothing changes. */
    public URI normalize() {
        if (isOpaque() || path.isEmpty()) return this;
        String normalized = UriText.normalizePath(path);
        if (normalized.equals(path)) return this;
        URI result = copyAuthority(this);
        result.scheme = scheme;
        result.path = normalized;
        result.query = query;
        result.fragment = fragment;
        return result;
    }

    /** RFC 2396 section 5.2, with the JDK's deviations (an empty reference gives the base's directory). */
    public URI resolve(URI uri) {
        URI child = uri;
        if (child.isOpaque() || isOpaque()) return child;
        if (child.scheme == null && child.authority == null && child.path.isEmpty() && child.fragment != null
                && child.query == null) {
            if (fragment != null && child.fragment.equals(fragment)) return this;
            URI result = copyAuthority(this);
            result.scheme = scheme;
            result.path = path;
            result.query = query;
            result.fragment = child.fragment;
            return result;
        }
        if (child.scheme != null) return child;
        URI result;
        if (child.authority == null) {
            result = copyAuthority(this);
            if (!child.path.isEmpty() && child.path.charAt(0) == '/') {
                result.path = child.path;
            } else {
                result.path = UriText.resolvePath(path, child.path, isAbsolute());
            }
        } else {
            result = copyAuthority(child);
            result.path = child.path;
        }
        result.scheme = scheme;
        result.query = child.query;
        result.fragment = child.fragment;
        return result;
    }

    public URI resolve(String str) {
        return resolve(URI.create(str));
    }

    /**
     * The relative URI that resolves against this one to uri, or uri itself
     * when this URI's path is not a prefix of its path (or the schemes or
     * authorities differ).
     */
    public URI relativize(URI uri) {
        URI child = uri;
        if (child.isOpaque() || isOpaque()) return child;
        if (!UriText.equalIgnoringCase(scheme, child.scheme) || !UriText.equalEscaped(authority, child.authority)) {
            return child;
        }
        String basePath = UriText.normalizePath(path);
        String childPath = UriText.normalizePath(child.path);
        if (!basePath.equals(childPath)) {
            if (!basePath.endsWith("/")) basePath = basePath + "/";
            if (!childPath.startsWith(basePath)) return child;
        }
        URI result = new URI();
        result.path = childPath.substring(basePath.length());
        result.query = child.query;
        result.fragment = child.fragment;
        return result;
    }

    private static URI copyAuthority(URI from) {
        URI result = new URI();
        result.authority = from.authority;
        result.userInfo = from.userInfo;
        result.host = from.host;
        result.port = from.port;
        return result;
    }

    /** new URL(toString()); IllegalArgumentException "URI is not absolute" for a relative URI. */
    public URL toURL() throws MalformedURLException {
        if (!isAbsolute()) throw new IllegalArgumentException("URI is not absolute");
        return new URL(toString());
    }

    // ---- comparison ----

    /**
     * Components compared as RFC 2396 says: scheme and host ignoring case,
     * escapes ignoring the case of their hex digits, the rest exactly.
     */
    @Override
    public boolean equals(Object ob) {
        if (ob == this) return true;
        if (!(ob instanceof URI)) return false;
        URI that = (URI) ob;
        if (isOpaque() != that.isOpaque()) return false;
        if (!UriText.equalIgnoringCase(scheme, that.scheme)) return false;
        if (!UriText.equalEscaped(fragment, that.fragment)) return false;
        if (isOpaque()) return UriText.equalEscaped(getRawSchemeSpecificPart(), that.getRawSchemeSpecificPart());
        if (!UriText.equalEscaped(path, that.path)) return false;
        if (!UriText.equalEscaped(query, that.query)) return false;
        if (authority == that.authority) return true;
        if (host != null) {
            return UriText.equalEscaped(userInfo, that.userInfo) && UriText.equalIgnoringCase(host, that.host)
                    && port == that.port;
        }
        if (authority != null) return UriText.equalEscaped(authority, that.authority);
        return false;
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = UriText.hashIgnoringCase(0, scheme);
            h = UriText.hashEscaped(h, fragment);
            if (isOpaque()) {
                h = UriText.hashEscaped(h, getRawSchemeSpecificPart());
            } else {
                h = UriText.hashEscaped(h, path);
                h = UriText.hashEscaped(h, query);
                if (host != null) {
                    h = UriText.hashEscaped(h, userInfo);
                    h = UriText.hashIgnoringCase(h, host);
                    h += 1949 * port;
                } else {
                    h = UriText.hashEscaped(h, authority);
                }
            }
            hash = h;
        }
        return h;
    }

    /** Scheme (ignoring case), then opaque after hierarchical, then the components in order. */
    @Override
    public int compareTo(URI that) {
        int c = UriText.compareIgnoringCase(scheme, that.scheme);
        if (c != 0) return c;
        if (isOpaque()) {
            if (!that.isOpaque()) return 1;
            c = UriText.compare(getRawSchemeSpecificPart(), that.getRawSchemeSpecificPart());
            return c != 0 ? c : UriText.compare(fragment, that.fragment);
        }
        if (that.isOpaque()) return -1;
        if (host != null && that.host != null) {
            if ((c = UriText.compare(userInfo, that.userInfo)) != 0) return c;
            if ((c = UriText.compareIgnoringCase(host, that.host)) != 0) return c;
            if ((c = port - that.port) != 0) return c;
        } else if ((c = UriText.compare(authority, that.authority)) != 0) {
            return c;
        }
        if ((c = UriText.compare(path, that.path)) != 0) return c;
        if ((c = UriText.compare(query, that.query)) != 0) return c;
        return UriText.compare(fragment, that.fragment);
    }

    // ---- text ----

    @Override
    public String toString() {
        String s = string;
        if (s == null) s = string = UriText.componentsToString(this);
        return s;
    }

    /** toString() with every non-ASCII character percent-encoded as UTF-8. */
    public String toASCIIString() {
        return encodeNonAscii(toString());
    }

    private void writeObject(java.io.ObjectOutputStream out) throws IOException {
        toString();  // the serial form is the string
        out.defaultWriteObject();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        port = -1;
        try {
            UriParser.parse(string, this, false);
        } catch (URISyntaxException e) {
            java.io.InvalidObjectException failure = new java.io.InvalidObjectException("Invalid URI");
            failure.initCause(e);
            throw failure;
        }
    }
}
