package java.lang.reflect;

/**
 * A parameter of a method or constructor. Without the class file's
 * MethodParameters attribute its name is "argN" and it has no modifiers, as
 * on the JDK.
 */
public final class Parameter {
    private final String name;
    private final int modifiers;
    private final Executable executable;
    private final int index;

    Parameter(String name, int modifiers, Executable executable, int index) {
        this.name = name;
        this.modifiers = modifiers;
        this.executable = executable;
        this.index = index;
    }

    public String getName() {
        return name;
    }

    /** False: names come from MethodParameters, which Loupe does not keep yet. */
    public boolean isNamePresent() {
        return false;
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

    /** "final int... arg0": modifiers, the type ("..." for varargs), the name. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        String mods = Modifier.toString(modifiers & Modifier.FINAL);
        if (!mods.isEmpty()) {
            sb.append(mods).append(' ');
        }
        String type = getType().getTypeName();
        if (isVarArgs()) {
            type = type.substring(0, type.length() - 2) + "...";
        }
        return sb.append(type).append(' ').append(name).toString();
    }
}
