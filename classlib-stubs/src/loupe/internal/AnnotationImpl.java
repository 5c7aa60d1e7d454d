package loupe.internal;

import java.lang.annotation.Annotation;
import java.util.Map;

/**
 * The superclass of every annotation instance. For each annotation
 * interface the VM spins a forwarding class (vm/indy/forwarder.h) that
 * extends this and implements the interface: its element methods call
 * {@link #dispatch} with their index. equals, hashCode, toString and
 * annotationType are here, as java.lang.annotation.Annotation specifies them.
 */
public class AnnotationImpl implements Annotation {
    final Annotations.AnnotationType type;
    final Object[] values;                 // by element index; may hold an Annotations.Failure
    final Map<String, Object> memberValues;  // in the order toString prints them

    /** state: {AnnotationType, Object[] values, Map memberValues} (one argument: the forwarder's constructor shape). */
    public AnnotationImpl(Object state) {
        Object[] parts = (Object[]) state;
        this.type = (Annotations.AnnotationType) parts[0];
        this.values = (Object[]) parts[1];
        @SuppressWarnings("unchecked")
        Map<String, Object> members = (Map<String, Object>) parts[2];
        this.memberValues = members;
    }

    /** The forwarding class's element methods call this; arrays are cloned, failures thrown. */
    public static Object dispatch(Object self, int index, Object[] args) {
        return Annotations.exposed(((AnnotationImpl) self).values[index]);
    }

    public Class<? extends Annotation> annotationType() {
        return type.type;
    }

    /** The value of an element by name, for the repeatable-container lookup; null when absent. */
    Object valueOf(String name) {
        int i = type.indexOf(name);
        return i < 0 ? null : Annotations.exposed(values[i]);
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof AnnotationImpl)) {
            return type.type.isInstance(o) && equalsImplementation(o);
        }
        AnnotationImpl that = (AnnotationImpl) o;
        if (that.type.type != type.type) {
            return false;
        }
        for (int i = 0; i < values.length; i++) {
            if (!Annotations.valueEquals(values[i], that.values[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * An annotation of the same interface implemented by user code: its
     * element values are read through the interface's element methods
     * (Annotation.equals: arrays by Arrays.equals, the rest by equals).
     */
    private boolean equalsImplementation(Object other) {
        for (int i = 0; i < values.length; i++) {
            if (values[i] instanceof Annotations.Failure) {
                return false;
            }
            Object theirs;
            try {
                java.lang.reflect.Method element = type.type.getDeclaredMethod(type.names[i]);
                element.setAccessible(true);  // the interface may be package-private
                theirs = element.invoke(other);
            } catch (ReflectiveOperationException e) {
                return false;
            }
            if (theirs == null || !Annotations.valueEquals(values[i], theirs)) {
                return false;
            }
        }
        return true;
    }

    public int hashCode() {
        int h = 0;
        for (int i = 0; i < values.length; i++) {
            if (values[i] instanceof Annotations.Failure) {
                continue;  // an element without a value is no member value
            }
            h += (127 * type.names[i].hashCode()) ^ Annotations.valueHash(values[i]);
        }
        return h;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("@").append(Annotations.typeName(type.type)).append('(');
        if (memberValues.size() == 1 && memberValues.containsKey("value")) {
            sb.append(Annotations.valueText(memberValues.get("value")));
        } else {
            boolean first = true;
            for (Map.Entry<String, Object> e : memberValues.entrySet()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(e.getKey()).append('=').append(Annotations.valueText(e.getValue()));
            }
        }
        return sb.append(')').toString();
    }
}
