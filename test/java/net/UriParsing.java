// java.net.URI: parsing into components and the JDK's syntax errors, quoting constructors, decoding getters, normalize, resolve (RFC 2396 examples), relativize, equals/hashCode/compareTo
import java.net.URI;
import java.net.URISyntaxException;

public class UriParsing {
    static void show(String text) {
        try {
            URI u = new URI(text);
            System.out.println(text + " -> scheme=" + u.getScheme() + " ssp=" + u.getRawSchemeSpecificPart()
                    + " auth=" + u.getRawAuthority() + " user=" + u.getRawUserInfo() + " host=" + u.getHost()
                    + " port=" + u.getPort() + " path=" + u.getRawPath() + " query=" + u.getRawQuery()
                    + " frag=" + u.getRawFragment() + " opaque=" + u.isOpaque() + " abs=" + u.isAbsolute()
                    + " ascii=" + u.toASCIIString());
        } catch (URISyntaxException e) {
            System.out.println(text + " -> " + e.getMessage() + " [" + e.getIndex() + ", " + e.getReason() + "]");
        }
    }

    interface Action { Object run() throws Exception; }

    static void attempt(Action action) {
        try {
            System.out.println(action.run());
        } catch (Exception e) {
            System.out.println(e);
        }
    }

    public static void main(String[] args) throws Exception {
        String[] inputs = {"http://u:p@Host.com:8080/a/b.html?q=1&r=%41#frag", "mailto:someone@example.com",
            "urn:isbn:096139210x", "file:///tmp/x", "//h/p", "../a/b", "?q", "#f", "", "http://h?x",
            "http://[fe80::1%eth0]:8/", "http://[::1]/", "http://1.2.3.4:5/", "http://1.2.3/", "http://999.1.1.1/",
            "http://foo_bar/", "http://h:12x/", "http://h:99999999999/", "s://h:/p", "http://a-.b/",
            "http://u\u00e9@h\u00e9/p\u00e9?\u00e9", "x:/a%20b",
            // errors
            "http://a b/", "http://host/a b", ":foo", "http://", "http://[::1", "http://[zz]/", "http://[::1%]/",
            "a%zz", "mailto:", "1abc:x", "ab c:d", "http://h/p#f#g", "x:/a b", "a\u0001b"};
        for (String text : inputs) show(text);
        attempt(() -> new URI("http://999.1.1.1/").parseServerAuthority());
        attempt(() -> URI.create("a b"));
        attempt(() -> new URISyntaxException("in", "why").getMessage());
        attempt(() -> new URISyntaxException("in", "why", -2));

        // Component constructors quote what their place does not allow ('%' too).
        System.out.println(new URI("http", "u s", "h", 8, "/a b%/c\u00e9", "q=1 2&x=%", "f g"));
        System.out.println(new URI("http", "h", "/p q", "f") + " " + new URI("mailto", "a b@c", null) + " "
                + new URI("http", "user@h:80", "/p", "q", null).getPort() + " " + new URI("http", "::1", "/p", null)
                + " " + new URI("s", "h", null, null) + " " + new URI("s", null, "h", -1, null, "q", null) + " "
                + new URI("s", "x", "h", 5, "", null, "") + " " + new URI("file", null, "/tmp/a b", null));
        attempt(() -> new URI("http", "h", "p", null));
        attempt(() -> new URI("http", null, "h_x", 1, "/p", null, null));

        // Decoding getters.
        URI d = new URI("http://h/%E2%82%AC%20x/a%2Fb%C3?a%3Db=%FF#%7e");
        System.out.println(d.getPath() + "|" + d.getQuery() + "|" + d.getFragment() + "|" + d.getSchemeSpecificPart()
                + "|" + d.getAuthority() + "|" + new URI("http://[fe80::1%25eth0]/").getAuthority());

        // normalize
        for (String p : new String[] {"a//b/./c", "/a/b/../../..", "a/..", "./", ".", "/.", "/..", "../a",
                "a/../../b", "./a:b/../c:d", "///a/b", "a/b/", "/a/./b/../c/", "http://h/a/../b?q#f"}) {
            URI u = new URI(p);
            System.out.println(p + " normalizes to '" + u.normalize() + "' same=" + (u.normalize() == u));
        }

        // resolve: the examples of RFC 2396 appendix C, and the JDK's deviations
        URI base = new URI("http://a/b/c/d;p?q");
        StringBuilder line = new StringBuilder();
        for (String r : new String[] {"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x",
                "g;x", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "../../../g", "/./g",
                "/../g", "g.", "..g", "./../g", "./g/.", "g/./h", "g/../h", "%41"}) {
            line.append(r).append(" => ").append(base.resolve(r)).append('\n');
        }
        System.out.print(line);
        System.out.println(new URI("mailto:x").resolve("y") + " " + new URI("a/b").resolve("c") + " "
                + new URI("/a").resolve("b") + " " + new URI("http://h/a#f").resolve("#f"));

        // relativize
        System.out.println(new URI("http://h/a/b/").relativize(new URI("http://h/a/b/c/d?x#y")) + " | "
                + new URI("http://h/a/b").relativize(new URI("http://h/a/b/c")) + " | "
                + new URI("http://h/a").relativize(new URI("http://H/a/c")) + " | '"
                + new URI("http://h/a/b").relativize(new URI("http://h/a/b")) + "' | "
                + new URI("http://h/a/b/c").relativize(new URI("http://h/a/x")));

        // equality ignores the case of schemes, hosts and escapes; hash codes and order follow
        URI x = new URI("HTTP://Host/%7e?%aa"), y = new URI("http://host/%7E?%AA");
        System.out.println(x.equals(y) + " " + x.hashCode() + " " + y.hashCode() + " " + x.compareTo(y) + " "
                + new URI("mailto:x").hashCode() + " " + new URI("http://h:8/").hashCode() + " "
                + new URI("http://h/a").equals(new URI("http://h/a#f")) + " " + new URI("a/b").hashCode());
        String[][] pairs = {{"/%7ex", "/%7Ey"}, {"/a%7e", "/A%7e"}, {"/%aa", "/%AB"}, {"/%41", "/a"},
            {"a:b", "A:b"}, {"http://u@h/", "http://h/"}, {"a/b", "mailto:x"}, {"http://h:8/", "http://h:9/"}};
        for (String[] p : pairs) System.out.print(new URI(p[0]).compareTo(new URI(p[1])) + " ");
        System.out.println();
        attempt(() -> new URI("http://h/").toURL());
        attempt(() -> new URI("a/b").toURL());
    }
}
