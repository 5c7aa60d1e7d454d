package java.security;

import java.nio.ByteBuffer;

/**
 * A class loader that defines classes with a code source (where the class
 * came from). Loupe has no security manager: the protection domain only
 * carries the code source, which -verbose:class prints.
 */
public class SecureClassLoader extends ClassLoader {
    static {
        ClassLoader.registerAsParallelCapable();
    }

    protected SecureClassLoader(ClassLoader parent) {
        super(parent);
    }

    protected SecureClassLoader() {
        super();
    }

    protected SecureClassLoader(String name, ClassLoader parent) {
        super(name, parent);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len, CodeSource cs) {
        return defineClass(name, b, off, len, domainOf(cs));
    }

    protected final Class<?> defineClass(String name, ByteBuffer b, CodeSource cs) {
        return defineClass(name, b, domainOf(cs));
    }

    protected PermissionCollection getPermissions(CodeSource codesource) {
        return null;
    }

    private ProtectionDomain domainOf(CodeSource cs) {
        return cs == null ? null : new ProtectionDomain(cs, getPermissions(cs));
    }
}
