// Annotations through reflection: every element kind with and without defaults, toString/equals/hashCode/annotationType, @Inherited, repeatable containers, retention, arrays cloned on return
import java.lang.annotation.*;
import java.util.*;

public class AnnotationValues {
    enum Level { LOW, HIGH }

    @Retention(RetentionPolicy.RUNTIME) @interface Tag { String value(); }
    @Retention(RetentionPolicy.RUNTIME) @interface Mark {}
    @Retention(RetentionPolicy.RUNTIME) @interface Num { int n() default 1; long l() default 2L; }
    @Retention(RetentionPolicy.RUNTIME) @interface Kinds {
        byte b() default (byte) 0x7f; short s() default -3; char c() default '\t'; int i() default 42; long l() default 1L << 40;
        float f() default 0.25f; double d() default -1e300; boolean z() default false; String str() default "a\\b\"c'";
        Class<?> cls() default List.class; Class<?> arr() default String[][].class; Class<?> prim() default long.class;
        Level e() default Level.HIGH; Tag tag() default @Tag("deflt"); int[] ia() default {}; byte[] ba() default {1, -1};
        char[] ca() default {'x', '\n'}; double[] da() default {Double.NaN, Double.NEGATIVE_INFINITY}; float[] fa() default {Float.POSITIVE_INFINITY};
        boolean[] za() default {true}; long[] la() default {-1}; short[] sa() default {7}; String[] strs() default {"p", "q"};
        Level[] es() default {Level.LOW, Level.HIGH}; Tag[] tags() default {@Tag("t1"), @Tag("t2")}; Class<?>[] classes() default {int.class, Map.Entry.class};
    }
    @Retention(RetentionPolicy.CLASS) @interface NotVisible {}
    @interface DefaultRetention {}
    @Retention(RetentionPolicy.RUNTIME) @Inherited @interface Heir { String value() default "base"; }
    @Retention(RetentionPolicy.RUNTIME) @Repeatable(Roles.class) @interface Role { String value(); }
    @Retention(RetentionPolicy.RUNTIME) @Inherited @interface Roles { Role[] value(); }
    @Retention(RetentionPolicy.RUNTIME) @interface Required { int x(); String y() default "y"; }

    @Kinds @Tag("plain") @NotVisible @DefaultRetention @Heir @Role("admin") @Role("user")
    static class Base {}
    @Tag("child") static class Child extends Base {}
    @Heir("own") static class Own extends Base {}
    @Role("solo") static class Solo extends Child {}
    @Kinds(b = 1, s = 2, c = 'Z', i = -7, l = 0, f = -0.0f, d = 3.5, z = true, str = "", cls = void.class, arr = int[].class, prim = boolean.class,
           e = Level.LOW, tag = @Tag("x"), ia = {1, 2, 3}, ba = {}, ca = {}, da = {0.5}, fa = {1f, Float.NaN}, za = {false, true},
           la = {Long.MAX_VALUE}, sa = {}, strs = {}, es = {}, tags = {}, classes = {})
    static class AllSet {}
    @Num static class NumDefault {}
    @Num(n = 1, l = 2L) static class NumSame {}
    @Num(n = 5) static class NumOther {}
    @Mark static class Marked {}
    @Required(x = 3) static class Req {}

    static String names(Annotation[] as) {
        StringBuilder sb = new StringBuilder();
        for (Annotation a : as) sb.append(a.annotationType().getSimpleName()).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        for (Class<?> c : new Class<?>[] {Base.class, Child.class, Own.class, Solo.class, AllSet.class, NumDefault.class, Marked.class, Req.class}) {
            System.out.println(c.getSimpleName() + " declared: " + names(c.getDeclaredAnnotations()) + " | all: " + names(c.getAnnotations()));
        }
        for (Annotation a : Base.class.getDeclaredAnnotations()) System.out.println(a);
        System.out.println(AllSet.class.getAnnotation(Kinds.class));
        System.out.println(Req.class.getAnnotation(Required.class));
        System.out.println(Child.class.getAnnotation(Heir.class) + " " + Own.class.getAnnotation(Heir.class));
        Kinds k = Base.class.getAnnotation(Kinds.class);
        System.out.println(k.b() + " " + k.s() + " " + (int) k.c() + " " + k.i() + " " + k.l() + " " + k.f() + " " + k.d() + " " + k.z()
                + " " + k.str() + " " + k.cls() + " " + k.arr() + " " + k.prim() + " " + k.e() + " " + k.tag().value());
        System.out.println(Arrays.toString(k.ia()) + Arrays.toString(k.ba()) + Arrays.toString(k.ca()) + Arrays.toString(k.da()) + Arrays.toString(k.fa())
                + Arrays.toString(k.za()) + Arrays.toString(k.la()) + Arrays.toString(k.sa()) + Arrays.toString(k.strs()) + Arrays.toString(k.es())
                + Arrays.toString(k.tags()) + Arrays.toString(k.classes()));
        int[] got = AllSet.class.getAnnotation(Kinds.class).ia();
        got[0] = 99;
        System.out.println("cloned: " + AllSet.class.getAnnotation(Kinds.class).ia()[0]);
        System.out.println("annotationType " + k.annotationType().getSimpleName() + " isAnnotation " + k.annotationType().isAnnotation()
                + " instanceof " + (k instanceof Kinds) + " proxyish " + (k.getClass() != Kinds.class));
        // equals and hashCode (element values without identity hashes)
        Num nd = NumDefault.class.getAnnotation(Num.class), ns = NumSame.class.getAnnotation(Num.class), no = NumOther.class.getAnnotation(Num.class);
        System.out.println("num eq " + nd.equals(ns) + " " + ns.equals(nd) + " " + nd.equals(no) + " hash " + nd.hashCode() + " " + ns.hashCode() + " " + no.hashCode());
        Tag t1 = Base.class.getAnnotation(Tag.class), t2 = Child.class.getAnnotation(Tag.class);
        System.out.println("tag eq " + t1.equals(t2) + " " + t1.equals(t1) + " " + t1.equals(null) + " " + t1.equals("x") + " hash " + t1.hashCode() + " " + t2.hashCode());
        System.out.println("mark " + Marked.class.getAnnotation(Mark.class).hashCode() + " " + Marked.class.getAnnotation(Mark.class));
        System.out.println("same instance reread " + Base.class.getAnnotation(Kinds.class).equals(k) + " kinds vs allset " + k.equals(AllSet.class.getAnnotation(Kinds.class)));
        System.out.println("req hash " + Req.class.getAnnotation(Required.class).hashCode());
        // presence
        System.out.println(Base.class.isAnnotationPresent(NotVisible.class) + " " + Base.class.isAnnotationPresent(DefaultRetention.class)
                + " " + Base.class.isAnnotationPresent(Tag.class) + " " + Child.class.isAnnotationPresent(Kinds.class) + " " + Child.class.isAnnotationPresent(Heir.class));
        System.out.println(Child.class.getDeclaredAnnotation(Heir.class) + " " + Child.class.getDeclaredAnnotation(Tag.class));
        // repeatable
        for (Class<?> c : new Class<?>[] {Base.class, Child.class, Solo.class, Marked.class}) {
            System.out.println(c.getSimpleName() + " byType " + Arrays.toString(c.getAnnotationsByType(Role.class)) + " declaredByType "
                    + Arrays.toString(c.getDeclaredAnnotationsByType(Role.class)) + " container " + c.getAnnotation(Roles.class)
                    + " heirs " + Arrays.toString(c.getAnnotationsByType(Heir.class)));
        }
        System.out.println(Base.class.getAnnotationsByType(Role.class).getClass().getSimpleName());
        // annotations of annotation types
        System.out.println(names(Role.class.getAnnotations()) + " / " + Retention.class.getAnnotation(Retention.class) + " / " + Roles.class.getAnnotation(Inherited.class));
        System.out.println(Arrays.toString(Role.class.getAnnotation(Retention.class).annotationType().getAnnotation(Target.class).value()));
        Annotation[] arr = Base.class.getAnnotations();
        arr[0] = null;
        System.out.println("array copy " + (Base.class.getAnnotations()[0] != null));
        System.out.println(AnnotationValues.class.getAnnotations().length + " " + Level.class.getAnnotations().length + " " + int.class.getAnnotations().length
                + " " + String[].class.getAnnotations().length);
        try {
            Required r = new Object() {}.getClass().getAnnotation(Required.class);
            System.out.println("none " + r);
            Base.class.getAnnotation(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }
}
