package java.net;

/** An IPv4 address: four bytes, printed as "a.b.c.d". */
public final class Inet4Address extends InetAddress {
    private static final long serialVersionUID = 3286316764910316507L;

    private final byte[] address;

    Inet4Address(String hostName, byte[] address) {
        super(hostName);
        this.address = address;
    }

    /** The address as a big-endian int (also its hash code). */
    int toInt() {
        return (address[0] & 0xff) << 24 | (address[1] & 0xff) << 16 | (address[2] & 0xff) << 8 | (address[3] & 0xff);
    }

    @Override
    public byte[] getAddress() {
        return address.clone();
    }

    @Override
    public String getHostAddress() {
        return (address[0] & 0xff) + "." + (address[1] & 0xff) + "." + (address[2] & 0xff) + "." + (address[3] & 0xff);
    }

    @Override public boolean isMulticastAddress() { return (address[0] & 0xf0) == 0xe0; }
    @Override public boolean isAnyLocalAddress() { return toInt() == 0; }
    @Override public boolean isLoopbackAddress() { return address[0] == 127; }
    @Override public boolean isLinkLocalAddress() { return (address[0] & 0xff) == 169 && (address[1] & 0xff) == 254; }

    /** 10/8, 172.16/12 and 192.168/16. */
    @Override
    public boolean isSiteLocalAddress() {
        int a = address[0] & 0xff, b = address[1] & 0xff;
        return a == 10 || (a == 172 && (b & 0xf0) == 16) || (a == 192 && b == 168);
    }

    @Override
    public boolean isMCGlobal() {
        int a = address[0] & 0xff;
        return a >= 224 && a <= 238 && !(a == 224 && address[1] == 0 && address[2] == 0);
    }

    @Override public boolean isMCNodeLocal() { return false; }
    @Override public boolean isMCLinkLocal() { return (address[0] & 0xff) == 224 && address[1] == 0 && address[2] == 0; }
    @Override public boolean isMCSiteLocal() { return (address[0] & 0xff) == 239 && (address[1] & 0xff) == 255; }
    @Override public boolean isMCOrgLocal() { return (address[0] & 0xff) == 239 && (address[1] & 0xfc) == 192; }

    @Override
    public boolean equals(Object other) {
        return other instanceof Inet4Address && ((Inet4Address) other).toInt() == toInt();
    }

    @Override
    public int hashCode() {
        return toInt();
    }
}
