package java.lang.reflect;

/** The common interface of every type in the Java language: classes, parameterized types, type variables, wildcards, generic arrays. */
public interface Type {
    default String getTypeName() {
        return toString();
    }
}
