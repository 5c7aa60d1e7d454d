package java.util;

/**
 * Algorithms over collections and the small collections the JDK hands out
 * (empty, singleton, nCopies: in {@link SmallCollections}). The unmodifiable
 * and synchronized wrappers are in {@link UnmodifiableCollections} and
 * {@link SynchronizedCollections}.
 */
public class Collections {
    private Collections() {}

    @SuppressWarnings("rawtypes")
    public static final Set EMPTY_SET = new Collections.EmptySet<>();
    @SuppressWarnings("rawtypes")
    public static final List EMPTY_LIST = new Collections.EmptyList<>();
    @SuppressWarnings("rawtypes")
    public static final Map EMPTY_MAP = new Collections.EmptyMap<>();

    private static Random shuffleRandom;

    public static <T extends Comparable<? super T>> void sort(List<T> list) {
        list.sort(null);
    }

    public static <T> void sort(List<T> list, Comparator<? super T> c) {
        list.sort(c);
    }

    public static <T> int binarySearch(List<? extends Comparable<? super T>> list, T key) {
        return binarySearch0(list, key, null);
    }

    @SuppressWarnings("unchecked")
    public static <T> int binarySearch(List<? extends T> list, T key, Comparator<? super T> c) {
        return binarySearch0((List<T>) list, key, c);
    }

    /** The same probes as Arrays.binarySearch; lists without fast get are walked with a list iterator. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T> int binarySearch0(List<?> list, T key, Comparator<? super T> c) {
        boolean indexed = list instanceof RandomAccess || list.size() < 5000;
        ListIterator<?> it = indexed ? null : list.listIterator();
        int low = 0;
        int high = list.size() - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            Object midVal = indexed ? list.get(mid) : elementAt(it, mid);
            int cmp = c == null ? ((Comparable) midVal).compareTo(key) : c.compare((T) midVal, key);
            if (cmp < 0) {
                low = mid + 1;
            } else if (cmp > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    private static <T> T elementAt(ListIterator<? extends T> it, int index) {
        T obj;
        int pos = it.nextIndex();
        if (pos <= index) {
            do {
                obj = it.next();
            } while (pos++ < index);
        } else {
            do {
                obj = it.previous();
            } while (--pos > index);
        }
        return obj;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void reverse(List<?> list) {
        int size = list.size();
        if (list instanceof RandomAccess || size < 18) {
            for (int i = 0, mid = size >> 1, j = size - 1; i < mid; i++, j--) {
                swap(list, i, j);
            }
        } else {
            ListIterator fwd = list.listIterator();
            ListIterator rev = list.listIterator(size);
            for (int i = 0, mid = list.size() >> 1; i < mid; i++) {
                Object tmp = fwd.next();
                fwd.set(rev.previous());
                rev.set(tmp);
            }
        }
    }

    public static void shuffle(List<?> list) {
        Random rnd = shuffleRandom;
        if (rnd == null) {
            shuffleRandom = rnd = new Random();
        }
        shuffle(list, rnd);
    }

    /** From the end, swaps each position i - 1 with a random one below i: the JDK's exact sequence of draws. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void shuffle(List<?> list, Random rnd) {
        int size = list.size();
        if (size < 5 || list instanceof RandomAccess) {
            for (int i = size; i > 1; i--) {
                swap(list, i - 1, rnd.nextInt(i));
            }
        } else {
            Object[] arr = list.toArray();
            for (int i = size; i > 1; i--) {
                int j = rnd.nextInt(i);
                Object tmp = arr[i - 1];
                arr[i - 1] = arr[j];
                arr[j] = tmp;
            }
            ListIterator it = list.listIterator();
            for (Object e : arr) {
                it.next();
                it.set(e);
            }
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void swap(List<?> list, int i, int j) {
        final List l = list;
        l.set(i, l.set(j, l.get(i)));
    }

    public static <T> void fill(List<? super T> list, T obj) {
        ListIterator<? super T> it = list.listIterator();
        while (it.hasNext()) {
            it.next();
            it.set(obj);
        }
    }

    public static <T> void copy(List<? super T> dest, List<? extends T> src) {
        int srcSize = src.size();
        if (srcSize > dest.size()) {
            throw new IndexOutOfBoundsException("Source does not fit in dest");
        }
        ListIterator<? super T> di = dest.listIterator();
        ListIterator<? extends T> si = src.listIterator();
        for (int i = 0; i < srcSize; i++) {
            di.next();
            di.set(si.next());
        }
    }

    public static <T extends Object & Comparable<? super T>> T min(Collection<? extends T> coll) {
        return min(coll, null);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> T min(Collection<? extends T> coll, Comparator<? super T> comp) {
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if ((comp == null ? ((Comparable) next).compareTo(candidate) : comp.compare(next, candidate)) < 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    public static <T extends Object & Comparable<? super T>> T max(Collection<? extends T> coll) {
        return max(coll, null);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> T max(Collection<? extends T> coll, Comparator<? super T> comp) {
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if ((comp == null ? ((Comparable) next).compareTo(candidate) : comp.compare(next, candidate)) > 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    /** Moves the element at i to (i + distance) mod size, by following cycles of positions. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void rotate(List<?> list, int distance) {
        List l = list;
        int size = l.size();
        if (size == 0) {
            return;
        }
        distance = distance % size;
        if (distance < 0) {
            distance += size;
        }
        if (distance == 0) {
            return;
        }
        for (int cycleStart = 0, nMoved = 0; nMoved != size; cycleStart++) {
            Object displaced = l.get(cycleStart);
            int i = cycleStart;
            do {
                i += distance;
                if (i >= size) {
                    i -= size;
                }
                displaced = l.set(i, displaced);
                nMoved++;
            } while (i != cycleStart);
        }
    }

    public static <T> boolean replaceAll(List<T> list, T oldVal, T newVal) {
        boolean result = false;
        ListIterator<T> it = list.listIterator();
        while (it.hasNext()) {
            if (Objects.equals(oldVal, it.next())) {
                it.set(newVal);
                result = true;
            }
        }
        return result;
    }

    public static int indexOfSubList(List<?> source, List<?> target) {
        int sourceSize = source.size();
        int targetSize = target.size();
        for (int candidate = 0; candidate <= sourceSize - targetSize; candidate++) {
            if (matchesAt(source, target, candidate)) {
                return candidate;
            }
        }
        return -1;
    }

    public static int lastIndexOfSubList(List<?> source, List<?> target) {
        int sourceSize = source.size();
        int targetSize = target.size();
        for (int candidate = sourceSize - targetSize; candidate >= 0; candidate--) {
            if (matchesAt(source, target, candidate)) {
                return candidate;
            }
        }
        return -1;
    }

    private static boolean matchesAt(List<?> source, List<?> target, int at) {
        ListIterator<?> si = source.listIterator(at);
        for (Object t : target) {
            if (!Objects.equals(t, si.next())) {
                return false;
            }
        }
        return true;
    }

    public static <T> Collection<T> unmodifiableCollection(Collection<? extends T> c) {
        return UnmodifiableCollections.collection(c);
    }

    public static <T> Set<T> unmodifiableSet(Set<? extends T> s) {
        return UnmodifiableCollections.set(s);
    }

    public static <T> SortedSet<T> unmodifiableSortedSet(SortedSet<T> s) {
        return UnmodifiableCollections.sortedSet(s);
    }

    public static <T> NavigableSet<T> unmodifiableNavigableSet(NavigableSet<T> s) {
        return UnmodifiableCollections.navigableSet(s);
    }

    public static <T> List<T> unmodifiableList(List<? extends T> list) {
        return UnmodifiableCollections.list(list);
    }

    public static <K, V> Map<K, V> unmodifiableMap(Map<? extends K, ? extends V> m) {
        return UnmodifiableCollections.map(m);
    }

    public static <K, V> SortedMap<K, V> unmodifiableSortedMap(SortedMap<K, ? extends V> m) {
        return UnmodifiableCollections.sortedMap(m);
    }

    public static <K, V> NavigableMap<K, V> unmodifiableNavigableMap(NavigableMap<K, ? extends V> m) {
        return UnmodifiableCollections.navigableMap(m);
    }

    public static <T> Collection<T> synchronizedCollection(Collection<T> c) {
        return new Collections.SynchronizedCollection<>(c);
    }

    public static <T> Set<T> synchronizedSet(Set<T> s) {
        return new Collections.SynchronizedSet<>(s);
    }

    public static <T> List<T> synchronizedList(List<T> list) {
        return SynchronizedCollections.list(list);
    }

    public static <K, V> Map<K, V> synchronizedMap(Map<K, V> m) {
        return new Collections.SynchronizedMap<>(m);
    }

    public static <K, V> SortedMap<K, V> synchronizedSortedMap(SortedMap<K, V> m) {
        return new Collections.SynchronizedSortedMap<>(m);
    }

    public static <K, V> NavigableMap<K, V> synchronizedNavigableMap(NavigableMap<K, V> m) {
        return new Collections.SynchronizedNavigableMap<>(m);
    }

    public static <T> SortedSet<T> synchronizedSortedSet(SortedSet<T> s) {
        return new Collections.SynchronizedSortedSet<>(s);
    }

    public static <T> NavigableSet<T> synchronizedNavigableSet(NavigableSet<T> s) {
        return new Collections.SynchronizedNavigableSet<>(s);
    }

    public static <E> Collection<E> checkedCollection(Collection<E> c, Class<E> type) {
        return new Collections.CheckedCollection<>(c, type);
    }

    public static <E> Queue<E> checkedQueue(Queue<E> queue, Class<E> type) {
        return new Collections.CheckedQueue<>(queue, type);
    }

    public static <E> Set<E> checkedSet(Set<E> s, Class<E> type) {
        return new Collections.CheckedSet<>(s, type);
    }

    public static <E> SortedSet<E> checkedSortedSet(SortedSet<E> s, Class<E> type) {
        return new Collections.CheckedSortedSet<>(s, type);
    }

    public static <E> NavigableSet<E> checkedNavigableSet(NavigableSet<E> s, Class<E> type) {
        return new Collections.CheckedNavigableSet<>(s, type);
    }

    public static <E> List<E> checkedList(List<E> list, Class<E> type) {
        return list instanceof RandomAccess
                ? new Collections.CheckedRandomAccessList<>(list, type)
                : new Collections.CheckedList<>(list, type);
    }

    public static <K, V> Map<K, V> checkedMap(Map<K, V> m, Class<K> keyType, Class<V> valueType) {
        return new Collections.CheckedMap<>(m, keyType, valueType);
    }

    public static <K, V> SortedMap<K, V> checkedSortedMap(SortedMap<K, V> m, Class<K> keyType, Class<V> valueType) {
        return new Collections.CheckedSortedMap<>(m, keyType, valueType);
    }

    public static <K, V> NavigableMap<K, V> checkedNavigableMap(NavigableMap<K, V> m, Class<K> keyType,
            Class<V> valueType) {
        return new Collections.CheckedNavigableMap<>(m, keyType, valueType);
    }

    @SuppressWarnings("unchecked")
    public static <T> Iterator<T> emptyIterator() {
        return (Iterator<T>) EmptyIterator.EMPTY_ITERATOR;
    }

    @SuppressWarnings("unchecked")
    public static <T> ListIterator<T> emptyListIterator() {
        return (ListIterator<T>) EmptyListIterator.EMPTY_ITERATOR;
    }

    @SuppressWarnings("unchecked")
    public static <T> Enumeration<T> emptyEnumeration() {
        return (Enumeration<T>) EmptyEnumeration.EMPTY_ENUMERATION;
    }

    @SuppressWarnings("unchecked")
    public static final <T> Set<T> emptySet() {
        return (Set<T>) EMPTY_SET;
    }

    public static <E> SortedSet<E> emptySortedSet() {
        return new UnmodifiableNavigableSet.EmptyNavigableSet<>();
    }

    public static <E> NavigableSet<E> emptyNavigableSet() {
        return new UnmodifiableNavigableSet.EmptyNavigableSet<>();
    }

    @SuppressWarnings("unchecked")
    public static final <T> List<T> emptyList() {
        return (List<T>) EMPTY_LIST;
    }

    @SuppressWarnings("unchecked")
    public static final <K, V> Map<K, V> emptyMap() {
        return (Map<K, V>) EMPTY_MAP;
    }

    public static final <K, V> SortedMap<K, V> emptySortedMap() {
        return new UnmodifiableNavigableMap.EmptyNavigableMap<>();
    }

    public static final <K, V> NavigableMap<K, V> emptyNavigableMap() {
        return new UnmodifiableNavigableMap.EmptyNavigableMap<>();
    }

    public static <T> Set<T> singleton(T o) {
        return new Collections.SingletonSet<>(o);
    }

    public static <T> List<T> singletonList(T o) {
        return new Collections.SingletonList<>(o);
    }

    public static <K, V> Map<K, V> singletonMap(K key, V value) {
        return new Collections.SingletonMap<>(key, value);
    }

    public static <T> List<T> nCopies(int n, T o) {
        if (n < 0) {
            throw new IllegalArgumentException("List length = " + n);
        }
        return new Collections.CopiesList<>(n, o);
    }

    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder() {
        return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
    }

    /** Undoes double reversals, as the JDK does, so reversed().reversed() is the original comparator. */
    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder(Comparator<T> cmp) {
        if (cmp == null || cmp == Comparators.NaturalOrderComparator.INSTANCE) {
            return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
        } else if (cmp == ReverseComparator.REVERSE_ORDER) {
            return (Comparator<T>) Comparators.NaturalOrderComparator.INSTANCE;
        } else if (cmp instanceof ReverseComparator2) {
            return ((ReverseComparator2<T>) cmp).cmp;
        }
        return new ReverseComparator2<>(cmp);
    }

    private static class ReverseComparator implements Comparator<Comparable<Object>>, java.io.Serializable {
        private static final long serialVersionUID = 7207038068494060240L;
        static final ReverseComparator REVERSE_ORDER = new ReverseComparator();

        /** Deserialization gives back the one instance. */
        private Object readResolve() {
            return Collections.reverseOrder();
        }

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c2.compareTo(c1);
        }

        @SuppressWarnings("unchecked")
        public Comparator<Comparable<Object>> reversed() {
            return (Comparator<Comparable<Object>>) (Comparator<?>) Comparators.NaturalOrderComparator.INSTANCE;
        }
    }

    private static class ReverseComparator2<T> implements Comparator<T>, java.io.Serializable {
        private static final long serialVersionUID = 4374092139857L;
        final Comparator<T> cmp;

        ReverseComparator2(Comparator<T> cmp) {
            this.cmp = cmp;
        }

        public int compare(T t1, T t2) {
            return cmp.compare(t2, t1);
        }

        public boolean equals(Object o) {
            return (o == this) || (o instanceof ReverseComparator2 && cmp.equals(((ReverseComparator2<?>) o).cmp));
        }

        public int hashCode() {
            return cmp.hashCode() ^ Integer.MIN_VALUE;
        }

        public Comparator<T> reversed() {
            return cmp;
        }
    }

    public static <T> Enumeration<T> enumeration(final Collection<T> c) {
        return new Enumeration<T>() {
            private final Iterator<T> i = c.iterator();

            public boolean hasMoreElements() {
                return i.hasNext();
            }

            public T nextElement() {
                return i.next();
            }
        };
    }

    public static <T> ArrayList<T> list(Enumeration<T> e) {
        ArrayList<T> l = new ArrayList<>();
        while (e.hasMoreElements()) {
            l.add(e.nextElement());
        }
        return l;
    }

    public static int frequency(Collection<?> c, Object o) {
        int result = 0;
        for (Object e : c) {
            if (Objects.equals(o, e)) {
                result++;
            }
        }
        return result;
    }

    /** Iterates the smaller (or non-Set) collection and probes the other, as the JDK chooses. */
    public static boolean disjoint(Collection<?> c1, Collection<?> c2) {
        Collection<?> contains = c2;
        Collection<?> iterate = c1;
        if (c1 instanceof Set) {
            iterate = c2;
            contains = c1;
        } else if (!(c2 instanceof Set)) {
            int c1size = c1.size();
            int c2size = c2.size();
            if (c1size == 0 || c2size == 0) {
                return true;
            }
            if (c1size > c2size) {
                iterate = c2;
                contains = c1;
            }
        }
        for (Object e : iterate) {
            if (contains.contains(e)) {
                return false;
            }
        }
        return true;
    }

    @SafeVarargs
    public static <T> boolean addAll(Collection<? super T> c, T... elements) {
        boolean result = false;
        for (T element : elements) {
            result |= c.add(element);
        }
        return result;
    }

    public static <E> Set<E> newSetFromMap(Map<E, Boolean> map) {
        return new Collections.SetFromMap<>(map);
    }

    public static <T> Queue<T> asLifoQueue(Deque<T> deque) {
        return new Collections.AsLIFOQueue<>(Objects.requireNonNull(deque));
    }

    // The wrappers and small collections carry the JDK's class names (programs print
    // getClass().getName() and serialized forms name the class): each is a thin subclass
    // of the package-private implementation in UnmodifiableCollections,
    // SynchronizedCollections, CheckedCollections, CheckedMaps or SmallCollections.

    static class UnmodifiableCollection<E> extends UnmodifiableCollections.UCollection<E> {
        private static final long serialVersionUID = 1820017752578914078L;
        UnmodifiableCollection(Collection<? extends E> c) { super(c); }
    }

    static class UnmodifiableSet<E> extends UnmodifiableCollections.USet<E> {
        private static final long serialVersionUID = -9215047833775013803L;
        UnmodifiableSet(Set<? extends E> s) { super(s); }
    }

    static class UnmodifiableSortedSet<E> extends UnmodifiableCollections.USortedSet<E> {
        private static final long serialVersionUID = -4929149591599911165L;
        UnmodifiableSortedSet(SortedSet<E> s) { super(s); }
    }

    static class UnmodifiableNavigableSet<E> extends UnmodifiableCollections.UNavigableSet<E> {
        private static final long serialVersionUID = -6027448201786391929L;
        UnmodifiableNavigableSet(NavigableSet<E> s) { super(s); }

        /** The set of emptySortedSet()/emptyNavigableSet(). */
        static class EmptyNavigableSet<E> extends UnmodifiableNavigableSet<E> {
            private static final long serialVersionUID = -6291252904449939134L;
            EmptyNavigableSet() { super(new TreeSet<E>()); }
        }
    }

    static class UnmodifiableList<E> extends UnmodifiableCollections.UList<E> {
        private static final long serialVersionUID = -283967356065247728L;
        UnmodifiableList(List<? extends E> list) { super(list); }
    }

    static class UnmodifiableRandomAccessList<E> extends UnmodifiableCollections.URandomAccessList<E> {
        private static final long serialVersionUID = -2542308836966382001L;
        UnmodifiableRandomAccessList(List<? extends E> list) { super(list); }
    }

    static class UnmodifiableMap<K, V> extends UnmodifiableCollections.UMap<K, V> {
        private static final long serialVersionUID = -1034234728574286014L;
        UnmodifiableMap(Map<? extends K, ? extends V> m) { super(m); }

        static class UnmodifiableEntrySet<K, V> extends UnmodifiableCollections.UEntrySet<K, V> {
            private static final long serialVersionUID = 7854390611657943733L;
            UnmodifiableEntrySet(Set<? extends Map.Entry<? extends K, ? extends V>> s) { super(s); }

            static class UnmodifiableEntry<K, V> extends UnmodifiableCollections.UEntry<K, V> {
                UnmodifiableEntry(Map.Entry<? extends K, ? extends V> e) { super(e); }
            }
        }
    }

    static class UnmodifiableSortedMap<K, V> extends UnmodifiableCollections.USortedMap<K, V> {
        private static final long serialVersionUID = -8806743815996713206L;
        UnmodifiableSortedMap(SortedMap<K, ? extends V> m) { super(m); }
    }

    static class UnmodifiableNavigableMap<K, V> extends UnmodifiableCollections.UNavigableMap<K, V> {
        private static final long serialVersionUID = -4858195264774772197L;
        UnmodifiableNavigableMap(NavigableMap<K, ? extends V> m) { super(m); }

        /** The map of emptySortedMap()/emptyNavigableMap(). */
        static class EmptyNavigableMap<K, V> extends UnmodifiableNavigableMap<K, V> {
            private static final long serialVersionUID = -2239321462712562324L;
            EmptyNavigableMap() { super(new TreeMap<K, V>()); }
        }
    }

    static class SynchronizedCollection<E> extends SynchronizedCollections.SyncCollection<E> {
        private static final long serialVersionUID = 3053995032091335093L;
        SynchronizedCollection(Collection<E> c) { super(c); }
        SynchronizedCollection(Collection<E> c, Object mutex) { super(c, mutex); }
    }

    static class SynchronizedSet<E> extends SynchronizedCollections.SyncSet<E> {
        private static final long serialVersionUID = 487447009682186044L;
        SynchronizedSet(Set<E> s) { super(s); }
        SynchronizedSet(Set<E> s, Object mutex) { super(s, mutex); }
    }

    static class SynchronizedList<E> extends SynchronizedCollections.SyncList<E> {
        private static final long serialVersionUID = -7754090372962971524L;
        SynchronizedList(List<E> list) { super(list); }
        SynchronizedList(List<E> list, Object mutex) { super(list, mutex); }
    }

    static class SynchronizedRandomAccessList<E> extends SynchronizedCollections.SyncRandomAccessList<E> {
        private static final long serialVersionUID = 1530674583602358482L;
        SynchronizedRandomAccessList(List<E> list) { super(list); }
        SynchronizedRandomAccessList(List<E> list, Object mutex) { super(list, mutex); }
    }

    static class SynchronizedMap<K, V> extends SynchronizedCollections.SyncMap<K, V> {
        private static final long serialVersionUID = 1978198479659022715L;
        SynchronizedMap(Map<K, V> m) { super(m); }
        SynchronizedMap(Map<K, V> m, Object mutex) { super(m, mutex); }
    }

    static class SynchronizedSortedSet<E> extends SynchronizedSortedCollections.SyncSortedSet<E> {
        private static final long serialVersionUID = 8695801310862127406L;
        SynchronizedSortedSet(SortedSet<E> s) { super(s); }
        SynchronizedSortedSet(SortedSet<E> s, Object mutex) { super(s, mutex); }
    }

    static class SynchronizedNavigableSet<E> extends SynchronizedSortedCollections.SyncNavigableSet<E> {
        private static final long serialVersionUID = -5505529816273629798L;
        SynchronizedNavigableSet(NavigableSet<E> s) { super(s); }
        SynchronizedNavigableSet(NavigableSet<E> s, Object mutex) { super(s, mutex); }
    }

    static class SynchronizedSortedMap<K, V> extends SynchronizedSortedCollections.SyncSortedMap<K, V> {
        private static final long serialVersionUID = -8798146769416483793L;
        SynchronizedSortedMap(SortedMap<K, V> m) { super(m); }
        SynchronizedSortedMap(SortedMap<K, V> m, Object mutex) { super(m, mutex); }
    }

    static class SynchronizedNavigableMap<K, V> extends SynchronizedSortedCollections.SyncNavigableMap<K, V> {
        private static final long serialVersionUID = 699392247599746807L;
        SynchronizedNavigableMap(NavigableMap<K, V> m) { super(m); }
        SynchronizedNavigableMap(NavigableMap<K, V> m, Object mutex) { super(m, mutex); }
    }

    static class CheckedCollection<E> extends CheckedCollections.CheckedCollectionImpl<E> {
        private static final long serialVersionUID = 1578914078182001775L;
        CheckedCollection(Collection<E> c, Class<E> type) { super(c, type); }
    }

    static class CheckedQueue<E> extends CheckedCollections.CheckedQueueImpl<E> {
        private static final long serialVersionUID = 1433151992604707767L;
        CheckedQueue(Queue<E> c, Class<E> type) { super(c, type); }
    }

    static class CheckedSet<E> extends CheckedCollections.CheckedSetImpl<E> {
        private static final long serialVersionUID = 4694047833775013803L;
        CheckedSet(Set<E> c, Class<E> type) { super(c, type); }
    }

    static class CheckedSortedSet<E> extends CheckedCollections.CheckedSortedSetImpl<E> {
        private static final long serialVersionUID = 1599911165492914959L;
        CheckedSortedSet(SortedSet<E> c, Class<E> type) { super(c, type); }
    }

    static class CheckedNavigableSet<E> extends CheckedCollections.CheckedNavigableSetImpl<E> {
        private static final long serialVersionUID = -5429120189805438922L;
        CheckedNavigableSet(NavigableSet<E> c, Class<E> type) { super(c, type); }
    }

    static class CheckedList<E> extends CheckedCollections.CheckedListImpl<E> {
        private static final long serialVersionUID = 65247728283967356L;
        CheckedList(List<E> c, Class<E> type) { super(c, type); }
    }

    static class CheckedRandomAccessList<E> extends CheckedCollections.CheckedRandomAccessListImpl<E> {
        private static final long serialVersionUID = 1638200125423088369L;
        CheckedRandomAccessList(List<E> c, Class<E> type) { super(c, type); }
    }

    static class CheckedMap<K, V> extends CheckedMaps.CheckedMapImpl<K, V> {
        private static final long serialVersionUID = 5742860141034234728L;
        CheckedMap(Map<K, V> m, Class<K> keyType, Class<V> valueType) { super(m, keyType, valueType); }

        static class CheckedEntrySet<K, V> extends CheckedMaps.CheckedEntrySetImpl<K, V> {
            CheckedEntrySet(Set<Map.Entry<K, V>> s, Class<V> valueType) { super(s, valueType); }

            static class CheckedEntry<K, V> extends CheckedMaps.CheckedEntryImpl<K, V> {
                CheckedEntry(Map.Entry<K, V> e, Class<V> valueType) { super(e, valueType); }
            }
        }
    }

    static class CheckedSortedMap<K, V> extends CheckedMaps.CheckedSortedMapImpl<K, V> {
        private static final long serialVersionUID = 1599671320688067438L;
        CheckedSortedMap(SortedMap<K, V> m, Class<K> keyType, Class<V> valueType) { super(m, keyType, valueType); }
    }

    static class CheckedNavigableMap<K, V> extends CheckedMaps.CheckedNavigableMapImpl<K, V> {
        private static final long serialVersionUID = -4852462692372534096L;
        CheckedNavigableMap(NavigableMap<K, V> m, Class<K> keyType, Class<V> valueType) { super(m, keyType, valueType); }
    }

    // Only this class is serializable (the implementation is not), so the stream is the JDK's.
    static class EmptySet<E> extends SmallCollections.EmptySetImpl<E> implements java.io.Serializable {
        private static final long serialVersionUID = 1582296315990362920L;
        EmptySet() { super(); }
    }

    // Only this class is serializable (the implementation is not), so the stream is the JDK's.
    static class EmptyList<E> extends SmallCollections.EmptyListImpl<E> implements java.io.Serializable {
        private static final long serialVersionUID = 8842843931221139166L;
        EmptyList() { super(); }
    }

    // Only this class is serializable (the implementation is not), so the stream is the JDK's.
    static class EmptyMap<K, V> extends SmallCollections.EmptyMapImpl<K, V> implements java.io.Serializable {
        private static final long serialVersionUID = 6428348081105594320L;
        EmptyMap() { super(); }
    }

    static class SingletonSet<E> extends SmallCollections.SingletonSetImpl<E> {
        private static final long serialVersionUID = 3193687207550431679L;
        SingletonSet(E e) { super(e); }
    }

    static class SingletonList<E> extends SmallCollections.SingletonListImpl<E> {
        private static final long serialVersionUID = 3093736618740652951L;
        SingletonList(E e) { super(e); }
    }

    static class SingletonMap<K, V> extends SmallCollections.SingletonMapImpl<K, V> {
        private static final long serialVersionUID = -6979724477215052911L;
        SingletonMap(K k, V v) { super(k, v); }
    }

    static class CopiesList<E> extends SmallCollections.CopiesListImpl<E> {
        private static final long serialVersionUID = 2739099268398711800L;
        CopiesList(int n, E e) { super(n, e); }
    }

    static class SetFromMap<E> extends SmallCollections.SetFromMapImpl<E> {
        private static final long serialVersionUID = 2454657854757543876L;
        SetFromMap(Map<E, Boolean> m) { super(m); }
    }

    static class AsLIFOQueue<E> extends SmallCollections.AsLifoQueue<E> {
        private static final long serialVersionUID = 1802017725587941708L;
        AsLIFOQueue(Deque<E> q) { super(q); }
    }

    static final class EmptyIterator<E> extends SmallCollections.EmptyIteratorImpl<E> {
        static final EmptyIterator<Object> EMPTY_ITERATOR = new EmptyIterator<>();
    }

    static final class EmptyListIterator<E> extends SmallCollections.EmptyIteratorImpl<E> {
        static final EmptyListIterator<Object> EMPTY_ITERATOR = new EmptyListIterator<>();
    }

    static final class EmptyEnumeration<E> extends SmallCollections.EmptyIteratorImpl<E> {
        static final EmptyEnumeration<Object> EMPTY_ENUMERATION = new EmptyEnumeration<>();
    }
}
