package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * A pool for fork/join tasks. Simplified from the JDK's work-stealing design:
 * one task deque per pool, guarded by the monitor {@code lock}. Workers take
 * from its head; fork() from a worker pushes at the head (so the most recently
 * forked task runs first, as with a worker's own deque), external submissions
 * go to the tail (or everything to the tail in asyncMode). A joining worker
 * first runs the joined task itself if it is still queued, else runs other
 * queued tasks until it is done, so joins never leave every worker blocked.
 * Workers are daemon threads started on demand up to the parallelism.
 */
public class ForkJoinPool extends AbstractExecutorService {
    /** Makes the pool's worker threads. */
    public static interface ForkJoinWorkerThreadFactory {
        ForkJoinWorkerThread newThread(ForkJoinPool pool);
    }

    /** Marker for tasks that, when blocking, may need an extra thread (accepted, not acted upon). */
    public static interface ManagedBlocker {
        boolean block() throws InterruptedException;

        boolean isReleasable();
    }

    public static final ForkJoinWorkerThreadFactory defaultForkJoinWorkerThreadFactory =
            new ForkJoinWorkerThreadFactory() {
                public ForkJoinWorkerThread newThread(ForkJoinPool pool) {
                    return new ForkJoinWorkerThread(pool);
                }
            };

    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TERMINATED = 3;

    private static int poolNumberSequence;
    private static final ForkJoinPool common = new ForkJoinPool(
            Math.max(1, Runtime.getRuntime().availableProcessors() - 1), "ForkJoinPool.commonPool-worker-");

    private final Object lock = new Object();
    private final ArrayDeque<ForkJoinTask<?>> queue = new ArrayDeque<>();
    private final ArrayList<ForkJoinWorkerThread> workers = new ArrayList<>();
    private final int parallelism;
    private final boolean asyncMode;
    private final ForkJoinWorkerThreadFactory factory;
    private final Thread.UncaughtExceptionHandler handler;
    private final String workerNamePrefix;
    private final boolean isCommon;
    private int workerNameSequence;
    private int idleWorkers;
    /** Tasks being run right now by workers of this pool. */
    private int runningTasks;
    private int runState = RUNNING;

    public ForkJoinPool() {
        this(Math.min(0x7fff, Runtime.getRuntime().availableProcessors()), defaultForkJoinWorkerThreadFactory, null,
                false);
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory, Thread.UncaughtExceptionHandler handler,
            boolean asyncMode) {
        if (parallelism <= 0 || parallelism > 0x7fff) {
            throw new IllegalArgumentException();
        }
        if (factory == null) {
            throw new NullPointerException();
        }
        this.parallelism = parallelism;
        this.factory = factory;
        this.handler = handler;
        this.asyncMode = asyncMode;
        this.isCommon = false;
        this.workerNamePrefix = "ForkJoinPool-" + nextPoolNumber() + "-worker-";
    }

    private ForkJoinPool(int parallelism, String workerNamePrefix) {
        this.parallelism = parallelism;
        this.factory = defaultForkJoinWorkerThreadFactory;
        this.handler = null;
        this.asyncMode = false;
        this.isCommon = true;
        this.workerNamePrefix = workerNamePrefix;
    }

    private static synchronized int nextPoolNumber() {
        return ++poolNumberSequence;
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    public static int getCommonPoolParallelism() {
        return common.parallelism;
    }

    String nextWorkerName() {
        synchronized (lock) {
            return workerNamePrefix + (++workerNameSequence);
        }
    }

    int registerWorker(ForkJoinWorkerThread w) {
        synchronized (lock) {
            workers.add(w);
            return workers.size() - 1;
        }
    }

    void deregisterWorker(ForkJoinWorkerThread w, Throwable ex) {
        synchronized (lock) {
            workers.remove(w);
            if (runState < STOP && ex != null && !queue.isEmpty()) {
                startWorker();
            }
            tryTerminate();
            lock.notifyAll();
        }
        if (ex != null) {
            Thread.UncaughtExceptionHandler h = handler != null ? handler : w.getUncaughtExceptionHandler();
            if (h != null) {
                h.uncaughtException(w, ex);
            }
        }
    }

    /** Under lock. */
    private void startWorker() {
        ForkJoinWorkerThread w = factory.newThread(this);
        if (w == null) {
            return;
        }
        if (handler != null) {
            w.setUncaughtExceptionHandler(handler);
        }
        w.start();
    }

    /** Queues a task: at the head for a fork from a worker (unless asyncMode), else at the tail. */
    void push(ForkJoinTask<?> task, boolean fromWorker) {
        synchronized (lock) {
            if (runState != RUNNING) {
                throw new RejectedExecutionException();
            }
            if (fromWorker && !asyncMode) {
                queue.addFirst(task);
            } else {
                queue.addLast(task);
            }
            if (idleWorkers == 0 && workers.size() < parallelism) {
                startWorker();
            }
            lock.notifyAll();
        }
    }

    /** Removes the task from the queue if it is there (nobody started it). */
    boolean unqueue(ForkJoinTask<?> task) {
        synchronized (lock) {
            return queue.removeFirstOccurrence(task);
        }
    }

    void runWorker(ForkJoinWorkerThread w) {
        for (;;) {
            ForkJoinTask<?> task;
            synchronized (lock) {
                while ((task = queue.pollFirst()) == null) {
                    if (runState != RUNNING) {
                        return;
                    }
                    idleWorkers++;
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        // shutdownNow: look at the state again
                    } finally {
                        idleWorkers--;
                    }
                }
                runningTasks++;
            }
            try {
                runTask(task);
            } finally {
                synchronized (lock) {
                    runningTasks--;
                    lock.notifyAll();
                }
            }
        }
    }

    private static void runTask(ForkJoinTask<?> task) {
        task.doExec();
        if (task instanceof RunnableExecuteAction && task.status() == ForkJoinTask.EXCEPTIONAL) {
            // a plain Runnable given to execute: its exception is uncaught, as in a thread
            Throwable ex = task.getException();
            Thread t = Thread.currentThread();
            Thread.UncaughtExceptionHandler h = t.getUncaughtExceptionHandler();
            if (h != null) {
                h.uncaughtException(t, ex);
            }
        }
    }

    /**
     * Waits for task: runs it here if still queued; a worker also runs other
     * queued tasks while waiting; when nothing can be run, waits on the task.
     */
    void helpJoin(ForkJoinTask<?> task, boolean isWorker) {
        while (!task.isDone()) {
            ForkJoinTask<?> next = null;
            synchronized (lock) {
                if (queue.removeFirstOccurrence(task)) {
                    next = task;
                } else if (isWorker) {
                    next = queue.pollFirst();
                }
            }
            if (next != null) {
                runTask(next);
                continue;
            }
            try {
                // a short wait, then look for new work to help with
                task.awaitDone(isWorker ? 1000000L : -1L, false);
            } catch (InterruptedException impossible) {
                throw new AssertionError(impossible);
            }
        }
    }

    public <T> T invoke(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task, Thread.currentThread() instanceof ForkJoinWorkerThread
                && ((ForkJoinWorkerThread) Thread.currentThread()).pool == this);
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task, false);
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task instanceof ForkJoinTask<?> ? (ForkJoinTask<?>) task : new RunnableExecuteAction(task), false);
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        execute(task);
        return task;
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        ForkJoinTask<T> t = ForkJoinTask.adapt(task);
        execute(t);
        return t;
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        ForkJoinTask<T> t = ForkJoinTask.adapt(task, result);
        execute(t);
        return t;
    }

    @SuppressWarnings("unchecked")
    public ForkJoinTask<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> t = task instanceof ForkJoinTask<?> ? (ForkJoinTask<?>) task : ForkJoinTask.adapt(task);
        execute(t);
        return t;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) {
        ArrayList<Future<T>> futures = new ArrayList<>(tasks.size());
        for (Callable<T> c : tasks) {
            futures.add(submit(c));
        }
        for (Future<T> f : futures) {
            ((ForkJoinTask<?>) f).quietlyJoin();
        }
        return futures;
    }

    /** A Runnable passed to execute: its exception goes to the uncaught-exception handler. */
    static final class RunnableExecuteAction extends ForkJoinTask<Void> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;

        RunnableExecuteAction(Runnable runnable) {
            this.runnable = runnable;
        }

        public Void getRawResult() {
            return null;
        }

        protected void setRawResult(Void v) {
        }

        protected boolean exec() {
            runnable.run();
            return true;
        }
    }

    public ForkJoinWorkerThreadFactory getFactory() {
        return factory;
    }

    public Thread.UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return handler;
    }

    public int getParallelism() {
        return parallelism;
    }

    public int getPoolSize() {
        synchronized (lock) {
            return workers.size();
        }
    }

    public boolean getAsyncMode() {
        return asyncMode;
    }

    public int getRunningThreadCount() {
        return getActiveThreadCount();
    }

    public int getActiveThreadCount() {
        synchronized (lock) {
            return workers.size() - idleWorkers;
        }
    }

    public boolean isQuiescent() {
        synchronized (lock) {
            return runningTasks == 0 && queue.isEmpty();
        }
    }

    /** Loupe's pool does not steal between per-worker deques, so nothing is counted. */
    public long getStealCount() {
        return 0L;
    }

    public long getQueuedTaskCount() {
        synchronized (lock) {
            return queue.size();
        }
    }

    public int getQueuedSubmissionCount() {
        return 0;
    }

    public boolean hasQueuedSubmissions() {
        return false;
    }

    public void shutdown() {
        if (isCommon) {
            return;
        }
        synchronized (lock) {
            if (runState == RUNNING) {
                runState = SHUTDOWN;
            }
            tryTerminate();
            lock.notifyAll();
        }
    }

    public List<Runnable> shutdownNow() {
        if (isCommon) {
            return new ArrayList<>();
        }
        synchronized (lock) {
            runState = Math.max(runState, STOP);
            for (ForkJoinTask<?> t : queue) {
                t.cancel(false);
            }
            queue.clear();
            for (ForkJoinWorkerThread w : workers) {
                w.interrupt();
            }
            tryTerminate();
            lock.notifyAll();
        }
        return new ArrayList<>();
    }

    /** Under lock. */
    private void tryTerminate() {
        if (runState != RUNNING && runState != TERMINATED && workers.isEmpty()
                && (queue.isEmpty() || runState == STOP)) {
            runState = TERMINATED;
            lock.notifyAll();
        } else if (runState == SHUTDOWN && queue.isEmpty()) {
            lock.notifyAll();
        }
    }

    public boolean isTerminated() {
        synchronized (lock) {
            return runState == TERMINATED;
        }
    }

    public boolean isTerminating() {
        synchronized (lock) {
            return runState == SHUTDOWN || runState == STOP;
        }
    }

    public boolean isShutdown() {
        synchronized (lock) {
            return runState != RUNNING;
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (isCommon) {
            awaitQuiescence(timeout, unit);
            return false;
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (lock) {
            while (runState != TERMINATED) {
                long remaining = deadline - System.nanoTime();
                if (remaining <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(lock, remaining);
            }
            return true;
        }
    }

    /** Waits until no task is queued or running (a worker caller helps by running queued tasks). */
    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        Thread me = Thread.currentThread();
        boolean inPool = me instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) me).pool == this;
        for (;;) {
            ForkJoinTask<?> next = null;
            synchronized (lock) {
                int othersRunning = runningTasks - (inPool ? 1 : 0);
                if (queue.isEmpty() && othersRunning <= 0) {
                    return true;
                }
                if (inPool) {
                    next = queue.pollFirst();
                }
                if (next == null) {
                    long remaining = deadline - System.nanoTime();
                    if (remaining <= 0) {
                        return false;
                    }
                    try {
                        TimeUnit.NANOSECONDS.timedWait(lock, Math.min(remaining, 10000000L));
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return false;
                    }
                }
            }
            if (next != null) {
                runTask(next);
            }
        }
    }

    public static void managedBlock(ManagedBlocker blocker) throws InterruptedException {
        while (!blocker.isReleasable() && !blocker.block()) {
            // keep blocking until released
        }
    }

    public String toString() {
        String state;
        int size;
        int active;
        int tasks;
        synchronized (lock) {
            state = runState == RUNNING ? "Running" : runState == TERMINATED ? "Terminated" : "Shutting down";
            size = workers.size();
            active = size - idleWorkers;
            tasks = queue.size();
        }
        return super.toString() + "[" + state + ", parallelism = " + parallelism + ", size = " + size
                + ", active = " + active + ", running = " + active + ", steals = 0, tasks = " + tasks
                + ", submissions = 0]";
    }
}
