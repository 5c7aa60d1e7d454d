package java.io;

/** Chooses file names in File.list and listFiles. */
@FunctionalInterface
public interface FilenameFilter {
    boolean accept(File dir, String name);
}
