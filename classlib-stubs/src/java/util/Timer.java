package java.util;

/**
 * Runs TimerTasks on one background thread, in order of their next
 * execution time (a PriorityQueue; ties in the order of scheduling).
 * Methods taking a java.util.Date are absent (Date is not part of this
 * package's work yet). As in the JDK the thread is not a daemon unless asked:
 * a program must cancel() its timer to end; unlike the JDK, a timer that
 * becomes unreachable is not stopped automatically.
 */
public class Timer {
    private static int serialNumber = 0;

    private static synchronized int nextSerialNumber() {
        return serialNumber++;
    }

    /** The tasks and the thread's state, guarded by the queue's monitor. */
    private final TaskQueue queue = new TaskQueue();
    private final TimerThread thread = new TimerThread(queue);

    public Timer() {
        this("Timer-" + nextSerialNumber());
    }

    public Timer(boolean isDaemon) {
        this("Timer-" + nextSerialNumber(), isDaemon);
    }

    public Timer(String name) {
        this(name, false);
    }

    public Timer(String name, boolean isDaemon) {
        Objects.requireNonNull(name);
        thread.setName(name);
        thread.setDaemon(isDaemon);
        thread.start();
    }

    public void schedule(TimerTask task, long delay) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        sched(task, System.currentTimeMillis() + delay, 0);
    }

    public void schedule(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, System.currentTimeMillis() + delay, -period);
    }

    public void scheduleAtFixedRate(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, System.currentTimeMillis() + delay, period);
    }

    private void sched(TimerTask task, long time, long period) {
        if (time < 0) {
            throw new IllegalArgumentException("Illegal execution time.");
        }
        // Keep the period small enough that time + period cannot overflow.
        if (Math.abs(period) > (Long.MAX_VALUE >> 1)) {
            period >>= 1;
        }
        synchronized (queue) {
            if (!queue.newTasksMayBeScheduled) {
                throw new IllegalStateException("Timer already cancelled.");
            }
            synchronized (task.lock) {
                if (task.state != TimerTask.VIRGIN) {
                    throw new IllegalStateException("Task already scheduled or cancelled");
                }
                task.nextExecutionTime = time;
                task.period = period;
                task.state = TimerTask.SCHEDULED;
            }
            queue.add(task);
            if (queue.peek() == task) {
                queue.notify();
            }
        }
    }

    /** Discards the scheduled tasks and lets the thread end after any task now running. */
    public void cancel() {
        synchronized (queue) {
            queue.newTasksMayBeScheduled = false;
            queue.clear();
            queue.notify();
        }
    }

    /** Removes cancelled tasks from the queue; returns how many. */
    public int purge() {
        int removed = 0;
        synchronized (queue) {
            for (Iterator<TimerTask> it = queue.iterator(); it.hasNext();) {
                if (it.next().state == TimerTask.CANCELLED) {
                    it.remove();
                    removed++;
                }
            }
        }
        return removed;
    }

    /** Tasks by next execution time, then by when they (re-)entered the queue. */
    private static final class TaskQueue extends PriorityQueue<TimerTask> {
        private static final long serialVersionUID = 1L;
        boolean newTasksMayBeScheduled = true;
        private long sequence;

        TaskQueue() {
            super(11, (a, b) -> a.nextExecutionTime != b.nextExecutionTime
                    ? Long.compare(a.nextExecutionTime, b.nextExecutionTime)
                    : Long.compare(a.queueSequence, b.queueSequence));
        }

        @Override
        public boolean add(TimerTask task) {
            task.queueSequence = sequence++;
            return super.add(task);
        }
    }

    /** Waits for the earliest task's time, runs it, and reschedules it if it repeats. */
    private static final class TimerThread extends Thread {
        private final TaskQueue queue;

        TimerThread(TaskQueue queue) {
            this.queue = queue;
        }

        public void run() {
            try {
                mainLoop();
            } finally {
                synchronized (queue) {
                    queue.newTasksMayBeScheduled = false;
                    queue.clear();
                }
            }
        }

        private void mainLoop() {
            while (true) {
                try {
                    TimerTask task;
                    boolean fire;
                    synchronized (queue) {
                        while (queue.isEmpty() && queue.newTasksMayBeScheduled) {
                            queue.wait();
                        }
                        if (queue.isEmpty()) {
                            return;
                        }
                        task = queue.peek();
                        long now;
                        long executionTime;
                        synchronized (task.lock) {
                            if (task.state == TimerTask.CANCELLED) {
                                queue.poll();
                                continue;
                            }
                            now = System.currentTimeMillis();
                            executionTime = task.nextExecutionTime;
                            fire = executionTime <= now;
                            if (fire) {
                                queue.poll();
                                if (task.period == 0) {
                                    task.state = TimerTask.EXECUTED;
                                } else {
                                    task.nextExecutionTime = task.period < 0 ? now - task.period
                                            : executionTime + task.period;
                                    queue.add(task);
                                }
                            }
                        }
                        if (!fire) {
                            queue.wait(executionTime - now);
                        }
                    }
                    if (fire) {
                        task.run();
                    }
                } catch (InterruptedException e) {
                    // spurious: look at the queue again
                }
            }
        }
    }
}
