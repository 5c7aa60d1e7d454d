// Checks finalization across real collections: finalize() runs once for each unreachable object (also for objects reachable only from other finalizable ones), on the "Finalizer" daemon thread, exceptions it throws are ignored, a resurrected object stays usable and is not finalized again, weak references to it are cleared first and a phantom reference only after it has been finalized and collected.
import java.lang.ref.PhantomReference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class GcFinalization {
    static final List<String> finalized = Collections.synchronizedList(new ArrayList<>());
    static volatile String finalizerThread;
    static Resource saved;

    static class Resource {
        final String name;
        Resource partner;
        Resource(String name) { this.name = name; }
        @Override protected void finalize() throws Throwable {
            if (finalizerThread == null) {
                Thread t = Thread.currentThread();
                finalizerThread = t.getName() + " daemon=" + t.isDaemon() + " priority=" + t.getPriority()
                        + " group=" + t.getThreadGroup().getName();
            }
            finalized.add(name);
            if (name.startsWith("throws")) throw new IllegalStateException("ignored");
            if (name.equals("phoenix")) saved = this;
        }
    }

    // Overrides finalize() with an empty method: never registered, never finalized.
    static class EmptyFinalizer extends Resource {
        EmptyFinalizer() { super("empty"); }
        @Override protected void finalize() {}
    }

    static class Subclass extends Resource {
        Subclass(String name) { super(name); }
    }

    static List<String> sorted() {
        List<String> copy = new ArrayList<>(finalized);
        Collections.sort(copy);
        return copy;
    }

    static void awaitFinalized(int count) throws InterruptedException {
        for (int i = 0; i < 400 && finalized.size() < count; i++) {
            System.gc();
            Thread.sleep(5);
        }
    }

    // Objects are made in helper frames so that no local of main holds them.
    static void makeGarbage() {
        new Resource("plain");
        new Subclass("subclass");
        new Resource("throws");
        new EmptyFinalizer();
        Resource a = new Resource("chain-a");
        a.partner = new Resource("chain-b");   // reachable only from a
        a.partner.partner = a;                 // a cycle
    }

    static WeakReference<Resource> weak;
    static PhantomReference<Resource> phantom;
    static final ReferenceQueue<Resource> queue = new ReferenceQueue<>();

    static void makePhoenix() {
        Resource phoenix = new Resource("phoenix");
        weak = new WeakReference<>(phoenix);
        phantom = new PhantomReference<>(phoenix, queue);
    }

    public static void main(String[] args) throws Exception {
        Resource kept = new Resource("kept");
        makeGarbage();
        awaitFinalized(5);
        System.out.println("finalized: " + sorted());
        System.out.println("on thread: " + finalizerThread);

        finalized.clear();
        makePhoenix();
        awaitFinalized(1);
        Thread.sleep(20);
        System.out.println("finalized: " + sorted() + ", resurrected: " + (saved != null ? saved.name : null));
        System.out.println("weak reference cleared before finalization: " + (weak.get() == null));
        System.gc();
        System.out.println("phantom enqueued while resurrected: " + (queue.poll() != null));

        saved = null;
        finalized.clear();
        Object phantomQueued = null;
        for (int i = 0; i < 400 && phantomQueued == null; i++) {
            System.gc();
            phantomQueued = queue.remove(5);
        }
        System.out.println("phantom enqueued once collected: " + (phantomQueued == phantom));
        System.out.println("finalized again: " + finalized);

        System.runFinalization();
        System.out.println("kept is not finalized: " + kept.name + " " + sorted());
        System.out.println("main thread group still has " + Thread.currentThread().getThreadGroup().activeCount() + " thread");
    }
}
