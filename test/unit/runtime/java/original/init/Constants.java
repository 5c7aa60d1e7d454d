package init;

public class Constants {
    public static final int ANSWER = 42;
    public static final long BIG = 1L << 40;
    public static final double HALF = 0.5;
    public static final String NAME = "constant";
    public static int computed = 6 * 7;
    static { Log.add("Constants"); }
}
