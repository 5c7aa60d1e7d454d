package java.nio.file;

/** The standard ways to copy or move a file. */
public enum StandardCopyOption implements CopyOption {
    REPLACE_EXISTING, COPY_ATTRIBUTES, ATOMIC_MOVE
}
