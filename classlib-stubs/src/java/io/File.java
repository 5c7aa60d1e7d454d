package java.io;

import loupe.internal.FileIO;

/**
 * A file path with Unix rules ("/" separated, normalized without duplicate or
 * trailing slashes). Loupe supports path operations and exists/length/delete;
 * there is no directory listing.
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

    public boolean exists() {
        return !isInvalid() && FileIO.exists(path);
    }

    public long length() {
        return isInvalid() ? 0L : FileIO.length(path);
    }

    public boolean delete() {
        return !isInvalid() && FileIO.delete(path);
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
