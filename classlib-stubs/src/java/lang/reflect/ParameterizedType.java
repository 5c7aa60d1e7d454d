package java.lang.reflect;

/** A parameterized type such as {@code Map<String, List<T>>}. */
public interface ParameterizedType extends Type {
    Type[] getActualTypeArguments();

    Type getRawType();

    Type getOwnerType();
}
