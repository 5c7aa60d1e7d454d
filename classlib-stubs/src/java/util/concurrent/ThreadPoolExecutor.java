package java.util.concurrent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;

/**
 * A pool of worker threads fed by a BlockingQueue, with the JDK's policy:
 * below corePoolSize each new task starts a thread; otherwise it is queued;
 * if the queue refuses it, a thread is started up to maximumPoolSize; beyond
 * that the RejectedExecutionHandler decides. Threads above the core size (or
 * all, with allowCoreThreadTimeOut) end after keepAliveTime idle. A task that
 * throws ends its worker (the exception is reported as uncaught) and a new one
 * takes its place. The pool's bookkeeping is guarded by the monitor mainLock;
 * workers wait in the queue's own take/poll.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TERMINATED = 3;

    private final Object mainLock = new Object();
    private final BlockingQueue<Runnable> workQueue;
    private final HashSet<Worker> workers = new HashSet<>();
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;
    private volatile long keepAliveNanos;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private int runState = RUNNING;
    private int largestPoolSize;
    private long completedTaskCount;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    /** A worker thread and what the pool needs to know about it. */
    private final class Worker implements Runnable {
        final Thread thread;
        Runnable firstTask;
        /** Running a task (guarded by mainLock); idle workers are the ones shutdown interrupts. */
        boolean busy;
        long completedTasks;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
            this.thread = threadFactory.newThread(this);
        }

        public void run() {
            runWorker(this);
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.keepAliveNanos = unit.toNanos(keepAliveTime);
        this.workQueue = workQueue;
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        synchronized (mainLock) {
            if (runState == RUNNING) {
                if (workers.size() < corePoolSize) {
                    addWorker(command);
                    return;
                }
                if (workQueue.offer(command)) {
                    if (workers.isEmpty()) {
                        addWorker(null);
                    }
                    return;
                }
                if (workers.size() < maximumPoolSize) {
                    addWorker(command);
                    return;
                }
            }
        }
        reject(command);
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    /** Under mainLock. */
    private void addWorker(Runnable firstTask) {
        Worker w = new Worker(firstTask);
        workers.add(w);
        largestPoolSize = Math.max(largestPoolSize, workers.size());
        w.thread.start();
    }

    /** Makes sure a thread exists to run queued tasks (the scheduled pool queues everything). */
    final void ensurePrestart() {
        synchronized (mainLock) {
            if (runState < STOP && (workers.size() < corePoolSize || workers.isEmpty())) {
                addWorker(null);
            }
        }
    }

    final boolean isRunningOrShutdown(boolean shutdownOk) {
        synchronized (mainLock) {
            return runState == RUNNING || (runState == SHUTDOWN && shutdownOk);
        }
    }

    private void runWorker(Worker w) {
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean completedAbruptly = true;
        try {
            while (task != null || (task = getTask()) != null) {
                synchronized (mainLock) {
                    w.busy = true;
                    if (runState >= STOP) {
                        w.thread.interrupt();
                    } else {
                        Thread.interrupted(); // a shutdown aimed at idle workers must not reach the task
                    }
                }
                try {
                    beforeExecute(w.thread, task);
                    Throwable thrown = null;
                    try {
                        task.run();
                    } catch (RuntimeException | Error x) {
                        thrown = x;
                        throw x;
                    } finally {
                        afterExecute(task, thrown);
                    }
                } finally {
                    synchronized (mainLock) {
                        w.busy = false;
                        w.completedTasks++;
                    }
                    task = null;
                }
            }
            completedAbruptly = false;
        } finally {
            workerExit(w, completedAbruptly);
        }
    }

    /** The next task, or null when this worker should end (pool stopping, or idle too long). */
    private Runnable getTask() {
        boolean timedOut = false;
        for (;;) {
            boolean timed;
            synchronized (mainLock) {
                if (runState >= STOP || (runState == SHUTDOWN && workQueue.isEmpty())) {
                    return null;
                }
                timed = allowCoreThreadTimeOut || workers.size() > corePoolSize;
                if ((workers.size() > maximumPoolSize || (timed && timedOut))
                        && (workers.size() > 1 || workQueue.isEmpty())) {
                    return null;
                }
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAliveNanos, TimeUnit.NANOSECONDS) : workQueue.take();
                if (r != null) {
                    return r;
                }
                timedOut = true;
            } catch (InterruptedException retry) {
                timedOut = false;
            }
        }
    }

    private void workerExit(Worker w, boolean completedAbruptly) {
        synchronized (mainLock) {
            workers.remove(w);
            completedTaskCount += w.completedTasks;
            // a shut-down pool replaces workers only while queued tasks remain
            if (runState == RUNNING || (runState == SHUTDOWN && !workQueue.isEmpty())) {
                int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                if (min == 0 && !workQueue.isEmpty()) {
                    min = 1;
                }
                if (completedAbruptly || workers.size() < min) {
                    addWorker(null);
                }
            }
            tryTerminate();
        }
    }

    /** Under mainLock: ends the pool once it is shut down, drained and without workers. */
    private void tryTerminate() {
        if (runState == RUNNING || runState == TERMINATED
                || (runState == SHUTDOWN && !workQueue.isEmpty())) {
            return;
        }
        if (!workers.isEmpty()) {
            interruptIdleWorkers();
            return;
        }
        try {
            terminated();
        } finally {
            runState = TERMINATED;
            mainLock.notifyAll();
        }
    }

    private void interruptIdleWorkers() {
        for (Worker w : workers) {
            if (!w.busy) {
                w.thread.interrupt();
            }
        }
    }

    /** Hook for the scheduled pool: drop delayed tasks that must not run after shutdown. Under mainLock. */
    void onShutdown() {
    }

    public void shutdown() {
        synchronized (mainLock) {
            if (runState < SHUTDOWN) {
                runState = SHUTDOWN;
            }
            interruptIdleWorkers();
            onShutdown();
            tryTerminate();
        }
    }

    public List<Runnable> shutdownNow() {
        List<Runnable> pending = new ArrayList<>();
        synchronized (mainLock) {
            if (runState < STOP) {
                runState = STOP;
            }
            for (Worker w : workers) {
                w.thread.interrupt();
            }
            // not drainTo: a delay queue drains only expired tasks, and shutdownNow returns them all
            for (Runnable r : workQueue.toArray(new Runnable[0])) {
                if (workQueue.remove(r)) {
                    pending.add(r);
                }
            }
            tryTerminate();
        }
        return pending;
    }

    public boolean isShutdown() {
        synchronized (mainLock) {
            return runState != RUNNING;
        }
    }

    public boolean isTerminating() {
        synchronized (mainLock) {
            return runState != RUNNING && runState != TERMINATED;
        }
    }

    public boolean isTerminated() {
        synchronized (mainLock) {
            return runState == TERMINATED;
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (mainLock) {
            while (runState != TERMINATED) {
                long remaining = deadline - System.nanoTime();
                if (remaining <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(mainLock, remaining);
            }
            return true;
        }
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        synchronized (mainLock) {
            tryTerminate();
        }
        return removed;
    }

    /** Removes cancelled futures from the queue. */
    public void purge() {
        for (Iterator<Runnable> it = workQueue.iterator(); it.hasNext();) {
            Runnable r = it.next();
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                it.remove();
            }
        }
        synchronized (mainLock) {
            tryTerminate();
        }
    }

    public boolean prestartCoreThread() {
        synchronized (mainLock) {
            if (runState == RUNNING && workers.size() < corePoolSize) {
                addWorker(null);
                return true;
            }
            return false;
        }
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (prestartCoreThread()) {
            n++;
        }
        return n;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveNanos <= 0) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        allowCoreThreadTimeOut = value;
        if (value) {
            synchronized (mainLock) {
                interruptIdleWorkers();
            }
        }
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreThreadTimeOut;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        synchronized (mainLock) {
            this.corePoolSize = corePoolSize;
            interruptIdleWorkers();
            while (runState == RUNNING && workers.size() < corePoolSize && !workQueue.isEmpty()) {
                addWorker(null);
            }
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        synchronized (mainLock) {
            this.maximumPoolSize = maximumPoolSize;
            interruptIdleWorkers();
        }
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        if (time == 0 && allowsCoreThreadTimeOut()) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        keepAliveNanos = unit.toNanos(time);
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveNanos, TimeUnit.NANOSECONDS);
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public int getPoolSize() {
        synchronized (mainLock) {
            return runState == TERMINATED ? 0 : workers.size();
        }
    }

    public int getActiveCount() {
        synchronized (mainLock) {
            int n = 0;
            for (Worker w : workers) {
                if (w.busy) {
                    n++;
                }
            }
            return n;
        }
    }

    public int getLargestPoolSize() {
        synchronized (mainLock) {
            return largestPoolSize;
        }
    }

    public long getCompletedTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completedTasks;
            }
            return n;
        }
    }

    public long getTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completedTasks;
                if (w.busy) {
                    n++;
                }
            }
            return n + workQueue.size();
        }
    }

    public String toString() {
        long completed;
        int poolSize;
        int active = 0;
        String state;
        synchronized (mainLock) {
            completed = completedTaskCount;
            for (Worker w : workers) {
                completed += w.completedTasks;
                if (w.busy) {
                    active++;
                }
            }
            poolSize = workers.size();
            state = runState == RUNNING ? "Running" : runState == TERMINATED ? "Terminated" : "Shutting down";
        }
        return super.toString() + "[" + state + ", pool size = " + poolSize + ", active threads = " + active
                + ", queued tasks = " + workQueue.size() + ", completed tasks = " + completed + "]";
    }

    /** Runs the task in the submitting thread unless the executor has been shut down. */
    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    /** Throws RejectedExecutionException (the default). */
    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    /** Drops the task silently. */
    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    /** Drops the oldest queued task and tries again, unless the executor has been shut down. */
    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
