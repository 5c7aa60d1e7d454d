package java.util.concurrent;

import java.util.Collection;

/**
 * A task run by a ForkJoinPool. fork() queues it in the current worker's pool
 * (or the common pool); join() waits for it, and a worker thread that joins
 * first runs the task itself if it is still queued, then helps by running
 * other queued tasks, so nested joins cannot deadlock the pool. Completion is
 * published under this object's monitor, which joiners wait on.
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final long serialVersionUID = -7721805057305804111L;
    static final int PENDING = 0;
    static final int NORMAL = 1;
    static final int CANCELLED = 2;
    static final int EXCEPTIONAL = 3;

    private volatile int status;
    private Throwable exception;

    public ForkJoinTask() {
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    /** Runs the computation; returns true if the task is then complete. */
    protected abstract boolean exec();

    /** Runs the task here unless it is already done; records its outcome. */
    final void doExec() {
        if (status != PENDING) {
            return;
        }
        boolean completed;
        try {
            completed = exec();
        } catch (Throwable t) {
            setDone(EXCEPTIONAL, t);
            return;
        }
        if (completed) {
            setDone(NORMAL, null);
        }
    }

    private synchronized boolean setDone(int newStatus, Throwable t) {
        if (status != PENDING) {
            return false;
        }
        exception = t;
        status = newStatus;
        notifyAll();
        return true;
    }

    /** Waits on this task's monitor for completion; timeoutNanos &lt; 0 waits forever. */
    final synchronized boolean awaitDone(long timeoutNanos, boolean interruptible) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutNanos;
        boolean interrupted = false;
        try {
            while (status == PENDING) {
                try {
                    if (timeoutNanos < 0) {
                        wait();
                    } else {
                        long remaining = deadline - System.nanoTime();
                        if (remaining <= 0) {
                            return false;
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
            return true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    final int status() {
        return status;
    }

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread) {
            ((ForkJoinWorkerThread) t).pool.push(this, true);
        } else {
            ForkJoinPool.commonPool().push(this, false);
        }
        return this;
    }

    /** Waits for completion, helping the pool when called from a worker. */
    private void awaitUninterruptibly() {
        if (status != PENDING) {
            return;
        }
        Thread t = Thread.currentThread();
        ForkJoinPool pool = t instanceof ForkJoinWorkerThread ? ((ForkJoinWorkerThread) t).pool
                : ForkJoinPool.commonPool();
        pool.helpJoin(this, t instanceof ForkJoinWorkerThread);
    }

    @SuppressWarnings("unchecked")
    private static <X extends Throwable> void throwUnchecked(Throwable t) throws X {
        throw (X) t;
    }

    /** The result, or the task's own exception rethrown as is (checked ones too, as the JDK does). */
    private V reportResult() {
        int s = status;
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            ForkJoinTask.<RuntimeException>throwUnchecked(exception);
        }
        return getRawResult();
    }

    public final V join() {
        awaitUninterruptibly();
        return reportResult();
    }

    public final V invoke() {
        doExec();
        return join();
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        t2.fork();
        t1.invoke();
        t2.join();
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        for (int i = tasks.length - 1; i > 0; i--) {
            tasks[i].fork();
        }
        if (tasks.length > 0) {
            tasks[0].doExec();
        }
        RuntimeException first = null;
        for (ForkJoinTask<?> task : tasks) {
            try {
                task.join();
            } catch (RuntimeException e) {
                if (first == null) {
                    first = e;
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        invokeAll(tasks.toArray(new ForkJoinTask<?>[0]));
        return tasks;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        setDone(CANCELLED, null);
        return status == CANCELLED;
    }

    public final boolean isDone() {
        return status != PENDING;
    }

    public final boolean isCancelled() {
        return status == CANCELLED;
    }

    public final boolean isCompletedAbnormally() {
        return status >= CANCELLED;
    }

    public final boolean isCompletedNormally() {
        return status == NORMAL;
    }

    public final synchronized Throwable getException() {
        return status == CANCELLED ? new CancellationException() : status == EXCEPTIONAL ? exception : null;
    }

    public void completeExceptionally(Throwable ex) {
        setDone(EXCEPTIONAL, ex instanceof RuntimeException || ex instanceof Error ? ex : new RuntimeException(ex));
    }

    public void complete(V value) {
        try {
            setRawResult(value);
        } catch (Throwable rex) {
            setDone(EXCEPTIONAL, rex);
            return;
        }
        setDone(NORMAL, null);
    }

    public final void quietlyComplete() {
        setDone(NORMAL, null);
    }

    private V reportGet() throws ExecutionException {
        int s = status;
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(exception);
        }
        return getRawResult();
    }

    public final V get() throws InterruptedException, ExecutionException {
        if (Thread.currentThread() instanceof ForkJoinWorkerThread) {
            awaitUninterruptibly();
        } else {
            awaitDone(-1L, true);
        }
        return reportGet();
    }

    public final V get(long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        if (!awaitDone(Math.max(0L, unit.toNanos(timeout)), true)) {
            throw new TimeoutException();
        }
        return reportGet();
    }

    public final void quietlyJoin() {
        awaitUninterruptibly();
    }

    public final void quietlyInvoke() {
        doExec();
        awaitUninterruptibly();
    }

    public static void helpQuiesce() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread) {
            ((ForkJoinWorkerThread) t).pool.awaitQuiescence(Long.MAX_VALUE, TimeUnit.NANOSECONDS);
        } else {
            ForkJoinPool.commonPool().awaitQuiescence(Long.MAX_VALUE, TimeUnit.NANOSECONDS);
        }
    }

    public synchronized void reinitialize() {
        status = PENDING;
        exception = null;
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return t instanceof ForkJoinWorkerThread ? ((ForkJoinWorkerThread) t).pool : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    /** Takes this task back out of the current worker's pool queue if nobody has started it. */
    public boolean tryUnfork() {
        Thread t = Thread.currentThread();
        ForkJoinPool pool = t instanceof ForkJoinWorkerThread ? ((ForkJoinWorkerThread) t).pool
                : ForkJoinPool.commonPool();
        return pool.unqueue(this);
    }

    public static int getQueuedTaskCount() {
        ForkJoinPool pool = getPool();
        return pool == null ? 0 : (int) pool.getQueuedTaskCount();
    }

    /** Loupe's pools share one queue, so every queued task counts as surplus. */
    public static int getSurplusQueuedTaskCount() {
        return getQueuedTaskCount();
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedCallable<Object>(Executors.callable(runnable, null));
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedCallable<T>(Executors.callable(runnable, result));
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }

    /** A Callable (or wrapped Runnable) as a task; also what the pool's submit methods return. */
    static final class AdaptedCallable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        final Callable<? extends T> callable;
        T result;

        AdaptedCallable(Callable<? extends T> callable) {
            if (callable == null) {
                throw new NullPointerException();
            }
            this.callable = callable;
        }

        public T getRawResult() {
            return result;
        }

        protected void setRawResult(T v) {
            result = v;
        }

        protected boolean exec() {
            try {
                result = callable.call();
                return true;
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        }

        public void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + callable + "]";
        }
    }

    public String toString() {
        int s = status;
        String state = s == NORMAL ? "[Completed normally]" : s == CANCELLED ? "[Cancelled]"
                : s == EXCEPTIONAL ? "[Completed exceptionally: " + exception + "]" : "[Incomplete]";
        return super.toString() + state;
    }
}
