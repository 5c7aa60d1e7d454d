package java.lang.reflect;

/** A wildcard type argument: {@code ?}, {@code ? extends T}, {@code ? super T}. */
public interface WildcardType extends Type {
    Type[] getUpperBounds();

    Type[] getLowerBounds();
}
