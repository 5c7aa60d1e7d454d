// ReentrantLock/Condition, ReentrantReadWriteLock, StampedLock, LockSupport, CyclicBarrier, Semaphore, Phaser, Exchanger: results after joins.
// loupe-test: java17-only
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class LocksAndConditions {
    static String strip(Object o) {
        String s = o.toString();
        int at = s.indexOf('@');
        int br = s.indexOf('[');
        return at < 0 || br < 0 ? s : s.substring(0, at) + s.substring(br);
    }

    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        System.out.println(strip(lock) + " " + lock.isFair() + " " + new ReentrantLock(true).isFair());
        lock.lock();
        lock.lock();
        System.out.println(strip(lock) + " holds=" + lock.getHoldCount() + " " + lock.isLocked() + " " + lock.isHeldByCurrentThread());
        lock.unlock();
        lock.unlock();
        System.out.println(strip(lock) + " holds=" + lock.getHoldCount() + " queued=" + lock.hasQueuedThreads());
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("IMSE " + e.getMessage());
        }
        // producer/consumer with two conditions
        final int[] buf = new int[2];
        final int[] count = {0};
        final Condition notFull = lock.newCondition(), notEmpty = lock.newCondition();
        final List<Integer> got = new ArrayList<>();
        Thread producer = new Thread(() -> {
            for (int i = 1; i <= 20; i++) {
                lock.lock();
                try {
                    while (count[0] == 2) notFull.awaitUninterruptibly();
                    buf[count[0]++] = i;
                    notEmpty.signal();
                } finally { lock.unlock(); }
            }
        });
        producer.start();
        for (int i = 0; i < 20; i++) {
            lock.lock();
            try {
                while (count[0] == 0) notEmpty.await();
                got.add(buf[0]);
                buf[0] = buf[1];
                count[0]--;
                notFull.signal();
            } finally { lock.unlock(); }
        }
        producer.join();
        System.out.println("consumed " + got);
        lock.lock();
        System.out.println("awaitNanos timed out: " + (notEmpty.awaitNanos(1000000) <= 0) + " await(t) " + notEmpty.await(1, TimeUnit.MILLISECONDS));
        lock.unlock();
        try { notEmpty.signal(); } catch (IllegalMonitorStateException e) { System.out.println("signal without lock: IMSE"); }
        System.out.println("tryLock " + lock.tryLock() + " " + lock.tryLock(1, TimeUnit.MILLISECONDS) + " holds=" + lock.getHoldCount());
        Thread other = new Thread(() -> {
            try {
                System.out.println("other tryLock(1ms) " + lock.tryLock(1, TimeUnit.MILLISECONDS));
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "other");
        other.start();
        other.join();
        lock.unlock();
        lock.unlock();

        // counters under lock from 4 threads
        final ReentrantLock fair = new ReentrantLock(true);
        final int[] sum = {0};
        Thread[] ts = new Thread[4];
        for (int t = 0; t < 4; t++) {
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 500; i++) { fair.lock(); try { sum[0]++; } finally { fair.unlock(); } }
            });
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("sum " + sum[0]);

        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println(strip(rw) + " readHolds=" + rw.getReadHoldCount() + " " + strip(rw.readLock()) + " " + strip(rw.writeLock()));
        System.out.println("tryWrite while reading " + rw.writeLock().tryLock());
        rw.readLock().unlock();
        rw.readLock().unlock();
        rw.writeLock().lock();
        rw.readLock().lock(); // downgrade
        rw.writeLock().unlock();
        System.out.println("downgraded " + rw.isWriteLocked() + " " + rw.getReadLockCount() + " " + strip(rw.writeLock()));
        rw.readLock().unlock();
        try { rw.readLock().unlock(); } catch (IllegalMonitorStateException e) { System.out.println(e.getMessage()); }
        try { rw.readLock().newCondition(); } catch (UnsupportedOperationException e) { System.out.println("read newCondition UOE"); }
        rw.writeLock().lock();
        rw.writeLock().lock();
        System.out.println(strip(rw) + " " + rw.isWriteLockedByCurrentThread() + " " + rw.getWriteHoldCount());
        rw.writeLock().unlock();
        rw.writeLock().unlock();

        StampedLock sl = new StampedLock();
        long opt = sl.tryOptimisticRead();
        System.out.println(strip(sl) + " optimistic valid " + sl.validate(opt));
        long ws = sl.writeLock();
        System.out.println(strip(sl) + " " + sl.isWriteLocked() + " opt during write " + sl.tryOptimisticRead() + " old valid " + sl.validate(opt));
        sl.unlockWrite(ws);
        long r1 = sl.readLock(), r2 = sl.readLock();
        System.out.println(strip(sl) + " " + sl.getReadLockCount() + " tryWrite " + sl.tryWriteLock());
        sl.unlockRead(r1);
        sl.unlock(r2);
        long conv = sl.tryConvertToWriteLock(sl.readLock());
        System.out.println("converted " + StampedLock.isWriteLockStamp(conv) + " " + strip(sl));
        sl.unlockWrite(conv);
        try { sl.unlockWrite(conv); } catch (IllegalMonitorStateException e) { System.out.println("stale stamp IMSE"); }

        // LockSupport: unpark before park does not block
        LockSupport.unpark(Thread.currentThread());
        LockSupport.park();
        LockSupport.parkNanos(1000);
        final boolean[] woke = {false};
        Thread parker = new Thread(() -> { while (!woke[0]) LockSupport.park(); });
        parker.start();
        woke[0] = true;
        LockSupport.unpark(parker);
        parker.join();
        System.out.println("park/unpark ok");

        // CyclicBarrier with action, three generations
        final List<String> log = Collections.synchronizedList(new ArrayList<>());
        final int[] gen = {0};
        CyclicBarrier barrier = new CyclicBarrier(3, () -> log.add("trip" + gen[0]++));
        Thread[] bs = new Thread[3];
        final int[] lastIndexCount = {0};
        for (int t = 0; t < 3; t++) {
            bs[t] = new Thread(() -> {
                try {
                    for (int g = 0; g < 3; g++) if (barrier.await() == 0) synchronized (lastIndexCount) { lastIndexCount[0]++; }
                } catch (Exception e) { throw new RuntimeException(e); }
            });
            bs[t].start();
        }
        for (Thread t : bs) t.join();
        System.out.println(log + " last=" + lastIndexCount[0] + " parties=" + barrier.getParties() + " waiting=" + barrier.getNumberWaiting() + " broken=" + barrier.isBroken());
        CyclicBarrier two = new CyclicBarrier(2);
        try { two.await(1, TimeUnit.MILLISECONDS); } catch (TimeoutException e) { System.out.println("timeout, broken=" + two.isBroken()); }
        try { two.await(); } catch (BrokenBarrierException e) { System.out.println("BrokenBarrierException " + e.getMessage()); }
        two.reset();
        System.out.println("after reset broken=" + two.isBroken());

        Semaphore sem = new Semaphore(2);
        sem.acquire();
        System.out.println(strip(sem) + " " + sem.tryAcquire(2) + " " + sem.tryAcquire() + " " + sem.availablePermits());
        sem.release(3);
        System.out.println("drained " + sem.drainPermits() + " " + sem.tryAcquire(1, TimeUnit.MILLISECONDS));
        final Semaphore gate = new Semaphore(0);
        Thread rel = new Thread(() -> gate.release(2));
        rel.start();
        gate.acquire(2);
        rel.join();
        System.out.println("gate passed " + gate.availablePermits());
        try { new Semaphore(1).release(-1); } catch (IllegalArgumentException e) { System.out.println("IAE release(-1)"); }

        Phaser ph = new Phaser(1);
        System.out.println(strip(ph) + " phase=" + ph.getPhase());
        final List<String> phLog = Collections.synchronizedList(new ArrayList<>());
        Thread[] ps = new Thread[2];
        for (int t = 0; t < 2; t++) {
            ph.register();
            final int id = t;
            ps[t] = new Thread(() -> {
                ph.arriveAndAwaitAdvance();
                phLog.add("p" + id);
                ph.arriveAndDeregister();
            });
            ps[t].start();
        }
        int next = ph.arriveAndAwaitAdvance();
        int arrival = ph.arriveAndAwaitAdvance();
        for (Thread t : ps) t.join();
        Collections.sort(phLog);
        System.out.println("next=" + next + " then=" + arrival + " " + phLog + " parties=" + ph.getRegisteredParties() + " phase=" + ph.getPhase());
        System.out.println("deregister last: " + ph.arriveAndDeregister() + " terminated=" + ph.isTerminated() + " phase=" + ph.getPhase());
        Phaser p2 = new Phaser();
        try { p2.arrive(); } catch (IllegalStateException e) { System.out.println("ISE unregistered arrive"); }

        Exchanger<String> ex = new Exchanger<>();
        final String[] fromMain = new String[1];
        Thread exT = new Thread(() -> {
            try { fromMain[0] = ex.exchange("from-thread"); } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        exT.start();
        String fromThread = ex.exchange("from-main");
        exT.join();
        System.out.println(fromThread + " " + fromMain[0]);
        try { ex.exchange("x", 1, TimeUnit.MILLISECONDS); } catch (TimeoutException e) { System.out.println("exchange timeout"); }
    }
}
