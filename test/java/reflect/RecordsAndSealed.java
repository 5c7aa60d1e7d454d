// Records and sealed classes through reflection: getRecordComponents (names, types, generic types and signatures, annotations, toString), isRecord, isSealed, getPermittedSubclasses
// loupe-test: java17-only
import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class RecordsAndSealed {
    @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD}) @interface Doc { String value(); }
    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.RECORD_COMPONENT) @interface Only {}
    @Retention(RetentionPolicy.RUNTIME) @interface OnType { int value() default 0; }

    record Empty() {}
    @OnType(4) record Point(int x, @Doc("y axis") @Only int y) {}
    record Box<T extends Comparable<T>>(T item, List<? extends T> more, Map<String, T[]> index, int[][] grid, @Doc("n") long n) {}
    record Nested(Point p, Box<String> b) implements Comparable<Nested> {
        public int compareTo(Nested o) { return 0; }
    }

    sealed interface Shape permits Circle, Square, Poly {}
    record Circle(double r) implements Shape {}
    static final class Square implements Shape {}
    static non-sealed class Poly implements Shape {}
    static class Hexagon extends Poly {}
    static sealed abstract class Expr permits Expr.Num, Expr.Add {
        static final class Num extends Expr {}
        static final class Add extends Expr {}
    }
    sealed interface Implicit {}
    final class ImplA implements Implicit {}
    final class ImplB implements Implicit {}

    static void components(Class<?> c) {
        RecordComponent[] rc = c.getRecordComponents();
        System.out.println(c.getSimpleName() + " isRecord=" + c.isRecord() + " components=" + (rc == null ? "null" : String.valueOf(rc.length)));
        if (rc == null) return;
        for (RecordComponent r : rc) {
            System.out.println("  " + r + " | name=" + r.getName() + " type=" + r.getType().getName() + " generic=" + r.getGenericType().getTypeName()
                    + " sig=" + r.getGenericSignature() + " decl=" + (r.getDeclaringRecord() == c)
                    + " ann=" + Arrays.toString(r.getDeclaredAnnotations()) + " doc=" + r.getAnnotation(Doc.class) + " only=" + r.isAnnotationPresent(Only.class));
        }
    }

    static void sealed(Class<?> c) {
        Class<?>[] p = c.getPermittedSubclasses();
        String names = "null";
        if (p != null) {
            List<String> l = new ArrayList<>();
            for (Class<?> k : p) l.add(k.getSimpleName());
            Collections.sort(l);
            names = l.toString();
        }
        System.out.println(c.getSimpleName() + " isSealed=" + c.isSealed() + " permitted=" + names);
    }

    public static void main(String[] args) {
        for (Class<?> c : new Class<?>[] {Empty.class, Point.class, Box.class, Nested.class, Circle.class, Square.class, Record.class, Object.class, int.class, int[].class}) {
            components(c);
        }
        System.out.println(Point.class.getAnnotation(OnType.class) + " " + Arrays.toString(Box.class.getTypeParameters()));
        for (Class<?> c : new Class<?>[] {Shape.class, Circle.class, Square.class, Poly.class, Hexagon.class, Expr.class, Expr.Num.class, Implicit.class, Object.class, int.class, int[].class, Comparable.class}) {
            sealed(c);
        }
        System.out.println(Shape.class.toGenericString() + " | " + Poly.class.toGenericString() + " | " + Expr.class.toGenericString());
    }
}
