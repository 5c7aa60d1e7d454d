package java.nio.file;

/** How a file is opened: StandardOpenOption or LinkOption. */
public interface OpenOption {
}
