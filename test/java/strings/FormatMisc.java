// Checks String.format %s %S %c %b %h %n %%, argument indexes (%2$s, %<s), width on strings, null arguments, and common formatting exceptions.
import java.util.IllegalFormatException;

public class FormatMisc {
    static class Named {
        @Override public String toString() { return "named-object"; }
    }

    static void bad(String fmt, Object... args) {
        try {
            System.out.println("no exception: " + String.format(fmt, args));
        } catch (IllegalFormatException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        System.out.println(String.format("%s %s %s %s", "str", 42, null, new Named()));
        System.out.println(String.format("%S %S", "shout", new Named()));
        System.out.println(String.format("%c%c%c %c", 'a', 66, (int) 'c', '\u00e9'));
        System.out.println(String.format("%b %b %b %b %B", true, null, "false", 0, false));
        System.out.println(String.format("%h %h %h", "hello", 255, null));
        System.out.println(String.format("%2$s %1$s %2$s %<s %s", "first", "second"));
        System.out.println(String.format("line1%nline2%%done"));
        System.out.println(String.format("[%8s][%-8s][%8.3s][%-8b][%5c]", "abc", "abc", "abcdef", true, 'z'));
        System.out.println(String.format("no args"));
        System.out.println(String.format("%s", (Object) new String[]{"arr"}.length));
        System.out.println(String.format("%d%s", 1, "") + String.format("%-3d|", 5));
        bad("%d", "string");
        bad("%s %s", "only one");
        bad("%q", 1);
        bad("%.2d", 5);
        bad("%-d", 5);
        bad("%c", 1.5);
        bad("%,s", "x");
        bad("%d", 1.0);
        bad("%f", 1);
    }
}
