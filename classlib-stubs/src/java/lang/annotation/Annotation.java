package java.lang.annotation;

/** The common interface of all annotation types. Loupe does not reflect annotations at run time. */
public interface Annotation {
    boolean equals(Object obj);

    int hashCode();

    String toString();

    Class<? extends Annotation> annotationType();
}
