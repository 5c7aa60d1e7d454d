// Checks string identity: literals are interned and shared across classes, compile-time constant expressions are folded, runtime strings are not, intern() returns the canonical instance.
public class StringInterning {
    static final String CONST = "inter";
    static class Other { static final String HELLO = "hello"; static String literal() { return "hello"; } }

    public static void main(String[] args) {
        String a = "hello";
        String b = "hello";
        String c = new String("hello");
        String d = "hel" + "lo";
        String part = "hel";
        String e = part + "lo";
        System.out.println("literal==literal " + (a == b));
        System.out.println("literal==new " + (a == c) + " equals " + a.equals(c));
        System.out.println("constant fold " + (a == d));
        System.out.println("runtime concat " + (a == e));
        System.out.println("intern " + (a == e.intern()) + " " + (a == c.intern()));
        System.out.println("other class literal " + (a == Other.literal()) + " " + (a == Other.HELLO));
        System.out.println("final constant fold " + ((CONST + "ning") == "interning"));
        String fresh = new StringBuilder("un").append("iqueXYZ").toString();
        String interned = fresh.intern();
        System.out.println("first intern returns itself: " + (interned == fresh) + " literal after: " + ("uniqueXYZ" == fresh));
        System.out.println("valueOf same " + (String.valueOf(a) == a) + ", toString same " + (a.toString() == a)
                + ", substring(0) same " + (a.substring(0) == a));
        System.out.println("empty strings " + ("" == new String("").intern()) + " " + ("".concat("") == ""));
        final int n = 3;
        System.out.println("int constant fold " + (("x" + n) == "x3"));
        char ch = 'q';
        System.out.println("char not constant " + (("" + ch) == "q") + " " + (("" + ch).intern() == "q"));
    }
}
