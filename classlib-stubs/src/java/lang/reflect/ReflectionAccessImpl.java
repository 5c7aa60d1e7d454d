package java.lang.reflect;

/** java.lang.reflect's side of loupe.internal.ReflectionAccess. */
final class ReflectionAccessImpl extends loupe.internal.ReflectionAccess {
    @Override
    public Method copy(Method m) {
        return m.copy();
    }

    @Override
    public Field copy(Field f) {
        return f.copy();
    }

    @Override
    public <T> Constructor<T> copy(Constructor<T> c) {
        return c.copy();
    }

    @Override
    public Executable executableAt(Class<?> c, int slot) {
        return Executable.declaredAt(c, slot);
    }
}
