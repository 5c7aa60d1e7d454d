// Checks switch on strings: hash collisions ("Aa"/"BB"), case sensitivity, empty string, fall-through, default, many cases.
public class StringSwitch {
    static String classify(String s) {
        switch (s) {
            case "Aa": return "Aa (hash " + s.hashCode() + ")";
            case "BB": return "BB (hash " + s.hashCode() + ")";
            case "AaAa": case "BBBB": return "four-letter collision";
            case "": return "empty";
            case "hello": return "greeting";
            case "HELLO": return "shout";
            default: return "unknown:" + s;
        }
    }

    static int fall(String s) {
        int r = 0;
        switch (s) {
            case "one": r += 1;
            case "two": r += 2;
                break;
            case "three": r += 3;
            default: r += 100;
        }
        return r;
    }

    static int month(String m) {
        switch (m) {
            case "jan": return 1; case "feb": return 2; case "mar": return 3; case "apr": return 4;
            case "may": return 5; case "jun": return 6; case "jul": return 7; case "aug": return 8;
            case "sep": return 9; case "oct": return 10; case "nov": return 11; case "dec": return 12;
            default: return -1;
        }
    }

    public static void main(String[] args) {
        String[] inputs = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "", "hello", "HELLO", "Hello", "C#"};
        for (String in : inputs) System.out.println("[" + in + "] -> " + classify(in));
        for (String in : new String[]{"one", "two", "three", "four"}) System.out.println(in + " " + fall(in));
        StringBuilder sb = new StringBuilder();
        for (String m : "jan feb mar apr may jun jul aug sep oct nov dec xyz".split(" ")) sb.append(month(m)).append(' ');
        System.out.println(sb.toString().trim());
        String built = new StringBuilder("he").append("llo").toString();
        System.out.println("non-interned input: " + classify(built));
        try {
            classify(null);
        } catch (NullPointerException e) {
            System.out.println("null selector throws NPE");
        }
    }
}
