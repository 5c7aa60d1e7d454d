package java.lang.invoke;

/**
 * Compile-time stand-in so that javac accepts lambdas in the class library.
 * The VM recognises call sites bootstrapped by these methods by name and spins
 * the lambda classes itself (vm/indy/lambda_spinner.cpp); the bodies never run.
 */
public final class LambdaMetafactory {
    public static final int FLAG_SERIALIZABLE = 1;
    public static final int FLAG_MARKERS = 2;
    public static final int FLAG_BRIDGES = 4;

    private LambdaMetafactory() {}

    public static CallSite metafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, MethodType interfaceMethodType, MethodHandle implementation,
            MethodType dynamicMethodType) {
        throw new UnsupportedOperationException("linked by the VM");
    }

    public static CallSite altMetafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, Object... args) {
        throw new UnsupportedOperationException("linked by the VM");
    }
}
