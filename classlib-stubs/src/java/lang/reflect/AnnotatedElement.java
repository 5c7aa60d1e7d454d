package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * Something that may carry annotations: classes, members, parameters,
 * record components. The default methods are written over the three
 * abstract ones as the JDK specifies them (loupe.internal.Annotations
 * does the repeatable-container work).
 */
public interface AnnotatedElement {
    <T extends Annotation> T getAnnotation(Class<T> annotationClass);

    Annotation[] getAnnotations();

    Annotation[] getDeclaredAnnotations();

    default boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    default <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return loupe.internal.Annotations.byType(getAnnotations(), annotationClass);
    }

    default <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        for (Annotation a : getDeclaredAnnotations()) {
            if (a.annotationType() == annotationClass) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }

    default <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return loupe.internal.Annotations.byType(getDeclaredAnnotations(), annotationClass);
    }
}
