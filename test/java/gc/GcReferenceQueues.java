// Checks ReferenceQueue delivery across real collections: cleared weak and phantom references registered with a queue are enqueued exactly once (poll and a blocked remove() both get them), references without a queue are only cleared, soft referents survive System.gc(), manual enqueue() and isEnqueued() follow the JDK, remove(timeout) times out, and a Cleaner runs each action once.
// loupe-test: java17-only
import java.lang.ref.Cleaner;
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

public class GcReferenceQueues {
    static final class Thing {
        final int id;
        Thing(int id) { this.id = id; }
    }

    static Reference<?> awaitQueued(ReferenceQueue<?> queue) throws InterruptedException {
        for (int i = 0; i < 400; i++) {
            Reference<?> r = queue.remove(5);
            if (r != null) return r;
            System.gc();
        }
        return null;
    }

    static final List<Reference<Thing>> refs = new ArrayList<>();

    static void makeReferences(ReferenceQueue<Thing> queue) {
        Thing shared = new Thing(1);
        refs.add(new WeakReference<>(shared, queue));
        refs.add(new PhantomReference<>(shared, queue));
        refs.add(new WeakReference<>(new Thing(2)));           // no queue
        refs.add(new SoftReference<>(new Thing(3), queue));    // kept: memory is plentiful
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Thing> queue = new ReferenceQueue<>();
        makeReferences(queue);
        List<Reference<?>> delivered = new ArrayList<>();
        for (int i = 0; i < 2; i++) delivered.add(awaitQueued(queue));
        System.out.println("weak delivered: " + delivered.contains(refs.get(0)) + ", phantom delivered: " + delivered.contains(refs.get(1)));
        System.gc();
        System.out.println("nothing more: " + queue.remove(20));
        System.out.println("weak cleared: " + (refs.get(0).get() == null) + ", unqueued weak cleared: " + (refs.get(2).get() == null));
        System.out.println("soft kept: " + ((Thing) refs.get(3).get()).id + ", enqueued: " + refs.get(3).isEnqueued());

        // enqueue() by hand: clears, enqueues once; isEnqueued until removed.
        Thing held = new Thing(4);
        WeakReference<Thing> manual = new WeakReference<>(held, queue);
        System.out.println("enqueue: " + manual.enqueue() + " again: " + manual.enqueue() + " get: " + manual.get()
                + " isEnqueued: " + manual.isEnqueued());
        System.out.println("poll is it: " + (queue.poll() == manual) + " isEnqueued after: " + manual.isEnqueued()
                + " enqueue after removal: " + manual.enqueue());
        System.out.println("no queue enqueue: " + new WeakReference<>(held).enqueue());

        // A thread blocked in remove() wakes when a collection clears a reference.
        ReferenceQueue<Thing> blocking = new ReferenceQueue<>();
        Reference<?>[] got = new Reference<?>[1];
        Thread waiter = new Thread(() -> {
            try { got[0] = blocking.remove(); } catch (InterruptedException e) { }
        });
        waiter.start();
        WeakReference<Thing> wakeUp = new WeakReference<>(new Thing(5), blocking);
        for (int i = 0; i < 400 && waiter.isAlive(); i++) { System.gc(); waiter.join(5); }
        System.out.println("blocked remove() woke with it: " + (got[0] == wakeUp));

        try {
            queue.remove(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("remove(-1): " + e.getMessage());
        }

        // Cleaner: an action runs once, when its object is phantom reachable or when clean() is called.
        Cleaner cleaner = Cleaner.create();
        AtomicInteger runs = new AtomicInteger();
        Cleaner.Cleanable explicit = cleaner.register(held, runs::incrementAndGet);
        explicit.clean();
        explicit.clean();
        System.out.println("clean() twice ran it " + runs.get() + " time");
        AtomicInteger collected = new AtomicInteger();
        registerGarbage(cleaner, collected);
        for (int i = 0; i < 400 && collected.get() == 0; i++) { System.gc(); Thread.sleep(5); }
        System.out.println("collected object's action ran " + collected.get() + " time, held " + held.id);
        try {
            cleaner.register(null, () -> { });
        } catch (NullPointerException e) {
            System.out.println("register(null): " + e.getMessage());
        }
    }

    static void registerGarbage(Cleaner cleaner, AtomicInteger counter) {
        cleaner.register(new Thing(6), counter::incrementAndGet);
    }
}
