package java.lang.invoke;

/**
 * Compile-time stand-in. Loupe links invokedynamic call sites inside the VM
 * (vm/indy/), so no MethodHandle object is ever created at run time.
 */
public abstract class MethodHandle {
    MethodHandle() {}
}
