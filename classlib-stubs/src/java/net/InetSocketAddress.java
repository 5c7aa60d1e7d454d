package java.net;

/**
 * An IP address and port, or a host name and port left unresolved (when
 * the lookup failed, or by createUnresolved).
 */
public class InetSocketAddress extends SocketAddress {
    private static final long serialVersionUID = 5076001401234631237L;

    /** The host name as given, or null when made from an address. */
    private final String hostname;
    /** Null when unresolved. */
    private final InetAddress addr;
    private final int port;

    private InetSocketAddress(String hostname, InetAddress addr, int port) {
        this.hostname = hostname;
        this.addr = addr;
        this.port = port;
    }

    /** The wildcard address and the port. */
    public InetSocketAddress(int port) {
        this((InetAddress) null, port);
    }

    /** addr null means the wildcard address. */
    public InetSocketAddress(InetAddress addr, int port) {
        this(null, addr == null ? InetAddress.anyLocalAddress() : addr, checkPort(port));
    }

    /**
     * Resolves hostname now; unresolved if the lookup fails. Once resolved,
     * the name lives in the address (none for a literal).
     */
    public InetSocketAddress(String hostname, int port) {
        this(checkPort(port), resolve(checkHost(hostname)), hostname);
    }

    private InetSocketAddress(int port, InetAddress resolved, String hostname) {
        this(resolved == null ? hostname : null, resolved, port);
    }

    public static InetSocketAddress createUnresolved(String host, int port) {
        return new InetSocketAddress(checkHost(host), null, checkPort(port));
    }

    private static int checkPort(int port) {
        if (port < 0 || port > 0xffff) throw new IllegalArgumentException("port out of range:" + port);
        return port;
    }

    private static String checkHost(String hostname) {
        if (hostname == null) throw new IllegalArgumentException("hostname can't be null");
        return hostname;
    }

    private static InetAddress resolve(String hostname) {
        try {
            return InetAddress.getByName(hostname);
        } catch (UnknownHostException e) {
            return null;
        }
    }

    public final int getPort() {
        return port;
    }

    public final InetAddress getAddress() {
        return addr;
    }

    /** The host name, looking it up from the address if needed. */
    public final String getHostName() {
        if (hostname != null) return hostname;
        return addr.getHostName();
    }

    /** The host name if known, else the address text; never a lookup. */
    public final String getHostString() {
        if (hostname != null) return hostname;
        if (addr.hostName != null) return addr.hostName;
        return addr.getHostAddress();
    }

    public final boolean isUnresolved() {
        return addr == null;
    }

    /** "host/<unresolved>:port" or the address's text (IPv6 in brackets) and ":port". */
    @Override
    public String toString() {
        if (addr == null) return hostname + "/<unresolved>:" + port;
        String text = addr.toString();
        if (addr instanceof Inet6Address) {
            int slash = text.indexOf('/');
            text = text.substring(0, slash + 1) + "[" + text.substring(slash + 1) + "]";
        }
        return text + ":" + port;
    }

    @Override
    public final boolean equals(Object obj) {
        if (!(obj instanceof InetSocketAddress)) return false;
        InetSocketAddress other = (InetSocketAddress) obj;
        if (port != other.port) return false;
        if (addr != null) return addr.equals(other.addr);
        return other.addr == null && hostname.equalsIgnoreCase(other.hostname);
    }

    @Override
    public final int hashCode() {
        if (addr != null) return addr.hashCode() + port;
        return hostname.toLowerCase().hashCode() + port;
    }
}
