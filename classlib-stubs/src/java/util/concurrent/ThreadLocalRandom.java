package java.util.concurrent;

import java.util.Random;

/**
 * A random generator per thread, seeded from the clock (its sequences are
 * unpredictable on HotSpot too). setSeed is refused, as in the JDK.
 */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;
    private static final ThreadLocal<ThreadLocalRandom> RANDOMS = ThreadLocal.withInitial(ThreadLocalRandom::new);

    /** Set once constructed, so that Random's constructor may still seed it. */
    private final boolean initialized;

    private ThreadLocalRandom() {
        initialized = true;
    }

    public static ThreadLocalRandom current() {
        return RANDOMS.get();
    }

    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
        super.setSeed(seed);
    }
}
