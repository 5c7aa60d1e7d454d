package java.nio.file;

/** How a file is copied or moved: StandardCopyOption or LinkOption. */
public interface CopyOption {
}
