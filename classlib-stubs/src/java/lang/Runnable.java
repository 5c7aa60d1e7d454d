package java.lang;

/** A task without argument or result, such as a thread's body. */
@FunctionalInterface
public interface Runnable {
    void run();
}
