// Checks String/bytes conversion with UTF-8 and ISO-8859-1, supplementary characters (surrogate pairs, codePointAt/codePointCount), and printing non-ASCII text.
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

public class StringUtf8 {
    public static void main(String[] args) throws Exception {
        String s = "h\u00e9llo \u20ac \u4e2d\u6587 \ud83d\ude00!";
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        System.out.println("chars " + s.length() + " bytes " + utf8.length + " codepoints " + s.codePointCount(0, s.length()));
        System.out.println(Arrays.toString(Arrays.copyOfRange(utf8, 0, 8)));
        String back = new String(utf8, StandardCharsets.UTF_8);
        System.out.println("round trip " + back.equals(s));
        System.out.println(s);
        byte[] named = "\u00e9\u00e8".getBytes("UTF-8");
        System.out.println("by name " + Arrays.toString(named) + " " + new String(named, "UTF-8"));
        byte[] latin1 = "caf\u00e9".getBytes(StandardCharsets.ISO_8859_1);
        System.out.println("latin1 " + Arrays.toString(latin1) + " -> " + new String(latin1, StandardCharsets.ISO_8859_1));
        byte[] ascii = "caf\u00e9".getBytes(StandardCharsets.US_ASCII);
        System.out.println("ascii replaces: " + Arrays.toString(ascii));
        byte[] invalid = {(byte) 'a', (byte) 0xFF, (byte) 'b', (byte) 0xC3};
        String decoded = new String(invalid, StandardCharsets.UTF_8);
        System.out.println("invalid decoded length " + decoded.length() + " replacement " + (decoded.charAt(1) == '\ufffd'));
        int smileyIndex = s.indexOf("\ud83d\ude00");
        System.out.println("codePointAt " + Integer.toHexString(s.codePointAt(smileyIndex)) + " charAt " + Integer.toHexString(s.charAt(smileyIndex))
                + " high " + Character.isHighSurrogate(s.charAt(smileyIndex)) + " low " + Character.isLowSurrogate(s.charAt(smileyIndex + 1)));
        System.out.println("toChars " + new String(Character.toChars(0x1F600)).equals("\ud83d\ude00") + " charCount " + Character.charCount(0x1F600));
        System.out.println("default charset bytes equal utf8: " + Arrays.equals(s.getBytes(), utf8));
        System.out.println(new String(new byte[]{72, 105}, StandardCharsets.UTF_8) + " " + new String(utf8, 0, 1, StandardCharsets.UTF_8));
        System.out.println("upper " + "\u00e9t\u00e9".toUpperCase() + " lower " + "\u00c9T\u00c9".toLowerCase());
    }
}
