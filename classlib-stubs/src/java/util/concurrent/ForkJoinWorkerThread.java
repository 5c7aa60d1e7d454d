package java.util.concurrent;

/** A daemon thread of a ForkJoinPool; it runs queued tasks until the pool shuts down. */
public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;
    private final int poolIndex;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        super(pool.nextWorkerName());
        this.pool = pool;
        this.poolIndex = pool.registerWorker(this);
        setDaemon(true);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return poolIndex;
    }

    protected void onStart() {
    }

    protected void onTermination(Throwable exception) {
    }

    public void run() {
        Throwable exception = null;
        try {
            onStart();
            pool.runWorker(this);
        } catch (Throwable ex) {
            exception = ex;
        } finally {
            try {
                onTermination(exception);
            } finally {
                pool.deregisterWorker(this, exception);
            }
        }
    }
}
