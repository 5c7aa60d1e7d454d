package java.lang.invoke;

/** Compile-time stand-in; see MethodHandle. javac names MethodHandles.Lookup in bootstrap signatures. */
public class MethodHandles {
    private MethodHandles() {}

    public static final class Lookup {
        private Lookup() {}
    }
}
