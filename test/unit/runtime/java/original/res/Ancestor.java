package res;

public class Ancestor {
    public int inherited;
    public String describe() { return "ancestor"; }
    public int depth() { return 0; }
    public static String make() { return "made"; }
}
