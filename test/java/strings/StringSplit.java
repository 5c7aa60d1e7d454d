// Checks String.split corner cases: trailing/leading empty strings, limits (positive, zero, negative), regex metacharacters, no match, empty input.
import java.util.Arrays;

public class StringSplit {
    static void show(String input, String regex) {
        String[] parts = input.split(regex);
        System.out.println("\"" + input + "\".split(\"" + regex + "\") -> " + parts.length + " " + Arrays.toString(parts));
    }

    static void show(String input, String regex, int limit) {
        String[] parts = input.split(regex, limit);
        System.out.println("\"" + input + "\".split(\"" + regex + "\", " + limit + ") -> " + parts.length + " " + Arrays.toString(parts));
    }

    public static void main(String[] args) {
        show("a,b,c", ",");
        show("a,b,,c,,", ",");
        show(",a,b", ",");
        show(",,,", ",");
        show("", ",");
        show("abc", ",");
        show("a,b,,c,,", ",", -1);
        show("a,b,,c,,", ",", 2);
        show("a,b,,c,,", ",", 0);
        show("a,b,,c,,", ",", 10);
        show("a.b.c", ".");
        show("a.b.c", "\\.");
        show("a|b|c", "\\|");
        show("one  two   three", " ");
        show("one  two   three", " +");
        show("  leading spaces", "\\s+");
        show("tab\tand\nnewline", "\\s");
        show("a1b22c333d", "\\d+");
        show("a1b22c333d", "\\d");
        show("key=value=more", "=", 2);
        show("abc", "");
        show("a;b,c d", "[;, ]");
        show("2024-01-05", "-");
        show("aXbXXc", "X");
        show("hello", "hello");
        show("xhellox", "hello");
        show("a::b::c", "::");
        show("a+b+c", "\\+");
        show("a*b", "\\*");
    }
}
