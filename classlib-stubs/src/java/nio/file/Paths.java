package java.nio.file;

/** Paths of the default file system (Path.of does the same). */
public final class Paths {
    private Paths() {}

    public static Path get(String first, String... more) {
        return FileSystems.getDefault().getPath(first, more);
    }
}
