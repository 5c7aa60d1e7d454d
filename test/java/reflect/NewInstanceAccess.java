// Reflective instantiation checks access against the code that asked, not
// against java.lang.Class or java.lang.reflect: a package-private
// constructor of a class in the same package may be called through
// Class.newInstance() and Constructor.newInstance(); a private one may not
// (IllegalAccessException, with the JDK's message) unless setAccessible.
// A checked exception thrown by the constructor comes out of
// Class.newInstance() unchanged, and out of Constructor.newInstance()
// wrapped in InvocationTargetException.
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

class PackagePrivate {
    PackagePrivate() {
        System.out.println("PackagePrivate()");
    }
}

class PrivateOnly {
    private PrivateOnly() {
        System.out.println("PrivateOnly()");
    }
}

class ThrowsChecked {
    ThrowsChecked() throws java.io.IOException {
        throw new java.io.IOException("from the constructor");
    }
}

class ThrowsUnchecked {
    ThrowsUnchecked() {
        throw new IllegalStateException("unchecked from the constructor");
    }
}

public class NewInstanceAccess {
    @SuppressWarnings("deprecation")
    public static void main(String[] args) throws Exception {
        Object a = PackagePrivate.class.newInstance();
        System.out.println("Class.newInstance: " + a.getClass().getName());
        Object b = PackagePrivate.class.getDeclaredConstructor().newInstance();
        System.out.println("Constructor.newInstance: " + b.getClass().getName());

        try {
            PrivateOnly.class.newInstance();
            System.out.println("no exception");
        } catch (IllegalAccessException e) {
            System.out.println("Class.newInstance: " + e);
        }
        Constructor<PrivateOnly> hidden = PrivateOnly.class.getDeclaredConstructor();
        try {
            hidden.newInstance();
            System.out.println("no exception");
        } catch (IllegalAccessException e) {
            System.out.println("Constructor.newInstance: " + e);
        }
        hidden.setAccessible(true);
        System.out.println("after setAccessible: " + hidden.newInstance().getClass().getName());

        try {
            ThrowsChecked.class.newInstance();
            System.out.println("no exception");
        } catch (Exception e) {
            // javac cannot see the IOException: Class.newInstance throws it undeclared.
            System.out.println("Class.newInstance rethrows: " + e);
        }
        try {
            ThrowsChecked.class.getDeclaredConstructor().newInstance();
            System.out.println("no exception");
        } catch (InvocationTargetException e) {
            System.out.println("Constructor.newInstance wraps: " + e.getCause());
        }
        try {
            ThrowsUnchecked.class.newInstance();
            System.out.println("no exception");
        } catch (IllegalStateException e) {
            System.out.println("Class.newInstance rethrows: " + e);
        }
        try {
            Runnable.class.newInstance();
            System.out.println("no exception");
        } catch (InstantiationException e) {
            System.out.println("interface: " + e);
        }
    }
}
