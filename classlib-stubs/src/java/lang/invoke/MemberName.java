package java.lang.invoke;

/**
 * A method, constructor or field named by class, name and type, as a
 * Lookup finds it for a direct handle. resolve() asks the VM to look it up
 * (vm/indy/method_handles.cpp); afterwards vmTarget is the VM's own Method
 * or Field, and invoke runs it.
 */
final class MemberName {
    // The reference kinds of JVMS 4.4.8.
    static final int GET_FIELD = 1, GET_STATIC = 2, PUT_FIELD = 3, PUT_STATIC = 4, INVOKE_VIRTUAL = 5,
            INVOKE_STATIC = 6, INVOKE_SPECIAL = 7, NEW_INVOKE_SPECIAL = 8, INVOKE_INTERFACE = 9;
    private static final String[] KIND_NAMES = {
        null, "getField", "getStatic", "putField", "putStatic", "invokeVirtual", "invokeStatic", "invokeSpecial",
        "newInvokeSpecial", "invokeInterface"
    };

    // What to look for.
    final Class<?> clazz;
    final String name;
    final MethodType methodType;  // methods and constructors
    final Class<?> fieldType;     // fields
    final String descriptor;
    final int refKind;

    // What the VM found (set by resolve).
    Class<?> declaringClass;
    int modifiers;
    long vmTarget;
    /** The classes of the parameters (a field: its type) as the declaring class's loader sees them. */
    Class<?>[] parameterClasses;

    private MemberName(Class<?> clazz, String name, MethodType methodType, Class<?> fieldType, int refKind) {
        this.clazz = clazz;
        this.name = name;
        this.methodType = methodType;
        this.fieldType = fieldType;
        this.refKind = refKind;
        this.descriptor = methodType != null ? methodType.toMethodDescriptorString() : MethodType.descriptorOf(fieldType);
    }

    static MemberName method(Class<?> clazz, String name, MethodType type, int refKind) {
        return new MemberName(clazz, name, type, null, refKind);
    }

    static MemberName field(Class<?> clazz, String name, Class<?> type, int refKind) {
        return new MemberName(clazz, name, null, type, refKind);
    }

    /** Fills the found part; false when the class has no such member. */
    native boolean resolve();

    /** Runs the member on boxed arguments matching its type, receiver first; the result boxed. */
    static native Object invoke(long vmTarget, int refKind, Class<?>[] parameterClasses, Object[] args)
            throws Throwable;

    boolean isField() {
        return fieldType != null;
    }

    boolean isStatic() {
        return (modifiers & java.lang.reflect.Modifier.STATIC) != 0;
    }

    /** "p.Base.prot()int/invokeVirtual", "p.Base.f/int/putField": as the JDK's messages name members. */
    public String toString() {
        return describeAs(refKind);
    }

    /** As toString, with another reference kind (a message naming what was found, not what was asked). */
    String describeAs(int kind) {
        String type = isField() ? fieldType.getName() : methodType.toString();
        return clazz.getName() + "." + name + (isField() ? "/" + type : type) + "/" + KIND_NAMES[kind];
    }
}
