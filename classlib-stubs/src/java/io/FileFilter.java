package java.io;

/** Chooses files in File.listFiles. */
@FunctionalInterface
public interface FileFilter {
    boolean accept(File pathname);
}
