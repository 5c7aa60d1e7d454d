// StringTokenizer (delimiters, returnDelims, nextToken(delim), countTokens), Base64 (basic, URL, MIME, padding, errors) and HexFormat
// loupe-test: java17-only
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class TokenizerBase64Hex {
    static void tokens(StringTokenizer st) {
        StringBuilder sb = new StringBuilder("[" + st.countTokens() + "]");
        while (st.hasMoreTokens()) sb.append('<').append(st.nextToken()).append('>');
        System.out.println(sb);
    }

    static void attempt(String label, Runnable r) {
        try { r.run(); System.out.println(label + ": ok"); }
        catch (RuntimeException e) { System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage()); }
    }

    public static void main(String[] args) throws Exception {
        tokens(new StringTokenizer("  the quick\tbrown\nfox\f\r "));
        tokens(new StringTokenizer("a=1;b=2;;c", ";="));
        tokens(new StringTokenizer("a=1;b=2;;c", ";=", true));
        tokens(new StringTokenizer("", ","));
        StringTokenizer st = new StringTokenizer("x,y;z w", ",");
        System.out.println(st.nextToken() + "|" + st.hasMoreTokens() + "|" + st.nextToken(";") + "|" + st.nextToken(" ") + "|" + st.countTokens());
        Enumeration<Object> en = new StringTokenizer("p q");
        while (en.hasMoreElements()) System.out.print(en.nextElement() + ".");
        System.out.println();
        attempt("exhausted", () -> new StringTokenizer(" ").nextToken());

        Base64.Encoder enc = Base64.getEncoder();
        Base64.Decoder dec = Base64.getDecoder();
        for (String s : new String[] {"", "f", "fo", "foo", "foob", "fooba", "foobar"}) {
            String e = enc.encodeToString(s.getBytes(StandardCharsets.US_ASCII));
            String np = enc.withoutPadding().encodeToString(s.getBytes(StandardCharsets.US_ASCII));
            System.out.println("'" + s + "' -> " + e + " / " + np + " -> '" + new String(dec.decode(e), StandardCharsets.US_ASCII) + "' '" + new String(dec.decode(np), StandardCharsets.US_ASCII) + "'");
        }
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) all[i] = (byte) i;
        String mime = Base64.getMimeEncoder().encodeToString(all);
        System.out.println(mime.replace("\r\n", "|"));
        System.out.println(Arrays.equals(all, Base64.getMimeDecoder().decode(mime)) + " " + Arrays.equals(all, Base64.getMimeDecoder().decode(mime.replace("\r\n", "*\n"))));
        System.out.println(Base64.getMimeEncoder(10, new byte[] {'#'}).encodeToString("hello world!".getBytes()));
        System.out.println(Base64.getUrlEncoder().encodeToString(new byte[] {(byte) 0xfb, (byte) 0xff, (byte) 0xbf}) + " " + enc.encodeToString(new byte[] {(byte) 0xfb, (byte) 0xff, (byte) 0xbf}));
        System.out.println(Arrays.toString(Base64.getUrlDecoder().decode("-_-_")));
        attempt("illegal char", () -> dec.decode("ab.d"));
        attempt("illegal high char", () -> dec.decode(new byte[] {'a', 'b', (byte) 0xc3, 'd'}));
        attempt("url char in basic", () -> dec.decode("ab-_"));
        attempt("one char", () -> dec.decode("a"));
        attempt("dangling", () -> dec.decode("abcde"));
        attempt("bad padding", () -> dec.decode("ab=c"));
        attempt("lone pad", () -> dec.decode("abcd="));
        attempt("extra after pad", () -> dec.decode("ab==cd"));
        attempt("small dst", () -> enc.encode(new byte[3], new byte[3]));
        attempt("bad separator", () -> Base64.getMimeEncoder(8, new byte[] {'A'}));
        byte[] dst = new byte[8];
        System.out.println(enc.encode("hi!".getBytes(), dst) + " " + new String(dst, 0, 4) + " " + dec.decode("aGkh".getBytes(), dst) + " " + (char) dst[0]);
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (OutputStream os = Base64.getMimeEncoder(8, new byte[] {'\n'}).wrap(bos)) {
            os.write("stream".getBytes());
            os.write('!');
            os.write("ing data".getBytes());
        }
        System.out.println(bos.toString().replace("\n", "|") + " " + new String(dec.wrap(new ByteArrayInputStream("c3RyZWFt".getBytes())).readAllBytes()));

        HexFormat hex = HexFormat.of();
        byte[] bytes = {0, 1, 127, -128, -1, 0x5a};
        System.out.println(hex.formatHex(bytes) + " " + hex.withUpperCase().formatHex(bytes, 1, 4));
        HexFormat fancy = HexFormat.ofDelimiter(", ").withPrefix("#").withSuffix(";").withUpperCase();
        String f = fancy.formatHex(bytes);
        System.out.println(f + " " + Arrays.toString(fancy.parseHex(f)) + " " + fancy);
        System.out.println(Arrays.toString(hex.parseHex("00ff7F80")) + " " + hex.parseHex("").length + " " + Arrays.toString(hex.parseHex("xx0a0bxx", 2, 6)));
        System.out.println(hex.toHexDigits((byte) 0xab) + " " + hex.toHexDigits('A') + " " + hex.toHexDigits((short) -2) + " " + hex.toHexDigits(255) + " " + hex.toHexDigits(-1L) + " " + hex.toHexDigits(0x12345L, 3) + " " + hex.toHighHexDigit(0xc4) + hex.toLowHexDigit(0xc4));
        System.out.println(HexFormat.isHexDigit('f') + " " + HexFormat.isHexDigit('g') + " " + HexFormat.fromHexDigit('C') + " " + HexFormat.fromHexDigits("7fffffff") + " " + HexFormat.fromHexDigits("ffffffff") + " " + HexFormat.fromHexDigitsToLong("8000000000000000") + " " + HexFormat.fromHexDigits("x1f", 1, 3));
        System.out.println(hex.equals(HexFormat.of()) + " " + hex.equals(hex.withUpperCase()) + " " + hex.withUpperCase().withLowerCase().equals(hex) + " " + hex.delimiter().isEmpty() + " " + fancy.prefix() + fancy.suffix() + fancy.delimiter() + fancy.isUpperCase());
        attempt("odd length", () -> hex.parseHex("abc"));
        attempt("not hex", () -> hex.parseHex("0g"));
        attempt("missing delimiter", () -> fancy.parseHex("#00;#01;"));
        attempt("wrong literal", () -> fancy.parseHex("#00;, #01:"));
        attempt("too long", () -> HexFormat.fromHexDigits("123456789"));
        attempt("digits", () -> hex.toHexDigits(1L, 17));
        attempt("fromHexDigit", () -> HexFormat.fromHexDigit('z'));
    }
}
