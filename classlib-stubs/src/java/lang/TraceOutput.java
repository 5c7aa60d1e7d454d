package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;

/** Where Throwable.printStackTrace writes: a PrintStream or a PrintWriter, behind one interface. */
abstract class TraceOutput {
    abstract void println(Object o);

    static final class ToStream extends TraceOutput {
        private final PrintStream stream;

        ToStream(PrintStream stream) {
            this.stream = stream;
        }

        void println(Object o) {
            stream.println(o);
        }
    }

    static final class ToWriter extends TraceOutput {
        private final PrintWriter writer;

        ToWriter(PrintWriter writer) {
            this.writer = writer;
        }

        void println(Object o) {
            writer.println(o);
        }
    }

    /** The throwables already printed, compared by identity (equals may be overridden). */
    static final class Seen {
        private Throwable[] items = new Throwable[8];
        private int size;

        void add(Throwable t) {
            if (size == items.length) {
                Throwable[] grown = new Throwable[size * 2];
                System.arraycopy(items, 0, grown, 0, size);
                items = grown;
            }
            items[size++] = t;
        }

        boolean contains(Throwable t) {
            for (int i = 0; i < size; i++) {
                if (items[i] == t) {
                    return true;
                }
            }
            return false;
        }
    }
}
