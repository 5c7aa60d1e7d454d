package java.util;

/** The marker interface every event listener interface extends. */
public interface EventListener {
}
