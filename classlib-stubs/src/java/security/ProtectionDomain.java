package java.security;

/** Where a class came from and, in the JDK, what it may do; Loupe keeps only the former. */
public class ProtectionDomain {
    private final CodeSource codesource;
    private final PermissionCollection permissions;

    public ProtectionDomain(CodeSource codesource, PermissionCollection permissions) {
        this.codesource = codesource;
        this.permissions = permissions;
    }

    public final CodeSource getCodeSource() {
        return codesource;
    }

    public final PermissionCollection getPermissions() {
        return permissions;
    }

    public final ClassLoader getClassLoader() {
        return null;
    }
}
