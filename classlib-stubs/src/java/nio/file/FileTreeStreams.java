package java.nio.file;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiPredicate;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import loupe.internal.FileIO;

/**
 * The streams of Files.walk and Files.find: a lazy depth-first walk that
 * yields a directory before its entries and reads a directory only when the
 * stream reaches it. An I/O error met while the stream is consumed becomes
 * an UncheckedIOException, as in the JDK.
 */
final class FileTreeStreams {
    private FileTreeStreams() {
    }

    /** One path met by the walk, with its attributes (for find's matcher). */
    private static final class Entry {
        final Path path;
        final BasicFileAttributes attributes;

        Entry(Path path, BasicFileAttributes attributes) {
            this.path = path;
            this.attributes = attributes;
        }
    }

    private static final class Walk implements Iterator<Entry> {
        private final int maxDepth;
        private final boolean followLinks;
        /** Entries still to visit of each open directory, innermost last. */
        private final Deque<Iterator<Path>> open = new ArrayDeque<>();
        /** The keys (device, inode) of the open directories, to detect link cycles. */
        private final Deque<String> openKeys = new ArrayDeque<>();
        private Entry next;

        Walk(Path start, int maxDepth, boolean followLinks) throws IOException {
            this.maxDepth = maxDepth;
            this.followLinks = followLinks;
            long[] a = attributes(start);
            if (a == null) {
                throw new NoSuchFileException(start.toString());
            }
            next = enter(start, a);
        }

        private long[] attributes(Path path) {
            long[] a = FileOps.stat(path, followLinks);
            if (a == null && followLinks) {
                a = FileOps.stat(path, false); // a dangling link is reported as the link itself
            }
            return a;
        }

        /** The entry for a path; a directory within maxDepth is opened so that its entries come next. */
        private Entry enter(Path path, long[] a) throws IOException {
            if (a[FileIO.KIND] == FileIO.DIRECTORY && open.size() < maxDepth) {
                String key = a[FileIO.DEVICE] + ":" + a[FileIO.INODE];
                if (followLinks && openKeys.contains(key)) {
                    throw new FileSystemLoopException(path.toString());
                }
                List<Path> entries = Files.entries(path);
                open.addLast(entries.iterator());
                openKeys.addLast(key);
            }
            return new Entry(path, FileOps.basicAttributes(a));
        }

        @Override
        public boolean hasNext() {
            while (next == null && !open.isEmpty()) {
                Iterator<Path> entries = open.peekLast();
                if (!entries.hasNext()) {
                    open.removeLast();
                    openKeys.removeLast();
                    continue;
                }
                Path path = entries.next();
                long[] a = attributes(path);
                if (a == null) {
                    continue; // removed since the directory was read
                }
                try {
                    next = enter(path, a);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return next != null;
        }

        @Override
        public Entry next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Entry result = next;
            next = null;
            return result;
        }
    }

    static Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options) throws IOException {
        return entries(start, maxDepth, options).map(entry -> entry.path);
    }

    static Stream<Path> find(Path start, int maxDepth, BiPredicate<Path, BasicFileAttributes> matcher,
            FileVisitOption... options) throws IOException {
        return entries(start, maxDepth, options).filter(entry -> matcher.test(entry.path, entry.attributes))
                .map(entry -> entry.path);
    }

    private static Stream<Entry> entries(Path start, int maxDepth, FileVisitOption... options) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        boolean followLinks = false;
        for (FileVisitOption option : options) {
            followLinks |= option == FileVisitOption.FOLLOW_LINKS;
        }
        Walk walk = new Walk(start, maxDepth, followLinks);
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(walk, Spliterator.DISTINCT), false);
    }
}
