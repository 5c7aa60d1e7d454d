package java.net;

/** Parsing of IP address literals, shared by InetAddress and URI. */
final class InetAddresses {
    private InetAddresses() {}

    /**
     * The address a literal names, with no host name, or null if host is not
     * a literal: IPv4 as 1 to 4 decimal parts ("127.1" is 127.0.0.1, the last
     * part fills the remaining bytes), IPv6 in any RFC 4291 form with an
     * optional "%scope". An IPv4-mapped IPv6 literal gives an Inet4Address.
     */
    static InetAddress parseLiteral(String host) {
        byte[] v4 = parseIPv4(host);
        if (v4 != null) return new Inet4Address(null, v4);
        if (host.indexOf(':') < 0) return null;
        String scope = null;
        int percent = host.indexOf('%');
        if (percent >= 0) {
            scope = host.substring(percent + 1);
            host = host.substring(0, percent);
            if (scope.isEmpty()) return null;
        }
        byte[] v6 = parseIPv6(host);
        if (v6 == null) return null;
        if (isIPv4Mapped(v6)) {
            byte[] mapped = new byte[4];
            System.arraycopy(v6, 12, mapped, 0, 4);
            return new Inet4Address(null, mapped);
        }
        int scopeId = 0;
        if (scope != null) {
            try {
                scopeId = Integer.parseInt(scope);
            } catch (NumberFormatException interfaceName) {
                scopeId = 0;
            }
        }
        return new Inet6Address(null, v6, scopeId, scope);
    }

    static boolean isIPv4Mapped(byte[] address) {
        for (int i = 0; i < 10; i++) {
            if (address[i] != 0) return false;
        }
        return address[10] == (byte) 0xff && address[11] == (byte) 0xff;
    }

    /** 1 to 4 decimal parts separated by dots; the last fills the rest. */
    static byte[] parseIPv4(String text) {
        if (text.isEmpty() || text.length() > 15) return null;
        long[] parts = new long[4];
        int count = 0;
        int i = 0;
        while (true) {
            if (count == 4) return null;
            int start = i;
            long value = 0;
            while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                value = value * 10 + (text.charAt(i) - '0');
                if (value > 0xffffffffL) return null;
                i++;
            }
            if (i == start) return null;
            parts[count++] = value;
            if (i == text.length()) break;
            if (text.charAt(i) != '.') return null;
            i++;
        }
        byte[] out = new byte[4];
        for (int p = 0; p < count - 1; p++) {
            if (parts[p] > 255) return null;
            out[p] = (byte) parts[p];
        }
        long last = parts[count - 1];
        int bytesLeft = 4 - (count - 1);
        if (bytesLeft < 4 && last >= 1L << (8 * bytesLeft)) return null;
        for (int b = 3; b >= count - 1; b--) {
            out[b] = (byte) last;
            last >>= 8;
        }
        return out;
    }

    /** Eight 16-bit groups, "::" for one run of zero groups, an IPv4 tail. */
    static byte[] parseIPv6(String text) {
        if (text.length() < 2) return null;
        byte[] out = new byte[16];
        int filled = 0;
        int gapAt = -1;
        int i = 0;
        if (text.startsWith("::")) {
            gapAt = 0;
            i = 2;
            if (i == text.length()) return out;
        } else if (text.charAt(0) == ':') {
            return null;
        }
        while (i < text.length()) {
            int end = i;
            while (end < text.length() && text.charAt(end) != ':') end++;
            String group = text.substring(i, end);
            if (group.indexOf('.') >= 0) {
                byte[] v4 = end == text.length() ? parseIPv4(group) : null;
                if (v4 == null || group.chars().filter(c -> c == '.').count() != 3 || filled > 12) return null;
                System.arraycopy(v4, 0, out, filled, 4);
                filled += 4;
                i = end;
                break;
            }
            if (group.isEmpty() || group.length() > 4 || filled >= 16) return null;
            int value = 0;
            for (int k = 0; k < group.length(); k++) {
                int digit = Character.digit(group.charAt(k), 16);
                if (digit < 0) return null;
                value = value * 16 + digit;
            }
            out[filled++] = (byte) (value >> 8);
            out[filled++] = (byte) value;
            if (end == text.length()) {
                i = end;
                break;
            }
            if (end + 1 < text.length() && text.charAt(end + 1) == ':') {
                if (gapAt >= 0) return null;
                gapAt = filled;
                i = end + 2;
            } else {
                if (end + 1 == text.length()) return null;  // a trailing single ':'
                i = end + 1;
            }
        }
        if (gapAt < 0) return filled == 16 ? out : null;
        if (filled == 16) return null;
        int tail = filled - gapAt;
        System.arraycopy(out, gapAt, out, 16 - tail, tail);
        for (int k = gapAt; k < 16 - tail; k++) out[k] = 0;
        return out;
    }

    /**
     * A host in a numeric form the JDK refuses rather than looking up
     * (hexadecimal parts, "0x7f.1").
     */
    static boolean looksLikeAmbiguousLiteral(String host) {
        boolean hexMarker = false;
        for (int i = 0; i < host.length(); i++) {
            char c = host.charAt(i);
            if (c == 'x' || c == 'X') {
                if (i == 0 || host.charAt(i - 1) != '0' || (i > 1 && host.charAt(i - 2) != '.')) return false;
                hexMarker = true;
            } else if (c != '.' && Character.digit(c, 16) < 0) {
                return false;
            }
        }
        return hexMarker;
    }
}
