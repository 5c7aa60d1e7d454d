package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** submit, invokeAll and invokeAny on top of execute. */
public abstract class AbstractExecutorService implements ExecutorService {
    public AbstractExecutorService() {
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new FutureTask<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new FutureTask<T>(callable);
    }

    public Future<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<Void> ftask = newTaskFor(task, null);
        execute(ftask);
        return ftask;
    }

    public <T> Future<T> submit(Runnable task, T result) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> ftask = newTaskFor(task, result);
        execute(ftask);
        return ftask;
    }

    public <T> Future<T> submit(Callable<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> ftask = newTaskFor(task);
        execute(ftask);
        return ftask;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        List<Future<T>> futures = startAll(tasks);
        for (Future<T> f : futures) {
            try {
                f.get();
            } catch (CancellationException | ExecutionException ignore) {
                // the caller inspects each future
            }
        }
        return futures;
    }

    /** Tasks not done in time are cancelled. */
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        List<Future<T>> futures = startAll(tasks);
        for (Future<T> f : futures) {
            try {
                f.get(Math.max(0L, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (CancellationException | ExecutionException ignore) {
                // the caller inspects each future
            } catch (TimeoutException timedOut) {
                for (Future<T> g : futures) {
                    g.cancel(true);
                }
                break;
            }
        }
        return futures;
    }

    private <T> List<Future<T>> startAll(Collection<? extends Callable<T>> tasks) {
        if (tasks == null) {
            throw new NullPointerException();
        }
        List<Future<T>> futures = new ArrayList<>(tasks.size());
        for (Callable<T> t : tasks) {
            RunnableFuture<T> f = newTaskFor(t);
            futures.add(f);
            execute(f);
        }
        return futures;
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        try {
            return doInvokeAny(tasks, Long.MAX_VALUE);
        } catch (TimeoutException cannotHappen) {
            throw new AssertionError(cannotHappen);
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        return doInvokeAny(tasks, unit.toNanos(timeout));
    }

    /** The result of the first task to succeed; the others are cancelled. */
    private <T> T doInvokeAny(Collection<? extends Callable<T>> tasks, long timeoutNanos)
            throws InterruptedException, ExecutionException, TimeoutException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        if (tasks.isEmpty()) {
            throw new IllegalArgumentException();
        }
        Object lock = new Object();
        List<Future<T>> futures = new ArrayList<>(tasks.size());
        for (Callable<T> t : tasks) {
            FutureTask<T> f = new FutureTask<T>(t) {
                protected void done() {
                    synchronized (lock) {
                        lock.notifyAll();
                    }
                }
            };
            futures.add(f);
            execute(f);
        }
        long deadline = timeoutNanos == Long.MAX_VALUE ? Long.MAX_VALUE : System.nanoTime() + timeoutNanos;
        try {
            synchronized (lock) {
                while (true) {
                    ExecutionException lastFailure = null;
                    boolean allDone = true;
                    for (Future<T> f : futures) {
                        if (!f.isDone()) {
                            allDone = false;
                        } else if (!f.isCancelled()) {
                            try {
                                return f.get();
                            } catch (ExecutionException e) {
                                lastFailure = e;
                            }
                        }
                    }
                    if (allDone) {
                        throw lastFailure != null ? lastFailure : new ExecutionException((Throwable) null);
                    }
                    long remaining = deadline == Long.MAX_VALUE ? 0L : deadline - System.nanoTime();
                    if (deadline != Long.MAX_VALUE && remaining <= 0) {
                        throw new TimeoutException();
                    }
                    if (remaining == 0L) {
                        lock.wait();
                    } else {
                        TimeUnit.NANOSECONDS.timedWait(lock, remaining);
                    }
                }
            }
        } finally {
            for (Future<T> f : futures) {
                f.cancel(true);
            }
        }
    }
}
