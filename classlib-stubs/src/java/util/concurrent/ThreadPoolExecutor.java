package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * The pool behind Executors' fixed, single and cached executors (Loupe has
 * no BlockingQueue, so it cannot be built directly). Like the JDK's: while
 * fewer than corePoolSize threads exist each task gets a new thread; beyond,
 * tasks queue, and a pool with no core threads starts a thread whenever no
 * idle one can take the task. Idle threads above the core size end after
 * keepAlive. A task that throws ends its thread (the exception is reported
 * as uncaught) and a new thread takes its place.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private final int corePoolSize;
    private final int maximumPoolSize;
    private final long keepAliveNanos;
    private final ThreadFactory threadFactory;
    private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
    private final HashSet<Thread> workers = new HashSet<>();
    private int idle;
    private int active;
    private long completedTasks;
    private boolean shutdown;

    ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.keepAliveNanos = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
    }

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            if (shutdown) {
                throw new RejectedExecutionException("Task " + command + " rejected from " + this);
            }
            if (workers.size() < corePoolSize
                    || (idle <= queue.size() && corePoolSize == 0 && workers.size() < maximumPoolSize)) {
                addWorker(command);
            } else {
                queue.add(command);
                notifyAll();
            }
        }
    }

    private void addWorker(Runnable firstTask) {
        Thread t = threadFactory.newThread(() -> work(firstTask));
        workers.add(t);
        t.start();
    }

    /** A worker's life: its first task, then queued ones until shutdown or (above core size) idleness. */
    private void work(Runnable firstTask) {
        Runnable task = firstTask;
        boolean completedAbruptly = true;
        try {
            while (task != null || (task = takeTask()) != null) {
                synchronized (this) {
                    active++;
                }
                try {
                    task.run();
                } finally {
                    synchronized (this) {
                        active--;
                        completedTasks++;
                    }
                }
                task = null;
            }
            completedAbruptly = false;
        } finally {
            workerExit(completedAbruptly);
        }
    }

    private synchronized Runnable takeTask() {
        boolean timedOut = false;
        while (queue.isEmpty()) {
            if (shutdown || (timedOut && workers.size() > corePoolSize)) {
                return null;
            }
            idle++;
            try {
                if (workers.size() > corePoolSize) {
                    long deadline = System.nanoTime() + keepAliveNanos;
                    TimeUnit.NANOSECONDS.timedWait(this, keepAliveNanos);
                    timedOut = System.nanoTime() - deadline >= 0;
                } else {
                    wait();
                }
            } catch (InterruptedException e) {
                // shutdownNow: look at the state again
            } finally {
                idle--;
            }
        }
        return queue.poll();
    }

    private synchronized void workerExit(boolean completedAbruptly) {
        workers.remove(Thread.currentThread());
        if (completedAbruptly && !shutdown) {
            addWorker(null);
        }
        notifyAll();
    }

    public synchronized void shutdown() {
        shutdown = true;
        notifyAll();
    }

    public synchronized List<Runnable> shutdownNow() {
        shutdown = true;
        List<Runnable> pending = new ArrayList<>(queue);
        queue.clear();
        for (Thread t : workers) {
            t.interrupt();
        }
        notifyAll();
        return pending;
    }

    public synchronized boolean isShutdown() {
        return shutdown;
    }

    public synchronized boolean isTerminated() {
        return shutdown && workers.isEmpty();
    }

    public synchronized boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (!isTerminated()) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, remaining);
        }
        return true;
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public synchronized int getPoolSize() {
        return workers.size();
    }

    public synchronized int getActiveCount() {
        return active;
    }

    public synchronized long getCompletedTaskCount() {
        return completedTasks;
    }

    public synchronized long getTaskCount() {
        return completedTasks + active + queue.size();
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public synchronized String toString() {
        String runState = !shutdown ? "Running" : workers.isEmpty() ? "Terminated" : "Shutting down";
        return super.toString() + "[" + runState + ", pool size = " + workers.size() + ", active threads = "
                + active + ", queued tasks = " + queue.size() + ", completed tasks = " + completedTasks + "]";
    }
}
