// Loupe benchmark (micro): uncontended monitors. One thread enters and exits
// monitors that no other thread ever touches: synchronized instance methods
// of a counter, a StringBuffer-like character buffer whose synchronized
// methods call each other (re-entering the monitor it already holds), a
// synchronized static method (the class's monitor), synchronized blocks on a
// lock object, two nested blocks on different objects, and the class
// library's own synchronized StringBuffer and Vector. The checksum folds the
// counters and the buffers' contents.
//
// usage: MonitorUncontended [s1|s10|s100|param=<iterations>]   (default s10)
// prints: bench MonitorUncontended size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.Vector;

final class SyncCounter {
    private long value;
    private int updates;

    synchronized void add(int delta) {
        value += delta;
        updates++;
    }

    synchronized long value() {
        return value;
    }

    synchronized int updates() {
        return updates;
    }
}

// A StringBuffer-like character buffer: every public method is synchronized,
// and append(String) re-enters through ensureCapacity() and append(char).
final class CharBuffer {
    private char[] chars = new char[16];
    private int length;

    synchronized void ensureCapacity(int needed) {
        if (needed > chars.length) {
            char[] bigger = new char[Math.max(needed, chars.length * 2)];
            System.arraycopy(chars, 0, bigger, 0, length);
            chars = bigger;
        }
    }

    synchronized CharBuffer append(char c) {
        ensureCapacity(length + 1);
        chars[length++] = c;
        return this;
    }

    synchronized CharBuffer append(String s) {
        ensureCapacity(length + s.length());
        for (int k = 0; k < s.length(); k++) {
            append(s.charAt(k));
        }
        return this;
    }

    synchronized int length() {
        return length;
    }

    synchronized int hash() {
        int h = 0;
        for (int k = 0; k < length; k++) {
            h = 31 * h + chars[k];
        }
        return h;
    }

    synchronized void clear() {
        length = 0;
    }
}

public class MonitorUncontended {
    static final String NAME = "MonitorUncontended";
    // Iterations per size (about 20 monitor enters each).
    static final int[] PARAMS = {12_000, 120_000, 1_200_000};
    static final long[] CHECKSUMS = {-6435290312379643845L, 8792290580035860979L, -7299112864108150988L};

    static final String[] PIECES = {"ab", "cde", "f", "ghij"};
    static final Object LOCK = new Object();
    static final Object OTHER = new Object();
    static int staticTotal;
    static long guarded;

    static synchronized void addStatic(int v) {
        staticTotal += v;
    }

    static long kernel(int iterations) {
        staticTotal = 0;
        guarded = 0;
        SyncCounter counter = new SyncCounter();
        CharBuffer buffer = new CharBuffer();
        StringBuffer library = new StringBuffer();
        Vector<Integer> vector = new Vector<>();
        long fold = 0;
        for (int i = 0; i < iterations; i++) {
            counter.add(i & 7);
            counter.add(1);
            addStatic(i & 3);
            buffer.append(PIECES[i & 3]).append((char) ('0' + i % 10));
            synchronized (LOCK) {
                guarded += i;
            }
            synchronized (LOCK) {
                synchronized (OTHER) {
                    guarded ^= counter.value();
                }
            }
            library.append(i & 15).append(',');
            vector.add(i);
            if (buffer.length() > 200) {
                fold = fold * 31 + buffer.hash();
                buffer.clear();
            }
            if (vector.size() == 64) {
                fold = fold * 31 + vector.get(i & 63) + library.length();
                vector.clear();
                library.setLength(0);
            }
        }
        fold = fold * 31 + counter.value() + counter.updates();
        fold = fold * 31 + buffer.hash() + library.toString().hashCode();
        return fold * 31 + staticTotal + guarded;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, MonitorUncontended::kernel);
    }
}
