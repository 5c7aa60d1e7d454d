package java.util.concurrent;

/** Thrown by CyclicBarrier.await when the barrier is or becomes broken. */
public class BrokenBarrierException extends Exception {
    private static final long serialVersionUID = 7117394618823254244L;

    public BrokenBarrierException() {
    }

    public BrokenBarrierException(String message) {
        super(message);
    }
}
