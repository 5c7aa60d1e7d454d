// loupe-test: java17-only
// Checks Java 11+ String methods: repeat, strip/stripLeading/stripTrailing, isBlank, and text blocks with indentation stripping and escapes.
public class StringJava11 {
    public static void main(String[] args) {
        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|" + "".repeat(5) + "|");
        String padded = " \t padded \u2003";
        System.out.println("[" + padded.strip() + "] [" + padded.trim() + "] [" + padded.stripLeading() + "] [" + padded.stripTrailing() + "]");
        System.out.println("   ".isBlank() + " " + "".isBlank() + " " + " a ".isBlank() + " " + "\u2003".isBlank());
        String block = """
            Hello,
              indented line
            "quotes" and \\ backslash
            joined \
            line
            tab\there
            trailing space kept:\s
            """;
        System.out.print(block);
        System.out.println(block.length());
        String noTrailingNewline = """
            one
            two""";
        System.out.println("[" + noTrailingNewline + "]");
        var list = new java.util.ArrayList<String>();
        list.add("var works");
        for (var item : list) System.out.println(item);
        try {
            "x".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("repeat(-1): " + e.getMessage());
        }
    }
}
