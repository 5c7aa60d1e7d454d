package java.nio.file;

/** Options of Files.walk and walkFileTree. */
public enum FileVisitOption {
    FOLLOW_LINKS
}
