package java.lang.invoke;

/** A handle on a method, constructor or field: runs the VM member with the boxed arguments. */
final class DirectMethodHandle extends MethodHandle {
    private final MemberName member;

    DirectMethodHandle(MethodType type, MemberName member) {
        super(type);
        this.member = member;
    }

    Object invokeBoxed(Object[] args) throws Throwable {
        return MemberName.invoke(member.vmTarget, member.refKind, member.parameterClasses, args);
    }
}
