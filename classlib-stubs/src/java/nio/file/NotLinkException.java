package java.nio.file;

/** A file operation failed because the file is not a symbolic link. */
public class NotLinkException extends FileSystemException {
    private static final long serialVersionUID = -388655596416518021L;

    public NotLinkException(String file) {
        super(file);
    }
}
