package java.lang.reflect;

/** A field, method or constructor of a class (the common face of Field and Executable). */
public interface Member {
    /** Class.getMethods/getFields style: public members, inherited ones included. */
    int PUBLIC = 0;
    /** Class.getDeclaredMethods style: what the class itself declares, whatever its access. */
    int DECLARED = 1;

    Class<?> getDeclaringClass();

    String getName();

    int getModifiers();

    boolean isSynthetic();
}
