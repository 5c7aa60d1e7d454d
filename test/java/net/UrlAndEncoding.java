// loupe-test: java17-only
// java.net.URL parsing, relative specs, getters, toExternalForm/toURI/equals, file: connections and streams, URLEncoder/URLDecoder with charsets and their errors, File.toURI and Path.toUri
import java.io.*;
import java.net.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;

public class UrlAndEncoding {
    interface Action { Object run() throws Exception; }

    static void attempt(String what, Action action) {
        try {
            System.out.println(what + ": " + action.run());
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        String[] specs = {"http://u:p@Host.com:8080/a/b.html?q=1#frag", "HTTP://h", "file:/tmp/x y", "file:///tmp/x",
            "ftp://h/", "jar:file:/a.jar!/b", "mailto:a@b", "https://h:/p", "http://[::1]:80/p", "http://h/p?",
            "http://h#", "HtTp://h/../a/./b", "http:", "http:p", "https://h:65536/", " url:http://h/x ",
            "http://h:x/", "x://h", "noproto", "//h/p", "jar:file:/a.jar", "http://[zz]/"};
        for (String spec : specs) {
            attempt(spec, () -> {
                URL u = new URL(spec);
                return u + " protocol=" + u.getProtocol() + " auth=" + u.getAuthority() + " user=" + u.getUserInfo()
                        + " host=" + u.getHost() + " port=" + u.getPort() + " default=" + u.getDefaultPort() + " file="
                        + u.getFile() + " path=" + u.getPath() + " query=" + u.getQuery() + " ref=" + u.getRef();
            });
        }
        URL base = new URL("http://h/a/b/c?x#y");
        StringBuilder resolved = new StringBuilder();
        for (String r : new String[] {"d", "../e", "../../../f", "/f", "?q", "#r", "//g/h", "https://z/", "", "d#",
                "./", "http:g", "d/./e/../f"}) {
            resolved.append(r).append(" => ").append(new URL(base, r)).append('\n');
        }
        System.out.print(resolved);
        System.out.println(new URL("http", "h", 80, "/f?q#r") + " " + new URL("http", "h", "/f") + " "
                + new URL("http", "::1", 8, "/x") + " " + new URL("FILE", "", "/x"));
        attempt("unknown protocol", () -> new URL("foo", "h", 1, "/"));
        attempt("bad port", () -> new URL("http", "h", -5, "/"));
        attempt("toURI illegal", () -> new URL("http://h/a b").toURI());
        URL plain = new URL("http://h/a");
        System.out.println(plain.toURI() + " " + plain.equals(new URL("HTTP://H/a")) + " " + plain.sameFile(new URL("http://h/a#x"))
                + " " + plain.equals(new URL("http://h/a#x")) + " " + new URL("http://h:80/a").sameFile(plain) + " "
                + (plain.hashCode() == new URL("http://h/a").hashCode()) + " " + plain.toExternalForm());

        // file: URLs open as the file (or a directory's sorted listing).
        File dir = File.createTempFile("urltest", "");
        dir.delete();
        dir.mkdir();
        File text = new File(dir, "a b.txt");
        try (Writer w = new OutputStreamWriter(new FileOutputStream(text), StandardCharsets.UTF_8)) {
            w.write("hello\nw\u00f6rld\n");
        }
        new File(dir, "z.html").createNewFile();
        URL fileUrl = text.toURI().toURL();
        System.out.println(fileUrl.toString().endsWith("/a%20b.txt") + " " + text.toURI().getPath().equals(text.getPath())
                + " " + new File(text.toURI()).equals(text) + " " + dir.toURI().toString().endsWith("/")
                + " " + Paths.get(text.getPath()).toUri().toString().startsWith("file:///"));
        try (InputStream in = fileUrl.openStream()) {
            System.out.print(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        URLConnection c = fileUrl.openConnection();
        System.out.println(c.getContentLength() + " " + c.getContentType() + " "
                + (c.getHeaderField("last-modified") != null) + " " + (c.getLastModified() > 0) + " "
                + c.getHeaderFields().keySet() + " " + c.getDoInput() + c.getDoOutput() + c.getUseCaches() + " "
                + c.getURL().equals(fileUrl) + " " + c.getHeaderField("Content-Length"));
        attempt("output", () -> c.getOutputStream());
        try (InputStream in = dir.toURI().toURL().openStream()) {
            System.out.print(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        text.delete();
        new File(dir, "z.html").delete();
        dir.delete();
        attempt("missing", () -> new URL("file:/no/such/file").openStream());
        URLConnection missing = new URL("file:/no/such/file").openConnection();
        System.out.println(missing.getContentLength() + " " + missing.getContentType());
        System.out.println(URLConnection.guessContentTypeFromName("a.TXT") + " " + URLConnection.guessContentTypeFromName("x.png")
                + " " + URLConnection.guessContentTypeFromName("x.json") + " " + URLConnection.guessContentTypeFromName("x"));
        attempt("file(URI)", () -> new File(new URI("http://h/")));
        attempt("file(URI)", () -> new File(new URI("file://h/x")));
        attempt("file(URI)", () -> new File(new URI("file:/a%20b")));

        // x-www-form-urlencoded
        System.out.println(URLEncoder.encode("a b&c=d/\u00e9~*'()!._-", "UTF-8") + " "
                + URLEncoder.encode("\u00e9", StandardCharsets.ISO_8859_1) + " " + URLEncoder.encode("\uD83D\uDE00 x", StandardCharsets.UTF_8)
                + " " + URLEncoder.encode("plain.text-*_", "US-ASCII"));
        System.out.println(URLDecoder.decode("a+b%20c%C3%A9", "UTF-8") + " " + URLDecoder.decode("%e9", StandardCharsets.ISO_8859_1)
                + " " + URLDecoder.decode("%F0%9F%98%80+x", StandardCharsets.UTF_8) + " " + URLDecoder.decode("no escapes", "UTF-8"));
        for (String bad : new String[] {"%", "%zz", "%1", "a%", "x%2"}) {
            attempt("decode " + bad, () -> URLDecoder.decode(bad, StandardCharsets.UTF_8));
        }
        attempt("encode charset", () -> URLEncoder.encode("x", "nope"));
        attempt("decode charset", () -> URLDecoder.decode("x", "nope"));
        attempt("decode empty charset", () -> URLDecoder.decode("x", ""));
    }
}
