package java.nio.file;

/** A file operation failed because the directory is not empty. */
public class DirectoryNotEmptyException extends FileSystemException {
    private static final long serialVersionUID = 3056667871802779003L;

    public DirectoryNotEmptyException(String file) {
        super(file);
    }
}
