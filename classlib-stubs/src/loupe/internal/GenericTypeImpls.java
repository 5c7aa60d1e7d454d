package loupe.internal;

import java.lang.annotation.Annotation;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.Objects;

/** Holder of the generic Type implementations GenericTypes builds; equals, hashCode and toString as the JDK documents them. */
final class GenericTypeImpls {
    private GenericTypeImpls() {}
}

final class ParameterizedTypeImpl implements ParameterizedType {
    private final Class<?> raw;
    private final Type[] arguments;
    private final Type owner;

    ParameterizedTypeImpl(Class<?> raw, Type[] arguments, Type owner) {
        this.raw = raw;
        this.arguments = arguments;
        this.owner = owner;
    }

    public Type[] getActualTypeArguments() {
        return arguments.clone();
    }

    public Type getRawType() {
        return raw;
    }

    public Type getOwnerType() {
        return owner;
    }

    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof ParameterizedType)) {
            return false;
        }
        ParameterizedType that = (ParameterizedType) o;
        return Objects.equals(owner, that.getOwnerType()) && Objects.equals(raw, that.getRawType())
                && Arrays.equals(arguments, that.getActualTypeArguments());
    }

    public int hashCode() {
        return Arrays.hashCode(arguments) ^ Objects.hashCode(owner) ^ Objects.hashCode(raw);
    }

    // "java.util.Map<K, V>", "java.util.Map$Entry<K, V>", "Outer<T>$Inner<U>".
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (owner != null) {
            sb.append(owner.getTypeName()).append('$');
            if (owner instanceof ParameterizedTypeImpl) {
                String ownerRawName = ((ParameterizedTypeImpl) owner).raw.getName() + "$";
                String name = raw.getName();
                sb.append(name.startsWith(ownerRawName) ? name.substring(ownerRawName.length()) : name);
            } else {
                sb.append(raw.getSimpleName());
            }
        } else {
            sb.append(raw.getName());
        }
        if (arguments.length > 0) {
            sb.append('<');
            for (int i = 0; i < arguments.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(arguments[i].getTypeName());
            }
            sb.append('>');
        }
        return sb.toString();
    }
}

final class WildcardTypeImpl implements WildcardType {
    private final Type[] upper;
    private final Type[] lower;

    WildcardTypeImpl(Type[] upper, Type[] lower) {
        this.upper = upper;
        this.lower = lower;
    }

    public Type[] getUpperBounds() {
        return upper.clone();
    }

    public Type[] getLowerBounds() {
        return lower.clone();
    }

    public boolean equals(Object o) {
        if (!(o instanceof WildcardType)) {
            return false;
        }
        WildcardType that = (WildcardType) o;
        return Arrays.equals(lower, that.getLowerBounds()) && Arrays.equals(upper, that.getUpperBounds());
    }

    public int hashCode() {
        return Arrays.hashCode(lower) ^ Arrays.hashCode(upper);
    }

    public String toString() {
        Type[] bounds;
        StringBuilder sb;
        if (lower.length > 0) {
            bounds = lower;
            sb = new StringBuilder("? super ");
        } else if (upper.length > 0 && upper[0] != Object.class) {
            bounds = upper;
            sb = new StringBuilder("? extends ");
        } else {
            return "?";
        }
        for (int i = 0; i < bounds.length; i++) {
            if (i > 0) {
                sb.append(" & ");
            }
            sb.append(bounds[i].getTypeName());
        }
        return sb.toString();
    }
}

final class GenericArrayTypeImpl implements GenericArrayType {
    private final Type component;

    GenericArrayTypeImpl(Type component) {
        this.component = component;
    }

    public Type getGenericComponentType() {
        return component;
    }

    public boolean equals(Object o) {
        return o instanceof GenericArrayType && Objects.equals(component, ((GenericArrayType) o).getGenericComponentType());
    }

    public int hashCode() {
        return Objects.hashCode(component);
    }

    public String toString() {
        return component.getTypeName() + "[]";
    }
}

final class TypeVariableImpl<D extends GenericDeclaration> implements TypeVariable<D> {
    private final String name;
    private final D declaration;
    private final String sig;
    private final int[] boundStarts;
    private final Class<?> context;
    GenericTypes.Scope scope;  // set once the declaring list is read
    private volatile Type[] bounds;

    @SuppressWarnings("unchecked")
    TypeVariableImpl(String name, GenericDeclaration declaration, String sig, int[] boundStarts, Class<?> context) {
        this.name = name;
        this.declaration = (D) declaration;
        this.sig = sig;
        this.boundStarts = boundStarts;
        this.context = context;
    }

    public Type[] getBounds() {
        Type[] b = bounds;
        if (b == null) {
            if (boundStarts.length == 0) {
                b = new Type[] {Object.class};
            } else {
                b = new Type[boundStarts.length];
                for (int i = 0; i < b.length; i++) {
                    b[i] = new GenericTypes.Reader(sig, boundStarts[i], context, scope).referenceType();
                }
            }
            bounds = b;
        }
        return b.clone();
    }

    public D getGenericDeclaration() {
        return declaration;
    }

    public String getName() {
        return name;
    }

    public String toString() {
        return name;
    }

    public boolean equals(Object o) {
        if (!(o instanceof TypeVariable)) {
            return false;
        }
        TypeVariable<?> that = (TypeVariable<?>) o;
        return Objects.equals(declaration, that.getGenericDeclaration()) && name.equals(that.getName());
    }

    public int hashCode() {
        return Objects.hashCode(declaration) ^ name.hashCode();
    }

    // Type-parameter annotations live in RuntimeVisibleTypeAnnotations, which Loupe does not keep.
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return null;
    }

    public Annotation[] getAnnotations() {
        return new Annotation[0];
    }

    public Annotation[] getDeclaredAnnotations() {
        return new Annotation[0];
    }
}
