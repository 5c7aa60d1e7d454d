// RecordComponent.getAccessor (and invoking it), parameter names from MethodParameters (records' canonical constructors), getEnclosingMethod/getEnclosingConstructor of local and anonymous classes
// loupe-test: java17-only
import java.lang.reflect.*;
import java.util.*;

public class RecordAccessorsAndEnclosing {
    record Point(int x, String label, List<String> tags) {
        Point {
            Objects.requireNonNull(label);
        }

        Point(int x) {
            this(x, "none", List.of());
        }
    }

    record Empty() {}

    record Pair<A, B>(A first, B second) {
        public A first() { return first; }
    }

    static Object fromStatic() {
        class InStatic {}
        return new InStatic();
    }

    final Object fromConstructor;
    final Object anonymousInConstructor;
    static final Object fromInitializer;

    static {
        class InClinit {}
        fromInitializer = new InClinit();
    }

    RecordAccessorsAndEnclosing(int n, String s) {
        class InConstructor {}
        fromConstructor = new InConstructor();
        anonymousInConstructor = new Object() {};
    }

    <T> Runnable fromGeneric(List<T> items) {
        return new Runnable() {
            public void run() {}
        };
    }

    class Member {}

    static void enclosing(String what, Class<?> c) {
        System.out.println(what + ": " + c.getName() + " method " + c.getEnclosingMethod() + " constructor "
                + c.getEnclosingConstructor() + " class " + c.getEnclosingClass().getName());
    }

    public static void main(String[] args) throws Exception {
        Point p = new Point(4, "four", List.of("a", "b"));
        for (RecordComponent rc : Point.class.getRecordComponents()) {
            Method accessor = rc.getAccessor();
            System.out.println(rc + " accessor " + accessor + " -> " + accessor.invoke(p)
                    + " generic " + accessor.getGenericReturnType());
        }
        Method second = Pair.class.getRecordComponents()[1].getAccessor();
        System.out.println("Pair second " + second.toGenericString() + " -> " + second.invoke(new Pair<>(1, "two")));
        System.out.println("Pair first " + Pair.class.getRecordComponents()[0].getAccessor().toGenericString());
        System.out.println("fresh accessor copies: " + (Point.class.getRecordComponents()[0].getAccessor()
                != Point.class.getRecordComponents()[0].getAccessor()));
        System.out.println("Empty components " + Empty.class.getRecordComponents().length);

        Constructor<?>[] ctors = Point.class.getDeclaredConstructors();
        Arrays.sort(ctors, Comparator.comparingInt(Constructor::getParameterCount));
        for (Constructor<?> c : ctors) {
            System.out.println(c.toGenericString());
            for (Parameter param : c.getParameters()) {
                System.out.println("  " + param + " named " + param.isNamePresent() + " modifiers " + param.getModifiers()
                        + " implicit " + param.isImplicit() + " synthetic " + param.isSynthetic()
                        + " parameterized " + param.getParameterizedType());
            }
        }
        for (Parameter param : Pair.class.getDeclaredConstructors()[0].getParameters()) {
            System.out.println("Pair " + param + " named " + param.isNamePresent());
        }
        for (Parameter param : RecordAccessorsAndEnclosing.class.getDeclaredMethod("fromGeneric", List.class).getParameters()) {
            System.out.println("plain method " + param + " named " + param.isNamePresent());
        }

        enclosing("local in static method", fromStatic().getClass());
        RecordAccessorsAndEnclosing outer = new RecordAccessorsAndEnclosing(1, "s");
        enclosing("local in constructor", outer.fromConstructor.getClass());
        enclosing("anonymous in constructor", outer.anonymousInConstructor.getClass());
        enclosing("local in static initializer", fromInitializer.getClass());
        enclosing("anonymous in generic method", outer.fromGeneric(List.of()).getClass());
        Method m = outer.fromGeneric(List.of()).getClass().getEnclosingMethod();
        System.out.println("  generic form " + m.toGenericString());
        System.out.println("member class: " + Member.class.getEnclosingMethod() + " " + Member.class.getEnclosingConstructor());
        System.out.println("top level: " + String.class.getEnclosingMethod() + " " + int[].class.getEnclosingMethod()
                + " " + int.class.getEnclosingConstructor());
        Runnable lambda = () -> {};
        System.out.println("lambda: " + lambda.getClass().getEnclosingMethod());
        Object inLambda = ((java.util.function.Supplier<Object>) () -> new Object() {}).get();
        enclosing("anonymous in lambda", inLambda.getClass());
    }
}
