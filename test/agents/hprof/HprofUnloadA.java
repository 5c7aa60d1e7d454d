// Defined by HprofUnload's own loaders: allocates what the program keeps.
public class HprofUnloadA implements java.util.function.Supplier<Object> {
    public Object get() {
        return new int[1000];
    }
}
