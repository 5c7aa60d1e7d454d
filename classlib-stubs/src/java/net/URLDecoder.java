package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Decodes application/x-www-form-urlencoded text: '+' is a space, runs of
 * "%XX" escapes are bytes in the charset. A malformed escape is an
 * IllegalArgumentException with the JDK's message.
 */
public class URLDecoder {
    private URLDecoder() {}

    /** In UTF-8 (the default charset). */
    @Deprecated
    public static String decode(String s) {
        return decode(s, StandardCharsets.UTF_8);
    }

    public static String decode(String s, String enc) throws UnsupportedEncodingException {
        if (enc.isEmpty()) throw new UnsupportedEncodingException("URLDecoder: empty string enc parameter");
        return decode(s, URLEncoder.charsetForName(enc, enc));
    }

    public static String decode(String s, Charset charset) {
        if (charset == null) throw new NullPointerException("Charset");
        StringBuilder out = null;
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c != '+' && c != '%') {
                if (out != null) out.append(c);
                i++;
                continue;
            }
            if (out == null) out = new StringBuilder(s.length()).append(s, 0, i);
            if (c == '+') {
                out.append(' ');
                i++;
                continue;
            }
            byte[] bytes = new byte[(s.length() - i) / 3];
            int count = 0;
            while (i < s.length() && s.charAt(i) == '%') {
                if (i + 2 >= s.length()) {
                    throw new IllegalArgumentException("URLDecoder: Incomplete trailing escape (%) pattern");
                }
                int value;
                try {
                    value = Integer.parseInt(s, i + 1, i + 3, 16);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(
                            "URLDecoder: Illegal hex characters in escape (%) pattern - " + e.getMessage());
                }
                if (value < 0) {
                    throw new IllegalArgumentException(
                            "URLDecoder: Illegal hex characters in escape (%) pattern - negative value");
                }
                bytes[count++] = (byte) value;
                i += 3;
            }
            out.append(new String(bytes, 0, count, charset));
        }
        return out == null ? s : out.toString();
    }
}
