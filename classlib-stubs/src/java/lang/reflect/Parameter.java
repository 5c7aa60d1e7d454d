package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * A parameter of a method or constructor. Its name and modifiers (final,
 * synthetic, mandated) come from the class file's MethodParameters
 * attribute (javac -parameters); without it, or for a parameter the
 * attribute leaves unnamed, the name is "argN", as on the JDK. Generic type
 * and annotations are the executable's, by index.
 */
public final class Parameter implements AnnotatedElement {
    /** null when the class file gives none. */
    private final String name;
    private final int modifiers;
    private final Executable executable;
    private final int index;
    /** The executable has a MethodParameters attribute. */
    private final boolean realData;
    private transient volatile Type parameterizedType;

    Parameter(String name, int modifiers, Executable executable, int index, boolean realData) {
        this.name = name;
        this.modifiers = modifiers;
        this.executable = executable;
        this.index = index;
        this.realData = realData;
    }

    public String getName() {
        return name != null ? name : "arg" + index;
    }

    /** Whether the class file names the parameter (MethodParameters). */
    public boolean isNamePresent() {
        return realData && name != null;
    }

    boolean hasRealData() {
        return realData;
    }

    /** The generic type (the executable's Signature); the class without one. */
    public Type getParameterizedType() {
        Type t = parameterizedType;
        if (t == null) {
            parameterizedType = t = executable.parameterizedType(index, executable.getParameters());
        }
        return t;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return loupe.internal.Annotations.find(executable.parameterAnnotations()[index], annotationClass);
    }

    @Override
    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return loupe.internal.Annotations.byType(executable.parameterAnnotations()[index], annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        return executable.parameterAnnotations()[index].clone();
    }

    @Override
    public <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        return getAnnotation(annotationClass);
    }

    @Override
    public <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return getAnnotationsByType(annotationClass);
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public int getModifiers() {
        return modifiers;
    }

    public Executable getDeclaringExecutable() {
        return executable;
    }

    public Class<?> getType() {
        return executable.parameterTypes[index];
    }

    public boolean isImplicit() {
        return (modifiers & 0x8000) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & Executable.SYNTHETIC) != 0;
    }

    public boolean isVarArgs() {
        return executable.isVarArgs() && index == executable.parameterTypes.length - 1;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Parameter)) {
            return false;
        }
        Parameter other = (Parameter) obj;
        return other.executable.equals(executable) && other.index == index;
    }

    public int hashCode() {
        return executable.hashCode() ^ index;
    }

    /** "final int... arg0": modifiers, the generic type ("..." for varargs), the name. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (modifiers != 0) {
            // HotSpot's form: a space even when the flags print nothing (synthetic, mandated).
            sb.append(Modifier.toString(modifiers)).append(' ');
        }
        String type = getParameterizedType().getTypeName();
        if (isVarArgs() && type.endsWith("[]")) {
            type = type.substring(0, type.length() - 2) + "...";
        }
        return sb.append(type).append(' ').append(getName()).toString();
    }
}
