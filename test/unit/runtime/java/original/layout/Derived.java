package layout;

public class Derived extends Base {
    short s;
    String second;
    double d;
    boolean z;
    char c;
    float f;
    static int counter;
    static Object shared;
    static long total;
}
