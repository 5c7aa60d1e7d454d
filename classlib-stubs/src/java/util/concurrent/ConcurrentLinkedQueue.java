package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.Queue;
import java.util.Spliterator;

/**
 * An unbounded thread-safe FIFO queue of non-null elements. It shares the
 * linked structure of ConcurrentLinkedDeque (one lock for changes,
 * lock-free weakly consistent iteration) and uses only its tail-in, head-out
 * operations.
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
    private static final long serialVersionUID = 196745693267521676L;

    /** Not final only because readObject must make it (the JDK's form holds the elements, not this deque). */
    private transient ConcurrentLinkedDeque<E> nodes;

    public ConcurrentLinkedQueue() {
        nodes = new ConcurrentLinkedDeque<E>();
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        nodes = new ConcurrentLinkedDeque<E>(c);
    }

    public boolean add(E e) {
        return nodes.offerLast(e);
    }

    public boolean offer(E e) {
        return nodes.offerLast(e);
    }

    public E poll() {
        return nodes.pollFirst();
    }

    public E peek() {
        return nodes.peekFirst();
    }

    public boolean isEmpty() {
        return nodes.isEmpty();
    }

    public int size() {
        return nodes.size();
    }

    public boolean contains(Object o) {
        return nodes.contains(o);
    }

    public boolean remove(Object o) {
        return o != null && nodes.removeFirstOccurrence(o);
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        return nodes.addAll(c);
    }

    public void clear() {
        nodes.clear();
    }

    public Iterator<E> iterator() {
        return nodes.iterator();
    }

    public Spliterator<E> spliterator() {
        return nodes.spliterator();
    }

    // Serialized form (the JDK's): no fields; each element from head to
    // tail, then null.

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        for (E e : nodes) {
            s.writeObject(e);
        }
        s.writeObject(null);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        nodes = new ConcurrentLinkedDeque<E>();
        Object e;
        while ((e = s.readObject()) != null) {
            nodes.offerLast((E) e);
        }
    }
}
