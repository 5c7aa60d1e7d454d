package java.lang;

import java.lang.ref.WeakReference;

/**
 * One thread's ThreadLocal values: open addressing with linear probing, keyed
 * weakly so that a ThreadLocal nobody references any more can be collected;
 * entries whose key is gone are dropped when the table is rebuilt.
 */
final class ThreadLocalMap {
    static final class Entry extends WeakReference<ThreadLocal<?>> {
        Object value;

        Entry(ThreadLocal<?> key, Object value) {
            super(key);
            this.value = value;
        }
    }

    private Entry[] table = new Entry[16];
    /** Slots in use, stale ones included. */
    private int used;

    Entry find(ThreadLocal<?> key) {
        Entry[] tab = table;
        int mask = tab.length - 1;
        for (int i = key.hash & mask; tab[i] != null; i = (i + 1) & mask) {
            if (tab[i].get() == key) {
                return tab[i];
            }
        }
        return null;
    }

    void put(ThreadLocal<?> key, Object value) {
        Entry e = find(key);
        if (e != null) {
            e.value = value;
            return;
        }
        if ((used + 1) * 3 > table.length * 2) {
            rebuild();
        }
        insert(new Entry(key, value));
    }

    private void insert(Entry e) {
        Entry[] tab = table;
        int mask = tab.length - 1;
        int i = e.get().hash & mask;
        while (tab[i] != null) {
            i = (i + 1) & mask;
        }
        tab[i] = e;
        used++;
    }

    /** Removing from a linear-probing table: reinsert the rest of the probe run. */
    void remove(ThreadLocal<?> key) {
        Entry[] tab = table;
        int mask = tab.length - 1;
        int i = key.hash & mask;
        while (tab[i] != null && tab[i].get() != key) {
            i = (i + 1) & mask;
        }
        if (tab[i] == null) {
            return;
        }
        tab[i].clear();
        tab[i] = null;
        used--;
        for (i = (i + 1) & mask; tab[i] != null; i = (i + 1) & mask) {
            Entry moved = tab[i];
            tab[i] = null;
            used--;
            if (moved.get() != null) {
                insert(moved);
            }
        }
    }

    /** Drops stale entries, and doubles the table if it is still half full. */
    private void rebuild() {
        Entry[] old = table;
        int live = 0;
        for (Entry e : old) {
            if (e != null && e.get() != null) {
                live++;
            }
        }
        table = new Entry[live * 2 >= old.length ? old.length * 2 : old.length];
        used = 0;
        for (Entry e : old) {
            if (e != null && e.get() != null) {
                insert(e);
            }
        }
    }

    ThreadLocalMap inheritedCopy() {
        ThreadLocalMap copy = new ThreadLocalMap();
        for (Entry e : table) {
            ThreadLocal<?> key = e == null ? null : e.get();
            if (key != null) {
                copy.put(key, key.inheritedValue(e.value));
            }
        }
        return copy;
    }
}
