package java.net;

/**
 * An IPv6 address: sixteen bytes, printed in full as eight hexadecimal
 * groups ("0:0:0:0:0:0:0:1"), with "%scope" when it has a scope.
 */
public final class Inet6Address extends InetAddress {
    private static final long serialVersionUID = 6880410070516793377L;

    private final byte[] address;
    private final int scopeId;
    /** The scope as written after '%' ("1", "eth0"), or null. */
    private final String scopeText;

    Inet6Address(String hostName, byte[] address, int scopeId) {
        this(hostName, address, scopeId, scopeId == 0 ? null : Integer.toString(scopeId));
    }

    Inet6Address(String hostName, byte[] address, int scopeId, String scopeText) {
        super(hostName);
        this.address = address;
        this.scopeId = scopeId;
        this.scopeText = scopeText;
    }

    /** An address with a numeric scope; UnknownHostException unless addr has 16 bytes. */
    public static Inet6Address getByAddress(String host, byte[] addr, int scopeId) throws UnknownHostException {
        if (addr == null || addr.length != 16) throw new UnknownHostException("addr is of illegal length");
        if (host != null && host.length() > 2 && host.charAt(0) == '[' && host.charAt(host.length() - 1) == ']') {
            host = host.substring(1, host.length() - 1);
        }
        return new Inet6Address(host, addr.clone(), scopeId < 0 ? 0 : scopeId);
    }

    public int getScopeId() {
        return scopeId;
    }

    @Override
    public byte[] getAddress() {
        return address.clone();
    }

    @Override
    public String getHostAddress() {
        StringBuilder text = new StringBuilder(39);
        for (int i = 0; i < 16; i += 2) {
            if (i > 0) text.append(':');
            text.append(Integer.toHexString((address[i] & 0xff) << 8 | (address[i + 1] & 0xff)));
        }
        if (scopeText != null) text.append('%').append(scopeText);
        return text.toString();
    }

    /** ::a.b.c.d (the deprecated IPv4-compatible form). */
    public boolean isIPv4CompatibleAddress() {
        for (int i = 0; i < 12; i++) {
            if (address[i] != 0) return false;
        }
        return true;
    }

    private boolean allZeroBefore(int end) {
        for (int i = 0; i < end; i++) {
            if (address[i] != 0) return false;
        }
        return true;
    }

    @Override public boolean isMulticastAddress() { return (address[0] & 0xff) == 0xff; }
    @Override public boolean isAnyLocalAddress() { return allZeroBefore(16); }
    @Override public boolean isLoopbackAddress() { return allZeroBefore(15) && address[15] == 1; }
    @Override public boolean isLinkLocalAddress() { return (address[0] & 0xff) == 0xfe && (address[1] & 0xc0) == 0x80; }
    @Override public boolean isSiteLocalAddress() { return (address[0] & 0xff) == 0xfe && (address[1] & 0xc0) == 0xc0; }
    @Override public boolean isMCGlobal() { return isMulticastAddress() && (address[1] & 0x0f) == 0x0e; }
    @Override public boolean isMCNodeLocal() { return isMulticastAddress() && (address[1] & 0x0f) == 0x01; }
    @Override public boolean isMCLinkLocal() { return isMulticastAddress() && (address[1] & 0x0f) == 0x02; }
    @Override public boolean isMCSiteLocal() { return isMulticastAddress() && (address[1] & 0x0f) == 0x05; }
    @Override public boolean isMCOrgLocal() { return isMulticastAddress() && (address[1] & 0x0f) == 0x08; }

    @Override
    public boolean equals(Object other) {
        return other instanceof Inet6Address && java.util.Arrays.equals(((Inet6Address) other).address, address);
    }

    /** The sum of the four big-endian words, each built from signed bytes as the JDK does. */
    @Override
    public int hashCode() {
        int hash = 0;
        for (int i = 0; i < 16; i += 4) {
            int word = 0;
            for (int j = i; j < i + 4; j++) word = (word << 8) + address[j];
            hash += word;
        }
        return hash;
    }
}
