package java.io;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Random;
import loupe.internal.FileIO;

/**
 * A file path with Unix rules ("/" separated, normalized without duplicate or
 * trailing slashes), and the file-system operations on it. Everything that
 * touches the disk goes through loupe.internal.FileIO; failures answer false
 * or null, as the JDK's File does, rather than throwing.
 */
public class File implements Serializable, Comparable<File> {
    private static final long serialVersionUID = 301077366599181567L;

    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private final String path;
    /** Length of the "/" prefix of an absolute path, else 0. */
    private final transient int prefixLength;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
        this.prefixLength = prefixLength(path);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            this.path = normalize(child);
        } else if (parent.isEmpty()) {
            this.path = resolve("/", normalize(child));
        } else {
            this.path = resolve(normalize(parent), normalize(child));
        }
        this.prefixLength = prefixLength(path);
    }

    /**
     * The file a "file:" URI names: absolute, hierarchical, with a path and
     * without authority, query or fragment (IllegalArgumentException
     * otherwise, with the JDK's messages).
     */
    public File(java.net.URI uri) {
        if (!uri.isAbsolute()) throw new IllegalArgumentException("URI is not absolute");
        if (uri.isOpaque()) throw new IllegalArgumentException("URI is not hierarchical");
        String scheme = uri.getScheme();
        if (scheme == null || !scheme.equalsIgnoreCase("file")) {
            throw new IllegalArgumentException("URI scheme is not \"file\"");
        }
        if (uri.getRawAuthority() != null) throw new IllegalArgumentException("URI has an authority component");
        if (uri.getRawFragment() != null) throw new IllegalArgumentException("URI has a fragment component");
        if (uri.getRawQuery() != null) throw new IllegalArgumentException("URI has a query component");
        String p = uri.getPath();
        if (p.isEmpty()) throw new IllegalArgumentException("URI path component is empty");
        this.path = normalize(p);
        this.prefixLength = prefixLength(path);
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            this.path = normalize(child);
        } else if (parent.path.isEmpty()) {
            this.path = resolve("/", normalize(child));
        } else {
            this.path = resolve(parent.path, normalize(child));
        }
        this.prefixLength = prefixLength(path);
    }

    private static int prefixLength(String path) {
        return path.startsWith("/") ? 1 : 0;
    }

    /** Collapses runs of '/' and drops a trailing '/' (except for the root itself). */
    private static String normalize(String pathname) {
        int n = pathname.length();
        StringBuilder sb = new StringBuilder(n);
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = pathname.charAt(i);
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        int len = sb.length();
        if (len > 1 && sb.charAt(len - 1) == '/') {
            sb.setLength(len - 1);
        }
        return sb.toString();
    }

    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            return parent.equals("/") ? child : parent + child;
        }
        return parent.equals("/") ? parent + child : parent + '/' + child;
    }

    /** A NUL character makes a path unusable. */
    final boolean isInvalid() {
        return path.indexOf('\u0000') >= 0;
    }

    public String getName() {
        int index = path.lastIndexOf(separatorChar);
        if (index < prefixLength) {
            return path.substring(prefixLength);
        }
        return path.substring(index + 1);
    }

    public String getParent() {
        int index = path.lastIndexOf(separatorChar);
        if (index < prefixLength) {
            if (prefixLength > 0 && path.length() > prefixLength) {
                return path.substring(0, prefixLength);
            }
            return null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return prefixLength > 0;
    }

    /** Relative paths are resolved against the user.dir property. */
    /**
     * "file:" and the absolute path, quoted as a URI path, with a trailing
     * '/' for a directory.
     */
    public java.net.URI toURI() {
        String p = getAbsolutePath();
        if (!p.endsWith("/") && isDirectory()) p = p + "/";
        if (p.startsWith("//")) p = "//" + p;
        try {
            return new java.net.URI("file", null, p, null);
        } catch (java.net.URISyntaxException e) {
            throw new Error(e);  // an absolute path always makes a valid URI
        }
    }

    /** toURI().toURL(), as the deprecated original did without quoting. */
    @Deprecated
    public java.net.URL toURL() throws java.net.MalformedURLException {
        String p = getAbsolutePath();
        if (!p.endsWith("/") && isDirectory()) p = p + "/";
        return new java.net.URL("file", "", p);
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        String userDir = System.getProperty("user.dir");
        return path.isEmpty() ? userDir : resolve(userDir, path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    /** The stat attributes (FileIO.attributes) following links, or null. */
    private long[] attributes() {
        return isInvalid() ? null : FileIO.attributes(pathForSystem(), true);
    }

    /** The empty path means the current directory to the system. */
    private String pathForSystem() {
        return path.isEmpty() ? "." : path;
    }

    public boolean exists() {
        return attributes() != null;
    }

    public boolean isDirectory() {
        long[] a = attributes();
        return a != null && a[FileIO.KIND] == FileIO.DIRECTORY;
    }

    public boolean isFile() {
        long[] a = attributes();
        return a != null && a[FileIO.KIND] == FileIO.REGULAR;
    }

    /** On Unix, a file whose name starts with a dot. */
    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public long length() {
        long[] a = attributes();
        return a == null ? 0L : a[FileIO.SIZE];
    }

    /** Milliseconds since the epoch, 0 when the file does not exist. */
    public long lastModified() {
        long[] a = attributes();
        return a == null ? 0L : a[FileIO.MODIFIED];
    }

    public boolean setLastModified(long time) {
        if (time < 0) {
            throw new IllegalArgumentException("Negative time");
        }
        return !isInvalid() && FileIO.setLastModified(path, time);
    }

    public boolean canRead() {
        return !isInvalid() && FileIO.access(pathForSystem(), FileIO.CAN_READ);
    }

    public boolean canWrite() {
        return !isInvalid() && FileIO.access(pathForSystem(), FileIO.CAN_WRITE);
    }

    public boolean canExecute() {
        return !isInvalid() && FileIO.access(pathForSystem(), FileIO.CAN_EXECUTE);
    }

    public boolean setReadOnly() {
        return setPermission(0222, false);
    }

    public boolean setWritable(boolean writable, boolean ownerOnly) {
        return setPermission(ownerOnly ? 0200 : 0222, writable);
    }

    public boolean setWritable(boolean writable) {
        return setWritable(writable, true);
    }

    public boolean setReadable(boolean readable, boolean ownerOnly) {
        return setPermission(ownerOnly ? 0400 : 0444, readable);
    }

    public boolean setReadable(boolean readable) {
        return setReadable(readable, true);
    }

    public boolean setExecutable(boolean executable, boolean ownerOnly) {
        return setPermission(ownerOnly ? 0100 : 0111, executable);
    }

    public boolean setExecutable(boolean executable) {
        return setExecutable(executable, true);
    }

    /** Sets (on) or clears the permission bits; setReadOnly clears the write bits. */
    private boolean setPermission(int bits, boolean on) {
        long[] a = attributes();
        if (a == null) {
            return false;
        }
        int mode = (int) a[FileIO.MODE];
        mode = on ? mode | bits : mode & ~bits;
        return FileIO.chmod(path, mode) == 0;
    }

    public boolean delete() {
        return !isInvalid() && FileIO.delete(path);
    }

    /** Deletes the file when the VM exits normally, newest request first (as the JDK). */
    public void deleteOnExit() {
        if (!isInvalid()) {
            DeleteOnExit.add(path);
        }
    }

    public boolean createNewFile() throws IOException {
        if (isInvalid()) {
            throw new IOException("Invalid file path");
        }
        int error = FileIO.createNew(path);
        if (error == 0) {
            return true;
        }
        if (error == FileIO.EEXIST) {
            return false;
        }
        throw new IOException(FileIO.errorText(error));
    }

    public boolean mkdir() {
        return !isInvalid() && FileIO.mkdir(path) == 0;
    }

    /** Creates the directory and every missing parent; true only if this call created it. */
    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canonical = getCanonicalFileOrNull();
        if (canonical == null) {
            return false;
        }
        File parent = canonical.getParentFile();
        return parent != null && (parent.mkdirs() || parent.exists()) && canonical.mkdir();
    }

    private File getCanonicalFileOrNull() {
        try {
            return getCanonicalFile();
        } catch (IOException e) {
            return null;
        }
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return !isInvalid() && !dest.isInvalid() && FileIO.rename(path, dest.path) == 0;
    }

    /** The names in this directory, or null when it is not a readable directory. */
    public String[] list() {
        return isInvalid() ? null : FileIO.list(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        ArrayList<String> accepted = new ArrayList<>();
        for (String name : names) {
            if (filter.accept(this, name)) {
                accepted.add(name);
            }
        }
        return accepted.toArray(new String[0]);
    }

    public File[] listFiles() {
        return listFiles((FilenameFilter) null);
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] names = list();
        if (names == null) {
            return null;
        }
        ArrayList<File> files = new ArrayList<>();
        for (String name : names) {
            if (filter == null || filter.accept(this, name)) {
                files.add(new File(this, name));
            }
        }
        return files.toArray(new File[0]);
    }

    public File[] listFiles(FileFilter filter) {
        String[] names = list();
        if (names == null) {
            return null;
        }
        ArrayList<File> files = new ArrayList<>();
        for (String name : names) {
            File file = new File(this, name);
            if (filter == null || filter.accept(file)) {
                files.add(file);
            }
        }
        return files.toArray(new File[0]);
    }

    public static File[] listRoots() {
        return new File[] {new File("/")};
    }

    /**
     * The absolute path with "." and ".." removed and symbolic links
     * resolved; for a path that does not exist (yet), its longest existing
     * prefix is resolved and the rest appended.
     */
    public String getCanonicalPath() throws IOException {
        if (isInvalid()) {
            throw new IOException("Invalid file path");
        }
        String collapsed = collapseDots(getAbsolutePath());
        String existing = collapsed;
        String rest = "";
        while (true) {
            String real = FileIO.realPath(existing);
            if (real != null) {
                return rest.isEmpty() ? real : resolve(real, rest);
            }
            int slash = existing.lastIndexOf('/');
            if (slash <= 0) {
                return collapsed;
            }
            String name = existing.substring(slash + 1);
            rest = rest.isEmpty() ? name : name + "/" + rest;
            existing = existing.substring(0, slash);
        }
    }

    /** An absolute path without "." segments, each ".." taking its parent away. */
    private static String collapseDots(String absolute) {
        ArrayList<String> parts = new ArrayList<>();
        for (String part : absolute.split("/")) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..")) {
                if (!parts.isEmpty()) {
                    parts.remove(parts.size() - 1);
                }
            } else {
                parts.add(part);
            }
        }
        return "/" + String.join("/", parts);
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    public Path toPath() {
        return Paths.get(path);
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    /**
     * A new empty file named prefix + a random unsigned long + suffix (".tmp"
     * by default) in directory (java.io.tmpdir by default), as the JDK names them.
     */
    public static File createTempFile(String prefix, String suffix, File directory) throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        String tail = suffix == null ? ".tmp" : suffix;
        File dir = directory != null ? directory : new File(System.getProperty("java.io.tmpdir"));
        while (true) {
            File candidate = new File(dir, prefix + Long.toUnsignedString(TempNames.RANDOM.nextLong()) + tail);
            int error = FileIO.createNew(candidate.path);
            if (error == 0) {
                return candidate;
            }
            if (error != FileIO.EEXIST) {
                throw new IOException(FileIO.errorText(error));
            }
        }
    }

    /** Seeded from the clock once, when the first temporary file is made. */
    private static final class TempNames {
        static final Random RANDOM = new Random();
    }

    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        return obj instanceof File && compareTo((File) obj) == 0;
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public String toString() {
        return getPath();
    }
}
