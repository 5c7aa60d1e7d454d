package java.util.zip;

import java.io.Closeable;
import java.io.EOFException;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Reads a ZIP file through its central directory, which is read once when
 * the file is opened (entries keep the central directory's order). Entry
 * data is read on demand from the file, by random access.
 */
public class ZipFile implements ZipConstants, Closeable {
    public static final int OPEN_READ = 0x1;
    public static final int OPEN_DELETE = 0x4;

    private final String name;
    private RandomAccessFile file;
    private final List<ZipEntry> entries;
    /** Local header offsets, parallel to entries. */
    private final long[] localHeaderOffsets;
    /** Entry index by name; with duplicate names the last one wins. */
    private final Map<String, Integer> indexByName = new HashMap<>();
    private final String comment;
    private boolean closed;
    private final List<Closeable> openStreams = new ArrayList<>();

    public ZipFile(String name) throws IOException {
        this(new File(name), OPEN_READ);
    }

    public ZipFile(File file, int mode) throws IOException {
        this(file, mode, StandardCharsets.UTF_8);
    }

    public ZipFile(File file) throws ZipException, IOException {
        this(file, OPEN_READ);
    }

    public ZipFile(String name, Charset charset) throws IOException {
        this(new File(name), OPEN_READ, charset);
    }

    public ZipFile(File file, Charset charset) throws IOException {
        this(file, OPEN_READ, charset);
    }

    public ZipFile(File file, int mode, Charset charset) throws IOException {
        if ((mode & OPEN_READ) == 0 || (mode & ~(OPEN_READ | OPEN_DELETE)) != 0) {
            throw new IllegalArgumentException("Illegal mode: 0x" + Integer.toHexString(mode));
        }
        Objects.requireNonNull(charset, "charset");
        this.name = file.getPath();
        if (!file.exists()) {
            throw new NoSuchFileException(name);
        }
        this.file = new RandomAccessFile(file, "r");
        try {
            ZipDirectory directory = ZipDirectory.read(this.file, charset);
            this.entries = directory.entries;
            this.localHeaderOffsets = directory.localHeaderOffsets;
            this.comment = directory.comment;
        } catch (IOException | RuntimeException e) {
            this.file.close();
            throw e;
        }
        for (int i = 0; i < entries.size(); i++) {
            indexByName.put(entries.get(i).name, i);
        }
        if ((mode & OPEN_DELETE) != 0) {
            // The open file stays readable after its name is removed.
            file.delete();
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("zip file closed");
        }
    }

    public String getComment() {
        synchronized (this) {
            ensureOpen();
            return comment;
        }
    }

    /** The entry of that name, else of that name plus "/" (a directory), else null. */
    public ZipEntry getEntry(String name) {
        Objects.requireNonNull(name, "name");
        synchronized (this) {
            ensureOpen();
            int index = indexOf(name);
            return index < 0 ? null : copyOf(index);
        }
    }

    private int indexOf(String name) {
        Integer index = indexByName.get(name);
        if (index == null && !name.endsWith("/")) {
            index = indexByName.get(name + "/");
        }
        return index == null ? -1 : index;
    }

    /** Each call hands out a fresh entry, so that callers may change theirs. */
    private ZipEntry copyOf(int index) {
        return (ZipEntry) entries.get(index).clone();
    }

    /** The data of the entry with that entry's name (decompressed), or null if there is none. */
    public InputStream getInputStream(ZipEntry entry) throws IOException {
        Objects.requireNonNull(entry, "entry");
        synchronized (this) {
            ensureOpen();
            int index = indexByName.containsKey(entry.name) ? indexByName.get(entry.name) : -1;
            if (index < 0) {
                return null;
            }
            ZipEntry stored = entries.get(index);
            EntryDataStream data = new EntryDataStream(localHeaderOffsets[index], stored.csize);
            InputStream result;
            switch (stored.method) {
                case ZipEntry.STORED:
                    result = data;
                    break;
                case ZipEntry.DEFLATED:
                    long bufferSize = stored.size + 2;
                    if (bufferSize > 65536) {
                        bufferSize = 8192;
                    }
                    if (bufferSize <= 0) {
                        bufferSize = 4096;
                    }
                    result = new EntryInflaterStream(data, stored.size, (int) bufferSize);
                    break;
                default:
                    throw new ZipException("invalid compression method");
            }
            openStreams.add((Closeable) result);
            return result;
        }
    }

    public String getName() {
        return name;
    }

    public Enumeration<? extends ZipEntry> entries() {
        synchronized (this) {
            ensureOpen();
        }
        return new Enumeration<ZipEntry>() {
            private int next;

            public boolean hasMoreElements() {
                synchronized (ZipFile.this) {
                    ensureOpen();
                    return next < entries.size();
                }
            }

            public ZipEntry nextElement() {
                synchronized (ZipFile.this) {
                    ensureOpen();
                    if (next >= entries.size()) {
                        throw new NoSuchElementException();
                    }
                    return copyOf(next++);
                }
            }
        };
    }

    public Stream<? extends ZipEntry> stream() {
        synchronized (this) {
            ensureOpen();
            List<ZipEntry> copies = new ArrayList<>(entries.size());
            for (int i = 0; i < entries.size(); i++) {
                copies.add(copyOf(i));
            }
            return Collections.unmodifiableList(copies).stream();
        }
    }

    public int size() {
        synchronized (this) {
            ensureOpen();
            return entries.size();
        }
    }

    /** Closes the file and every stream handed out by getInputStream. */
    public void close() throws IOException {
        List<Closeable> streams;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            streams = new ArrayList<>(openStreams);
            openStreams.clear();
        }
        for (Closeable stream : streams) {
            stream.close();
        }
        synchronized (this) {
            file.close();
        }
    }

    /** An entry's raw (possibly compressed) bytes; the local header is read at the first read. */
    private final class EntryDataStream extends InputStream {
        private final long headerOffset;
        private long position = -1;
        private long remaining;
        private boolean streamClosed;

        EntryDataStream(long headerOffset, long compressedSize) {
            this.headerOffset = headerOffset;
            this.remaining = compressedSize;
        }

        /** Skips the local header, whose name and extra lengths may differ from the central header's. */
        private void locateData() throws IOException {
            if (position >= 0) {
                return;
            }
            byte[] header = new byte[LOCHDR];
            file.seek(headerOffset);
            file.readFully(header);
            if (ZipBuffers.get32(header, 0) != LOCSIG) {
                throw new ZipException("ZipFile invalid LOC header (bad signature)");
            }
            position = headerOffset + LOCHDR + ZipBuffers.get16(header, LOCNAM) + ZipBuffers.get16(header, LOCEXT);
        }

        public int read(byte[] b, int off, int len) throws IOException {
            synchronized (ZipFile.this) {
                if (streamClosed) {
                    return -1;
                }
                if (closed) {
                    throw new ZipException("ZipFile closed");
                }
                locateData();
                Objects.checkFromIndexSize(off, len, b.length);
                if (remaining == 0) {
                    return -1;
                }
                if (len == 0) {
                    return 0;
                }
                int n = (int) Math.min(len, remaining);
                file.seek(position);
                n = file.read(b, off, n);
                if (n == -1) {
                    throw new EOFException("Unexpected end of ZLIB input stream");
                }
                position += n;
                remaining -= n;
                return n;
            }
        }

        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) == 1 ? one[0] & 0xff : -1;
        }

        public long skip(long n) throws IOException {
            synchronized (ZipFile.this) {
                if (closed) {
                    throw new ZipException("ZipFile closed");
                }
                locateData();
                long k = Math.max(0, Math.min(n, remaining));
                position += k;
                remaining -= k;
                return k;
            }
        }

        public int available() {
            return (int) Math.min(remaining, Integer.MAX_VALUE);
        }

        long remaining() {
            return remaining;
        }

        public void close() {
            synchronized (ZipFile.this) {
                streamClosed = true;
                openStreams.remove(this);
            }
        }
    }

    /** A deflated entry's data, decompressed; available() tells the bytes left. */
    private final class EntryInflaterStream extends InflaterInputStream {
        private final long size;
        private boolean sawEnd;
        private boolean streamClosed;

        EntryInflaterStream(EntryDataStream data, long size, int bufferSize) {
            super(data, new Inflater(true), bufferSize);
            this.size = size;
        }

        /**
         * At the end of the raw data zlib may still want a byte to see the
         * final block through: one dummy zero byte is given, once.
         */
        protected void fill() throws IOException {
            if (sawEnd) {
                throw new EOFException("Unexpected end of ZLIB input stream");
            }
            len = in.read(buf, 0, buf.length);
            if (len == -1) {
                buf[0] = 0;
                len = 1;
                sawEnd = true;
            }
            inf.setInput(buf, 0, len);
        }

        public int available() throws IOException {
            if (streamClosed) {
                return 0;
            }
            long left = size - inf.getBytesWritten();
            return left > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) left;
        }

        public void close() throws IOException {
            if (!streamClosed) {
                streamClosed = true;
                super.close(); // closes the data stream too
                inf.end();
                synchronized (ZipFile.this) {
                    openStreams.remove(this);
                }
            }
        }
    }
}
