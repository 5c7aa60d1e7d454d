package init;

public class Child extends Parent implements NoDefault, SubDefault {
    static { Log.add("Child"); }
    public void run() {}
}
