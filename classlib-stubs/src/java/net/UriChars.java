package java.net;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The character classes of RFC 2396 (with RFC 2732's brackets) as pairs of
 * bit masks, one bit per ASCII character (low: 0-63, high: 64-127), and the
 * quoting, encoding and decoding of URI text. Bit 0 of a low mask (the NUL
 * character, never allowed) means "escapes allowed": "%XX", and any
 * non-ASCII character that is neither a space nor a control character.
 */
final class UriChars {
    private UriChars() {}

    static long lowMask(String chars) {
        long mask = 0;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c < 64) mask |= 1L << c;
        }
        return mask;
    }

    static long highMask(String chars) {
        long mask = 0;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c >= 64 && c < 128) mask |= 1L << (c - 64);
        }
        return mask;
    }

    private static long lowRange(char first, char last) {
        long mask = 0;
        for (int c = Math.max(first, 0); c <= Math.min(last, 63); c++) mask |= 1L << c;
        return mask;
    }

    private static long highRange(char first, char last) {
        long mask = 0;
        for (int c = Math.max(first, 64); c <= Math.min(last, 127); c++) mask |= 1L << (c - 64);
        return mask;
    }

    static final long L_DIGIT = lowRange('0', '9'), H_DIGIT = 0L;
    static final long L_UPALPHA = 0L, H_UPALPHA = highRange('A', 'Z');
    static final long L_LOWALPHA = 0L, H_LOWALPHA = highRange('a', 'z');
    static final long L_ALPHA = 0L, H_ALPHA = H_UPALPHA | H_LOWALPHA;
    static final long L_ALPHANUM = L_DIGIT, H_ALPHANUM = H_ALPHA;
    static final long L_HEX = L_DIGIT, H_HEX = highRange('A', 'F') | highRange('a', 'f');
    static final long L_MARK = lowMask("-_.!~*'()"), H_MARK = highMask("-_.!~*'()");
    static final long L_UNRESERVED = L_ALPHANUM | L_MARK, H_UNRESERVED = H_ALPHANUM | H_MARK;
    static final long L_RESERVED = lowMask(";/?:@&=+$,[]"), H_RESERVED = highMask(";/?:@&=+$,[]");
    static final long L_ESCAPED = 1L, H_ESCAPED = 0L;
    static final long L_URIC = L_RESERVED | L_UNRESERVED | L_ESCAPED, H_URIC = H_RESERVED | H_UNRESERVED | H_ESCAPED;
    static final long L_PCHAR = L_UNRESERVED | L_ESCAPED | lowMask(":@&=+$,");
    static final long H_PCHAR = H_UNRESERVED | H_ESCAPED | highMask(":@&=+$,");
    static final long L_PATH = L_PCHAR | lowMask(";/"), H_PATH = H_PCHAR | highMask(";/");
    static final long L_DASH = lowMask("-"), H_DASH = highMask("-");
    static final long L_DOT = lowMask("."), H_DOT = highMask(".");
    static final long L_USERINFO = L_UNRESERVED | L_ESCAPED | lowMask(";:&=+$,");
    static final long H_USERINFO = H_UNRESERVED | H_ESCAPED | highMask(";:&=+$,");
    static final long L_REG_NAME = L_UNRESERVED | L_ESCAPED | lowMask("$,;:@&=+");
    static final long H_REG_NAME = H_UNRESERVED | H_ESCAPED | highMask("$,;:@&=+");
    static final long L_SERVER = L_USERINFO | L_ALPHANUM | L_DASH | lowMask(".:@[]");
    static final long H_SERVER = H_USERINFO | H_ALPHANUM | H_DASH | highMask(".:@[]");
    static final long L_SERVER_PERCENT = L_SERVER | lowMask("%"), H_SERVER_PERCENT = H_SERVER | highMask("%");
    static final long L_SCHEME = L_ALPHA | L_DIGIT | lowMask("+-."), H_SCHEME = H_ALPHA | H_DIGIT | highMask("+-.");
    static final long L_SCOPE_ID = L_ALPHANUM | lowMask("_."), H_SCOPE_ID = H_ALPHANUM | highMask("_.");

    /** Whether c is in the class; NUL and non-ASCII never are. */
    static boolean match(char c, long lowMask, long highMask) {
        if (c == 0) return false;
        if (c < 64) return ((1L << c) & lowMask) != 0;
        if (c < 128) return ((1L << (c - 64)) & highMask) != 0;
        return false;
    }

    /** The non-ASCII characters a URI may hold unescaped. */
    static boolean isOther(char c) {
        return c >= 0x80 && !Character.isSpaceChar(c) && !Character.isISOControl(c);
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private static void appendEscape(StringBuilder out, byte b) {
        out.append('%').append(HEX[(b >> 4) & 0x0f]).append(HEX[b & 0x0f]);
    }

    private static void appendUtf8Escapes(StringBuilder out, String text) {
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) appendEscape(out, b);
    }

    /**
     * s with every character outside the class percent-encoded (UTF-8 for
     * non-ASCII spaces and controls; other non-ASCII characters stay, and
     * so does nothing else: '%' itself becomes "%25").
     */
    static String quote(String s, long lowMask, long highMask) {
        StringBuilder out = null;
        boolean allowOther = (lowMask & L_ESCAPED) != 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean keep;
            if (c < 0x80) keep = match(c, lowMask, highMask);
            else keep = allowOther && isOther(c);
            if (keep) {
                if (out != null) out.append(c);
                continue;
            }
            if (out == null) out = new StringBuilder(s.length() + 16).append(s, 0, i);
            if (c < 0x80) {
                appendEscape(out, (byte) c);
            } else if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                appendUtf8Escapes(out, s.substring(i, i + 2));
                i++;
            } else {
                appendUtf8Escapes(out, String.valueOf(c));
            }
        }
        return out == null ? s : out.toString();
    }

    /** s with every non-ASCII character percent-encoded as UTF-8 (toASCIIString). */
    static String encodeNonAscii(String s) {
        int first = 0;
        while (first < s.length() && s.charAt(first) < 0x80) first++;
        if (first == s.length()) return s;
        StringBuilder out = new StringBuilder(s.length() + 16).append(s, 0, first);
        int runStart = -1;
        for (int i = first; i <= s.length(); i++) {
            boolean nonAscii = i < s.length() && s.charAt(i) >= 0x80;
            if (nonAscii && runStart < 0) runStart = i;
            if (!nonAscii && runStart >= 0) {
                appendUtf8Escapes(out, s.substring(runStart, i));
                runStart = -1;
            }
            if (!nonAscii && i < s.length()) out.append(s.charAt(i));
        }
        return out.toString();
    }

    /** An ASCII hexadecimal digit's value, else -1. */
    private static int hexValue(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    private static boolean isEscape(String s, int i) {
        return s.charAt(i) == '%' && i + 2 < s.length() && hexValue(s.charAt(i + 1)) >= 0
                && hexValue(s.charAt(i + 2)) >= 0;
    }

    /**
     * s with its "%XX" sequences decoded as UTF-8 (malformed bytes become
     * U+FFFD). With keepBracketed, escapes inside "[...]" stay as they are
     * (an IPv6 zone in an authority).
     */
    static String decode(String s, boolean keepBracketed) {
        if (s == null || s.indexOf('%') < 0) return s;
        StringBuilder out = new StringBuilder(s.length());
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        ByteBuffer bytes = ByteBuffer.allocate(s.length());
        boolean inBrackets = false;
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '[') inBrackets = true;
            else if (c == ']') inBrackets = false;
            if (c != '%' || (keepBracketed && inBrackets) || !isEscape(s, i)) {
                out.append(c);
                i++;
                continue;
            }
            // A run of escapes decodes together: one character may take several bytes.
            bytes.clear();
            while (i < s.length() && isEscape(s, i)) {
                bytes.put((byte) (hexValue(s.charAt(i + 1)) << 4 | hexValue(s.charAt(i + 2))));
                i += 3;
            }
            bytes.flip();
            try {
                CharBuffer chars = decoder.reset().decode(bytes);
                out.append(chars);
            } catch (CharacterCodingException impossible) {
                throw new AssertionError(impossible);  // REPLACE never throws
            }
        }
        return out.toString();
    }
}
