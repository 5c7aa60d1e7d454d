// Loupe benchmark: virtual and interface calls. A small operating-system-like
// simulation: a priority scheduler repeatedly picks the first ready task
// (virtual ready() on an abstract Task) and runs it. Packets circulate from a
// source through two workers (each a chain of Stage objects called through an
// interface), a router and three devices that stay busy for a while after
// each packet, then back to the source; an idle task runs when nothing else
// can. Every hand-over goes through the Sink interface. The checksum folds the
// devices' accumulators, per-task run counts and the idle count.
//
// usage: Scheduler [s1|s10|s100|param=<steps>]   (default s10)
// prints: bench Scheduler size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

final class Packet {
    Packet link;
    final int[] data = new int[4];
    int serial;
    int hops;
}

interface Sink {
    void accept(Packet p);
}

interface Stage {
    int apply(int value);
}

final class Offset implements Stage {
    private final int delta;

    Offset(int delta) {
        this.delta = delta;
    }

    public int apply(int value) {
        return value + delta;
    }
}

final class Scramble implements Stage {
    public int apply(int value) {
        return (value ^ (value >>> 7)) * 0x2545F491;
    }
}

final class Rotate implements Stage {
    private final int bits;

    Rotate(int bits) {
        this.bits = bits;
    }

    public int apply(int value) {
        return (value << bits) | (value >>> (32 - bits));
    }
}

final class Mask implements Stage {
    public int apply(int value) {
        return value & 0x00FFFFFF;
    }
}

abstract class Task implements Sink {
    final String name;
    final int priority;
    private Packet head;
    private Packet tail;
    long wakeAt;
    long runs;

    Task(String name, int priority) {
        this.name = name;
        this.priority = priority;
    }

    public void accept(Packet p) {
        p.link = null;
        if (tail == null) {
            head = p;
        } else {
            tail.link = p;
        }
        tail = p;
    }

    final Packet poll() {
        Packet p = head;
        if (p != null) {
            head = p.link;
            if (head == null) {
                tail = null;
            }
            p.link = null;
        }
        return p;
    }

    boolean ready(long now) {
        return head != null && now >= wakeAt;
    }

    void run(long now) {
        runs++;
        handle(poll(), now);
    }

    abstract void handle(Packet p, long now);

    long summary() {
        return runs;
    }
}

final class SourceTask extends Task {
    private final Sink[] targets;
    private int turn;
    private int serial;
    private int seed = 12345;

    SourceTask(Sink[] targets) {
        super("source", 1);
        this.targets = targets;
    }

    void handle(Packet p, long now) {
        for (int i = 0; i < p.data.length; i++) {
            seed = seed * 1103515245 + 12345;
            p.data[i] = seed >>> 8;
        }
        p.serial = serial++;
        p.hops = 0;
        targets[turn].accept(p);
        turn = turn + 1 == targets.length ? 0 : turn + 1;
    }
}

final class WorkerTask extends Task {
    private final Stage[] stages;
    private final Sink out;

    WorkerTask(String name, Stage[] stages, Sink out) {
        super(name, 2);
        this.stages = stages;
        this.out = out;
    }

    void handle(Packet p, long now) {
        int[] data = p.data;
        for (int i = 0; i < data.length; i++) {
            int v = data[i];
            for (Stage s : stages) {
                v = s.apply(v);
            }
            data[i] = v;
        }
        p.hops++;
        out.accept(p);
    }
}

final class RouterTask extends Task {
    private final Sink[] outs;

    RouterTask(Sink[] outs) {
        super("router", 3);
        this.outs = outs;
    }

    void handle(Packet p, long now) {
        int h = p.data[0] ^ p.data[1] ^ p.data[2] ^ p.data[3] ^ p.serial;
        p.hops++;
        outs[(h & 0x7FFFFFFF) % outs.length].accept(p);
    }
}

final class DeviceTask extends Task {
    private final Sink home;
    private final int latency;
    private long accumulator;

    DeviceTask(String name, int latency, Sink home) {
        super(name, 4);
        this.latency = latency;
        this.home = home;
    }

    void handle(Packet p, long now) {
        for (int v : p.data) {
            accumulator = accumulator * 31 + v;
        }
        accumulator += p.hops;
        // busy for a while: ready() is false until then
        wakeAt = now + latency + (p.data[0] & 3);
        home.accept(p);
    }

    @Override
    long summary() {
        return accumulator * 31 + runs;
    }
}

final class IdleTask extends Task {
    IdleTask() {
        super("idle", 0);
    }

    @Override
    boolean ready(long now) {
        return true;
    }

    @Override
    void run(long now) {
        runs++;
    }

    void handle(Packet p, long now) {
        throw new IllegalStateException("idle task got a packet");
    }
}

final class Machine {
    final Task[] tasks;          // by decreasing priority
    long now;

    Machine(int packets) {
        Task[] slots = new Task[8];
        Sink[] workers = new Sink[2];
        Sink[] devices = new Sink[3];
        // the source is built first (devices return packets to it), wired later
        SourceTask source = new SourceTask(workers);
        DeviceTask d0 = new DeviceTask("disk", 3, source);
        DeviceTask d1 = new DeviceTask("net", 5, source);
        DeviceTask d2 = new DeviceTask("tty", 7, source);
        devices[0] = d0;
        devices[1] = d1;
        devices[2] = d2;
        RouterTask router = new RouterTask(devices);
        WorkerTask w0 = new WorkerTask("alpha",
            new Stage[] {new Offset(17), new Scramble(), new Rotate(5), new Mask()}, router);
        WorkerTask w1 = new WorkerTask("beta",
            new Stage[] {new Rotate(11), new Offset(-3), new Mask(), new Scramble(), new Offset(1)}, router);
        workers[0] = w0;
        workers[1] = w1;
        slots[0] = d0;
        slots[1] = d1;
        slots[2] = d2;
        slots[3] = router;
        slots[4] = w0;
        slots[5] = w1;
        slots[6] = source;
        slots[7] = new IdleTask();
        tasks = slots;
        for (int i = 0; i < packets; i++) {
            source.accept(new Packet());
        }
    }

    // One scheduling decision: run the first ready task.
    void step() {
        now++;
        for (Task t : tasks) {
            if (t.ready(now)) {
                t.run(now);
                return;
            }
        }
        throw new IllegalStateException("no task ready");
    }

    long summary() {
        long s = now;
        for (Task t : tasks) {
            s = s * 31 + t.summary();
        }
        return s;
    }
}

public class Scheduler {
    static final String NAME = "Scheduler";
    // Scheduling steps per size.
    static final int[] PARAMS = {35_000, 350_000, 3_500_000};
    static final long[] CHECKSUMS = {-5315804431476072995L, 1944907615277804050L, -5264390907629997191L};

    static final int PACKETS = 6;

    static long kernel(int steps) {
        Machine m = new Machine(PACKETS);
        for (int i = 0; i < steps; i++) {
            m.step();
        }
        return m.summary();
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Scheduler::kernel);
    }
}
