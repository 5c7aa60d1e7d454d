package java.net;

import static java.net.UriChars.*;

/**
 * Parses a URI string by RFC 2396 (with RFC 2732's IPv6 literals and the
 * JDK's deviations: an empty authority before a path, query or fragment;
 * an empty path; non-ASCII "other" characters wherever escapes are
 * allowed) into the fields of a URI. Errors are URISyntaxExceptions with
 * the JDK's reasons and indexes.
 *
 *   [scheme:]scheme-specific-part[#fragment]
 *   opaque:       scheme:part-not-starting-with-slash
 *   hierarchical: [scheme:][//authority][path][?query]
 *   authority:    [user-info@]host[:port]  (server-based) or registry-based
 */
final class UriParser {
    private final String input;
    private final URI uri;
    /** Set while parsing a server authority: requireServerAuthority makes its failure fatal. */
    private final boolean requireServerAuthority;

    private UriParser(String input, URI uri, boolean requireServerAuthority) {
        this.input = input;
        this.uri = uri;
        this.requireServerAuthority = requireServerAuthority;
    }

    /** Fills uri's fields from input (which also becomes its string). */
    static void parse(String input, URI uri, boolean requireServerAuthority) throws URISyntaxException {
        uri.string = input;
        new UriParser(input, uri, requireServerAuthority).parse();
    }

    private URISyntaxException fail(String reason, int index) {
        return new URISyntaxException(input, reason, index);
    }

    private URISyntaxException failExpecting(String expected, int index) {
        return fail("Expected " + expected, index);
    }

    private boolean at(int p, int end, char c) {
        return p < end && input.charAt(p) == c;
    }

    /** The index of the first character of stop in [start, end), else end; -1 if one of error comes first. */
    private int scanUntil(int start, int end, String error, String stop) {
        for (int p = start; p < end; p++) {
            char c = input.charAt(p);
            if (error.indexOf(c) >= 0) return -1;
            if (stop.indexOf(c) >= 0) return p;
        }
        return end;
    }

    private int scanUntil(int start, int end, String stop) {
        return scanUntil(start, end, "", stop);
    }

    /** The end of an escape ("%XX") or "other" character at p; p if there is none. */
    private int scanEscape(int p, int end) throws URISyntaxException {
        char c = input.charAt(p);
        if (c == '%') {
            if (p + 3 <= end && isHex(input.charAt(p + 1)) && isHex(input.charAt(p + 2))) return p + 3;
            throw fail("Malformed escape pair", p);
        }
        return isOther(c) ? p + 1 : p;
    }

    private static boolean isHex(char c) {
        return match(c, L_HEX, H_HEX);
    }

    /** The end of the run of characters of the class (escapes too when the class allows them). */
    private int scan(int start, int end, long lowMask, long highMask) throws URISyntaxException {
        int p = start;
        while (p < end) {
            if (match(input.charAt(p), lowMask, highMask)) {
                p++;
                continue;
            }
            if ((lowMask & L_ESCAPED) != 0) {
                int q = scanEscape(p, end);
                if (q > p) {
                    p = q;
                    continue;
                }
            }
            break;
        }
        return p;
    }

    private void checkChars(int start, int end, long lowMask, long highMask, String what) throws URISyntaxException {
        int p = scan(start, end, lowMask, highMask);
        if (p < end) throw fail("Illegal character in " + what, p);
    }

    private void parse() throws URISyntaxException {
        int n = input.length();
        int sspStart;
        int p = scanUntil(0, n, "/?#", ":");
        if (p >= 0 && at(p, n, ':')) {
            if (p == 0) throw failExpecting("scheme name", 0);
            if (!match(input.charAt(0), L_ALPHA, H_ALPHA)) throw fail("Illegal character in scheme name", 0);
            checkChars(1, p, L_SCHEME, H_SCHEME, "scheme name");
            uri.scheme = input.substring(0, p);
            p++;
            sspStart = p;
            if (at(p, n, '/')) {
                p = parseHierarchical(p, n);
            } else {
                int q = scanUntil(p, n, "#");
                if (q <= p) throw failExpecting("scheme-specific part", p);
                checkChars(p, q, L_URIC, H_URIC, "opaque part");
                p = q;
            }
        } else {
            sspStart = 0;
            p = parseHierarchical(0, n);
        }
        uri.schemeSpecificPart = input.substring(sspStart, p);
        if (at(p, n, '#')) {
            checkChars(p + 1, n, L_URIC, H_URIC, "fragment");
            uri.fragment = input.substring(p + 1, n);
            p = n;
        }
        if (p < n) throw fail("end of URI", p);
    }

    private int parseHierarchical(int start, int n) throws URISyntaxException {
        int p = start;
        if (at(p, n, '/') && at(p + 1, n, '/')) {
            p += 2;
            int q = scanUntil(p, n, "/?#");
            if (q > p) {
                p = parseAuthority(p, q);
            } else if (q >= n) {
                throw failExpecting("authority", p);
            }
            // else an empty authority before a path, query or fragment (a JDK deviation)
        }
        int q = scanUntil(p, n, "?#");
        checkChars(p, q, L_PATH, H_PATH, "path");
        uri.path = input.substring(p, q);
        p = q;
        if (at(p, n, '?')) {
            p++;
            q = scanUntil(p, n, "#");
            checkChars(p, q, L_URIC, H_URIC, "query");
            uri.query = input.substring(p, q);
            p = q;
        }
        return p;
    }

    /**
     * A server authority if it parses as one, else a registry-based one
     * when its characters allow (then host is null).
     */
    private int parseAuthority(int start, int n) throws URISyntaxException {
        int p = start;
        boolean serverChars = scan(p, n, L_SERVER_PERCENT, H_SERVER_PERCENT) == n;
        boolean regChars = scan(p, n, L_REG_NAME, H_REG_NAME) == n;
        if (regChars && !serverChars) {
            uri.authority = input.substring(p, n);
            return n;
        }
        int q = p;
        URISyntaxException serverFailure = null;
        if (serverChars) {
            try {
                q = parseServer(p, n);
                if (q < n) throw failExpecting("end of authority", q);
                uri.authority = input.substring(p, n);
            } catch (URISyntaxException e) {
                uri.userInfo = null;
                uri.host = null;
                uri.port = -1;
                if (requireServerAuthority) throw e;
                serverFailure = e;
                q = p;
            }
        }
        if (q < n) {
            if (regChars) {
                uri.authority = input.substring(p, n);
            } else if (serverFailure != null) {
                throw serverFailure;
            } else {
                throw fail("Illegal character in authority", q);
            }
        }
        return n;
    }

    private int parseServer(int start, int n) throws URISyntaxException {
        int p = start;
        int q = scanUntil(p, n, "/?#", "@");
        if (q >= p && at(q, n, '@')) {
            checkChars(p, q, L_USERINFO, H_USERINFO, "user info");
            uri.userInfo = input.substring(p, q);
            p = q + 1;
        }
        if (at(p, n, '[')) {
            p++;
            q = scanUntil(p, n, "/?#", "]");
            if (q > p && at(q, n, ']')) {
                int percent = scanUntil(p, q, "%");
                if (percent < q) {
                    checkIPv6(p, percent);
                    if (percent + 1 == q) throw new URISyntaxException(input, "scope id expected");
                    checkChars(percent + 1, q, L_SCOPE_ID, H_SCOPE_ID, "scope id");
                } else {
                    checkIPv6(p, q);
                }
                uri.host = input.substring(p - 1, q + 1);
                p = q + 1;
            } else {
                throw failExpecting("closing bracket for IPv6 address", q);
            }
        } else {
            q = parseIPv4Address(p, n);
            if (q <= p) q = parseHostname(p, n);
            p = q;
        }
        if (at(p, n, ':')) {
            p++;
            q = scan(p, n, L_DIGIT, H_DIGIT);
            if (q > p) {
                try {
                    uri.port = Integer.parseInt(input.substring(p, q));
                } catch (NumberFormatException e) {
                    throw fail("Malformed port number", p);
                }
                p = q;
            }
        }
        if (p < n) throw failExpecting("port number", p);
        return p;
    }

    private void checkIPv6(int start, int end) throws URISyntaxException {
        String text = input.substring(start, end);
        if (text.indexOf(':') < 0 || InetAddresses.parseIPv6(text) == null) {
            throw fail("Malformed IPv6 address", start);
        }
    }

    /** The end of a dotted-quad IPv4 address at start (followed by nothing or ':'), else -1. */
    private int parseIPv4Address(int start, int n) {
        int p = start;
        for (int part = 0; part < 4; part++) {
            if (part > 0) {
                if (!at(p, n, '.')) return -1;
                p++;
            }
            int q = p;
            int value = 0;
            while (q < n && q - p < 4 && input.charAt(q) >= '0' && input.charAt(q) <= '9') {
                value = value * 10 + (input.charAt(q) - '0');
                q++;
            }
            if (q == p || q - p > 3 || value > 255) return -1;
            p = q;
        }
        if (p < n && input.charAt(p) != ':') return -1;
        uri.host = input.substring(start, p);
        return p;
    }

    /**
     * hostname = *(domainlabel ".") toplabel ["."]; labels of letters, digits
     * and inner dashes; the last label starts with a letter.
     */
    private int parseHostname(int start, int n) throws URISyntaxException {
        int p = start;
        int lastLabel = -1;
        do {
            int q = scan(p, n, L_ALPHANUM, H_ALPHANUM);
            if (q <= p) break;
            lastLabel = p;
            p = q;
            q = scan(p, n, L_ALPHANUM | L_DASH, H_ALPHANUM | H_DASH);
            if (q > p) {
                if (input.charAt(q - 1) == '-') throw fail("Illegal character in hostname", q - 1);
                p = q;
            }
            if (!at(p, n, '.')) break;
            p++;
        } while (p < n);
        if (p < n && !at(p, n, ':')) throw fail("Illegal character in hostname", p);
        if (lastLabel < 0) throw failExpecting("hostname", start);
        if (lastLabel > start && !match(input.charAt(lastLabel), L_ALPHA, H_ALPHA)) {
            throw fail("Illegal character in hostname", lastLabel);
        }
        uri.host = input.substring(start, p);
        return p;
    }
}
