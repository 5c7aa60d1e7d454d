package java.net;

import static java.net.UriChars.*;

import java.util.ArrayList;
import java.util.List;

/**
 * URI text from components (for URI's constructors and for URIs that
 * operations build), path normalization and resolution, and the comparisons
 * RFC 2396 asks for: scheme and host ignoring case, escapes ignoring the
 * case of their hexadecimal digits.
 */
final class UriText {
    private UriText() {}

    /**
     * The text of a URI from components, each quoted for its place. An
     * opaque part (the three-argument constructor) or authority that starts
     * with a bracketed IPv6 literal keeps that literal as it is.
     */
    static String build(String scheme, String opaquePart, String authority, String userInfo, String host, int port,
            String path, String query, String fragment) {
        StringBuilder out = new StringBuilder();
        if (scheme != null) out.append(scheme).append(':');
        if (opaquePart != null) {
            appendKeepingIPv6Literal(out, opaquePart, opaquePart.startsWith("//["), L_URIC, H_URIC);
        } else {
            if (host != null) {
                out.append("//");
                if (userInfo != null) out.append(quote(userInfo, L_USERINFO, H_USERINFO)).append('@');
                boolean brackets = host.indexOf(':') >= 0 && !host.startsWith("[") && !host.endsWith("]");
                out.append(brackets ? "[" + host + "]" : host);
                if (port != -1) out.append(':').append(port);
            } else if (authority != null) {
                out.append("//");
                appendKeepingIPv6Literal(out, authority, authority.startsWith("["), L_REG_NAME | L_SERVER,
                        H_REG_NAME | H_SERVER);
            }
            if (path != null) out.append(quote(path, L_PATH, H_PATH));
            if (query != null) out.append('?').append(quote(query, L_URIC, H_URIC));
        }
        if (fragment != null) out.append('#').append(quote(fragment, L_URIC, H_URIC));
        return out.toString();
    }

    private static void appendKeepingIPv6Literal(StringBuilder out, String text, boolean startsLiteral, long lowMask,
            long highMask) {
        int end = text.indexOf(']');
        if (startsLiteral && end >= 0 && text.indexOf(':') >= 0) {
            out.append(text, 0, end + 1).append(quote(text.substring(end + 1), lowMask, highMask));
        } else {
            out.append(quote(text, lowMask, highMask));
        }
    }

    /** The text of a URI from its raw components (which need no quoting). */
    static String componentsToString(URI uri) {
        StringBuilder out = new StringBuilder();
        if (uri.scheme != null) out.append(uri.scheme).append(':');
        if (uri.isOpaque()) {
            out.append(uri.schemeSpecificPart);
        } else {
            if (uri.host != null) {
                out.append("//");
                if (uri.userInfo != null) out.append(uri.userInfo).append('@');
                String host = uri.host;
                boolean brackets = host.indexOf(':') >= 0 && !host.startsWith("[") && !host.endsWith("]");
                out.append(brackets ? "[" + host + "]" : host);
                if (uri.port != -1) out.append(':').append(uri.port);
            } else if (uri.authority != null) {
                out.append("//").append(uri.authority);
            }
            if (uri.path != null) out.append(uri.path);
            if (uri.query != null) out.append('?').append(uri.query);
        }
        if (uri.fragment != null) out.append('#').append(uri.fragment);
        return out.toString();
    }

    /** The raw scheme-specific part: the text between "scheme:" and "#fragment". */
    static String schemeSpecificPart(URI uri) {
        String text = uri.toString();
        int start = uri.scheme == null ? 0 : uri.scheme.length() + 1;
        int end = uri.fragment == null ? text.length() : text.length() - uri.fragment.length() - 1;
        return text.substring(start, end);
    }

    /**
     * RFC 2396 5.2 step 6: drops "." segments, "segment/.." pairs and
     * redundant slashes. ".." that cannot go up stays; a relative path whose
     * first segment holds ':' gets "./" in front, so it cannot read as a scheme.
     */
    static String normalizePath(String path) {
        if (path.isEmpty()) return path;
        boolean absolute = path.charAt(0) == '/';
        List<String> kept = new ArrayList<>();
        boolean trailingSlash = false;
        int start = 0;
        while (start <= path.length()) {
            int end = path.indexOf('/', start);
            if (end < 0) end = path.length();
            String segment = path.substring(start, end);
            boolean last = end >= path.length();
            if (segment.isEmpty()) {
                if (last) trailingSlash = !kept.isEmpty();
            } else if (segment.equals(".")) {
                trailingSlash = last;
            } else if (segment.equals("..")) {
                if (!kept.isEmpty() && !kept.get(kept.size() - 1).equals("..")) {
                    kept.remove(kept.size() - 1);
                    trailingSlash = last;
                } else {
                    kept.add(segment);
                    trailingSlash = false;
                }
            } else {
                kept.add(segment);
                trailingSlash = false;
            }
            start = end + 1;
        }
        StringBuilder out = new StringBuilder(path.length());
        if (absolute) out.append('/');
        else if (!kept.isEmpty() && kept.get(0).indexOf(':') >= 0) out.append("./");
        for (int i = 0; i < kept.size(); i++) {
            if (i > 0) out.append('/');
            out.append(kept.get(i));
        }
        if (trailingSlash && !kept.isEmpty()) out.append('/');
        return out.toString();
    }

    /** RFC 2396 5.2 step 6: the child path against the base path's directory, normalized. */
    static String resolvePath(String base, String child, boolean baseAbsolute) {
        int slash = base.lastIndexOf('/');
        String path;
        if (child.isEmpty()) {
            path = slash >= 0 ? base.substring(0, slash + 1) : "";
        } else if (slash >= 0 || !baseAbsolute) {
            path = base.substring(0, slash + 1) + child;
        } else {
            path = "/" + child;
        }
        return normalizePath(path);
    }

    // ---- comparisons ----

    private static char toLower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }

    private static char toUpper(char c) {
        return c >= 'a' && c <= 'z' ? (char) (c - ('a' - 'A')) : c;
    }

    static boolean equalIgnoringCase(String s, String t) {
        if (s == t) return true;
        if (s == null || t == null || s.length() != t.length()) return false;
        for (int i = 0; i < s.length(); i++) {
            if (toLower(s.charAt(i)) != toLower(t.charAt(i))) return false;
        }
        return true;
    }

    /** Equal, except that the hex digits of escapes may differ in case. */
    static boolean equalEscaped(String s, String t) {
        if (s == t) return true;
        if (s == null || t == null || s.length() != t.length()) return false;
        if (s.indexOf('%') < 0) return s.equals(t);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i), d = t.charAt(i);
            if (c != '%') {
                if (c != d) return false;
                continue;
            }
            if (d != '%' || i + 2 >= s.length()) return false;
            if (toLower(s.charAt(i + 1)) != toLower(t.charAt(i + 1))) return false;
            if (toLower(s.charAt(i + 2)) != toLower(t.charAt(i + 2))) return false;
            i += 2;
        }
        return true;
    }

    static int hashIgnoringCase(int hash, String s) {
        if (s == null) return hash;
        int h = hash;
        for (int i = 0; i < s.length(); i++) h = 31 * h + toLower(s.charAt(i));
        return h;
    }

    /** hash * 127 + the string's hash, taken with escapes' hex digits upper-cased. */
    static int hashEscaped(int hash, String s) {
        if (s == null) return hash;
        if (s.indexOf('%') < 0) return hash * 127 + s.hashCode();
        int h = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            h = 31 * h + c;
            if (c == '%') {
                for (int k = i + 1; k < i + 3 && k < s.length(); k++) h = 31 * h + toUpper(s.charAt(k));
                i += 2;
            }
        }
        return hash * 127 + h;
    }

    /** null first; escapes at the same place compare their hex digits ignoring case. */
    static int compare(String s, String t) {
        if (s == t) return 0;
        if (s == null) return -1;
        if (t == null) return 1;
        int n = Math.min(s.length(), t.length());
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i), d = t.charAt(i);
            if (c == '%' && d == '%' && i + 2 < n) {
                for (int k = i + 1; k <= i + 2; k++) {
                    int diff = toLower(s.charAt(k)) - toLower(t.charAt(k));
                    if (diff != 0) return diff;
                }
                i += 2;
            } else if (c != d) {
                return c - d;
            }
        }
        return s.length() - t.length();
    }

    static int compareIgnoringCase(String s, String t) {
        if (s == t) return 0;
        if (s == null) return -1;
        if (t == null) return 1;
        int n = Math.min(s.length(), t.length());
        for (int i = 0; i < n; i++) {
            int c = toLower(s.charAt(i)) - toLower(t.charAt(i));
            if (c != 0) return c;
        }
        return s.length() - t.length();
    }
}
