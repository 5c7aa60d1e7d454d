package java.nio.file;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import loupe.internal.FileIO;

/**
 * A Unix path: its text normalized once at construction (no repeated or
 * trailing "/"), and the offsets of its names, so that getName, getParent and
 * subpath are substrings. The empty path has one name, the empty one.
 */
final class UnixPath implements Path {
    private final FileSystem fileSystem;
    private final String path;
    /** Where each name starts in path. */
    private final int[] offsets;

    UnixPath(FileSystem fileSystem, String input) {
        this.fileSystem = fileSystem;
        this.path = normalizeAndCheck(input);
        this.offsets = nameOffsets(path);
    }

    private static String normalizeAndCheck(String input) {
        StringBuilder sb = new StringBuilder(input.length());
        char previous = 0;
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (c == '\u0000') {
                throw new InvalidPathException(input, "Nul character not allowed");
            }
            if (c == '/' && previous == '/') {
                continue;
            }
            sb.append(c);
            previous = c;
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    private static int[] nameOffsets(String path) {
        if (path.isEmpty()) {
            return new int[] {0};
        }
        ArrayList<Integer> starts = new ArrayList<>();
        for (int i = 0; i < path.length(); i++) {
            if (path.charAt(i) != '/' && (i == 0 || path.charAt(i - 1) == '/')) {
                starts.add(i);
            }
        }
        int[] result = new int[starts.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = starts.get(i);
        }
        return result;
    }

    private UnixPath make(String text) {
        return new UnixPath(fileSystem, text);
    }

    private static UnixPath checkPath(Path other) {
        if (other == null) {
            throw new NullPointerException();
        }
        if (!(other instanceof UnixPath)) {
            throw new ProviderMismatchException();
        }
        return (UnixPath) other;
    }

    public FileSystem getFileSystem() {
        return fileSystem;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public Path getRoot() {
        return isAbsolute() ? make("/") : null;
    }

    public int getNameCount() {
        return offsets.length;
    }

    private String name(int index) {
        int end = index + 1 < offsets.length ? offsets[index + 1] - 1 : path.length();
        return path.substring(offsets[index], end);
    }

    public Path getFileName() {
        if (offsets.length == 0) {
            return null;
        }
        return offsets.length == 1 && !isAbsolute() ? this : make(name(offsets.length - 1));
    }

    public Path getParent() {
        if (offsets.length == 0) {
            return null;
        }
        int lastStart = offsets[offsets.length - 1];
        if (lastStart == 0) {
            return null;
        }
        return make(lastStart == 1 ? "/" : path.substring(0, lastStart - 1));
    }

    public Path getName(int index) {
        if (index < 0 || index >= offsets.length) {
            throw new IllegalArgumentException();
        }
        return make(name(index));
    }

    public Path subpath(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex >= offsets.length || endIndex > offsets.length || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        int end = endIndex < offsets.length ? offsets[endIndex] - 1 : path.length();
        return make(path.substring(offsets[beginIndex], end));
    }

    public boolean startsWith(Path other) {
        UnixPath that = checkPath(other);
        if (that.isAbsolute() != isAbsolute() || that.offsets.length > offsets.length) {
            return false;
        }
        if (that.path.isEmpty()) {
            return path.isEmpty();
        }
        for (int i = 0; i < that.offsets.length; i++) {
            if (!that.name(i).equals(name(i))) {
                return false;
            }
        }
        return true;
    }

    public boolean endsWith(Path other) {
        UnixPath that = checkPath(other);
        if (that.isAbsolute()) {
            return that.path.equals(path);
        }
        int shift = offsets.length - that.offsets.length;
        if (shift < 0 || (that.path.isEmpty() && !path.isEmpty())) {
            return false;
        }
        for (int i = 0; i < that.offsets.length; i++) {
            if (!that.name(i).equals(name(shift + i))) {
                return false;
            }
        }
        return true;
    }

    /** Drops "." names and each name followed by ".."; an absolute path cannot climb above "/". */
    public Path normalize() {
        ArrayList<String> names = new ArrayList<>();
        for (int i = 0; i < offsets.length; i++) {
            String n = name(i);
            if (n.equals(".")) {
                continue;
            }
            if (n.equals("..")) {
                if (!names.isEmpty() && !names.get(names.size() - 1).equals("..")) {
                    names.remove(names.size() - 1);
                    continue;
                }
                if (isAbsolute()) {
                    continue;
                }
            }
            names.add(n);
        }
        String joined = String.join("/", names);
        return make(isAbsolute() ? "/" + joined : joined);
    }

    public Path resolve(Path other) {
        UnixPath that = checkPath(other);
        if (that.isAbsolute()) {
            return that;
        }
        if (that.path.isEmpty()) {
            return this;
        }
        if (path.isEmpty()) {
            return that;
        }
        return make(path.equals("/") ? "/" + that.path : path + "/" + that.path);
    }

    /** The path that, resolved against this one, gives other: "..", then other's remaining names. */
    public Path relativize(Path other) {
        UnixPath that = checkPath(other);
        if (that.isAbsolute() != isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (that.path.equals(path)) {
            return make("");
        }
        String[] mine = path.isEmpty() ? new String[0] : names();
        String[] theirs = that.path.isEmpty() ? new String[0] : that.names();
        int common = 0;
        while (common < mine.length && common < theirs.length && mine[common].equals(theirs[common])) {
            common++;
        }
        ArrayList<String> parts = new ArrayList<>();
        for (int i = common; i < mine.length; i++) {
            parts.add("..");
        }
        parts.addAll(Arrays.asList(theirs).subList(common, theirs.length));
        return make(String.join("/", parts));
    }

    private String[] names() {
        String[] result = new String[offsets.length];
        for (int i = 0; i < result.length; i++) {
            result[i] = name(i);
        }
        return result;
    }

    @Override
    public java.net.URI toUri() {
        String absolute = toAbsolutePath().toString();
        if (!absolute.endsWith("/") && Files.isDirectory(this)) absolute = absolute + "/";
        try {
            return new java.net.URI("file", "", absolute, null, null);
        } catch (java.net.URISyntaxException e) {
            throw new Error(e);  // an absolute path always makes a valid URI
        }
    }

    @Override
    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        String userDir = System.getProperty("user.dir");
        return path.isEmpty() ? make(userDir) : make(userDir + "/" + path);
    }

    public Path toRealPath(LinkOption... options) throws IOException {
        String absolute = toAbsolutePath().toString();
        boolean follow = true;
        for (LinkOption option : options) {
            if (option == LinkOption.NOFOLLOW_LINKS) {
                follow = false;
            }
        }
        if (!follow) {
            if (FileIO.attributes(absolute, false) == null) {
                throw new NoSuchFileException(path);
            }
            return make(absolute).normalize();
        }
        String real = FileIO.realPath(absolute);
        if (real == null) {
            throw new NoSuchFileException(path);
        }
        return make(real);
    }

    public int compareTo(Path other) {
        return path.compareTo(((UnixPath) other).path);
    }

    public boolean equals(Object other) {
        return other instanceof UnixPath && ((UnixPath) other).path.equals(path);
    }

    public int hashCode() {
        return path.hashCode();
    }

    public String toString() {
        return path;
    }
}
