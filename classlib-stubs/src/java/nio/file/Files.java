package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import loupe.internal.FileIO;

/**
 * Operations on files and directories by path. Failures throw the JDK's
 * exceptions (NoSuchFileException, FileAlreadyExistsException,
 * DirectoryNotEmptyException, ...), whose message is the path. Text is UTF-8
 * unless a charset is given. The stream-returning lines, list, walk and find
 * are in FileStreams.
 */
public final class Files {
    private Files() {}

    // Queries.

    public static boolean exists(Path path, LinkOption... options) {
        return FileOps.stat(path, FileOps.followLinks(options)) != null;
    }

    public static boolean notExists(Path path, LinkOption... options) {
        return !exists(path, options);
    }

    private static boolean isKind(Path path, int kind, LinkOption... options) {
        long[] a = FileOps.stat(path, FileOps.followLinks(options));
        return a != null && a[FileIO.KIND] == kind;
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        return isKind(path, FileIO.DIRECTORY, options);
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        return isKind(path, FileIO.REGULAR, options);
    }

    public static boolean isSymbolicLink(Path path) {
        return isKind(path, FileIO.SYMBOLIC_LINK, LinkOption.NOFOLLOW_LINKS);
    }

    public static boolean isReadable(Path path) {
        return FileIO.access(path.toString(), FileIO.CAN_READ);
    }

    public static boolean isWritable(Path path) {
        return FileIO.access(path.toString(), FileIO.CAN_WRITE);
    }

    public static boolean isExecutable(Path path) {
        return FileIO.access(path.toString(), FileIO.CAN_EXECUTE);
    }

    public static boolean isHidden(Path path) throws IOException {
        Path name = path.getFileName();
        return name != null && name.toString().startsWith(".");
    }

    /** Same device and inode, or equal paths. */
    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        long[] a = FileOps.statOrThrow(path, true);
        long[] b = FileOps.statOrThrow(path2, true);
        return a[FileIO.DEVICE] == b[FileIO.DEVICE] && a[FileIO.INODE] == b[FileIO.INODE];
    }

    public static long size(Path path) throws IOException {
        return FileOps.statOrThrow(path, true)[FileIO.SIZE];
    }

    public static FileTime getLastModifiedTime(Path path, LinkOption... options) throws IOException {
        return FileTime.fromMillis(FileOps.statOrThrow(path, FileOps.followLinks(options))[FileIO.MODIFIED]);
    }

    public static Path setLastModifiedTime(Path path, FileTime time) throws IOException {
        FileOps.statOrThrow(path, true);
        FileIO.setLastModified(path.toString(), time.toMillis());
        return path;
    }

    @SuppressWarnings("unchecked")
    public static <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
            throws IOException {
        if (type != BasicFileAttributes.class) {
            throw new UnsupportedOperationException(type.getName() + " is not supported");
        }
        return (A) FileOps.basicAttributes(FileOps.statOrThrow(path, FileOps.followLinks(options)));
    }

    /** -1 when the files have the same content, else the position of the first difference. */
    public static long mismatch(Path path, Path path2) throws IOException {
        byte[] a = readAllBytes(path);
        byte[] b = isSameFile(path, path2) ? a : readAllBytes(path2);
        int common = Math.min(a.length, b.length);
        for (int i = 0; i < common; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : common;
    }

    // Reading and writing.

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        return FileOps.newInputStream(path, options);
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        return FileOps.newOutputStream(path, options);
    }

    /** A FileChannel over the file (see FileChannel.open for the options). */
    public static java.nio.channels.SeekableByteChannel newByteChannel(Path path, OpenOption... options)
            throws IOException {
        return java.nio.channels.FileChannel.open(path, options);
    }

    public static java.nio.channels.SeekableByteChannel newByteChannel(Path path,
            java.util.Set<? extends OpenOption> options, FileAttribute<?>... attrs) throws IOException {
        return java.nio.channels.FileChannel.open(path, options, attrs);
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        // The JDK's reader reports malformed input (MalformedInputException) instead of replacing it.
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs.newDecoder()));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    public static byte[] readAllBytes(Path path) throws IOException {
        try (InputStream in = newInputStream(path)) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            FileOps.transfer(in, bytes);
            return bytes.toByteArray();
        }
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        return new String(readAllBytes(path), cs);
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        try (BufferedReader reader = newBufferedReader(path, cs)) {
            List<String> lines = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(line);
            }
            return lines;
        }
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        try (OutputStream out = newOutputStream(path, options)) {
            out.write(bytes);
        }
        return path;
    }

    /** Each line followed by the line separator. */
    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options)
            throws IOException {
        try (BufferedWriter writer = newBufferedWriter(path, cs, options)) {
            for (CharSequence line : lines) {
                writer.append(line);
                writer.newLine();
            }
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options)
            throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options)
            throws IOException {
        return write(path, csq.toString().getBytes(cs), options);
    }

    // Creating, copying, moving and deleting.

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        FileOps.noInitialAttributes(attrs);
        int error = FileIO.createNew(path.toString());
        if (error != 0) {
            throw FileOps.failure(error, path, null);
        }
        return path;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        FileOps.noInitialAttributes(attrs);
        int error = FileIO.mkdir(dir.toString());
        if (error != 0) {
            throw FileOps.failure(error, dir, null);
        }
        return dir;
    }

    /**
     * Creates the directory and its missing parents; an existing directory is
     * fine. As the JDK: answers dir when it could be created (or existed)
     * directly, else creates the missing parents of its absolute path and
     * answers that.
     */
    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        FileOps.noInitialAttributes(attrs);
        int error = FileIO.mkdir(dir.toString());
        if (error == 0 || (error == FileIO.EEXIST && isDirectory(dir))) {
            return dir;
        }
        if (error == FileIO.EEXIST) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        Path absolute = dir.toAbsolutePath();
        Path parent = absolute.getParent();
        if (parent != null) {
            createDirectories(parent);
        }
        error = FileIO.mkdir(absolute.toString());
        if (error != 0 && !(error == FileIO.EEXIST && isDirectory(absolute))) {
            throw FileOps.failure(error, absolute, null);
        }
        return absolute;
    }

    public static Path createTempFile(String prefix, String suffix, FileAttribute<?>... attrs) throws IOException {
        FileOps.noInitialAttributes(attrs);
        return createTempFile(Paths.get(System.getProperty("java.io.tmpdir")), prefix, suffix, attrs);
    }

    /** prefix + a random unsigned long + suffix (".tmp" when null), as the JDK names them. */
    public static Path createTempFile(Path dir, String prefix, String suffix, FileAttribute<?>... attrs) throws IOException {
        FileOps.noInitialAttributes(attrs);
        while (true) {
            Path candidate = dir.resolve(tempName(prefix, suffix == null ? ".tmp" : suffix));
            int error = FileIO.createNew(candidate.toString());
            if (error == 0) {
                return candidate;
            }
            if (error != FileIO.EEXIST) {
                throw FileOps.failure(error, candidate, null);
            }
        }
    }

    public static Path createTempDirectory(String prefix, FileAttribute<?>... attrs) throws IOException {
        FileOps.noInitialAttributes(attrs);
        return createTempDirectory(Paths.get(System.getProperty("java.io.tmpdir")), prefix, attrs);
    }

    public static Path createTempDirectory(Path dir, String prefix, FileAttribute<?>... attrs) throws IOException {
        FileOps.noInitialAttributes(attrs);
        while (true) {
            Path candidate = dir.resolve(tempName(prefix, ""));
            int error = FileIO.mkdir(candidate.toString());
            if (error == 0) {
                return candidate;
            }
            if (error != FileIO.EEXIST) {
                throw FileOps.failure(error, candidate, null);
            }
        }
    }

    private static final class TempNames {
        static final Random RANDOM = new Random();
    }

    private static String tempName(String prefix, String suffix) {
        String name = (prefix == null ? "" : prefix) + Long.toUnsignedString(TempNames.RANDOM.nextLong()) + suffix;
        if (name.indexOf('/') >= 0) {
            throw new IllegalArgumentException("Invalid prefix or suffix");
        }
        return name;
    }

    public static Path createSymbolicLink(Path link, Path target, FileAttribute<?>... attrs) throws IOException {
        FileOps.noInitialAttributes(attrs);
        int error = FileIO.symlink(link.toString(), target.toString());
        if (error != 0) {
            throw FileOps.failure(error, link, null);
        }
        return link;
    }

    public static Path readSymbolicLink(Path link) throws IOException {
        long[] a = FileOps.statOrThrow(link, false);
        if (a[FileIO.KIND] != FileIO.SYMBOLIC_LINK) {
            throw new NotLinkException(link.toString());
        }
        return Paths.get(FileIO.readLink(link.toString()));
    }

    public static void delete(Path path) throws IOException {
        int error = FileIO.remove(path.toString());
        if (error != 0) {
            throw FileOps.failure(error, path, null);
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        int error = FileIO.remove(path.toString());
        if (error == FileIO.ENOENT) {
            return false;
        }
        if (error != 0) {
            throw FileOps.failure(error, path, null);
        }
        return true;
    }

    /** Copies a file's bytes (or creates an empty directory for a directory). */
    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        long[] a = FileOps.statOrThrow(source, FileOps.followLinks(options));
        if (FileOps.stat(target, false) != null) {
            if (!FileOps.has(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        if (a[FileIO.KIND] == FileIO.DIRECTORY) {
            createDirectory(target, new FileAttribute<?>[0]);
        } else {
            try (InputStream in = newInputStream(source); OutputStream out = newOutputStream(target)) {
                FileOps.transfer(in, out);
            }
        }
        if (FileOps.has(options, StandardCopyOption.COPY_ATTRIBUTES)) {
            FileIO.setLastModified(target.toString(), a[FileIO.MODIFIED]);
            FileIO.chmod(target.toString(), (int) a[FileIO.MODE]);
        }
        return target;
    }

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        if (FileOps.stat(target, false) != null) {
            if (!FileOps.has(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        try (OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            return FileOps.transfer(in, out);
        }
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        try (InputStream in = newInputStream(source)) {
            return FileOps.transfer(in, out);
        }
    }

    /** rename(2); without REPLACE_EXISTING an existing target is an error. */
    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        FileOps.statOrThrow(source, false);
        if (!FileOps.has(options, StandardCopyOption.REPLACE_EXISTING)
                && !FileOps.has(options, StandardCopyOption.ATOMIC_MOVE) && FileOps.stat(target, false) != null) {
            throw new FileAlreadyExistsException(target.toString());
        }
        int error = FileIO.rename(source.toString(), target.toString());
        if (error != 0) {
            throw FileOps.failure(error, source, target);
        }
        return target;
    }

    // Directories.

    /** The entries of a directory, in the file system's order. */
    static List<Path> entries(Path dir) throws IOException {
        long[] a = FileOps.statOrThrow(dir, true);
        if (a[FileIO.KIND] != FileIO.DIRECTORY) {
            throw new NotDirectoryException(dir.toString());
        }
        String[] names = FileIO.list(dir.toString().isEmpty() ? "." : dir.toString());
        if (names == null) {
            throw new AccessDeniedException(dir.toString());
        }
        List<Path> paths = new ArrayList<>(names.length);
        for (String name : names) {
            paths.add(dir.resolve(name));
        }
        return paths;
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        return newDirectoryStream(dir, entry -> true);
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, final DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        final List<Path> chosen = new ArrayList<>();
        for (Path entry : entries(dir)) {
            if (filter.accept(entry)) {
                chosen.add(entry);
            }
        }
        return new DirectoryStream<Path>() {
            private boolean iterated;
            private boolean closed;

            public Iterator<Path> iterator() {
                if (closed) {
                    throw new IllegalStateException("Directory stream is closed");
                }
                if (iterated) {
                    throw new IllegalStateException("Iterator already obtained");
                }
                iterated = true;
                return chosen.iterator();
            }

            public void close() {
                closed = true;
            }
        };
    }

    // Streams.

    /** The lines of a file, read lazily; closing the stream closes the file. */
    public static java.util.stream.Stream<String> lines(Path path, Charset cs) throws IOException {
        final BufferedReader reader = newBufferedReader(path, cs);
        try {
            return reader.lines().onClose(() -> {
                try {
                    reader.close();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        } catch (RuntimeException | Error e) {
            reader.close();
            throw e;
        }
    }

    public static java.util.stream.Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }

    /** The entries of a directory (not recursive), in the file system's order. */
    public static java.util.stream.Stream<Path> list(Path dir) throws IOException {
        return entries(dir).stream();
    }

    /** Depth-first from start, each directory before its entries, at most maxDepth levels below start. */
    public static java.util.stream.Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options)
            throws IOException {
        return FileTreeStreams.walk(start, maxDepth, options);
    }

    public static java.util.stream.Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return FileTreeStreams.walk(start, Integer.MAX_VALUE, options);
    }

    /** The paths of walk(start, maxDepth, options) that the matcher accepts with their attributes. */
    public static java.util.stream.Stream<Path> find(Path start, int maxDepth,
            java.util.function.BiPredicate<Path, BasicFileAttributes> matcher, FileVisitOption... options)
            throws IOException {
        return FileTreeStreams.find(start, maxDepth, matcher, options);
    }

    public static Path walkFileTree(Path start, FileVisitor<? super Path> visitor) throws IOException {
        FileTreeWalker.walk(start, Integer.MAX_VALUE, visitor);
        return start;
    }

    public static Path walkFileTree(Path start, java.util.Set<FileVisitOption> options, int maxDepth,
            FileVisitor<? super Path> visitor) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        FileTreeWalker.walk(start, maxDepth, visitor);
        return start;
    }
}
