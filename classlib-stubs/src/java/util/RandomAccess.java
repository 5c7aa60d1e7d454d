package java.util;

/** Marks lists whose get(int) is fast, so that algorithms may index instead of iterating. */
public interface RandomAccess {
}
