package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * A constructor of a class. Class keeps one per declared constructor and
 * hands out copies (setAccessible on one copy does not open the others).
 */
public final class Constructor<T> extends Executable {

    /** Called by the VM (Class.getDeclaredConstructors0) and by copy(). */
    Constructor(Class<T> clazz, int slot, Class<?>[] parameterTypes, Class<?>[] exceptionTypes, int modifiers,
            long vmMethod) {
        super(clazz, slot, vmMethod, parameterTypes, exceptionTypes, modifiers);
    }

    Constructor<T> copy() {
        Constructor<T> c = new Constructor<T>(getDeclaringClass(), slot, parameterTypes, exceptionTypes, modifiers,
                vmMethod);
        c.root = root();
        return c;
    }

    @Override
    @SuppressWarnings("unchecked")
    public TypeVariable<Constructor<T>>[] getTypeParameters() {
        TypeVariable<?>[] vars = typeParameters();
        return (TypeVariable<Constructor<T>>[]) (vars.length == 0 ? vars : vars.clone());
    }

    /**
     * javac leaves the parameters it adds out of the parameter annotations:
     * an enum's name and ordinal, an inner member class's outer instance
     * (those get empty arrays in front, as on the JDK); for a local or
     * anonymous class it cannot be told which were added, so the
     * attribute's arrays are answered as they are (the JDK's count too).
     */
    @Override
    Annotation[][] fitParameterAnnotations(Annotation[][] fromAttribute) {
        int missing = parameterTypes.length - fromAttribute.length;
        if (clazz.isAnonymousClass() || clazz.isLocalClass()) {
            return fromAttribute;
        }
        boolean fits = clazz.isEnum()
                ? missing == 2 && parameterTypes[0] == String.class && parameterTypes[1] == int.class
                : missing == 1 && clazz.isMemberClass() && !Modifier.isStatic(clazz.getModifiers());
        if (!fits) {
            return super.fitParameterAnnotations(fromAttribute);
        }
        Annotation[][] result = new Annotation[parameterTypes.length][];
        for (int i = 0; i < result.length; i++) {
            result[i] = i < missing ? NO_ANNOTATIONS : fromAttribute[i - missing];
        }
        return result;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Class<T> getDeclaringClass() {
        return (Class<T>) clazz;
    }

    @Override
    public String getName() {
        return clazz.getName();
    }

    /**
     * A new instance: allocates it, runs the constructor with the arguments
     * unboxed and widened, and returns it. InstantiationException for an
     * abstract class; enums cannot be created reflectively.
     */
    @SuppressWarnings("unchecked")
    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, IllegalArgumentException,
            InvocationTargetException {
        if (!override) {
            checkAccess(clazz, modifiers, null);
        }
        if ((clazz.getModifiers() & Modifier.ENUM) != 0) {
            throw new IllegalArgumentException("Cannot reflectively create enum objects");
        }
        if ((clazz.getModifiers() & Modifier.ABSTRACT) != 0) {
            throw new InstantiationException(null);
        }
        return (T) invoke0(vmMethod, parameterTypes, null, initargs);
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Constructor)) {
            return false;
        }
        Constructor<?> other = (Constructor<?>) obj;
        return clazz == other.clazz && sameTypes(parameterTypes, other.parameterTypes);
    }

    public int hashCode() {
        return clazz.getName().hashCode();
    }

    /** "public java.util.ArrayList(int)", with " throws ..." when the constructor declares exceptions. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        appendModifiers(sb, ACCESS_MODIFIERS, false);
        sb.append(clazz.getTypeName());
        appendErasedParameters(sb);
        return sb.toString();
    }

    /** "public <U> C(java.util.List<U>,int...)": generic types, "..." for varargs. */
    public String toGenericString() {
        StringBuilder sb = new StringBuilder();
        appendGenericSignature(sb, ACCESS_MODIFIERS, false, null, clazz.getTypeName());
        return sb.toString();
    }
}
