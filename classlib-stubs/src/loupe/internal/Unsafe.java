package loupe.internal;

/**
 * Atomic and volatile access to fields, for java.util.concurrent.atomic and
 * friends. Offsets come from objectFieldOffset; every reference store goes
 * through the collector's write barrier inside the VM.
 */
public final class Unsafe {
    private Unsafe() {}

    /** Byte offset of the named instance field declared in c or a superclass. */
    public static native long objectFieldOffset(Class<?> c, String fieldName);

    public static native boolean compareAndSetInt(Object o, long offset, int expected, int x);

    public static native boolean compareAndSetLong(Object o, long offset, long expected, long x);

    public static native boolean compareAndSetReference(Object o, long offset, Object expected, Object x);

    public static native int getIntVolatile(Object o, long offset);

    public static native void putIntVolatile(Object o, long offset, int x);

    public static native long getLongVolatile(Object o, long offset);

    public static native void putLongVolatile(Object o, long offset, long x);

    public static native Object getReferenceVolatile(Object o, long offset);

    public static native void putReferenceVolatile(Object o, long offset, Object x);

    public static int getAndAddInt(Object o, long offset, int delta) {
        int v;
        do {
            v = getIntVolatile(o, offset);
        } while (!compareAndSetInt(o, offset, v, v + delta));
        return v;
    }

    public static long getAndAddLong(Object o, long offset, long delta) {
        long v;
        do {
            v = getLongVolatile(o, offset);
        } while (!compareAndSetLong(o, offset, v, v + delta));
        return v;
    }

    public static int getAndSetInt(Object o, long offset, int x) {
        int v;
        do {
            v = getIntVolatile(o, offset);
        } while (!compareAndSetInt(o, offset, v, x));
        return v;
    }

    public static long getAndSetLong(Object o, long offset, long x) {
        long v;
        do {
            v = getLongVolatile(o, offset);
        } while (!compareAndSetLong(o, offset, v, x));
        return v;
    }

    public static Object getAndSetReference(Object o, long offset, Object x) {
        Object v;
        do {
            v = getReferenceVolatile(o, offset);
        } while (!compareAndSetReference(o, offset, v, x));
        return v;
    }

    /** Plain reads and writes of the narrow primitive fields. */
    public static native byte getByte(Object o, long offset);

    public static native void putByte(Object o, long offset, byte x);

    public static native short getShort(Object o, long offset);

    public static native void putShort(Object o, long offset, short x);

    public static native char getChar(Object o, long offset);

    public static native void putChar(Object o, long offset, char x);

    public static native boolean getBoolean(Object o, long offset);

    public static native void putBoolean(Object o, long offset, boolean x);
}
