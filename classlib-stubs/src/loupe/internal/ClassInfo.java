package loupe.internal;

import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;

/**
 * What reflection has worked out about one class, built on first use and
 * kept in the class mirror's {@code reflectionMetadata} field (so it goes
 * away with the class): generic types (GenericTypes) and annotations
 * (Annotations). Each part is computed at most a few times under a race
 * and published whole, so readers need no lock.
 */
public final class ClassInfo {
    private static final long SLOT = Unsafe.objectFieldOffset(Class.class, "reflectionMetadata");

    final Class<?> owner;
    volatile TypeVariable<?>[] typeParameters;
    volatile Type genericSuperclass;
    volatile Type[] genericInterfaces;
    volatile boolean genericsDone;
    volatile Annotation[] declaredAnnotations;
    volatile Annotation[] annotations;  // with @Inherited ones from superclasses
    volatile Annotations.AnnotationType annotationType;  // when owner is an annotation interface
    volatile Class<?> forwarder;  // when owner is an annotation interface: the class of its instances

    private ClassInfo(Class<?> owner) {
        this.owner = owner;
    }

    public static ClassInfo of(Class<?> c) {
        ClassInfo info = (ClassInfo) Unsafe.getReferenceVolatile(c, SLOT);
        if (info == null) {
            ClassInfo fresh = new ClassInfo(c);
            if (Unsafe.compareAndSetReference(c, SLOT, null, fresh)) {
                return fresh;
            }
            info = (ClassInfo) Unsafe.getReferenceVolatile(c, SLOT);
        }
        return info;
    }
}
