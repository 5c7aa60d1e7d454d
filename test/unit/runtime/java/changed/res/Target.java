package res;

public class Target {
    public int counter;
    public int becomesInstance;
    public static int becomesStatic;
    private int secret;
    public void becomesVirtual() {}
    private void hidden() {}
    protected void opened() {}
    void pkgOnly() {}
    public long compute(int a) { return a * 2L; }
}
