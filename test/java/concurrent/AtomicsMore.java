// LongAdder, DoubleAdder, accumulators, AtomicLongArray/ReferenceArray, field updaters, stamped and markable references (results after join only).
import java.util.concurrent.atomic.*;

public class AtomicsMore {
    static class Node {
        volatile int count;
        volatile long total;
        volatile String label = "start";
    }

    static final AtomicIntegerFieldUpdater<Node> COUNT = AtomicIntegerFieldUpdater.newUpdater(Node.class, "count");
    static final AtomicLongFieldUpdater<Node> TOTAL = AtomicLongFieldUpdater.newUpdater(Node.class, "total");
    static final AtomicReferenceFieldUpdater<Node, String> LABEL = AtomicReferenceFieldUpdater.newUpdater(Node.class, String.class, "label");

    public static void main(String[] args) throws Exception {
        final LongAdder adder = new LongAdder();
        final DoubleAdder dadder = new DoubleAdder();
        final LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
        final DoubleAccumulator product = new DoubleAccumulator((a, b) -> a * b, 1.0);
        final AtomicLongArray counts = new AtomicLongArray(4);
        final Node node = new Node();
        Thread[] workers = new Thread[3];
        for (int w = 0; w < workers.length; w++) {
            final int id = w;
            workers[w] = new Thread(() -> {
                for (int i = 0; i < 200; i++) {
                    adder.increment();
                    dadder.add(0.5);
                    max.accumulate(id * 1000 + i);
                    counts.incrementAndGet(i % 4);
                    COUNT.incrementAndGet(node);
                    TOTAL.addAndGet(node, i);
                }
                product.accumulate(2.0);
            });
            workers[w].start();
        }
        for (Thread t : workers) t.join();
        System.out.println("adder " + adder + " " + adder.intValue() + " double " + dadder + " max " + max.get() + " product " + product + " counts " + counts);
        System.out.println("updaters " + COUNT.get(node) + " " + TOTAL.get(node) + " sumThenReset " + adder.sumThenReset() + " now " + adder.sum() + " " + dadder.sumThenReset() + " " + dadder.floatValue());
        adder.add(-5); adder.decrement();
        max.reset(); product.reset();
        System.out.println("after reset " + adder.longValue() + " " + max + " " + max.getThenReset() + " " + product.doubleValue() + " " + product.intValue() + " " + max.longValue());

        AtomicLongArray la = new AtomicLongArray(new long[] {1, 2, 3});
        System.out.println(la.getAndAdd(0, 10) + " " + la.addAndGet(1, 5) + " " + la.compareAndSet(2, 3, 30) + la.compareAndSet(2, 3, 31) + " " + la.getAndUpdate(0, x -> x * 2) + " " + la.accumulateAndGet(1, 3, Math::max) + " " + la.getAndSet(2, 7) + " " + la + " len " + la.length());
        AtomicReferenceArray<String> ra = new AtomicReferenceArray<>(new String[] {"a", null, "c"});
        String c = ra.get(2);
        System.out.println(ra + " " + ra.compareAndSet(2, c, "C") + " " + ra.compareAndSet(2, "c", "x") + " " + ra.getAndSet(1, "b") + " " + ra.updateAndGet(0, s -> s + "!") + " " + ra.getAndAccumulate(1, "+", String::concat) + " " + ra);
        try { ra.get(3); } catch (IndexOutOfBoundsException e) { System.out.println(e.getClass().getSimpleName() + " " + e.getMessage()); }
        try { la.set(-1, 0); } catch (IndexOutOfBoundsException e) { System.out.println(e.getClass().getSimpleName() + " " + e.getMessage()); }

        Node n2 = new Node();
        System.out.println(COUNT.compareAndSet(n2, 0, 5) + " " + COUNT.getAndIncrement(n2) + " " + COUNT.getAndUpdate(n2, x -> x * 10) + " " + COUNT.accumulateAndGet(n2, 7, Integer::sum) + " " + COUNT.get(n2));
        System.out.println(TOTAL.getAndSet(n2, 99) + " " + TOTAL.decrementAndGet(n2) + " " + TOTAL.updateAndGet(n2, x -> -x) + " " + TOTAL.get(n2));
        System.out.println(LABEL.compareAndSet(n2, "start", "mid") + " " + LABEL.getAndSet(n2, "end") + " " + LABEL.accumulateAndGet(n2, "!", String::concat) + " " + LABEL.get(n2));
        try { AtomicIntegerFieldUpdater.newUpdater(Node.class, "missing"); } catch (RuntimeException e) { System.out.println(e + " / " + e.getCause()); }
        try { AtomicLongFieldUpdater.newUpdater(Node.class, null); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + " / " + e.getCause().getClass().getName()); }
        @SuppressWarnings({"unchecked", "rawtypes"})
        AtomicIntegerFieldUpdater<Object> raw = (AtomicIntegerFieldUpdater) COUNT;
        try { raw.get("not a node"); } catch (ClassCastException e) { System.out.println("get on wrong class: " + e); }
        try { COUNT.incrementAndGet(null); } catch (ClassCastException e) { System.out.println("null target: " + e); }

        String first = "first";
        AtomicStampedReference<String> stamped = new AtomicStampedReference<>(first, 0);
        int[] stampHolder = new int[1];
        System.out.println(stamped.compareAndSet(first, "second", 0, 1) + " " + stamped.compareAndSet("second", "third", 0, 2) + " " + stamped.get(stampHolder) + "@" + stampHolder[0] + " " + stamped.attemptStamp(stamped.getReference(), 7) + " " + stamped.getStamp());
        stamped.set("reset", 42);
        System.out.println(stamped.getReference() + " " + stamped.getStamp() + " " + stamped.weakCompareAndSet(stamped.getReference(), "w", 42, 43) + " " + stamped.getReference());
        AtomicMarkableReference<String> marked = new AtomicMarkableReference<>(first, false);
        boolean[] markHolder = new boolean[1];
        System.out.println(marked.attemptMark(first, true) + " " + marked.isMarked() + " " + marked.compareAndSet(first, "next", false, true) + " " + marked.compareAndSet(first, "next", true, false) + " " + marked.get(markHolder) + " " + markHolder[0]);
    }
}
