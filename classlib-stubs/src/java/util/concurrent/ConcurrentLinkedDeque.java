package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;

/**
 * An unbounded thread-safe deque of non-null elements.
 *
 * <p>Simplified design (the JDK's is lock-free): a doubly linked list whose
 * changes happen under one lock, while iterators read the volatile links
 * without locking. A removed node keeps its item cleared and its links
 * frozen, so an iterator standing on it still finds its way to the nodes
 * that followed it: iterators are weakly consistent (they see every element
 * present for their whole walk, maybe some added meanwhile) and never throw
 * ConcurrentModificationException.
 */
public class ConcurrentLinkedDeque<E> extends AbstractCollection<E> implements Deque<E>, java.io.Serializable {
    private static final long serialVersionUID = 876323262645176354L;

    static final class Node<E> {
        /** Null once the node is unlinked (elements are never null). */
        volatile E item;
        volatile Node<E> prev;
        volatile Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    /** Guards every change of the links; not final only because readObject must make it. */
    private transient Object lock = new Object();
    private transient volatile Node<E> head;
    private transient volatile Node<E> tail;
    private transient volatile int count;

    public ConcurrentLinkedDeque() {
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        for (E e : c) {
            addLast(e);
        }
    }

    private void linkFirst(E e) {
        Node<E> node = new Node<E>(Objects.requireNonNull(e));
        synchronized (lock) {
            Node<E> first = head;
            node.next = first;
            if (first == null) {
                tail = node;
            } else {
                first.prev = node;
            }
            head = node;
            count++;
        }
    }

    private void linkLast(E e) {
        Node<E> node = new Node<E>(Objects.requireNonNull(e));
        synchronized (lock) {
            Node<E> last = tail;
            node.prev = last;
            if (last == null) {
                head = node;
            } else {
                last.next = node;
            }
            tail = node;
            count++;
        }
    }

    /** Unlinks a node still in the list; caller holds the lock. Its own links stay for iterators. */
    private E unlink(Node<E> node) {
        E item = node.item;
        Node<E> before = node.prev;
        Node<E> after = node.next;
        if (before == null) {
            head = after;
        } else {
            before.next = after;
        }
        if (after == null) {
            tail = before;
        } else {
            after.prev = before;
        }
        node.item = null;
        count--;
        return item;
    }

    /** Unlinks node if no one has yet; returns whether this call did. */
    boolean unlinkIfLive(Node<E> node) {
        synchronized (lock) {
            if (node.item == null) {
                return false;
            }
            unlink(node);
            return true;
        }
    }

    public void addFirst(E e) {
        linkFirst(e);
    }

    public void addLast(E e) {
        linkLast(e);
    }

    public boolean offerFirst(E e) {
        linkFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        linkLast(e);
        return true;
    }

    public E peekFirst() {
        synchronized (lock) {
            Node<E> first = head;
            return first == null ? null : first.item;
        }
    }

    public E peekLast() {
        synchronized (lock) {
            Node<E> last = tail;
            return last == null ? null : last.item;
        }
    }

    public E getFirst() {
        E e = peekFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        E e = peekLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E pollFirst() {
        synchronized (lock) {
            Node<E> first = head;
            return first == null ? null : unlink(first);
        }
    }

    public E pollLast() {
        synchronized (lock) {
            Node<E> last = tail;
            return last == null ? null : unlink(last);
        }
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public boolean add(E e) {
        return offerLast(e);
    }

    public E poll() {
        return pollFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public E remove() {
        return removeFirst();
    }

    public E pop() {
        return removeFirst();
    }

    public E element() {
        return getFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public boolean removeFirstOccurrence(Object o) {
        Objects.requireNonNull(o);
        synchronized (lock) {
            for (Node<E> n = head; n != null; n = n.next) {
                if (o.equals(n.item)) {
                    unlink(n);
                    return true;
                }
            }
            return false;
        }
    }

    public boolean removeLastOccurrence(Object o) {
        Objects.requireNonNull(o);
        synchronized (lock) {
            for (Node<E> n = tail; n != null; n = n.prev) {
                if (o.equals(n.item)) {
                    unlink(n);
                    return true;
                }
            }
            return false;
        }
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        for (Node<E> n = head; n != null; n = n.next) {
            if (o.equals(n.item)) {
                return true;
            }
        }
        return false;
    }

    public boolean isEmpty() {
        return head == null;
    }

    public int size() {
        return count;
    }

    /** Adds all of c at the end, in c's iteration order, as one step. */
    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        ArrayList<E> items = new ArrayList<E>(c);
        for (E e : items) {
            Objects.requireNonNull(e);
        }
        if (items.isEmpty()) {
            return false;
        }
        synchronized (lock) {
            for (E e : items) {
                linkLast(e);
            }
        }
        return true;
    }

    public void clear() {
        synchronized (lock) {
            while (head != null) {
                unlink(head);
            }
        }
    }

    public Iterator<E> iterator() {
        return new LinkIterator(true);
    }

    public Iterator<E> descendingIterator() {
        return new LinkIterator(false);
    }

    public Spliterator<E> spliterator() {
        return Spliterators.spliterator(this, Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.CONCURRENT);
    }

    /** Walks the links in one direction, skipping nodes that were unlinked. */
    private final class LinkIterator implements Iterator<E> {
        private final boolean ascending;
        private Node<E> nextNode;
        private E nextItem;
        private Node<E> lastReturned;

        LinkIterator(boolean ascending) {
            this.ascending = ascending;
            Node<E> start;
            synchronized (lock) {
                start = ascending ? head : tail;
            }
            advanceFrom(start);
        }

        /** Positions on the first live node at or after n, remembering its item. */
        private void advanceFrom(Node<E> n) {
            while (n != null) {
                E item = n.item;
                if (item != null) {
                    nextNode = n;
                    nextItem = item;
                    return;
                }
                n = ascending ? n.next : n.prev;
            }
            nextNode = null;
            nextItem = null;
        }

        public boolean hasNext() {
            return nextNode != null;
        }

        public E next() {
            if (nextNode == null) {
                throw new NoSuchElementException();
            }
            E item = nextItem;
            lastReturned = nextNode;
            advanceFrom(ascending ? nextNode.next : nextNode.prev);
            return item;
        }

        public void remove() {
            if (lastReturned == null) {
                throw new IllegalStateException();
            }
            unlinkIfLive(lastReturned);
            lastReturned = null;
        }
    }

    // Serialized form (the JDK's): no fields; each element from first to
    // last, then null.

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        for (E e : this) {
            s.writeObject(e);
        }
        s.writeObject(null);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        lock = new Object();
        Object e;
        while ((e = s.readObject()) != null) {
            linkLast((E) e);
        }
    }
}
