// Defined by HprofUnload's own loaders after HprofUnloadA's are dropped.
public class HprofUnloadB implements java.util.function.Supplier<Object> {
    public Object get() {
        return new int[2000];
    }
}
