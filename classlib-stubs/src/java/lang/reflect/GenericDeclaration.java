package java.lang.reflect;

/** Something that declares type variables: a class, a method or a constructor. */
public interface GenericDeclaration extends AnnotatedElement {
    TypeVariable<?>[] getTypeParameters();
}
