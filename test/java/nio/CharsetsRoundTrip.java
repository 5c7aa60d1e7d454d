// Every standard charset: names and aliases, String.getBytes/new String with BOMs and malformed input, Charset.encode/decode, CharsetEncoder/Decoder with REPORT/REPLACE/IGNORE and CoderResult, readers and writers
import java.io.*;
import java.nio.*;
import java.nio.charset.*;
import java.util.*;

public class CharsetsRoundTrip {
    static String hex(byte[] b, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(Character.forDigit((b[i] >> 4) & 15, 16)).append(Character.forDigit(b[i] & 15, 16));
        }
        return sb.toString();
    }

    static String hex(byte[] b) {
        return hex(b, b.length);
    }

    static String hex(ByteBuffer bb) {
        byte[] b = new byte[bb.remaining()];
        bb.duplicate().get(b);
        return hex(b) + "/" + bb.capacity();
    }

    static String esc(CharSequence s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(c >= 32 && c < 127 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return sb.toString();
    }

    static byte[] b(int... v) {
        byte[] r = new byte[v.length];
        for (int i = 0; i < v.length; i++) {
            r[i] = (byte) v[i];
        }
        return r;
    }

    /** Steps of a REPORT decoder over in: each result with the position, skipping the errors. */
    static String steps(Charset cs, byte[] in) {
        CharsetDecoder d = cs.newDecoder();
        CharBuffer out = CharBuffer.allocate(16);
        ByteBuffer bb = ByteBuffer.wrap(in);
        StringBuilder sb = new StringBuilder();
        for (;;) {
            CoderResult r = d.decode(bb, out, true);
            sb.append(r).append('@').append(bb.position()).append(' ');
            if (r.isUnderflow()) {
                break;
            }
            bb.position(bb.position() + r.length());
        }
        sb.append(d.flush(out));
        out.flip();
        return sb + " " + esc(out);
    }

    public static void main(String[] args) throws Exception {
        String[] names = {"UTF-8", "US-ASCII", "ISO-8859-1", "UTF-16", "UTF-16BE", "UTF-16LE", "UTF-32", "UTF-32BE",
                "UTF-32LE", "x-UTF-16LE-BOM", "X-UTF-32BE-BOM", "X-UTF-32LE-BOM"};
        String text = "Ab\u00e9\u20ac\ud83d\ude00";
        for (String name : names) {
            Charset cs = Charset.forName(name);
            CharsetEncoder enc = cs.newEncoder();
            CharsetDecoder dec = cs.newDecoder();
            System.out.println(cs + " " + new TreeSet<>(cs.aliases()) + " " + cs.isRegistered() + " " + cs.canEncode() + " "
                    + hex(enc.replacement()) + " " + enc.averageBytesPerChar() + "/" + enc.maxBytesPerChar() + " "
                    + dec.averageCharsPerByte() + "/" + dec.maxCharsPerByte() + " " + esc(dec.replacement()) + " "
                    + cs.contains(StandardCharsets.UTF_8) + cs.contains(StandardCharsets.ISO_8859_1) + " " + enc.canEncode('\u20ac')
                    + enc.canEncode("x\ud800") + enc.canEncode(text));
            byte[] bytes = text.getBytes(cs);
            System.out.println("  " + hex(bytes) + " " + esc(new String(bytes, cs)) + " " + hex("x\ud800y\udc00".getBytes(cs)) + " "
                    + hex("".getBytes(cs)) + " " + hex(cs.encode("hi\ud83d")) + " " + esc(cs.decode(ByteBuffer.wrap(bytes))));
            try {
                cs.newEncoder().encode(CharBuffer.wrap("a\ud800b"));
            } catch (CharacterCodingException e) {
                System.out.println("  " + e);
            }
            try {
                System.out.println("  " + hex(cs.newEncoder().encode(CharBuffer.wrap("a\u0100b"))));
            } catch (UnmappableCharacterException e) {
                System.out.println("  " + e + " " + e.getInputLength());
            }
            byte[] odd = Arrays.copyOf(bytes, bytes.length - 1);
            System.out.println("  " + esc(new String(odd, cs)) + " " + steps(cs, odd));
        }
        for (String alias : new String[] {"utf16", "UnicodeBig", "UnicodeBigUnmarked", "unicodelittleunmarked", "UnicodeLittle",
                "UTF_32", "utf32", "UTF-32LE-BOM", "ISO-10646-UCS-2", "utf-32le-bom"}) {
            System.out.println(alias + " " + Charset.isSupported(alias) + " " + Charset.forName(alias));
        }
        System.out.println(Charset.availableCharsets().containsKey("utf-16") + " " + StandardCharsets.UTF_16 + " " + StandardCharsets.UTF_16BE
                + " " + StandardCharsets.UTF_16LE);

        // byte-order marks
        Charset u16 = StandardCharsets.UTF_16;
        Charset u32 = Charset.forName("UTF-32");
        System.out.println(esc(new String(b(0xfe, 0xff, 0, 0x41), u16)) + " " + esc(new String(b(0xff, 0xfe, 0x41, 0), u16)) + " "
                + esc(new String(b(0, 0x41, 0xfe, 0xff), u16)) + " " + esc(new String(b(0xfe, 0xff, 0, 0x41), StandardCharsets.UTF_16BE))
                + " " + esc(new String(b(0xff, 0xfe, 0x41, 0), StandardCharsets.UTF_16LE)) + " "
                + esc(new String(b(0xfe, 0xff, 0, 0x41), "x-UTF-16LE-BOM")) + " " + esc(new String(b(0x41, 0), "x-UTF-16LE-BOM")));
        System.out.println(esc(new String(b(0, 0, 0xfe, 0xff, 0, 0, 0, 0x41), u32)) + " " + esc(new String(b(0xff, 0xfe, 0, 0, 0x41, 0, 0, 0), u32))
                + " " + esc(new String(b(0xff, 0xfe, 0, 0, 0x41, 0, 0, 0), "UTF-32BE")) + " "
                + esc(new String(b(0, 0, 0xfe, 0xff, 0, 0, 0, 0x41), "UTF-32BE")) + " " + esc(new String(b(0xff, 0xfe, 0, 0), "UTF-32LE")));

        // malformed input, by the JDK's rules
        Charset u8 = StandardCharsets.UTF_8;
        Charset be = StandardCharsets.UTF_16BE;
        byte[][] utf8Cases = {b(0xe0, 0xa0, 0x41), b(0xc0, 0x80), b(0xed, 0xa0, 0x80), b(0xf0, 0x90, 0x80), b(0xf5, 0x80, 0x41),
            b(0xe2, 0x82), b(0x80, 0xbf, 0x41), b(0xf4, 0x90, 0x80, 0x80), b(0xe0, 0x80, 0x80), b(0xc3), b(0xf0, 0x9f, 0x98, 0x80, 0xc3, 0xa9)};
        for (byte[] c : utf8Cases) {
            System.out.println("UTF-8 " + hex(c) + " " + esc(new String(c, u8)) + " " + steps(u8, c));
        }
        byte[][] utf16Cases = {b(0xd8, 0, 0, 0x41), b(0xdc, 0, 0, 0x41), b(0xd8, 0, 0xd8, 0, 0xdc, 0), b(0, 0x41, 0xd8, 0),
            b(0, 0x41, 0xd8, 0, 0xdc), b(0x41)};
        for (byte[] c : utf16Cases) {
            System.out.println("UTF-16BE " + hex(c) + " " + esc(new String(c, be)) + " " + steps(be, c));
        }
        System.out.println("UTF-32 " + steps(u32, b(0, 0x11, 0, 0, 0, 0, 0xd8, 0, 0, 0, 0x41)));
        System.out.println("US-ASCII " + steps(StandardCharsets.US_ASCII, b(0x41, 0x80, 0xff)));

        // the error actions
        CharsetDecoder d = u8.newDecoder();
        System.out.println(d.malformedInputAction() + " " + d.unmappableCharacterAction() + " " + d.charset());
        d.onMalformedInput(CodingErrorAction.IGNORE);
        System.out.println(esc(d.decode(ByteBuffer.wrap(b(0x41, 0xff, 0x42, 0xe2, 0x82)))));
        d.onMalformedInput(CodingErrorAction.REPLACE).replaceWith("?");
        System.out.println(esc(d.decode(ByteBuffer.wrap(b(0x41, 0xff, 0x42, 0xe2, 0x82)))) + " " + d.replacement());
        CharsetEncoder e = StandardCharsets.ISO_8859_1.newEncoder();
        e.onUnmappableCharacter(CodingErrorAction.REPLACE).replaceWith(new byte[] {'#'});
        e.onMalformedInput(CodingErrorAction.IGNORE);
        System.out.println(hex(e.encode(CharBuffer.wrap("a\u20acb\ud83d\ude00c\ud800d"))) + " " + e.unmappableCharacterAction());
        try {
            e.replaceWith(new byte[0]);
        } catch (IllegalArgumentException x) {
            System.out.println(x);
        }
        try {
            e.onMalformedInput(null);
        } catch (IllegalArgumentException x) {
            System.out.println(x);
        }
        // incremental decoding with a tiny output buffer, pieces split mid-character
        CharsetDecoder inc = u16.newDecoder();
        CharBuffer small = CharBuffer.allocate(2);
        ByteBuffer src = ByteBuffer.wrap(b(0xff, 0xfe, 0x41, 0, 0x3d, 0xd8, 0x00, 0xde, 0x42));
        StringBuilder got = new StringBuilder();
        for (int lim = 1; lim <= src.capacity(); lim++) {
            src.limit(lim);
            CoderResult r = inc.decode(src, small, lim == src.capacity());
            small.flip();
            got.append(small).append(r.isOverflow() ? "+" : "").append('|');
            small.clear();
        }
        System.out.println(esc(got) + " " + inc.flush(small) + " " + src.position());
        try {
            inc.decode(src, small, false);
        } catch (IllegalStateException x) {
            System.out.println(x.getMessage());
        }
        System.out.println(CoderResult.UNDERFLOW + " " + CoderResult.OVERFLOW + " " + CoderResult.malformedForLength(3).length() + " "
                + CoderResult.unmappableForLength(2) + " " + CoderResult.unmappableForLength(2).isUnmappable());
        try {
            CoderResult.OVERFLOW.length();
        } catch (UnsupportedOperationException x) {
            System.out.println(x);
        }

        // writers and readers keep the coder's state: one BOM, a unit split between reads
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        Writer w = new OutputStreamWriter(sink, u16);
        w.write("a");
        w.write("\ud83d");
        w.write("\ude00b");
        w.close();
        System.out.println(hex(sink.toByteArray()));
        Reader r = new InputStreamReader(new ByteArrayInputStream(sink.toByteArray()), "UTF-16");
        StringBuilder read = new StringBuilder();
        for (int c; (c = r.read()) >= 0;) {
            read.append((char) c);
        }
        System.out.println(esc(read) + " " + esc(new String(sink.toByteArray(), 0, 7, u16)));
        try {
            Charset.forName("UTF-7");
        } catch (UnsupportedCharsetException x) {
            System.out.println(x);
        }
    }
}
