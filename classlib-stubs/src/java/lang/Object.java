package java.lang;

/**
 * The root of the class hierarchy. Its identity-based methods are implemented
 * inside the VM (vm/natives/object_natives.cpp).
 */
public class Object {
    public Object() {}

    public final native Class<?> getClass();

    /** Identity hash code: assigned lazily, kept in the object header so it survives moving collectors. */
    public native int hashCode();

    public boolean equals(Object obj) {
        return this == obj;
    }

    /** Shallow copy; throws CloneNotSupportedException unless the class implements Cloneable (arrays always may). */
    protected native Object clone() throws CloneNotSupportedException;

    public String toString() {
        return getClass().getName() + "@" + Integer.toHexString(hashCode());
    }

    public final native void notify();

    public final native void notifyAll();

    public final void wait() throws InterruptedException {
        wait(0L);
    }

    public final native void wait(long timeoutMillis) throws InterruptedException;

    public final void wait(long timeoutMillis, int nanos) throws InterruptedException {
        if (timeoutMillis < 0) {
            throw new IllegalArgumentException("timeoutMillis value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && timeoutMillis < Long.MAX_VALUE) {
            timeoutMillis++;
        }
        wait(timeoutMillis);
    }

    @Deprecated
    protected void finalize() throws Throwable {}
}
