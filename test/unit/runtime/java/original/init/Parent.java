package init;

public class Parent {
    static { Log.add("Parent"); }
}
