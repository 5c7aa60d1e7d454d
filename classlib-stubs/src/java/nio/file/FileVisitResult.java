package java.nio.file;

/** What Files.walkFileTree does after a visitor's call. */
public enum FileVisitResult {
    CONTINUE, TERMINATE, SKIP_SUBTREE, SKIP_SIBLINGS
}
