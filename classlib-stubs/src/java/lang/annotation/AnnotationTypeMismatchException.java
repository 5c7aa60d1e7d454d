package java.lang.annotation;

/**
 * Thrown when an annotation element's value in the class file does not
 * have the element's type. Loupe's java.lang.reflect.Method is not on this
 * branch yet: the element is named by a String until it is
 * (see docs/reflection-metadata.md).
 */
public class AnnotationTypeMismatchException extends RuntimeException {
    private static final long serialVersionUID = 8125925355765570191L;

    private final transient Object element;
    private final String foundType;

    /** element: the element's java.lang.reflect.Method (a String naming it until Method exists). */
    public AnnotationTypeMismatchException(Object element, String foundType) {
        super("Incorrectly typed data found for annotation element " + element + " (Found data of type " + foundType + ")");
        this.element = element;
        this.foundType = foundType;
    }

    public Object element() {
        return element;
    }

    public String foundType() {
        return foundType;
    }
}
