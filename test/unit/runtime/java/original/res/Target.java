package res;

// changed/ replaces this class with a version that breaks each member below
// in the way its comment says, so that Caller's references fail to link.
public class Target {
    public int counter;
    public int removedField;              // removed
    public static int becomesInstance;    // no longer static
    public int becomesStatic;             // static
    public int secret;                    // private
    public void gone(int x, String s) {}  // removed
    public static void becomesVirtual() {}  // no longer static
    public void hidden() {}               // private
    public void opened() {}               // protected
    public void pkgOnly() {}              // package-private
    public long compute(int a) { return a * 2L; }
}
