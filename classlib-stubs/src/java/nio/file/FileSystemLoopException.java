package java.nio.file;

/** Thrown by a walk that follows links when it meets a directory it is already inside. */
public class FileSystemLoopException extends FileSystemException {
    private static final long serialVersionUID = 4843039591949217617L;

    public FileSystemLoopException(String file) {
        super(file);
    }
}
