package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;

/**
 * application/x-www-form-urlencoded: letters, digits and ".-*_" stay, a
 * space becomes '+', every other character the "%XX" escapes of its bytes
 * in the charset.
 */
public class URLEncoder {
    private URLEncoder() {}

    /** In UTF-8 (the default charset). */
    @Deprecated
    public static String encode(String s) {
        return encode(s, StandardCharsets.UTF_8);
    }

    public static String encode(String s, String enc) throws UnsupportedEncodingException {
        if (enc == null) throw new NullPointerException("charsetName");
        return encode(s, charsetForName(enc, enc));
    }

    /** The charset named, else UnsupportedEncodingException with the given message. */
    static Charset charsetForName(String name, String message) throws UnsupportedEncodingException {
        try {
            return Charset.forName(name);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(message);
        }
    }

    private static boolean staysAsIs(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-'
                || c == '*' || c == '_';
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    public static String encode(String s, Charset charset) {
        if (charset == null) throw new NullPointerException("charset");
        StringBuilder out = null;
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (staysAsIs(c)) {
                if (out != null) out.append(c);
                i++;
                continue;
            }
            if (out == null) out = new StringBuilder(s.length() + 16).append(s, 0, i);
            if (c == ' ') {
                out.append('+');
                i++;
                continue;
            }
            // A run of characters to escape is encoded at once, so surrogate pairs stay together.
            int end = i;
            while (end < s.length() && !staysAsIs(s.charAt(end)) && s.charAt(end) != ' ') end++;
            for (byte b : s.substring(i, end).getBytes(charset)) {
                out.append('%').append(HEX[(b >> 4) & 0x0f]).append(HEX[b & 0x0f]);
            }
            i = end;
        }
        return out == null ? s : out.toString();
    }
}
