package java.nio.file;

/** Whether symbolic links are followed. */
public enum LinkOption implements OpenOption, CopyOption {
    NOFOLLOW_LINKS
}
