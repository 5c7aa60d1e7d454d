package java.lang;

/** A type with a natural order. */
public interface Comparable<T> {
    int compareTo(T o);
}
