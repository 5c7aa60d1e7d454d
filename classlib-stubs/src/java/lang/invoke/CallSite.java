package java.lang.invoke;

/** Compile-time stand-in; see MethodHandle. */
public abstract class CallSite {
    CallSite() {}
}
