// Checks lambda captures of int, long, double, char, boolean, references, this and outer fields, captures in loops, and lambdas that capture nothing.
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

public class LambdaCapture {
    private int field = 5;
    private static String staticField = "static";

    Supplier<String> captureThis() {
        return () -> "field=" + field + " static=" + staticField;
    }

    public static void main(String[] args) {
        int i = 7;
        long l = 1L << 50;
        double d = 2.75;
        char c = 'q';
        boolean b = true;
        float f = 1.25f;
        short s = -3;
        byte by = 9;
        String str = "text";
        int[] arr = {1, 2, 3};
        IntSupplier is = () -> i * 2;
        LongSupplier ls = () -> l + i;
        DoubleSupplier ds = () -> d * i + f;
        Supplier<String> mixed = () -> "" + i + l + d + c + b + f + s + by + str + arr.length;
        System.out.println(is.getAsInt() + " " + ls.getAsLong() + " " + ds.getAsDouble());
        System.out.println(mixed.get());
        arr[0] = 100;   // array contents are shared, not copied
        Supplier<Integer> first = () -> arr[0];
        System.out.println("shared array " + first.get());
        List<Supplier<String>> suppliers = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            final int kk = k;
            long big = kk * 1000000000000L;
            suppliers.add(() -> "k=" + kk + " big=" + big);
        }
        for (String word : new String[]{"alpha", "beta"}) suppliers.add(() -> "word=" + word);
        for (Supplier<String> sup : suppliers) System.out.println(sup.get());
        LambdaCapture obj = new LambdaCapture();
        Supplier<String> viaThis = obj.captureThis();
        obj.field = 6;       // captured `this`, so the change is visible
        staticField = "changed";
        System.out.println(viaThis.get());
        Runnable nothing = () -> System.out.println("captures nothing");
        nothing.run();
        nothing.run();
        Supplier<Supplier<String>> nested = () -> () -> "nested " + str + i;
        System.out.println(nested.get().get());
    }
}
