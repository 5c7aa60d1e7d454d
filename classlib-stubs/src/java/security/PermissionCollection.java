package java.security;

/** A set of permissions; Loupe grants everything, so none is ever kept. */
public abstract class PermissionCollection {
    private volatile boolean readOnly;

    public void setReadOnly() {
        readOnly = true;
    }

    public boolean isReadOnly() {
        return readOnly;
    }
}
