// Checks conditional expression typing (numeric promotion of boxed operands, char vs int constants) and unboxing of null in ternaries.
public class TernaryBoxing {
    static boolean flag(boolean b) { return b; }

    public static void main(String[] args) {
        boolean t = flag(true), f = flag(false);
        System.out.println(t ? 'a' : 0);          // constant int fits in char: type char
        int zero = 0;
        System.out.println(t ? 'a' : zero);       // non-constant int: type int
        System.out.println(f ? 1 : 'b');
        Object o1 = t ? Integer.valueOf(1) : Double.valueOf(2);   // binary numeric promotion -> 1.0
        System.out.println(o1 + " " + o1.getClass().getSimpleName());
        Object o2 = t ? (Object) Integer.valueOf(1) : Double.valueOf(2);
        System.out.println(o2 + " " + o2.getClass().getSimpleName());
        Object o3 = t ? 1 : "one";
        System.out.println(o3 + " " + o3.getClass().getSimpleName());
        long lw = t ? 1 : 2L;
        System.out.println(lw);
        Object o4 = f ? 1L : 'c';
        System.out.println(o4 + " " + o4.getClass().getSimpleName());
        Integer nullInt = null;
        Integer result = t ? nullInt : Integer.valueOf(5);   // both Integer: no unboxing
        System.out.println("result " + result);
        try {
            Integer bad = t ? nullInt : 5;   // int operand forces unboxing of null
            System.out.println("no NPE?! " + bad);
        } catch (NullPointerException e) {
            System.out.println("NPE from ternary unboxing: " + e.getMessage());
        }
        Character ch = 'x';
        Integer in = 65;
        Object o5 = t ? ch : in;
        System.out.println(o5 + " " + o5.getClass().getSimpleName());
        short sh = 3;
        Object o6 = t ? sh : 'z';
        System.out.println(o6 + " " + o6.getClass().getSimpleName());
        byte by = 4;
        Object o7 = t ? by : 127;
        System.out.println(o7 + " " + o7.getClass().getSimpleName());
        Object o8 = t ? by : 128;
        System.out.println(o8 + " " + o8.getClass().getSimpleName());
        int nested = t ? f ? 1 : 2 : 3;
        System.out.println("nested " + nested);
        String s = null;
        System.out.println(s == null ? "was null" : s.length());
    }
}
