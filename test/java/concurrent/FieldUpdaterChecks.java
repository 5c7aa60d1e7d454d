// Atomic field updaters check the field as the JDK does: declared, volatile, of the updater's type (a wrong-type field is refused, never written)
import java.util.concurrent.atomic.*;
public class FieldUpdaterChecks {
    volatile int vi; int plainInt; volatile long vl; volatile String vs; volatile Object vo;
    public static void main(String[] a) {
        Runnable[] cases = {
            () -> System.out.println(AtomicIntegerFieldUpdater.newUpdater(FieldUpdaterChecks.class, "vi").incrementAndGet(new FieldUpdaterChecks())),
            () -> AtomicIntegerFieldUpdater.newUpdater(FieldUpdaterChecks.class, "plainInt"),
            () -> AtomicIntegerFieldUpdater.newUpdater(FieldUpdaterChecks.class, "vl"),
            () -> AtomicIntegerFieldUpdater.newUpdater(FieldUpdaterChecks.class, "nope"),
            () -> AtomicLongFieldUpdater.newUpdater(FieldUpdaterChecks.class, "vi"),
            () -> AtomicReferenceFieldUpdater.newUpdater(FieldUpdaterChecks.class, String.class, "vi"),
            () -> AtomicReferenceFieldUpdater.newUpdater(FieldUpdaterChecks.class, Object.class, "vs"),
            () -> System.out.println(AtomicReferenceFieldUpdater.newUpdater(FieldUpdaterChecks.class, String.class, "vs").getAndSet(new FieldUpdaterChecks(), "x")),
        };
        for (Runnable r : cases) { try { r.run(); System.out.println("ok"); } catch (RuntimeException e) { System.out.println(e); } }
    }
}
