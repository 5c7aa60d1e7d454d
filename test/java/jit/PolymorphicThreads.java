// Checks interface and virtual call sites filled by several threads at once with receivers of different classes in different orders: every call reaches its own class's method (sums printed after all threads joined).
public class PolymorphicThreads {
    interface Valued {
        long value(long x);
    }

    abstract static class Shape implements Valued {
        abstract long area(long x);
    }

    static final class A extends Shape {
        public long value(long x) { return x + 1; }
        long area(long x) { return 2 * x; }
    }

    static final class B extends Shape {
        public long value(long x) { return x + 10; }
        long area(long x) { return 3 * x; }
    }

    static final class C extends Shape {
        public long value(long x) { return x + 100; }
        long area(long x) { return 5 * x; }
    }

    static final class D extends Shape {
        public long value(long x) { return x + 1000; }
        long area(long x) { return 7 * x; }
    }

    static final class E extends Shape {
        public long value(long x) { return x + 10000; }
        long area(long x) { return 11 * x; }
    }

    static final class F implements Valued {
        public long value(long x) { return x * 3; }
    }

    // The shared sites.
    static long valueOf(Valued v, long x) { return v.value(x); }

    static long areaOf(Shape s, long x) { return s.area(x); }

    static final class Worker extends Thread {
        final Valued[] receivers;
        long sum;

        Worker(Valued[] receivers) { this.receivers = receivers; }

        public void run() {
            long s = 0;
            for (int i = 0; i < 40000; i++) {
                Valued v = receivers[i % receivers.length];
                s += valueOf(v, i);
                if (v instanceof Shape) s += areaOf((Shape) v, i);
            }
            sum = s;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Valued[][] orders = {
            {new A(), new B()},
            {new C(), new D(), new A()},
            {new E(), new F(), new B(), new C()},
            {new F(), new E(), new D(), new C(), new B(), new A()},
        };
        for (int round = 0; round < 3; round++) {
            Worker[] workers = new Worker[orders.length];
            for (int i = 0; i < workers.length; i++) workers[i] = new Worker(orders[(i + round) % orders.length]);
            for (Worker w : workers) w.start();
            StringBuilder line = new StringBuilder("round " + round + ":");
            for (Worker w : workers) {
                w.join();
                line.append(' ').append(w.sum);
            }
            System.out.println(line);
        }
    }
}
