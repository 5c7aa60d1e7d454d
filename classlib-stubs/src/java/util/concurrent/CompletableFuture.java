package java.util.concurrent;

import java.util.ArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A Future that can be completed explicitly and that triggers dependent
 * stages. The result is the value (null encoded as NIL) or an AltResult with
 * the exception. Dependents are actions kept under this object's monitor until
 * completion; the completing thread runs them newest first (as the JDK's
 * completion stack does), or they run at once if the future is already done.
 * Exceptions follow the JDK: a failure passed on to a dependent stage is
 * wrapped in CompletionException (once), get() unwraps it into an
 * ExecutionException, join() throws it as CompletionException.
 * Async methods without an executor use the common ForkJoinPool if its
 * parallelism is above 1, else a new thread per task (as the JDK).
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    /** An exceptional result, or (ex == null) the null value. */
    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable ex) {
            this.ex = ex;
        }
    }

    static final AltResult NIL = new AltResult(null);

    private static final Executor ASYNC_POOL = ForkJoinPool.getCommonPoolParallelism() > 1
            ? ForkJoinPool.commonPool() : new ThreadPerTaskExecutor();

    /** A step of a dependent stage: looks at the source's result and completes dest. */
    private interface Step<U> {
        void run(Object sourceResult, CompletableFuture<U> dest);
    }

    private static final class ThreadPerTaskExecutor implements Executor {
        public void execute(Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            new Thread(r).start();
        }
    }

    private volatile Object result;
    /** Actions to run on completion; guarded by this. */
    private ArrayList<Runnable> dependents;

    public CompletableFuture() {
    }

    private CompletableFuture(Object r) {
        result = r;
    }

    // ---- completion ----

    final boolean completeRaw(Object r) {
        ArrayList<Runnable> deps;
        synchronized (this) {
            if (result != null) {
                return false;
            }
            result = r;
            deps = dependents;
            dependents = null;
            notifyAll();
        }
        if (deps != null) {
            for (int i = deps.size() - 1; i >= 0; i--) {
                deps.get(i).run();
            }
        }
        return true;
    }

    static Object encodeValue(Object v) {
        return v == null ? NIL : v;
    }

    static AltResult wrap(Throwable x) {
        return new AltResult(x instanceof CompletionException ? x : new CompletionException(x));
    }

    final boolean completeValue(Object v) {
        return completeRaw(encodeValue(v));
    }

    final boolean completeThrowable(Throwable x) {
        return completeRaw(wrap(x));
    }

    /** Completes with another stage's result; an exception is passed on wrapped in CompletionException. */
    final boolean completeRelay(Object r) {
        Throwable x = exceptionOf(r);
        return x == null ? completeRaw(r) : completeRaw(x instanceof CompletionException ? r : wrap(x));
    }

    static Throwable exceptionOf(Object r) {
        return r instanceof AltResult ? ((AltResult) r).ex : null;
    }

    @SuppressWarnings("unchecked")
    static <V> V valueOf(Object r) {
        return r instanceof AltResult ? null : (V) r;
    }

    /** Runs action once this future is done (now, if it already is). */
    final void onDone(Runnable action) {
        synchronized (this) {
            if (result == null) {
                if (dependents == null) {
                    dependents = new ArrayList<>();
                }
                dependents.add(action);
                return;
            }
        }
        action.run();
    }

    /** Runs body here (executor null) or on the executor; a throw completes dest exceptionally. */
    private static void fire(Executor executor, CompletableFuture<?> dest, Runnable body) {
        Runnable guarded = () -> {
            try {
                body.run();
            } catch (Throwable ex) {
                dest.completeThrowable(ex);
            }
        };
        if (executor == null) {
            guarded.run();
        } else {
            try {
                executor.execute(guarded);
            } catch (Throwable ex) {
                dest.completeThrowable(ex);
            }
        }
    }

    private <U> CompletableFuture<U> uniStage(Executor executor, Step<U> step) {
        CompletableFuture<U> d = newIncompleteFuture();
        onDone(() -> fire(executor, d, () -> step.run(result, d)));
        return d;
    }

    /** A stage over this and other: runs once both are done; a failure of this (else other) is passed on. */
    private <U, V> CompletableFuture<V> biStage(CompletionStage<U> other, Executor executor,
            BiFunction<T, U, Object> fn) {
        CompletableFuture<U> o = other.toCompletableFuture();
        CompletableFuture<V> d = newIncompleteFuture();
        onDone(() -> o.onDone(() -> {
            Object r = result;
            Object s = o.result;
            if (exceptionOf(r) != null) {
                d.completeRelay(r);
            } else if (exceptionOf(s) != null) {
                d.completeRelay(s);
            } else {
                fire(executor, d, () -> d.completeValue(fn.apply(CompletableFuture.<T>valueOf(r),
                        CompletableFuture.<U>valueOf(s))));
            }
        }));
        return d;
    }

    /** A stage over whichever of this and other completes first. */
    private <V> CompletableFuture<V> orStage(CompletionStage<? extends T> other, Executor executor,
            Function<T, Object> fn) {
        CompletableFuture<? extends T> o = other.toCompletableFuture();
        CompletableFuture<V> d = newIncompleteFuture();
        AtomicBoolean claimed = new AtomicBoolean();
        Consumer<Object> onFirst = r -> {
            if (!claimed.compareAndSet(false, true)) {
                return;
            }
            if (exceptionOf(r) != null) {
                d.completeRelay(r);
            } else {
                fire(executor, d, () -> d.completeValue(fn.apply(CompletableFuture.<T>valueOf(r))));
            }
        };
        onDone(() -> onFirst.accept(result));
        o.onDone(() -> onFirst.accept(o.result));
        return d;
    }

    private static Executor screen(Executor e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    // ---- factories ----

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, ASYNC_POOL);
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier, Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        CompletableFuture<U> d = new CompletableFuture<U>();
        screen(executor).execute(() -> {
            try {
                d.completeValue(supplier.get());
            } catch (Throwable ex) {
                d.completeThrowable(ex);
            }
        });
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, ASYNC_POOL);
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable, Executor executor) {
        if (runnable == null) {
            throw new NullPointerException();
        }
        return supplyAsync(() -> {
            runnable.run();
            return null;
        }, executor);
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return completedFuture(value);
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        return failedFuture(ex);
    }

    /** Done when all are; fails with the failure of the first (by position) that failed. */
    public static CompletableFuture<Void> allOf(CompletableFuture<?>... cfs) {
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (cfs.length == 0) {
            d.completeRaw(NIL);
            return d;
        }
        AtomicInteger remaining = new AtomicInteger(cfs.length);
        for (CompletableFuture<?> f : cfs) {
            f.onDone(() -> {
                if (remaining.decrementAndGet() == 0) {
                    for (CompletableFuture<?> g : cfs) {
                        if (exceptionOf(g.result) != null) {
                            d.completeRelay(g.result);
                            return;
                        }
                    }
                    d.completeRaw(NIL);
                }
            });
        }
        return d;
    }

    /** Done when any is, with its result (failures wrapped in CompletionException). */
    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (CompletableFuture<?> f : cfs) {
            f.onDone(() -> d.completeRelay(f.result));
        }
        return d;
    }

    // ---- Future and explicit completion ----

    public boolean isDone() {
        return result != null;
    }

    private Object waitForResult(boolean interruptible, long timeoutNanos)
            throws InterruptedException, TimeoutException {
        Object r = result;
        if (r != null) {
            return r;
        }
        long deadline = System.nanoTime() + timeoutNanos;
        boolean interrupted = false;
        synchronized (this) {
            try {
                while ((r = result) == null) {
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
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        return r;
    }

    private static <V> V reportGet(Object r) throws ExecutionException {
        Throwable x = exceptionOf(r);
        if (x == null) {
            return valueOf(r);
        }
        if (x instanceof CancellationException) {
            throw (CancellationException) x;
        }
        if (x instanceof CompletionException && x.getCause() != null) {
            x = x.getCause();
        }
        throw new ExecutionException(x);
    }

    private static <V> V reportJoin(Object r) {
        Throwable x = exceptionOf(r);
        if (x == null) {
            return valueOf(r);
        }
        if (x instanceof CancellationException) {
            throw (CancellationException) x;
        }
        if (x instanceof CompletionException) {
            throw (CompletionException) x;
        }
        throw new CompletionException(x);
    }

    public T get() throws InterruptedException, ExecutionException {
        try {
            return reportGet(waitForResult(true, -1L));
        } catch (TimeoutException impossible) {
            throw new AssertionError(impossible);
        }
    }

    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        return reportGet(waitForResult(true, Math.max(0L, unit.toNanos(timeout))));
    }

    public T join() {
        try {
            return reportJoin(waitForResult(false, -1L));
        } catch (InterruptedException | TimeoutException impossible) {
            throw new AssertionError(impossible);
        }
    }

    public T getNow(T valueIfAbsent) {
        Object r = result;
        return r == null ? valueIfAbsent : CompletableFuture.<T>reportJoin(r);
    }

    public boolean complete(T value) {
        return completeValue(value);
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return completeRaw(new AltResult(ex));
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = completeRaw(new AltResult(new CancellationException()));
        return cancelled || isCancelled();
    }

    public boolean isCancelled() {
        return exceptionOf(result) instanceof CancellationException;
    }

    public boolean isCompletedExceptionally() {
        return exceptionOf(result) != null;
    }

    public void obtrudeValue(T value) {
        synchronized (this) {
            result = encodeValue(value);
            notifyAll();
        }
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            result = new AltResult(ex);
            notifyAll();
        }
    }

    public synchronized int getNumberOfDependents() {
        return dependents == null ? 0 : dependents.size();
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    public CompletableFuture<T> copy() {
        return uniStage(null, (r, d) -> d.completeRelay(r));
    }

    public CompletionStage<T> minimalCompletionStage() {
        return copy();
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        screen(executor).execute(() -> {
            try {
                completeValue(supplier.get());
            } catch (Throwable ex) {
                completeThrowable(ex);
            }
        });
        return this;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result == null) {
            ScheduledFuture<?> f = Delayer.delay(() -> completeExceptionally(new TimeoutException()), timeout, unit);
            onDone(() -> f.cancel(false));
        }
        return this;
    }

    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result == null) {
            ScheduledFuture<?> f = Delayer.delay(() -> complete(value), timeout, unit);
            onDone(() -> f.cancel(false));
        }
        return this;
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
        if (unit == null || executor == null) {
            throw new NullPointerException();
        }
        return r -> Delayer.delay(() -> executor.execute(r), delay, unit);
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        return delayedExecutor(delay, unit, ASYNC_POOL);
    }

    /** The single daemon thread that fires timeouts and delayed executors. */
    private static final class Delayer {
        static final ScheduledThreadPoolExecutor delayer;

        static {
            delayer = new ScheduledThreadPoolExecutor(1, r -> {
                Thread t = new Thread(r, "CompletableFutureDelayScheduler");
                t.setDaemon(true);
                return t;
            });
            delayer.setRemoveOnCancelPolicy(true);
        }

        static ScheduledFuture<?> delay(Runnable command, long delay, TimeUnit unit) {
            return delayer.schedule(command, delay, unit);
        }
    }

    public String toString() {
        Object r = result;
        int count = getNumberOfDependents();
        String state = r == null ? (count == 0 ? "[Incomplete]" : "[Incomplete with " + count + " dependents]")
                : exceptionOf(r) != null ? "[Completed exceptionally: " + exceptionOf(r) + "]"
                : "[Completed normally]";
        return super.toString() + state;
    }

    // ---- dependent stages (the Async variants differ only in the executor) ----

    private <U> CompletableFuture<U> applyStage(Executor e, Function<? super T, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(e, (r, d) -> {
            if (exceptionOf(r) != null) {
                d.completeRelay(r);
            } else {
                d.completeValue(fn.apply(CompletableFuture.<T>valueOf(r)));
            }
        });
    }

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return applyStage(null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return applyStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return applyStage(screen(executor), fn);
    }

    private CompletableFuture<Void> acceptStage(Executor e, Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return applyStage(e, v -> {
            action.accept(v);
            return null;
        });
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return acceptStage(null, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return acceptStage(defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return acceptStage(screen(executor), action);
    }

    private CompletableFuture<Void> runStage(Executor e, Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return applyStage(e, v -> {
            action.run();
            return null;
        });
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return runStage(null, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return runStage(defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return runStage(screen(executor), action);
    }

    private <U, V> CompletableFuture<V> combineStage(Executor e, CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        if (other == null || fn == null) {
            throw new NullPointerException();
        }
        return this.<U, V>biStage((CompletionStage<U>) other, e, (a, b) -> fn.apply(a, b));
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return combineStage(null, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return combineStage(defaultExecutor(), other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
        return combineStage(screen(executor), other, fn);
    }

    private <U> CompletableFuture<Void> acceptBothStage(Executor e, CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return this.<U, Void>combineStage(e, other, (a, b) -> {
            action.accept(a, b);
            return null;
        });
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return acceptBothStage(null, other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return acceptBothStage(defaultExecutor(), other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action, Executor executor) {
        return acceptBothStage(screen(executor), other, action);
    }

    private CompletableFuture<Void> runBothStage(Executor e, CompletionStage<?> other, Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return this.<Object, Void>combineStage(e, other, (a, b) -> {
            action.run();
            return null;
        });
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return runBothStage(null, other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return runBothStage(defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return runBothStage(screen(executor), other, action);
    }

    private <U> CompletableFuture<U> eitherStage(Executor e, CompletionStage<? extends T> other,
            Function<? super T, U> fn) {
        if (other == null || fn == null) {
            throw new NullPointerException();
        }
        return this.<U>orStage(other, e, v -> fn.apply(v));
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return eitherStage(null, other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other,
            Function<? super T, U> fn) {
        return eitherStage(defaultExecutor(), other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other,
            Function<? super T, U> fn, Executor executor) {
        return eitherStage(screen(executor), other, fn);
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return acceptEitherAsync0(null, other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other,
            Consumer<? super T> action) {
        return acceptEitherAsync0(defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action,
            Executor executor) {
        return acceptEitherAsync0(screen(executor), other, action);
    }

    private CompletableFuture<Void> acceptEitherAsync0(Executor e, CompletionStage<? extends T> other,
            Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return eitherStage(e, other, v -> {
            action.accept(v);
            return null;
        });
    }

    @SuppressWarnings("unchecked")
    private CompletableFuture<Void> runEitherStage(Executor e, CompletionStage<?> other, Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return eitherStage(e, (CompletionStage<? extends T>) other, v -> {
            action.run();
            return null;
        });
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return runEitherStage(null, other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return runEitherStage(defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action,
            Executor executor) {
        return runEitherStage(screen(executor), other, action);
    }

    private <U> CompletableFuture<U> composeStage(Executor e, Function<? super T, ? extends CompletionStage<U>> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(e, (r, d) -> {
            if (exceptionOf(r) != null) {
                d.completeRelay(r);
                return;
            }
            CompletableFuture<U> g = fn.apply(CompletableFuture.<T>valueOf(r)).toCompletableFuture();
            g.onDone(() -> d.completeRelay(g.result));
        });
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return composeStage(null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return composeStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn,
            Executor executor) {
        return composeStage(screen(executor), fn);
    }

    private <U> CompletableFuture<U> handleStage(Executor e, BiFunction<? super T, Throwable, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(e, (r, d) -> d.completeValue(fn.apply(CompletableFuture.<T>valueOf(r), exceptionOf(r))));
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return handleStage(null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return handleStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
        return handleStage(screen(executor), fn);
    }

    /** The action sees value or exception; the result stays the source's unless the action throws on success. */
    private CompletableFuture<T> whenCompleteStage(Executor e, BiConsumer<? super T, ? super Throwable> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniStage(e, (r, d) -> {
            Throwable x = exceptionOf(r);
            try {
                action.accept(CompletableFuture.<T>valueOf(r), x);
            } catch (Throwable ex) {
                if (x == null) {
                    d.completeThrowable(ex);
                    return;
                }
                if (x != ex) {
                    x.addSuppressed(ex);
                }
            }
            d.completeRelay(r);
        });
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return whenCompleteStage(null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return whenCompleteStage(defaultExecutor(), action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action,
            Executor executor) {
        return whenCompleteStage(screen(executor), action);
    }

    private CompletableFuture<T> exceptionallyStage(Executor e, Function<Throwable, ? extends T> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(e, (r, d) -> {
            Throwable x = exceptionOf(r);
            if (x == null) {
                d.completeRaw(r);
            } else {
                d.completeValue(fn.apply(x));
            }
        });
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        return exceptionallyStage(null, fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
        return exceptionallyStage(defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn, Executor executor) {
        return exceptionallyStage(screen(executor), fn);
    }

    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(null, (r, d) -> {
            Throwable x = exceptionOf(r);
            if (x == null) {
                d.completeRaw(r);
                return;
            }
            CompletableFuture<T> g = fn.apply(x).toCompletableFuture();
            g.onDone(() -> d.completeRelay(g.result));
        });
    }
}
