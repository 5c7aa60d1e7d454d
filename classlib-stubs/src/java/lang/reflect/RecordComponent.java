package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * One component of a record class, from the class file's Record attribute
 * (loupe.internal.Records). getAccessor() is the Method at the slot
 * loupe.internal.Records.accessorSlot finds.
 */
public final class RecordComponent implements AnnotatedElement {
    final Class<?> clazz;
    final int index;
    private final String name;
    private final String descriptor;
    private final String signature;
    private volatile Class<?> type;
    private volatile Type genericType;

    /** Made by loupe.internal.Records.components: state is {Class, Integer index, String[] {name, descriptor, signature}}. */
    private RecordComponent(Object state) {
        Object[] parts = (Object[]) state;
        String[] strings = (String[]) parts[2];
        this.clazz = (Class<?>) parts[0];
        this.index = (Integer) parts[1];
        this.name = strings[0];
        this.descriptor = strings[1];
        this.signature = strings[2];
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        Class<?> t = type;
        if (t == null) {
            type = t = loupe.internal.VMMetadata.classForDescriptor(clazz, descriptor);
        }
        return t;
    }

    public String getGenericSignature() {
        return signature;
    }

    public Type getGenericType() {
        Type t = genericType;
        if (t == null) {
            genericType = t = signature == null ? getType() : loupe.internal.GenericTypes.typeOfSignature(clazz, signature);
        }
        return t;
    }

    /** The public accessor method named after the component (a fresh copy each call, as the JDK). */
    public Method getAccessor() {
        int slot = loupe.internal.Records.accessorSlot(clazz, index);
        return slot < 0 ? null : (Method) Executable.declaredAt(clazz, slot);
    }

    public Class<?> getDeclaringRecord() {
        return clazz;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return loupe.internal.Annotations.find(getDeclaredAnnotations(), annotationClass);
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public Annotation[] getDeclaredAnnotations() {
        return loupe.internal.Annotations.recordComponentAnnotations(clazz, index).clone();
    }

    public String toString() {
        return getType().getTypeName() + " " + getName();
    }
}
