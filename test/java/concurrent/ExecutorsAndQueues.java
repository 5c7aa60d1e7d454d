// Blocking queues (array, linked, deque, priority, delay, synchronous, transfer), ThreadPoolExecutor with queues and policies, scheduled executors.
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class ExecutorsAndQueues {
    // All jobs count their delay from one base time: with "now" per job, a pause of a few
    // milliseconds between two constructions (GC, class loading, a loaded machine) could
    // make "soon" expire before "now" and change the take order.
    static final long BASE = System.nanoTime();

    static final class Job implements Delayed {
        final String name; final long at;
        Job(String name, long delayMs) { this.name = name; this.at = BASE + delayMs * 1000000L; }
        public long getDelay(TimeUnit u) { return u.convert(at - System.nanoTime(), TimeUnit.NANOSECONDS); }
        public int compareTo(Delayed o) { return Long.compare(at, ((Job) o).at); }
        public String toString() { return name; }
    }

    static String strip(Object o) {
        String s = o.toString();
        int at = s.indexOf('@');
        int br = s.indexOf('[');
        return at < 0 || br < 0 ? s : s.substring(0, at) + s.substring(br);
    }

    public static void main(String[] args) throws Exception {
        ArrayBlockingQueue<Integer> abq = new ArrayBlockingQueue<>(3);
        System.out.println(abq.offer(1) + " " + abq.offer(2) + " " + abq.offer(3) + " " + abq.offer(4) + " " + abq + " rem=" + abq.remainingCapacity());
        try { abq.add(5); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        System.out.println(abq.offer(9, 1, TimeUnit.MILLISECONDS) + " " + abq.poll() + " " + abq.peek() + " " + abq.contains(3) + " " + abq.remove(3) + " " + abq);
        Iterator<Integer> it = abq.iterator(); it.next(); it.remove();
        System.out.println("after iterator remove " + abq + " size=" + abq.size());
        try { abq.offer(null); } catch (NullPointerException e) { System.out.println("NPE null element"); }
        try { new ArrayBlockingQueue<Integer>(0); } catch (IllegalArgumentException e) { System.out.println("IAE capacity 0"); }

        // producer/consumer through a bounded queue
        final LinkedBlockingQueue<Integer> lbq = new LinkedBlockingQueue<>(2);
        Thread prod = new Thread(() -> {
            try { for (int i = 0; i < 50; i++) lbq.put(i); lbq.put(-1); } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        prod.start();
        long total = 0; int n;
        while ((n = lbq.take()) >= 0) total += n;
        prod.join();
        System.out.println("total " + total + " poll(timeout) on empty " + lbq.poll(1, TimeUnit.MILLISECONDS));
        lbq.addAll(Arrays.asList(7, 8));
        List<Integer> drained = new ArrayList<>();
        System.out.println("drainTo " + lbq.drainTo(drained) + " " + drained + " " + lbq.isEmpty());

        LinkedBlockingDeque<String> dq = new LinkedBlockingDeque<>(4);
        dq.putFirst("b"); dq.putLast("c"); dq.offerFirst("a"); dq.push("z");
        System.out.println(dq + " full offer " + dq.offerLast("x") + " " + dq.takeLast() + " " + dq.pollFirst() + " " + dq.peekLast() + " " + dq);
        StringBuilder desc = new StringBuilder();
        for (Iterator<String> d = dq.descendingIterator(); d.hasNext();) desc.append(d.next());
        System.out.println("descending " + desc);

        PriorityBlockingQueue<Integer> pbq = new PriorityBlockingQueue<>(4, Comparator.reverseOrder());
        for (int v : new int[] {5, 1, 9, 3, 7}) pbq.put(v);
        StringBuilder order = new StringBuilder();
        while (!pbq.isEmpty()) order.append(pbq.take()).append(' ');
        System.out.println("priority " + order + "rem=" + pbq.remainingCapacity());

        DelayQueue<Job> delays = new DelayQueue<>();
        delays.put(new Job("late", 30)); delays.put(new Job("soon", 5)); delays.put(new Job("now", 0));
        System.out.println("delay peek " + delays.peek() + " size " + delays.size());
        System.out.println("delay order " + delays.take() + " " + delays.take() + " " + delays.take() + " poll " + delays.poll());

        SynchronousQueue<String> sq = new SynchronousQueue<>();
        System.out.println("sync offer " + sq.offer("x") + " poll " + sq.poll() + " size " + sq.size() + " " + sq);
        Thread giver = new Thread(() -> { try { sq.put("handed"); } catch (InterruptedException e) { throw new RuntimeException(e); } });
        giver.start();
        System.out.println("sync take " + sq.take());
        giver.join();

        LinkedTransferQueue<String> tq = new LinkedTransferQueue<>();
        System.out.println("tryTransfer no consumer " + tq.tryTransfer("a") + " waiting " + tq.hasWaitingConsumer());
        final String[] recv = new String[1];
        Thread taker = new Thread(() -> { try { recv[0] = tq.take(); } catch (InterruptedException e) { throw new RuntimeException(e); } });
        taker.start();
        tq.transfer("transferred");
        taker.join();
        System.out.println("received " + recv[0] + " size " + tq.size());

        // fixed pool
        ExecutorService fixed = Executors.newFixedThreadPool(3);
        List<Future<Integer>> fs = new ArrayList<>();
        for (int i = 0; i < 10; i++) { final int k = i; fs.add(fixed.submit(() -> k * k)); }
        int sum = 0;
        for (Future<Integer> f : fs) sum += f.get();
        System.out.println("squares " + sum);
        List<Callable<String>> calls = Arrays.asList(() -> "a", () -> "b", () -> { throw new IllegalStateException("bad"); });
        for (Future<String> f : fixed.invokeAll(calls)) {
            try { System.out.println("invokeAll " + f.get()); } catch (ExecutionException e) { System.out.println("invokeAll failed " + e.getCause()); }
        }
        fixed.shutdown();
        System.out.println("terminated " + fixed.awaitTermination(5, TimeUnit.SECONDS) + " " + fixed.isTerminated());
        try { fixed.execute(() -> {}); } catch (RejectedExecutionException e) { System.out.println("rejected after shutdown"); }

        // custom pool: 1 core, max 2, queue of 1, CallerRuns beyond
        final CountDownLatch release = new CountDownLatch(1);
        final AtomicInteger ranInCaller = new AtomicInteger();
        final Thread mainThread = Thread.currentThread();
        ThreadPoolExecutor tpe = new ThreadPoolExecutor(1, 2, 1, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1), new ThreadPoolExecutor.CallerRunsPolicy());
        Runnable blocker = () -> { try { release.await(); } catch (InterruptedException e) { throw new RuntimeException(e); } };
        tpe.execute(blocker);            // core thread
        tpe.execute(() -> {});           // queued
        tpe.execute(blocker);            // second thread
        tpe.execute(() -> { if (Thread.currentThread() == mainThread) ranInCaller.incrementAndGet(); }); // caller runs
        System.out.println("pool " + tpe.getPoolSize() + " largest " + tpe.getLargestPoolSize() + " queued " + tpe.getQueue().size() + " callerRan " + ranInCaller.get());
        release.countDown();
        tpe.shutdown();
        tpe.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println(strip(tpe) + " completed " + tpe.getCompletedTaskCount());
        ThreadPoolExecutor abort = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new SynchronousQueue<>());
        CountDownLatch hold = new CountDownLatch(1);
        abort.execute(() -> { try { hold.await(); } catch (InterruptedException e) { } });
        try { abort.execute(() -> {}); } catch (RejectedExecutionException e) { System.out.println("AbortPolicy: " + e.getMessage().startsWith("Task ")); }
        hold.countDown();
        System.out.println("shutdownNow pending " + abort.shutdownNow().size());
        abort.awaitTermination(5, TimeUnit.SECONDS);

        ScheduledExecutorService ses = Executors.newScheduledThreadPool(2);
        final List<String> events = Collections.synchronizedList(new ArrayList<>());
        ScheduledFuture<String> later = ses.schedule(() -> "called", 20, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> once = ses.schedule(() -> events.add("once"), 1, TimeUnit.MILLISECONDS);
        final CountDownLatch ticks = new CountDownLatch(3);
        final AtomicInteger rate = new AtomicInteger();
        ScheduledFuture<?> periodic = ses.scheduleAtFixedRate(() -> { rate.incrementAndGet(); ticks.countDown(); }, 0, 2, TimeUnit.MILLISECONDS);
        final CountDownLatch delayTicks = new CountDownLatch(2);
        ScheduledFuture<?> fixedDelay = ses.scheduleWithFixedDelay(delayTicks::countDown, 1, 2, TimeUnit.MILLISECONDS);
        System.out.println("scheduled " + later.get() + " done " + later.isDone());
        ticks.await();
        once.get();
        delayTicks.await();
        periodic.cancel(false);
        fixedDelay.cancel(false);
        System.out.println("periodic cancelled " + periodic.isCancelled() + " ran>=3 " + (rate.get() >= 3) + " events " + events);
        ses.shutdown();
        System.out.println("ses terminated " + ses.awaitTermination(5, TimeUnit.SECONDS));
        try { periodic.get(); } catch (CancellationException e) { System.out.println("get cancelled periodic: CancellationException"); }
    }
}
