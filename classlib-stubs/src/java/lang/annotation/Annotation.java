package java.lang.annotation;

/** The common interface of all annotation types; instances are built by loupe.internal.Annotations. */
public interface Annotation {
    boolean equals(Object obj);

    int hashCode();

    String toString();

    Class<? extends Annotation> annotationType();
}
