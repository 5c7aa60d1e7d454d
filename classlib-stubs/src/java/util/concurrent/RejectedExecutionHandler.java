package java.util.concurrent;

/** What a ThreadPoolExecutor does with a task it cannot take. */
public interface RejectedExecutionHandler {
    void rejectedExecution(Runnable r, ThreadPoolExecutor executor);
}
