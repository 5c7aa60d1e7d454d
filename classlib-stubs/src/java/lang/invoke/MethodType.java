package java.lang.invoke;

/** Compile-time stand-in; see MethodHandle. */
public final class MethodType {
    private MethodType() {}
}
