// Checks float arithmetic: NaN and infinity propagation, -0.0f, division by zero, float remainder, rounding to float precision.
public class FloatArithmetic {
    static float id(float x) { return x; }

    public static void main(String[] args) {
        float zero = id(0f), negZero = id(-0f), one = id(1f);
        System.out.println("1/0 = " + (one / zero) + ", -1/0 = " + (-one / zero) + ", 1/-0 = " + (one / negZero));
        System.out.println("0/0 = " + (zero / zero) + ", inf-inf = " + (one / zero - one / zero));
        System.out.println("inf*0 = " + (one / zero * zero) + ", NaN+1 = " + (Float.NaN + one));
        System.out.println("-0.0f = " + negZero + ", 0*-1 = " + (zero * -one) + ", -0 + 0 = " + (negZero + zero));
        System.out.println("-0 - 0 = " + (negZero - zero) + ", -0 * -0 = " + (negZero * negZero));
        System.out.println("0.1f+0.2f = " + (id(0.1f) + id(0.2f)));
        System.out.println("1/3f = " + (one / 3f) + ", 2/3f = " + (2f / 3f));
        System.out.println("big: " + (id(Float.MAX_VALUE) * 2f) + " small: " + (id(Float.MIN_VALUE) / 2f));
        System.out.println("16777216f + 1 = " + (id(16777216f) + 1f));
        float[] xs = {5.5f, -5.5f, 5f, 0f, -0f, Float.POSITIVE_INFINITY, Float.NaN};
        float[] ys = {2f, -2f, 0f, Float.POSITIVE_INFINITY, 0.3f};
        for (float x : xs) {
            StringBuilder sb = new StringBuilder(x + ":");
            for (float y : ys) sb.append(' ').append(x % y);
            System.out.println(sb);
        }
        float sum = 0f;
        for (int i = 0; i < 1000; i++) sum += 0.001f;
        System.out.println("sum of 1000 * 0.001f = " + sum);
        float prod = 1f;
        for (int i = 1; i <= 40; i++) prod *= i;
        System.out.println("40! as float = " + prod);
        System.out.println("-x of 0f: " + (-zero) + ", neg of NaN is NaN: " + Float.isNaN(-Float.NaN));
        System.out.println("1e-45f/2 = " + (1.4e-45f / 2f) + ", 3e38f*10 = " + (3e38f * 10f));
    }
}
