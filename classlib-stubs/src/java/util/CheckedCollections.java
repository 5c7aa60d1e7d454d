package java.util;

import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The views of Collections.checkedX: every element (key, value) that goes in
 * is checked against the declared class first, so heap pollution is caught
 * at the insertion, with the JDK's ClassCastException messages. null passes
 * the check (the backing collection decides whether it takes it). Reading
 * methods simply delegate. The sorted, navigable and map views are in
 * {@link CheckedMaps}.
 */
final class CheckedCollections {
    private CheckedCollections() {}

    static class CheckedCollectionImpl<E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 1578914078182001775L;
        final Collection<E> c;
        final Class<E> type;

        CheckedCollectionImpl(Collection<E> c, Class<E> type) {
            this.c = Objects.requireNonNull(c, "c");
            this.type = Objects.requireNonNull(type, "type");
        }

        @SuppressWarnings("unchecked")
        E typeCheck(Object o) {
            if (o != null && !type.isInstance(o)) {
                throw new ClassCastException("Attempt to insert " + o.getClass()
                        + " element into collection with element type " + type);
            }
            return (E) o;
        }

        /** A checked copy of coll, made before anything is added so a bad element adds nothing. */
        @SuppressWarnings("unchecked")
        Collection<E> checkedCopyOf(Collection<? extends E> coll) {
            Object[] a = coll.toArray();
            for (Object o : a) {
                typeCheck(o);
            }
            return (Collection<E>) Arrays.asList(a);
        }

        public int size() {
            return c.size();
        }

        public boolean isEmpty() {
            return c.isEmpty();
        }

        public boolean contains(Object o) {
            return c.contains(o);
        }

        public Object[] toArray() {
            return c.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return c.toArray(a);
        }

        public String toString() {
            return c.toString();
        }

        public boolean remove(Object o) {
            return c.remove(o);
        }

        public void clear() {
            c.clear();
        }

        public boolean containsAll(Collection<?> coll) {
            return c.containsAll(coll);
        }

        public boolean removeAll(Collection<?> coll) {
            return c.removeAll(coll);
        }

        public boolean retainAll(Collection<?> coll) {
            return c.retainAll(coll);
        }

        /** Hides the backing iterator so that it cannot be reached by a cast. */
        public Iterator<E> iterator() {
            final Iterator<E> it = c.iterator();
            return new Iterator<E>() {
                public boolean hasNext() {
                    return it.hasNext();
                }

                public E next() {
                    return it.next();
                }

                public void remove() {
                    it.remove();
                }

                public void forEachRemaining(Consumer<? super E> action) {
                    it.forEachRemaining(action);
                }
            };
        }

        public boolean add(E e) {
            return c.add(typeCheck(e));
        }

        public boolean addAll(Collection<? extends E> coll) {
            return c.addAll(checkedCopyOf(coll));
        }

        public void forEach(Consumer<? super E> action) {
            c.forEach(action);
        }

        public boolean removeIf(Predicate<? super E> filter) {
            return c.removeIf(filter);
        }
    }

    static class CheckedQueueImpl<E> extends CheckedCollectionImpl<E> implements Queue<E> {
        private static final long serialVersionUID = 1433151992604707767L;
        final Queue<E> queue;

        CheckedQueueImpl(Queue<E> queue, Class<E> elementType) {
            super(queue, elementType);
            this.queue = queue;
        }

        public E element() {
            return queue.element();
        }

        public boolean equals(Object o) {
            return o == this || c.equals(o);
        }

        public int hashCode() {
            return c.hashCode();
        }

        public E peek() {
            return queue.peek();
        }

        public E poll() {
            return queue.poll();
        }

        public E remove() {
            return queue.remove();
        }

        public boolean offer(E e) {
            return queue.offer(typeCheck(e));
        }
    }

    static class CheckedSetImpl<E> extends CheckedCollectionImpl<E> implements Set<E> {
        private static final long serialVersionUID = 4694047833775013803L;

        CheckedSetImpl(Set<E> s, Class<E> elementType) {
            super(s, elementType);
        }

        public boolean equals(Object o) {
            return o == this || c.equals(o);
        }

        public int hashCode() {
            return c.hashCode();
        }
    }

    static class CheckedSortedSetImpl<E> extends CheckedSetImpl<E> implements SortedSet<E> {
        private static final long serialVersionUID = 1599911165492914959L;
        private final SortedSet<E> ss;

        CheckedSortedSetImpl(SortedSet<E> s, Class<E> type) {
            super(s, type);
            ss = s;
        }

        public Comparator<? super E> comparator() {
            return ss.comparator();
        }

        public E first() {
            return ss.first();
        }

        public E last() {
            return ss.last();
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            return new Collections.CheckedSortedSet<>(ss.subSet(fromElement, toElement), type);
        }

        public SortedSet<E> headSet(E toElement) {
            return new Collections.CheckedSortedSet<>(ss.headSet(toElement), type);
        }

        public SortedSet<E> tailSet(E fromElement) {
            return new Collections.CheckedSortedSet<>(ss.tailSet(fromElement), type);
        }
    }

    static class CheckedNavigableSetImpl<E> extends CheckedSortedSetImpl<E> implements NavigableSet<E> {
        private static final long serialVersionUID = -5429120189805438922L;
        private final NavigableSet<E> ns;

        CheckedNavigableSetImpl(NavigableSet<E> s, Class<E> type) {
            super(s, type);
            ns = s;
        }

        public E lower(E e) {
            return ns.lower(e);
        }

        public E floor(E e) {
            return ns.floor(e);
        }

        public E ceiling(E e) {
            return ns.ceiling(e);
        }

        public E higher(E e) {
            return ns.higher(e);
        }

        public E pollFirst() {
            return ns.pollFirst();
        }

        public E pollLast() {
            return ns.pollLast();
        }

        public NavigableSet<E> descendingSet() {
            return new Collections.CheckedNavigableSet<>(ns.descendingSet(), type);
        }

        public Iterator<E> descendingIterator() {
            return descendingSet().iterator();
        }

        public NavigableSet<E> subSet(E fromElement, E toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public NavigableSet<E> headSet(E toElement) {
            return headSet(toElement, false);
        }

        public NavigableSet<E> tailSet(E fromElement) {
            return tailSet(fromElement, true);
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            return new Collections.CheckedNavigableSet<>(ns.subSet(fromElement, fromInclusive, toElement, toInclusive), type);
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            return new Collections.CheckedNavigableSet<>(ns.headSet(toElement, inclusive), type);
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            return new Collections.CheckedNavigableSet<>(ns.tailSet(fromElement, inclusive), type);
        }
    }

    static class CheckedListImpl<E> extends CheckedCollectionImpl<E> implements List<E> {
        private static final long serialVersionUID = 65247728283967356L;
        final List<E> list;

        CheckedListImpl(List<E> list, Class<E> type) {
            super(list, type);
            this.list = list;
        }

        public boolean equals(Object o) {
            return o == this || list.equals(o);
        }

        public int hashCode() {
            return list.hashCode();
        }

        public E get(int index) {
            return list.get(index);
        }

        public E remove(int index) {
            return list.remove(index);
        }

        public int indexOf(Object o) {
            return list.indexOf(o);
        }

        public int lastIndexOf(Object o) {
            return list.lastIndexOf(o);
        }

        public E set(int index, E element) {
            return list.set(index, typeCheck(element));
        }

        public void add(int index, E element) {
            list.add(index, typeCheck(element));
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            return list.addAll(index, checkedCopyOf(c));
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(final int index) {
            final ListIterator<E> i = list.listIterator(index);
            return new ListIterator<E>() {
                public boolean hasNext() {
                    return i.hasNext();
                }

                public E next() {
                    return i.next();
                }

                public boolean hasPrevious() {
                    return i.hasPrevious();
                }

                public E previous() {
                    return i.previous();
                }

                public int nextIndex() {
                    return i.nextIndex();
                }

                public int previousIndex() {
                    return i.previousIndex();
                }

                public void remove() {
                    i.remove();
                }

                public void set(E e) {
                    i.set(typeCheck(e));
                }

                public void add(E e) {
                    i.add(typeCheck(e));
                }

                public void forEachRemaining(Consumer<? super E> action) {
                    i.forEachRemaining(action);
                }
            };
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new Collections.CheckedList<>(list.subList(fromIndex, toIndex), type);
        }

        /** Checks every value the operator produces (a bad one throws before it is stored). */
        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            list.replaceAll(e -> typeCheck(operator.apply(e)));
        }

        public void sort(Comparator<? super E> c) {
            list.sort(c);
        }
    }

    static class CheckedRandomAccessListImpl<E> extends CheckedListImpl<E> implements RandomAccess {
        private static final long serialVersionUID = 1638200125423088369L;

        CheckedRandomAccessListImpl(List<E> list, Class<E> type) {
            super(list, type);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new Collections.CheckedRandomAccessList<>(list.subList(fromIndex, toIndex), type);
        }
    }
}
