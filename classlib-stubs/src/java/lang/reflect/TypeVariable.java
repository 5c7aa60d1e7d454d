package java.lang.reflect;

/** A type variable, declared by a class, method or constructor. */
public interface TypeVariable<D extends GenericDeclaration> extends Type, AnnotatedElement {
    Type[] getBounds();

    D getGenericDeclaration();

    String getName();
}
