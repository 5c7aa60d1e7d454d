// Checks string concatenation with every type: all primitives incl. char, float/double edge values, null String/Object, objects with toString, char arrays via String.valueOf.
public class ConcatAllTypes {
    static class Thing {
        final int id;
        Thing(int id) { this.id = id; }
        @Override public String toString() { return "Thing#" + id; }
    }

    static class NullToString {
        @Override public String toString() { return null; }
    }

    public static void main(String[] args) {
        boolean z = true; byte b = -8; char c = 'c'; short s = 300; int i = -42; long l = 1234567890123L;
        float f = 1.5f; double d = -0.25;
        System.out.println("all: " + z + b + c + s + i + l + f + d);
        System.out.println("spaced: " + z + ' ' + b + ' ' + c + ' ' + s + ' ' + i + ' ' + l + ' ' + f + ' ' + d);
        System.out.println(c + c + "|" + c + c);                 // char + char is int arithmetic first
        System.out.println(1 + 2 + "x" + 1 + 2);
        System.out.println("" + 'a' + 'b' + ('a' + 'b') + (char) ('a' + 1));
        String nullStr = null;
        Object nullObj = null;
        System.out.println("nulls: " + nullStr + " " + nullObj + " " + null);
        System.out.println(nullStr + nullStr);
        System.out.println("objects: " + new Thing(1) + ", " + new Thing(2));
        System.out.println("toString returning null: " + new NullToString());
        System.out.println("floats: " + 0.0f + " " + -0.0f + " " + Float.NaN + " " + (1f / 0) + " " + 1e10f + " " + 1.0E-5f + " " + 123456.79f);
        System.out.println("doubles: " + 0.0 + " " + -0.0 + " " + Double.NaN + " " + (-1.0 / 0) + " " + 1e7 + " " + 1e-3 + " " + 9999999.0 + " " + 0.1);
        System.out.println("extremes: " + Long.MIN_VALUE + " " + Integer.MIN_VALUE + " " + Byte.MIN_VALUE + " " + Short.MAX_VALUE + " " + (int) Character.MAX_VALUE);
        char[] chars = {'x', 'y'};
        System.out.println("char array: " + String.valueOf(chars) + " " + new String(chars));
        Integer boxed = 77;
        Character boxedChar = 'Q';
        Double boxedDouble = 2.0;
        System.out.println("boxed: " + boxed + boxedChar + boxedDouble);
        String acc = "";
        for (int k = 0; k < 5; k++) acc += k;
        acc += 'x';
        acc += 1.5;
        acc += null;
        acc += true;
        System.out.println("compound: " + acc);
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder: " + sb + sb.length());
        final String constA = "con", constB = "cat";
        System.out.println((constA + constB) == "concat");   // compile-time constant: interned
        String runtime = constA;
        System.out.println((runtime + constB) == "concat");  // runtime concat: new string
        System.out.println("unicode: " + '\u00e9' + "\u4e2d" + '\u0041');
        System.out.println("empty" + "" + "" + ("" + ""));
    }
}
