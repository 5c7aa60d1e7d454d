package java.lang.reflect;

/** What a proxy instance calls for every method of its interfaces (and equals, hashCode, toString). */
public interface InvocationHandler {
    Object invoke(Object proxy, Method method, Object[] args) throws Throwable;
}
