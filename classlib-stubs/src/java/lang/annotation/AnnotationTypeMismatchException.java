package java.lang.annotation;

/**
 * Thrown when an annotation element's value in the class file does not
 * have the element's type; names the element's method.
 */
public class AnnotationTypeMismatchException extends RuntimeException {
    private static final long serialVersionUID = 8125925355765570191L;

    private final transient java.lang.reflect.Method element;
    private final String foundType;

    public AnnotationTypeMismatchException(java.lang.reflect.Method element, String foundType) {
        super("Incorrectly typed data found for annotation element " + element + " (Found data of type " + foundType + ")");
        this.element = element;
        this.foundType = foundType;
    }

    public java.lang.reflect.Method element() {
        return element;
    }

    public String foundType() {
        return foundType;
    }
}
