package java.util.concurrent;

/**
 * A reusable barrier with a changing number of parties. Guarded by this
 * object's monitor; onAdvance runs inside it, so registration and arrival
 * cannot race with an advance. The phase counts from 0, wraps from
 * Integer.MAX_VALUE to 0, and has its sign bit set once terminated. Tiering (a parent Phaser) is not supported.
 */
public class Phaser {
    private static final int MAX_PARTIES = 0xffff;

    private int phase;
    private int parties;
    private int unarrived;

    public Phaser() {
        this(null, 0);
    }

    public Phaser(int parties) {
        this(null, parties);
    }

    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    public Phaser(Phaser parent, int parties) {
        if (parties < 0 || parties > MAX_PARTIES) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        if (parent != null) {
            throw new UnsupportedOperationException("Loupe's Phaser does not support tiering (a parent phaser)");
        }
        this.parties = parties;
        this.unarrived = parties;
    }

    private boolean terminated() {
        return phase < 0;
    }

    public int register() {
        return bulkRegister(1);
    }

    public synchronized int bulkRegister(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (terminated() || n == 0) {
            return phase;
        }
        if (parties + n > MAX_PARTIES) {
            throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES + " parties for " + this);
        }
        parties += n;
        unarrived += n;
        return phase;
    }

    /** One party arrives (and maybe leaves); the last one advances the phase. Returns the arrival phase. */
    private synchronized int doArrive(boolean deregister) {
        if (terminated()) {
            return phase;
        }
        if (unarrived == 0) {
            throw new IllegalStateException("Attempted arrival of unregistered party for " + this);
        }
        int arrivalPhase = phase;
        unarrived--;
        if (deregister) {
            parties--;
        }
        if (unarrived == 0) {
            int nextPhase = (arrivalPhase + 1) & Integer.MAX_VALUE;
            // a terminated phaser reports the phase it would have entered, with the sign bit set
            phase = onAdvance(arrivalPhase, parties) ? nextPhase | Integer.MIN_VALUE : nextPhase;
            unarrived = parties;
            notifyAll();
        }
        return arrivalPhase;
    }

    public int arrive() {
        return doArrive(false);
    }

    public int arriveAndDeregister() {
        return doArrive(true);
    }

    /** Arrives and waits for the others; returns the new phase (negative if terminated). */
    public int arriveAndAwaitAdvance() {
        synchronized (this) {
            int arrivalPhase = doArrive(false);
            if (arrivalPhase < 0) {
                return arrivalPhase;
            }
            return awaitAdvance(arrivalPhase);
        }
    }

    /** Waits while the phase is still the given one; returns the phase after it. */
    private synchronized int await(int awaitedPhase, boolean interruptible, long timeoutNanos)
            throws InterruptedException, TimeoutException {
        if (awaitedPhase < 0) {
            return awaitedPhase;
        }
        long deadline = System.nanoTime() + timeoutNanos;
        boolean interrupted = false;
        try {
            while (phase == awaitedPhase) {
                try {
                    if (timeoutNanos < 0) {
                        wait();
                    } else {
                        long remaining = deadline - System.nanoTime();
                        if (remaining <= 0) {
                            throw new TimeoutException();
                        }
                        TimeUnit.NANOSECONDS.timedWait(this, remaining);
                    }
                } catch (InterruptedException e) {
                    if (interruptible) {
                        throw e;
                    }
                    interrupted = true;
                }
            }
            return phase;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public int awaitAdvance(int phase) {
        try {
            return await(phase, false, -1L);
        } catch (InterruptedException | TimeoutException impossible) {
            throw new AssertionError(impossible);
        }
    }

    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        try {
            return await(phase, true, -1L);
        } catch (TimeoutException impossible) {
            throw new AssertionError(impossible);
        }
    }

    public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        return await(phase, true, Math.max(0L, unit.toNanos(timeout)));
    }

    public synchronized void forceTermination() {
        if (!terminated()) {
            phase |= Integer.MIN_VALUE;
            notifyAll();
        }
    }

    public final synchronized int getPhase() {
        return phase;
    }

    public synchronized int getRegisteredParties() {
        return parties;
    }

    public synchronized int getArrivedParties() {
        return parties - unarrived;
    }

    public synchronized int getUnarrivedParties() {
        return unarrived;
    }

    public Phaser getParent() {
        return null;
    }

    public Phaser getRoot() {
        return this;
    }

    public synchronized boolean isTerminated() {
        return terminated();
    }

    /** Called by the last arriving party; returning true terminates the phaser. */
    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    public String toString() {
        int p;
        int n;
        int arrived;
        synchronized (this) {
            p = phase;
            n = parties;
            arrived = parties - unarrived;
        }
        return super.toString() + "[phase = " + p + " parties = " + n + " arrived = " + arrived + "]";
    }
}
