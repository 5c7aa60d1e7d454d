// loupe-test: java17-only
// Access checks of reflective use against the caller (JLS 6.6 as the JDK's
// reflection applies it): private members within the nest only, package
// members in the package, protected instance members only on the caller's
// own kind of objects; IllegalAccessException with HotSpot's message
// ("(in module java.base)" for the class library) unless setAccessible(true);
// setAccessible(true) refused on non-public class-library members
// (InaccessibleObjectException), trySetAccessible, canAccess and its
// argument checks, the all-or-nothing static setAccessible(array, flag),
// copies that do not share the accessible flag, and final fields of records.
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Method;

class Vault {
    private int secret = 42;
    int shared = 7;
    protected int guarded = 3;
    private static String hidden() {
        return "hidden";
    }
    private Vault() {
    }
    Vault(int x) {
    }
}

record Pair(int left, String right) {
}

class Cloneable2 implements Cloneable {
}

public class ReflectAccessRules implements Cloneable {
    private int own = 1;

    static class Nested {
        private String nestedSecret = "nested";
        private static int nestedStatic() {
            return 99;
        }
    }

    interface Action {
        Object run() throws Exception;
    }

    static void attempt(String what, Action a) {
        try {
            System.out.println(what + ": " + a.run());
        } catch (InaccessibleObjectException e) {
            String m = e.getMessage();
            System.out.println(what + ": InaccessibleObjectException " + m.substring(0, m.indexOf('@')));
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Field secret = Vault.class.getDeclaredField("secret");
        Field shared = Vault.class.getDeclaredField("shared");
        Field guarded = Vault.class.getDeclaredField("guarded");
        Constructor<Vault> priv = Vault.class.getDeclaredConstructor();
        Constructor<Vault> pkg = Vault.class.getDeclaredConstructor(int.class);
        Method hidden = Vault.class.getDeclaredMethod("hidden");
        Vault v = pkg.newInstance(1);

        attempt("private field", () -> secret.getInt(v));
        attempt("package field", () -> shared.getInt(v));
        attempt("protected field, same package", () -> guarded.getInt(v));
        attempt("private constructor", () -> priv.newInstance());
        attempt("private static method", () -> hidden.invoke(null));
        attempt("canAccess private", () -> secret.canAccess(v));
        attempt("canAccess package", () -> shared.canAccess(v));
        attempt("canAccess static with object", () -> hidden.canAccess(v));
        attempt("canAccess instance with null", () -> secret.canAccess(null));
        attempt("canAccess wrong object", () -> secret.canAccess("s"));
        attempt("canAccess constructor", () -> priv.canAccess(null));
        attempt("isAccessible", () -> secret.isAccessible());
        secret.setAccessible(true);
        attempt("private field after setAccessible", () -> secret.getInt(v));
        attempt("isAccessible after", () -> secret.isAccessible());
        attempt("canAccess after", () -> secret.canAccess(v));
        attempt("a fresh copy is not accessible", () -> Vault.class.getDeclaredField("secret").getInt(v));
        secret.setAccessible(false);
        attempt("private field after setAccessible(false)", () -> secret.getInt(v));
        attempt("trySetAccessible", () -> priv.trySetAccessible());
        attempt("private constructor after trySetAccessible", () -> priv.newInstance().getClass().getName());

        // Nestmates reach each other's private members.
        Field nested = Nested.class.getDeclaredField("nestedSecret");
        attempt("nestmate private field", () -> nested.get(new Nested()));
        attempt("nestmate private static", () -> Nested.class.getDeclaredMethod("nestedStatic").invoke(null));
        attempt("own private field", () -> ReflectAccessRules.class.getDeclaredField("own").getInt(new ReflectAccessRules()));

        // Protected across packages: Object.clone only on our own kind of objects.
        Method clone = Object.class.getDeclaredMethod("clone");
        attempt("clone on own kind", () -> clone.invoke(new ReflectAccessRules()).getClass().getName());
        attempt("clone on another class", () -> clone.invoke(new Cloneable2()));
        attempt("clone on Object", () -> clone.invoke(new Object()));
        attempt("canAccess clone on Object", () -> clone.canAccess(new Object()));
        attempt("canAccess clone on own kind", () -> clone.canAccess(new ReflectAccessRules()));
        attempt("Enum protected constructor", () -> Enum.class.getDeclaredConstructor(String.class, int.class)
                .newInstance("x", 1));
        attempt("Object.finalize", () -> Object.class.getDeclaredMethod("finalize").invoke(new Object()));

        // The class library: public members of public classes are open; others cannot be made accessible.
        attempt("public library method", () -> String.class.getMethod("length").invoke("abc"));
        attempt("private library field", () -> String.class.getDeclaredField("hash").get("abc"));
        attempt("setAccessible private library field", () -> {
            String.class.getDeclaredField("hash").setAccessible(true);
            return "made accessible";
        });
        attempt("trySetAccessible private library field", () -> String.class.getDeclaredField("hash").trySetAccessible());
        attempt("setAccessible public library method", () -> {
            Method m = String.class.getMethod("length");
            m.setAccessible(true);
            return m.isAccessible();
        });

        // setAccessible(array): all or nothing.
        Field mine = Vault.class.getDeclaredField("secret");
        Field theirs = Integer.class.getDeclaredField("value");
        attempt("setAccessible array with a library field", () -> {
            AccessibleObject.setAccessible(new AccessibleObject[] {mine, theirs}, true);
            return "done";
        });
        attempt("first element unchanged", () -> mine.isAccessible());
        attempt("setAccessible array", () -> {
            AccessibleObject.setAccessible(new AccessibleObject[] {mine, hidden}, true);
            return mine.isAccessible() + " " + hidden.isAccessible() + " " + hidden.invoke(null);
        });

        // Records: their final fields can be made accessible and read, never written.
        Pair p = new Pair(1, "one");
        Field left = Pair.class.getDeclaredField("left");
        attempt("record field read", () -> left.getInt(p));
        left.setAccessible(true);
        attempt("record field read after setAccessible", () -> left.getInt(p));
        attempt("record final field write", () -> {
            left.setInt(p, 2);
            return p;
        });
        attempt("record final field set", () -> {
            Pair.class.getDeclaredField("right").set(p, "two");
            return p;
        });
        attempt("record accessor", () -> Pair.class.getMethod("right").invoke(p));
        attempt("record constructor", () -> Pair.class.getDeclaredConstructor(int.class, String.class).newInstance(5, "five"));
    }
}
