package java.util.concurrent;

/**
 * A barrier that a fixed number of parties wait at; the last to arrive runs
 * the barrier action and releases the others, and the barrier is reused for
 * the next generation. Guarded by this object's monitor. An interrupt,
 * timeout, failing action or reset breaks the current generation: every
 * waiting party gets BrokenBarrierException (the one interrupted gets
 * InterruptedException, the one timed out TimeoutException).
 */
public class CyclicBarrier {
    /** One use of the barrier; waiters compare identities to see that theirs has ended. */
    private static final class Generation {
        boolean broken;
    }

    private final int parties;
    private final Runnable barrierCommand;
    private Generation generation = new Generation();
    /** Parties still to arrive in the current generation. */
    private int count;

    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0) {
            throw new IllegalArgumentException();
        }
        this.parties = parties;
        this.count = parties;
        this.barrierCommand = barrierAction;
    }

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    private void nextGeneration() {
        notifyAll();
        count = parties;
        generation = new Generation();
    }

    private void breakBarrier() {
        generation.broken = true;
        count = parties;
        notifyAll();
    }

    private synchronized int dowait(boolean timed, long nanos)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        Generation g = generation;
        if (g.broken) {
            throw new BrokenBarrierException();
        }
        if (Thread.interrupted()) {
            breakBarrier();
            throw new InterruptedException();
        }
        int index = --count;
        if (index == 0) {
            boolean ranAction = false;
            try {
                if (barrierCommand != null) {
                    barrierCommand.run();
                }
                ranAction = true;
                nextGeneration();
                return 0;
            } finally {
                if (!ranAction) {
                    breakBarrier();
                }
            }
        }
        long deadline = System.nanoTime() + nanos;
        for (;;) {
            try {
                if (!timed) {
                    wait();
                } else {
                    long remaining = deadline - System.nanoTime();
                    if (remaining > 0) {
                        TimeUnit.NANOSECONDS.timedWait(this, remaining);
                    }
                }
            } catch (InterruptedException ie) {
                if (g == generation && !g.broken) {
                    breakBarrier();
                    throw ie;
                }
                // the generation ended before the interrupt was seen: keep the flag and report normally
                Thread.currentThread().interrupt();
            }
            if (g.broken) {
                throw new BrokenBarrierException();
            }
            if (g != generation) {
                return index;
            }
            if (timed && deadline - System.nanoTime() <= 0) {
                breakBarrier();
                throw new TimeoutException();
            }
        }
    }

    /** Returns the arrival index: parties - 1 for the first to arrive, 0 for the last. */
    public int await() throws InterruptedException, BrokenBarrierException {
        try {
            return dowait(false, 0L);
        } catch (TimeoutException impossible) {
            throw new Error(impossible);
        }
    }

    public int await(long timeout, TimeUnit unit)
            throws InterruptedException, BrokenBarrierException, TimeoutException {
        return dowait(true, unit.toNanos(timeout));
    }

    public int getParties() {
        return parties;
    }

    public synchronized boolean isBroken() {
        return generation.broken;
    }

    public synchronized void reset() {
        breakBarrier();
        nextGeneration();
    }

    public synchronized int getNumberWaiting() {
        return parties - count;
    }
}
