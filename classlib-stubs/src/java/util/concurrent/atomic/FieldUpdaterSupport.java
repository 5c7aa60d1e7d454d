package java.util.concurrent.atomic;

import loupe.internal.Unsafe;

/**
 * Shared checks of the three field updaters. The JDK also verifies through
 * reflection that the field is volatile and of the updater's type; Loupe's
 * class library has no field reflection yet, so only the field's existence is
 * checked here (a wrong-type or non-volatile field is accepted).
 */
final class FieldUpdaterSupport {
    private FieldUpdaterSupport() {}

    /** The offset of tclass's instance field, with the JDK's wrapped exceptions when it is missing. */
    static long fieldOffset(Class<?> tclass, String fieldName) {
        if (tclass == null || fieldName == null) {
            throw new RuntimeException(new NullPointerException());
        }
        try {
            return Unsafe.objectFieldOffset(tclass, fieldName);
        } catch (InternalError missing) {
            throw new RuntimeException(new NoSuchFieldException(fieldName));
        }
    }

    /** Every access checks the target's class, as the JDK does, since the offset is only valid there. */
    static void checkTarget(Class<?> tclass, Object obj) {
        if (!tclass.isInstance(obj)) {
            throw new ClassCastException();
        }
    }
}
