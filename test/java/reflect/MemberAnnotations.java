// Annotations on methods, fields, constructors and parameters (AnnotatedElement on members; constructors of inner, enum and local classes), element defaults, repeatable ones, equality with a user-implemented annotation
import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class MemberAnnotations {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Tag {
        String value() default "none";
        int weight() default 3;
        Class<?> kind() default Object.class;
        String[] names() default {"a", "b"};
        Thread.State state() default Thread.State.NEW;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Repeatable(Notes.class)
    @interface Note {
        String value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Notes {
        Note[] value();
    }

    @Retention(RetentionPolicy.CLASS)
    @interface Invisible {
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Marker {
    }

    static class Subject {
        @Tag("field") @Invisible public int counted;
        @Deprecated String old;
        int bare;

        @Tag(weight = 7, names = {}) @Note("one")
        public Subject(@Tag("p0") int a, @Invisible @Marker String b) { }

        Subject() { }

        @Note("x") @Note("y") @Marker
        public void repeated() { }

        @Tag(kind = String.class, state = Thread.State.BLOCKED)
        public int tagged(int plain, @Note("only") @Tag long annotated, String... rest) { return 0; }

        public void none(int a) { }

        class Inner {
            Inner(@Tag("inner") int x) { }
        }
    }

    enum Color {
        RED(1);
        Color(@Tag("rgb") int rgb) { }
    }

    /** A user implementation of Tag, to compare with the VM's instances. */
    static final class HandMadeTag implements Tag {
        private final String value;
        private final String[] names;
        HandMadeTag(String value, String[] names) { this.value = value; this.names = names; }
        public String value() { return value; }
        public int weight() { return 3; }
        public Class<?> kind() { return Object.class; }
        public String[] names() { return names.clone(); }
        public Thread.State state() { return Thread.State.NEW; }
        public Class<? extends Annotation> annotationType() { return Tag.class; }
    }

    /** Element order in toString is not specified: Tag is printed element by element. */
    static String text(Annotation a) {
        if (a == null) {
            return "null";
        }
        if (a instanceof Tag) {
            Tag t = (Tag) a;
            return "@Tag(" + t.value() + " " + t.weight() + " " + t.kind().getSimpleName() + " "
                    + Arrays.toString(t.names()) + " " + t.state() + ")";
        }
        if (a instanceof Deprecated) {
            return "@Deprecated";  // its elements differ between releases
        }
        return a.toString();
    }

    static String list(Annotation[] as) {
        String[] texts = new String[as.length];
        for (int i = 0; i < as.length; i++) texts[i] = text(as[i]);
        Arrays.sort(texts);
        return Arrays.toString(texts);
    }

    static void show(String what, AnnotatedElement e) {
        System.out.println(what + ": declared " + list(e.getDeclaredAnnotations()) + " all " + list(e.getAnnotations()));
        System.out.println("  Tag " + text(e.getAnnotation(Tag.class)) + " present " + e.isAnnotationPresent(Tag.class)
                + " declared " + text(e.getDeclaredAnnotation(Tag.class)));
        System.out.println("  Note by type " + list(e.getAnnotationsByType(Note.class)) + " declared by type "
                + list(e.getDeclaredAnnotationsByType(Note.class)) + " Notes " + e.getAnnotation(Notes.class));
    }

    static void showParameters(Executable e) {
        Annotation[][] byParameter = e.getParameterAnnotations();
        System.out.println("  parameter annotations " + byParameter.length);
        for (Annotation[] as : byParameter) System.out.println("    " + list(as));
        for (Parameter p : e.getParameters()) {
            System.out.println("    " + p + ": " + list(p.getAnnotations()) + " Tag " + text(p.getAnnotation(Tag.class))
                    + " Marker present " + p.isAnnotationPresent(Marker.class));
        }
    }

    static Method method(Class<?> c, String name) {
        for (Method m : c.getDeclaredMethods()) if (m.getName().equals(name)) return m;
        throw new AssertionError(name);
    }

    public static void main(String[] args) throws Exception {
        Class<?> s = Subject.class;
        show("field counted", s.getDeclaredField("counted"));
        show("field old", s.getDeclaredField("old"));
        show("field bare", s.getDeclaredField("bare"));
        Constructor<?> two = s.getDeclaredConstructor(int.class, String.class);
        show("constructor", two);
        showParameters(two);
        show("no-arg constructor", s.getDeclaredConstructor());
        showParameters(s.getDeclaredConstructor());
        show("repeated", method(s, "repeated"));
        Method tagged = method(s, "tagged");
        show("tagged", tagged);
        showParameters(tagged);
        showParameters(method(s, "none"));
        System.out.println("inner constructor:");
        showParameters(Subject.Inner.class.getDeclaredConstructors()[0]);
        System.out.println("enum constructor:");
        showParameters(Color.class.getDeclaredConstructors()[0]);

        System.out.println("local class constructor (captures a variable):");
        int captured = args.length + 5;
        class Local {
            Local(@Tag("local") int x, @Note("s") String s) { System.out.println(captured); }
        }
        Constructor<?> local = Local.class.getDeclaredConstructors()[0];
        Annotation[][] localAnnotations = local.getParameterAnnotations();
        System.out.println("  parameters " + local.getParameterCount() + ", annotation arrays " + localAnnotations.length);
        for (Annotation[] as : localAnnotations) System.out.println("    " + list(as));
        for (Parameter p : local.getParameters()) {
            try {
                System.out.println("    " + p.getType().getName() + ": " + list(p.getAnnotations()));
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("    " + p.getType().getName() + ": ArrayIndexOutOfBoundsException");
            }
        }
        System.out.println("defaults:");
        for (String name : new String[] {"value", "weight", "kind", "names", "state"}) {
            Object d = Tag.class.getDeclaredMethod(name).getDefaultValue();
            System.out.println("  " + name + " = " + (d instanceof String[] ? Arrays.toString((String[]) d) : d));
        }
        System.out.println("  Note.value default " + Note.class.getDeclaredMethod("value").getDefaultValue());
        System.out.println("  not an annotation " + Object.class.getMethod("hashCode").getDefaultValue());
        String[] names = (String[]) Tag.class.getDeclaredMethod("names").getDefaultValue();
        names[0] = "changed";
        System.out.println("  names again " + Arrays.toString((String[]) Tag.class.getDeclaredMethod("names").getDefaultValue()));

        System.out.println("equality with a user implementation:");
        Tag onField = s.getDeclaredField("counted").getAnnotation(Tag.class);
        HandMadeTag same = new HandMadeTag("field", new String[] {"a", "b"});
        HandMadeTag other = new HandMadeTag("field", new String[] {"a"});
        System.out.println("  vm.equals(same) " + onField.equals(same) + " vm.equals(other) " + onField.equals(other)
                + " vm.equals(string) " + onField.equals("field"));
        System.out.println("  hash codes agree " + (onField.hashCode() == hash(same)));
        Tag param = two.getParameters()[0].getAnnotation(Tag.class);
        System.out.println("  parameter tag equals field tag " + param.equals(onField));

        System.out.println("copies share annotations: "
                + (method(s, "tagged").getAnnotation(Tag.class).equals(tagged.getAnnotation(Tag.class))));
        Annotation[] declared = tagged.getDeclaredAnnotations();
        declared[0] = null;
        System.out.println("after changing a returned array: " + list(tagged.getDeclaredAnnotations()));
        try {
            tagged.getAnnotation(null);
        } catch (NullPointerException e) {
            System.out.println("getAnnotation(null): NullPointerException");
        }
    }

    /** Annotation.hashCode as specified, over the user implementation. */
    static int hash(Tag t) {
        return (127 * "value".hashCode() ^ t.value().hashCode()) + (127 * "weight".hashCode() ^ Integer.valueOf(t.weight()).hashCode())
                + (127 * "kind".hashCode() ^ t.kind().hashCode()) + (127 * "names".hashCode() ^ Arrays.hashCode(t.names()))
                + (127 * "state".hashCode() ^ t.state().hashCode());
    }
}
