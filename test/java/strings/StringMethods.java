// Checks core String methods: substring, indexOf/lastIndexOf, replace, trim, case conversion, contains/startsWith/endsWith, join, valueOf, toCharArray, matches, replaceAll.
public class StringMethods {
    public static void main(String[] args) {
        String s = "Hello, World! Hello!";
        System.out.println(s.length() + " " + s.charAt(7) + " " + s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(5, 5) + "|");
        System.out.println(s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.indexOf("Hello", 1) + " " + s.indexOf("xyz") + " " + s.indexOf(""));
        System.out.println(s.lastIndexOf('o') + " " + s.lastIndexOf("Hello") + " " + s.lastIndexOf('H', 10) + " " + s.lastIndexOf(""));
        System.out.println(s.replace('l', 'L') + " | " + s.replace("Hello", "Bye") + " | " + s.replace("", "-").substring(0, 8));
        System.out.println("[" + "  padded \t\n".trim() + "] [" + "   ".trim() + "] [" + "\u0001x\u0001".trim() + "]");
        System.out.println("MiXeD".toLowerCase() + " " + "MiXeD".toUpperCase() + " " + "\u00e9t\u00e9".toUpperCase());
        System.out.println(s.contains("World") + " " + s.startsWith("Hello") + " " + s.startsWith("World", 7) + " " + s.endsWith("!") + " " + s.isEmpty() + " " + "".isEmpty());
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join(", ", java.util.Arrays.asList("x", "y")) + " [" + String.join("/") + "]");
        System.out.println(String.valueOf(3) + String.valueOf('c') + String.valueOf(2.5) + String.valueOf(true) + String.valueOf((Object) null) + String.valueOf(7L) + String.valueOf(1.5f));
        char[] cs = "abc".toCharArray();
        cs[0] = 'X';
        System.out.println(new String(cs) + " " + String.valueOf(cs, 1, 2) + " " + String.copyValueOf(cs));
        System.out.println("abc123".matches("[a-z]+\\d+") + " " + "abc".matches("ab") + " " + "2024-01-05".matches("\\d{4}-\\d{2}-\\d{2}"));
        System.out.println("a1b22c333".replaceAll("\\d+", "#") + " " + "a.b.c".replaceAll("\\.", "/") + " " + "aaa".replaceFirst("a", "b"));
        System.out.println("x".concat("y").concat("") + " " + "abc".compareTo("abd") + " " + "ab".compareTo("abc") + " " + "b".compareTo("a"));
        System.out.println("Hello".equals("hello") + " " + "Hello".equalsIgnoreCase("hELLO") + " " + "abc".contentEquals(new StringBuilder("abc")));
        System.out.println("  x  ".length() + " " + "tab\tsep".indexOf('\t') + " " + "a,b".indexOf(',') + " " + "abcabc".indexOf("c", -5) + " " + "abc".indexOf('c', 99));
        System.out.println("regionMatches " + "HelloWorld".regionMatches(5, "World", 0, 5) + " " + "HelloWorld".regionMatches(true, 0, "hello", 0, 5));
        System.out.println("hashCodes " + "".hashCode() + " " + "a".hashCode() + " " + "hello world".hashCode() + " " + "polygenelubricants".hashCode());
        try {
            "abc".substring(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
        try {
            "abc".charAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
        try {
            "abc".substring(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        System.out.println("subSequence " + "abcdef".subSequence(1, 4) + " " + "abc".toString() + " " + "Mississippi".replace("ss", "SS"));
    }
}
