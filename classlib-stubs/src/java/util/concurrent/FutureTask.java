package java.util.concurrent;

/**
 * A computation that runs once (on whichever thread calls run) and whose
 * result, exception or cancellation is waited for with get().
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int NORMAL = 1;
    private static final int EXCEPTIONAL = 2;
    private static final int CANCELLED = 3;

    private int state = NEW;
    private Callable<V> callable;
    /** The result, or the exception thrown. */
    private Object outcome;
    private Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
    }

    public FutureTask(Runnable runnable, V result) {
        this(Executors.callable(runnable, result));
    }

    public synchronized boolean isCancelled() {
        return state == CANCELLED;
    }

    public synchronized boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (this) {
            if (state != NEW) {
                return false;
            }
            state = CANCELLED;
            if (mayInterruptIfRunning && runner != null) {
                runner.interrupt();
            }
            notifyAll();
        }
        finish();
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        synchronized (this) {
            while (state == NEW) {
                wait();
            }
        }
        return report();
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (this) {
            while (state == NEW) {
                long remaining = deadline - System.nanoTime();
                if (remaining <= 0) {
                    throw new TimeoutException();
                }
                TimeUnit.NANOSECONDS.timedWait(this, remaining);
            }
        }
        return report();
    }

    @SuppressWarnings("unchecked")
    private synchronized V report() throws ExecutionException {
        if (state == NORMAL) {
            return (V) outcome;
        }
        if (state == CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) outcome);
    }

    /** Called once the task is done (completed, failed or cancelled); does nothing unless overridden. */
    protected void done() {
    }

    protected void set(V v) {
        complete(NORMAL, v);
    }

    protected void setException(Throwable t) {
        complete(EXCEPTIONAL, t);
    }

    private void complete(int newState, Object result) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = result;
            state = newState;
            notifyAll();
        }
        finish();
    }

    private void finish() {
        done();
        callable = null;
    }

    public void run() {
        Callable<V> c;
        synchronized (this) {
            if (state != NEW || runner != null) {
                return;
            }
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            V result;
            try {
                result = c.call();
            } catch (Throwable ex) {
                setException(ex);
                return;
            }
            set(result);
        } finally {
            synchronized (this) {
                runner = null;
            }
        }
    }

    /**
     * Runs the task without setting a result, leaving it ready to run again
     * (for periodic tasks). Returns false if it threw (the exception becomes
     * the outcome) or was cancelled.
     */
    protected boolean runAndReset() {
        Callable<V> c;
        synchronized (this) {
            if (state != NEW || runner != null) {
                return false;
            }
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            c.call();
        } catch (Throwable ex) {
            setException(ex);
            return false;
        } finally {
            synchronized (this) {
                runner = null;
            }
        }
        synchronized (this) {
            return state == NEW;
        }
    }

    public String toString() {
        String status;
        synchronized (this) {
            switch (state) {
                case NORMAL:
                    status = "[Completed normally]";
                    break;
                case EXCEPTIONAL:
                    status = "[Completed exceptionally: " + outcome + "]";
                    break;
                case CANCELLED:
                    status = "[Cancelled]";
                    break;
                default:
                    status = callable == null ? "[Incomplete]" : "[Incomplete, task = " + callable + "]";
                    break;
            }
        }
        return super.toString() + status;
    }
}
