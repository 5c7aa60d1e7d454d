package java.net;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import loupe.internal.Net;

/**
 * An IP address, with the host name it was found by (or null until a
 * reverse lookup gives one). Names resolve through the system's resolver
 * (getaddrinfo: /etc/hosts, then DNS); IPv4 addresses are listed first, as
 * the JDK does by default. There is no cache: each lookup asks again.
 */
public class InetAddress implements Serializable {
    private static final long serialVersionUID = 3286316764910316507L;

    /** Set when the name was given or looked up; null until getHostName asks. */
    String hostName;

    InetAddress(String hostName) {
        this.hostName = hostName;
    }

    /** The raw address: 4 bytes for Inet4Address, 16 for Inet6Address. */
    public byte[] getAddress() {
        return null;
    }

    public String getHostAddress() {
        return null;
    }

    /** The name given or looked up; a reverse lookup when there is none, else the address text. */
    public String getHostName() {
        if (hostName == null) {
            String name = Net.reverseLookup(getAddress());
            hostName = name != null ? name : getHostAddress();
        }
        return hostName;
    }

    /** The name the resolver gives for this address, else the address text. */
    public String getCanonicalHostName() {
        String name = Net.reverseLookup(getAddress());
        return name != null ? name : getHostAddress();
    }

    public boolean isMulticastAddress() { return false; }
    public boolean isAnyLocalAddress() { return false; }
    public boolean isLoopbackAddress() { return false; }
    public boolean isLinkLocalAddress() { return false; }
    public boolean isSiteLocalAddress() { return false; }
    public boolean isMCGlobal() { return false; }
    public boolean isMCNodeLocal() { return false; }
    public boolean isMCLinkLocal() { return false; }
    public boolean isMCSiteLocal() { return false; }
    public boolean isMCOrgLocal() { return false; }

    /**
     * Without raw sockets there is no ICMP echo; as the JDK does without the
     * privilege, tries a TCP connection to the echo port (7): an answer,
     * even a refusal, means the host is reachable.
     */
    public boolean isReachable(int timeout) throws IOException {
        if (timeout < 0) throw new IllegalArgumentException("timeout can't be negative");
        Socket probe = new Socket();
        try {
            probe.connect(new InetSocketAddress(this, 7), timeout == 0 ? 1 : timeout);
            return true;
        } catch (ConnectException refused) {
            return true;
        } catch (IOException unreachable) {
            return false;
        } finally {
            probe.close();
        }
    }

    @Override
    public String toString() {
        return (hostName != null ? hostName : "") + "/" + getHostAddress();
    }

    // ---- factories ----

    /** The first address of the host; the loopback address for null or "". */
    public static InetAddress getByName(String host) throws UnknownHostException {
        return getAllByName(host)[0];
    }

    /**
     * Every address of the host: a literal (IPv4 "a.b.c.d" with 1 to 4
     * decimal parts, IPv6 with or without brackets) is parsed, not looked up,
     * and has no host name; a name is looked up.
     */
    public static InetAddress[] getAllByName(String host) throws UnknownHostException {
        if (host == null || host.isEmpty()) return new InetAddress[] {getLoopbackAddress()};
        String given = host;
        boolean bracketed = host.charAt(0) == '[';
        if (bracketed) {
            if (host.length() <= 2 || host.charAt(host.length() - 1) != ']') {
                throw new UnknownHostException(given + ": invalid IPv6 address literal");
            }
            host = host.substring(1, host.length() - 1);
        }
        InetAddress literal = InetAddresses.parseLiteral(host);
        if (literal != null) return new InetAddress[] {literal};
        if (bracketed || host.indexOf(':') >= 0) {
            throw new UnknownHostException(given + ": invalid IPv6 address literal");
        }
        if (InetAddresses.looksLikeAmbiguousLiteral(host)) {
            UnknownHostException e = new UnknownHostException(host);
            e.initCause(new IllegalArgumentException("Invalid IP address literal: " + host));
            throw e;
        }
        return lookup(host);
    }

    private static InetAddress[] lookup(String host) throws UnknownHostException {
        byte[] found;
        try {
            found = Net.lookup(host);
        } catch (UnknownHostException e) {
            throw e;
        } catch (IOException e) {
            throw new UnknownHostException(host + ": " + e.getMessage());
        }
        List<InetAddress> v4 = new ArrayList<>();
        List<InetAddress> v6 = new ArrayList<>();
        for (int i = 0; i < found.length; ) {
            int length = found[i++];
            byte[] address = new byte[length];
            System.arraycopy(found, i, address, 0, length);
            i += length;
            if (length == 4) v4.add(new Inet4Address(host, address));
            else v6.add(new Inet6Address(host, address, 0));
        }
        v4.addAll(v6);
        if (v4.isEmpty()) throw new UnknownHostException(host + ": Name or service not known");
        return v4.toArray(new InetAddress[0]);
    }

    /** An address of 4 or 16 bytes (an IPv4-mapped one becomes Inet4Address), with no host name. */
    public static InetAddress getByAddress(byte[] addr) throws UnknownHostException {
        return getByAddress(null, addr);
    }

    /** An address with the given host name; no lookup is made. */
    public static InetAddress getByAddress(String host, byte[] addr) throws UnknownHostException {
        if (host != null && host.length() > 2 && host.charAt(0) == '[' && host.charAt(host.length() - 1) == ']') {
            host = host.substring(1, host.length() - 1);
        }
        if (addr != null) {
            if (addr.length == 4) return new Inet4Address(host, addr.clone());
            if (addr.length == 16) {
                if (InetAddresses.isIPv4Mapped(addr)) {
                    byte[] v4 = new byte[4];
                    System.arraycopy(addr, 12, v4, 0, 4);
                    return new Inet4Address(host, v4);
                }
                return new Inet6Address(host, addr.clone(), 0);
            }
        }
        throw new UnknownHostException("addr is of illegal length");
    }

    /** localhost/127.0.0.1. */
    public static InetAddress getLoopbackAddress() {
        return new Inet4Address("localhost", new byte[] {127, 0, 0, 1});
    }

    /** This machine's host name and its first address; the loopback address if the name does not resolve. */
    public static InetAddress getLocalHost() throws UnknownHostException {
        String name = Net.localHostName();
        if (name.equals("localhost")) return getLoopbackAddress();
        try {
            InetAddress address = lookup(name)[0];
            return address;
        } catch (UnknownHostException e) {
            throw new UnknownHostException(name + ": " + e.getMessage());
        }
    }

    /** The wildcard address 0.0.0.0 (named "0.0.0.0"), which sockets bind to by default. */
    static InetAddress anyLocalAddress() {
        return new Inet4Address("0.0.0.0", new byte[4]);
    }
}
