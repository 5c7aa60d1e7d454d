package java.net;

/**
 * Parses URL specs, absolute or relative to a context URL, as the JDK's
 * stream handlers do: the protocol before the first ':' (if it comes
 * before any '/'), the ref after '#', the query after '?', the authority
 * after "//" (user info, host or bracketed IPv6 literal, port), and a path
 * that a relative spec merges into the context's directory with "." and
 * ".." segments worked out.
 */
final class UrlParser {
    private UrlParser() {}

    static void parse(URL url, URL context, String spec) throws MalformedURLException {
        String original = spec;
        int limit = spec.length();
        while (limit > 0 && spec.charAt(limit - 1) <= ' ') limit--;
        int start = 0;
        while (start < limit && spec.charAt(start) <= ' ') start++;
        if (spec.regionMatches(true, start, "url:", 0, 4)) start += 4;
        boolean onlyRef = start < spec.length() && spec.charAt(start) == '#';
        String protocol = null;
        for (int i = start; !onlyRef && i < limit && spec.charAt(i) != '/'; i++) {
            if (spec.charAt(i) == ':') {
                String candidate = spec.substring(start, i).toLowerCase();
                if (isValidProtocol(candidate)) {
                    protocol = candidate;
                    start = i + 1;
                }
                break;
            }
        }
        boolean relative = false;
        if (context != null && (protocol == null || protocol.equalsIgnoreCase(context.protocol))) {
            // "http:g" against an http: context with an absolute path is relative to it (RFC 2396 5.2.3).
            if (context.path != null && context.path.startsWith("/")) protocol = null;
            if (protocol == null) {
                protocol = context.protocol;
                url.authority = context.authority;
                url.userInfo = context.userInfo;
                url.host = context.host;
                url.port = context.port;
                url.path = context.path;
                relative = true;
            }
        }
        if (protocol == null) throw new MalformedURLException("no protocol: " + original);
        url.protocol = URL.checkProtocol(protocol);
        int hash = spec.indexOf('#', start);
        if (hash >= 0 && hash < limit) {
            url.ref = spec.substring(hash + 1, limit);
            limit = hash;
        }
        if (relative && start == limit) {
            url.query = context.query;
            if (url.ref == null) url.ref = context.ref;
        }
        parseBody(url, spec, start, limit);
        if (url.protocol.equals("jar") && !relative && url.path.indexOf("!/") < 0) {
            throw new MalformedURLException("no !/ in spec");
        }
    }

    private static boolean isValidProtocol(String protocol) {
        if (protocol.isEmpty() || !Character.isLetter(protocol.charAt(0))) return false;
        for (int i = 1; i < protocol.length(); i++) {
            char c = protocol.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '.' && c != '+' && c != '-') return false;
        }
        return true;
    }

    private static void parseBody(URL url, String spec, int start, int limit) {
        String path = url.path;
        boolean queryOnly = false;
        if (start < limit) {
            int question = spec.indexOf('?', start);
            queryOnly = question == start;
            if (question >= 0 && question < limit) {
                url.query = spec.substring(question + 1, limit);
                limit = question;
            }
        }
        boolean uncName = start <= limit - 4 && spec.startsWith("////", start);
        if (!uncName && start <= limit - 2 && spec.startsWith("//", start)) {
            start += 2;
            int end = spec.indexOf('/', start);
            if (end < 0 || end > limit) {
                end = spec.indexOf('?', start);
                if (end < 0 || end > limit) end = limit;
            }
            parseAuthority(url, spec.substring(start, end));
            start = end;
            if (!url.authority.isEmpty()) path = "";
        }
        if (url.host == null) url.host = "";
        boolean mergedPath = false;
        if (start < limit) {
            String given = spec.substring(start, limit);
            if (given.charAt(0) == '/') {
                path = given;
            } else if (path != null && !path.isEmpty()) {
                mergedPath = true;
                int slash = path.lastIndexOf('/');
                String separator = slash == -1 && url.authority != null ? "/" : "";
                path = path.substring(0, slash + 1) + separator + given;
            } else {
                path = url.authority != null ? "/" + given : given;
            }
        } else if (queryOnly && path != null) {
            int slash = Math.max(path.lastIndexOf('/'), 0);
            path = path.substring(0, slash) + "/";
        }
        if (path == null) path = "";
        url.path = mergedPath ? removeDots(path) : path;
    }

    /** [userinfo@]host[:port], the host possibly "[IPv6]"; more than one '@' leaves the host empty. */
    private static void parseAuthority(URL url, String authority) {
        url.authority = authority;
        url.userInfo = null;
        url.port = -1;
        String host = authority;
        int at = authority.indexOf('@');
        if (at >= 0) {
            if (at != authority.lastIndexOf('@')) {
                url.host = "";
                return;
            }
            url.userInfo = authority.substring(0, at);
            host = authority.substring(at + 1);
        }
        if (!host.isEmpty() && host.charAt(0) == '[') {
            int close = host.indexOf(']');
            if (close <= 2) throw new IllegalArgumentException("Invalid authority field: " + authority);
            String literal = host.substring(1, close);
            int percent = literal.indexOf('%');
            if (InetAddresses.parseIPv6(percent >= 0 ? literal.substring(0, percent) : literal) == null) {
                throw new IllegalArgumentException("Invalid host: " + host.substring(0, close + 1));
            }
            String rest = host.substring(close + 1);
            host = host.substring(0, close + 1);
            if (!rest.isEmpty()) {
                if (rest.charAt(0) != ':') throw new IllegalArgumentException("Invalid authority field: " + authority);
                if (rest.length() > 1) url.port = Integer.parseInt(rest, 1, rest.length(), 10);
            }
        } else {
            int colon = host.indexOf(':');
            if (colon >= 0) {
                if (host.length() > colon + 1) url.port = Integer.parseInt(host, colon + 1, host.length(), 10);
                host = host.substring(0, colon);
            }
        }
        if (url.port < -1) throw new IllegalArgumentException("Invalid port number :" + url.port);
        url.host = host;
    }

    /**
     * The dot segments of a merged path: "/./" goes, "segment/../" cancels
     * (unless the segment is ".."), a trailing "/.." takes its segment with
     * it, and a leading "./" and a trailing "." go.
     */
    static String removeDots(String path) {
        int i;
        while ((i = path.indexOf("/./")) >= 0) path = path.substring(0, i) + path.substring(i + 2);
        i = 0;
        while ((i = path.indexOf("/../", i)) >= 0) {
            int previous = i > 0 ? path.lastIndexOf('/', i - 1) : -1;
            if (previous >= 0 && !path.startsWith("/../", previous)) {
                path = path.substring(0, previous) + path.substring(i + 3);
                i = 0;
            } else {
                i += 3;
            }
        }
        while (path.endsWith("/..")) {
            int dots = path.length() - 3;
            int previous = dots > 0 ? path.lastIndexOf('/', dots - 1) : -1;
            if (previous < 0 || path.substring(previous, dots).equals("/..")) break;
            path = path.substring(0, previous + 1);
        }
        if (path.startsWith("./") && path.length() > 2) path = path.substring(2);
        if (path.endsWith("/.")) path = path.substring(0, path.length() - 1);
        return path;
    }
}
