package java.util.logging;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.HashSet;
import java.util.Set;

/**
 * Writes records to a rotating set of files named by a pattern: "/" the
 * path separator, "%t" java.io.tmpdir, "%h" user.home, "%g" the generation
 * (0 is the newest), "%u" a number that makes the name unique, "%%" a
 * percent sign. Without "%g" and with more than one file the generation is
 * appended after a dot; without "%u" a needed unique number is appended
 * after a dot too. Level ALL and an XMLFormatter by default. After each
 * record the stream is flushed; once limit bytes (if limit &gt; 0) are
 * written the files are rotated (n-1 → n ... 0 → 1) and generation 0 is
 * started afresh.
 *
 * The lock that reserves a name is the file "name.lck": this JVM never
 * reuses a name it holds; a lock file left by another process is taken
 * over (the JDK asks the operating system for a file lock, which Loupe
 * does not have).
 */
public class FileHandler extends StreamHandler {
    private static final String PREFIX = "java.util.logging.FileHandler";
    /** Lock file names held by this JVM's open FileHandlers. */
    private static final Set<String> HELD_LOCKS = new HashSet<>();

    private final String pattern;
    private final long limit;
    private final int count;
    private final boolean append;
    private File[] files;
    private String lockFileName;
    private CountingStream meter;

    public FileHandler() throws IOException, SecurityException {
        this(configuredPattern(), LogManager.getLogManager().intProperty(PREFIX + ".limit", 0),
                LogManager.getLogManager().intProperty(PREFIX + ".count", 1),
                LogManager.getLogManager().booleanProperty(PREFIX + ".append", false));
    }

    public FileHandler(String pattern) throws IOException, SecurityException {
        this(pattern, 0L, 1, false);
    }

    public FileHandler(String pattern, boolean append) throws IOException, SecurityException {
        this(pattern, 0L, 1, append);
    }

    public FileHandler(String pattern, int limit, int count) throws IOException, SecurityException {
        this(pattern, (long) limit, count, false);
    }

    public FileHandler(String pattern, int limit, int count, boolean append)
            throws IOException, SecurityException {
        this(pattern, (long) limit, count, append);
    }

    public FileHandler(String pattern, long limit, int count, boolean append)
            throws IOException, SecurityException {
        super(PREFIX, Level.ALL, new XMLFormatter());
        if (limit < 0 || count < 1 || pattern.length() < 1) {
            throw new IllegalArgumentException();
        }
        this.pattern = pattern;
        this.limit = limit;
        this.count = count;
        this.append = append;
        openFiles();
    }

    private static String configuredPattern() {
        String configured = LogManager.getLogManager().getProperty(PREFIX + ".pattern");
        return configured != null ? configured : "%h/java%u.log";
    }

    /** Reserves the first free unique number, then opens generation 0. */
    private void openFiles() throws IOException {
        for (int unique = 0; ; unique++) {
            String lockName = generate(pattern, 0, unique) + ".lck";
            synchronized (HELD_LOCKS) {
                if (HELD_LOCKS.contains(lockName)) {
                    continue;
                }
                new FileOutputStream(lockName).close(); // creates or takes over the lock file
                HELD_LOCKS.add(lockName);
            }
            lockFileName = lockName;
            files = new File[count];
            for (int generation = 0; generation < count; generation++) {
                files[generation] = new File(generate(pattern, generation, unique));
            }
            break;
        }
        if (append) {
            open(files[0], true);
        } else {
            rotate();
        }
    }

    private void open(File file, boolean appendToFile) throws IOException {
        long existing = appendToFile ? file.length() : 0;
        FileOutputStream fileStream = new FileOutputStream(file.toString(), appendToFile);
        meter = new CountingStream(fileStream, existing);
        setOutputStream(meter);
    }

    /** The file name of one generation: the pattern's fields replaced. */
    private String generate(String pattern, int generation, int unique) {
        StringBuilder name = new StringBuilder();
        boolean sawGeneration = false;
        boolean sawUnique = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            char next = i + 1 < pattern.length() ? Character.toLowerCase(pattern.charAt(i + 1)) : 0;
            if (c == '%' && next == 't') {
                name.append(System.getProperty("java.io.tmpdir"));
                i++;
            } else if (c == '%' && next == 'h') {
                name.append(System.getProperty("user.home"));
                i++;
            } else if (c == '%' && next == 'g') {
                name.append(generation);
                sawGeneration = true;
                i++;
            } else if (c == '%' && next == 'u') {
                name.append(unique);
                sawUnique = true;
                i++;
            } else if (c == '%' && next == '%') {
                name.append('%');
                i++;
            } else {
                name.append(c);
            }
        }
        if (count > 1 && !sawGeneration) {
            name.append('.').append(generation);
        }
        if (unique > 0 && !sawUnique) {
            name.append('.').append(unique);
        }
        return name.toString();
    }

    /** Shifts every generation up by one (the oldest is dropped) and starts generation 0. */
    private synchronized void rotate() {
        Level kept = getLevel();
        setLevel(Level.OFF);
        super.close();
        for (int i = count - 2; i >= 0; i--) {
            File older = files[i];
            File newer = files[i + 1];
            if (older.exists()) {
                if (newer.exists()) {
                    newer.delete();
                }
                older.renameTo(newer);
            }
        }
        try {
            open(files[0], false);
        } catch (IOException ex) {
            reportError(null, ex, ErrorManager.OPEN_FAILURE);
        }
        setLevel(kept);
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        super.publish(record);
        flush();
        if (limit > 0 && meter.written >= limit) {
            rotate();
        }
    }

    /** Closes the file and releases the lock file. */
    @Override
    public synchronized void close() throws SecurityException {
        super.close();
        if (lockFileName == null) {
            return;
        }
        new File(lockFileName).delete();
        synchronized (HELD_LOCKS) {
            HELD_LOCKS.remove(lockFileName);
        }
        lockFileName = null;
    }

    /** Counts the bytes written, to know when to rotate. */
    private static final class CountingStream extends OutputStream {
        private final OutputStream out;
        long written;

        CountingStream(OutputStream out, long written) {
            this.out = out;
            this.written = written;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            written++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            written += len;
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}
