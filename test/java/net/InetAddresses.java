// InetAddress, Inet4Address, Inet6Address and InetSocketAddress: literals, lookups of localhost, getByAddress, text forms, address kinds, hash codes, unresolved socket addresses and errors
import java.net.*;
import java.util.Arrays;

public class InetAddresses {
    interface Action { Object run() throws Exception; }

    static void attempt(String what, Action action) {
        try {
            System.out.println(what + ": " + action.run());
        } catch (Exception e) {
            System.out.println(what + ": " + e + (e.getCause() != null ? " caused by " + e.getCause() : ""));
        }
    }

    static String kinds(InetAddress a) {
        return (a.isLoopbackAddress() ? "L" : "-") + (a.isAnyLocalAddress() ? "A" : "-")
                + (a.isLinkLocalAddress() ? "K" : "-") + (a.isSiteLocalAddress() ? "S" : "-")
                + (a.isMulticastAddress() ? "M" : "-") + (a.isMCGlobal() ? "g" : "-") + (a.isMCLinkLocal() ? "l" : "-")
                + (a.isMCSiteLocal() ? "s" : "-") + (a.isMCOrgLocal() ? "o" : "-") + (a.isMCNodeLocal() ? "n" : "-");
    }

    public static void main(String[] args) throws Exception {
        String[] literals = {"127.0.0.1", "10.1.2.3", "172.16.5.4", "192.168.0.1", "169.254.1.1", "224.0.0.1",
            "239.255.0.1", "239.192.0.1", "230.1.2.3", "0.0.0.0", "255.255.255.255", "127.1", "2130706433",
            "01.2.3.4", "1.2.3", "::1", "::", "fe80::1", "fec0::1", "ff02::1", "ff0e::1", "ff05::2", "ff08::3",
            "ff01::1", "2001:db8::ff00:42:8329", "::ffff:1.2.3.4", "::1.2.3.4", "[::1]", "fe80::1%2",
            "1:2:3:4:5:6:7:8", "1::", "::2:3"};
        for (String text : literals) {
            InetAddress a = InetAddress.getByName(text);
            System.out.println(text + " -> " + a + " " + a.getClass().getSimpleName() + " " + a.getHostAddress()
                    + " hash=" + a.hashCode() + " bytes=" + Arrays.toString(a.getAddress()) + " " + kinds(a));
        }
        for (String bad : new String[] {"0x7f.1", "1:2:3", "[::1", "1::2::3", "::1%"}) {
            attempt(bad, () -> InetAddress.getByName(bad));
        }

        // Names: localhost from /etc/hosts, null and "" mean the loopback address.
        System.out.println(InetAddress.getByName("localhost") + " " + InetAddress.getByName(null) + " "
                + InetAddress.getByName("") + " " + InetAddress.getLoopbackAddress() + " "
                + InetAddress.getAllByName("localhost")[0] + " " + InetAddress.getByName("LOCALHOST").getHostName());
        try {
            InetAddress.getByName("no.such.host.invalid");
        } catch (UnknownHostException e) {
            // The reason after the name is the resolver's (gai_strerror), which depends on the network.
            System.out.println("unknown: " + e.getMessage().startsWith("no.such.host.invalid: "));
        }

        // getByAddress: no lookup, the name as given; 16 bytes of IPv4-mapped become IPv4.
        InetAddress named = InetAddress.getByAddress("x", new byte[] {10, 0, 0, 1});
        InetAddress mapped = InetAddress.getByAddress(new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, 1, 2, 3, 4});
        InetAddress v6 = Inet6Address.getByAddress("six", new byte[] {-2, -128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}, 3);
        System.out.println(named + " " + named.getHostName() + " " + mapped + " " + mapped.getClass().getSimpleName()
                + " " + v6 + " " + ((Inet6Address) v6).getScopeId() + " " + InetAddress.getByAddress("[::1]", new byte[16]));
        attempt("length 3", () -> InetAddress.getByAddress(new byte[3]));
        System.out.println(named.equals(InetAddress.getByName("10.0.0.1")) + " " + v6.equals(InetAddress.getByName("fe80::1"))
                + " " + mapped.equals(InetAddress.getByName("1.2.3.4")) + " "
                + InetAddress.getByName("::1").equals(InetAddress.getByName("127.0.0.1")) + " "
                + InetAddress.getByName("127.0.0.1").getHostName() + " "
                + ((Inet6Address) InetAddress.getByName("::1.2.3.4")).isIPv4CompatibleAddress());

        // Socket addresses.
        InetSocketAddress unresolved = InetSocketAddress.createUnresolved("Foo.Example", 80);
        System.out.println(unresolved + " " + unresolved.isUnresolved() + " " + unresolved.getHostString() + " "
                + unresolved.getHostName() + " " + unresolved.getAddress() + " " + unresolved.hashCode() + " "
                + unresolved.equals(InetSocketAddress.createUnresolved("foo.example", 80)));
        InetSocketAddress literal = new InetSocketAddress("1.2.3.4", 5);
        InetSocketAddress local = new InetSocketAddress("localhost", 82);
        System.out.println(literal + " " + literal.getHostString() + " " + literal.hashCode() + " " + local + " "
                + local.getHostString() + " " + new InetSocketAddress(81) + " " + new InetSocketAddress("::1", 83) + " "
                + new InetSocketAddress((InetAddress) null, 7).getAddress() + " "
                + literal.equals(new InetSocketAddress(InetAddress.getByName("1.2.3.4"), 5)));
        InetSocketAddress lookupFailed = new InetSocketAddress("no.such.host.invalid", 9);
        System.out.println(lookupFailed + " " + lookupFailed.isUnresolved());
        attempt("port", () -> new InetSocketAddress(70000));
        attempt("negative port", () -> InetSocketAddress.createUnresolved("h", -1));
        attempt("null host", () -> new InetSocketAddress((String) null, 1));
        System.out.println(InetAddress.getLoopbackAddress().isReachable(1000));
    }
}
