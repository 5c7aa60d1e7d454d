// Field.get/set and every primitive getX/setX: the widening conversions the
// JDK allows (JLS 5.1.2) and its IllegalArgumentException texts for the
// others; set(Object) unboxing; reference fields checked against their type;
// final fields (static final never settable, instance final only after
// setAccessible(true)); statics initialize their class and ignore the
// receiver; volatile fields; null and wrong receivers.
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

class AllTypes {
    boolean z = true;
    byte b = 1;
    char c = 'c';
    short s = 2;
    int i = 3;
    long j = 4;
    float f = 5.5f;
    double d = 6.25;
    String str = "text";
    Object obj = 7;
    CharSequence cs = "chars";
    volatile long vol = 8;
    volatile Object volRef = "v";
}

class Finals {
    final int fi = 1;
    final String fs = "final";
    static final int SF = 2;
    static final Object SOBJ = new Object();
}

class Statics {
    static {
        System.out.println("Statics initialized");
    }

    static int counter = 100;
    static double ratio = 0.5;
    static String label = "label";
    static char letter = 'L';
    static boolean flag;
}

class Other {
    int i;
}

public class ReflectFields {
    static final String[] TYPES = {"z", "b", "c", "s", "i", "j", "f", "d", "str", "obj"};

    interface Getter {
        Object get(Field f, Object o) throws Exception;
    }

    interface Setter {
        void set(Field f, Object o) throws Exception;
    }

    static String attempt(Getter g, Field f, Object o) {
        try {
            Object v = g.get(f, o);
            return String.valueOf(v) + (v == null ? "" : " " + v.getClass().getSimpleName());
        } catch (Exception e) {
            return e.toString();
        }
    }

    static String attemptSet(Setter s, Field f, Object o) {
        try {
            s.set(f, o);
            return "ok, now " + f.get(o);
        } catch (Exception e) {
            return e.toString();
        }
    }

    public static void main(String[] args) throws Exception {
        AllTypes t = new AllTypes();
        Class<?> k = AllTypes.class;
        for (String name : TYPES) {
            Field f = k.getDeclaredField(name);
            System.out.println("== " + f + " (modifiers " + f.getModifiers() + ")");
            System.out.println("get        " + attempt((x, o) -> x.get(o), f, t));
            System.out.println("getBoolean " + attempt((x, o) -> x.getBoolean(o), f, t));
            System.out.println("getByte    " + attempt((x, o) -> x.getByte(o), f, t));
            System.out.println("getChar    " + attempt((x, o) -> x.getChar(o), f, t));
            System.out.println("getShort   " + attempt((x, o) -> x.getShort(o), f, t));
            System.out.println("getInt     " + attempt((x, o) -> x.getInt(o), f, t));
            System.out.println("getLong    " + attempt((x, o) -> x.getLong(o), f, t));
            System.out.println("getFloat   " + attempt((x, o) -> x.getFloat(o), f, t));
            System.out.println("getDouble  " + attempt((x, o) -> x.getDouble(o), f, t));
        }
        for (String name : TYPES) {
            Field f = k.getDeclaredField(name);
            System.out.println("== set " + f.getName());
            System.out.println("setBoolean " + attemptSet((x, o) -> x.setBoolean(o, false), f, new AllTypes()));
            System.out.println("setByte    " + attemptSet((x, o) -> x.setByte(o, (byte) -9), f, new AllTypes()));
            System.out.println("setChar    " + attemptSet((x, o) -> x.setChar(o, 'Z'), f, new AllTypes()));
            System.out.println("setShort   " + attemptSet((x, o) -> x.setShort(o, (short) -300), f, new AllTypes()));
            System.out.println("setInt     " + attemptSet((x, o) -> x.setInt(o, 70000), f, new AllTypes()));
            System.out.println("setLong    " + attemptSet((x, o) -> x.setLong(o, 1L << 40), f, new AllTypes()));
            System.out.println("setFloat   " + attemptSet((x, o) -> x.setFloat(o, 1.25f), f, new AllTypes()));
            System.out.println("setDouble  " + attemptSet((x, o) -> x.setDouble(o, -2.5), f, new AllTypes()));
            Object[] values = {true, (byte) 9, 'q', (short) 10, 11, 12L, 13.5f, 14.75, "string", null, new StringBuilder("sb")};
            for (Object v : values) {
                System.out.println("set " + (v == null ? "null" : v.getClass().getSimpleName() + " " + v) + ": "
                        + attemptSet((x, o) -> x.set(o, v), f, new AllTypes()));
            }
        }
        Field cs = k.getDeclaredField("cs");
        System.out.println("cs <- StringBuilder: " + attemptSet((x, o) -> x.set(o, new StringBuilder("built")), cs, t));
        System.out.println("cs <- Integer: " + attemptSet((x, o) -> x.set(o, 5), cs, t));

        // Volatile fields read and write as others do (with volatile ordering).
        Field vol = k.getDeclaredField("vol");
        vol.setLong(t, Long.MIN_VALUE);
        System.out.println("volatile long: " + vol.getLong(t) + " " + t.vol + " " + Modifier.toString(vol.getModifiers()));
        Field volRef = k.getDeclaredField("volRef");
        volRef.set(t, "changed");
        System.out.println("volatile ref: " + volRef.get(t) + " " + t.volRef);

        // Receivers.
        Field i = k.getDeclaredField("i");
        System.out.println("null receiver: " + attempt((x, o) -> x.getInt(o), i, null));
        System.out.println("wrong receiver: " + attempt((x, o) -> x.getInt(o), i, new Other()));
        System.out.println("wrong receiver set: " + attemptSet((x, o) -> x.setInt(o, 1), i, new Other()));
        System.out.println("null receiver set: " + attemptSet((x, o) -> x.set(o, 1), i, null));
        i.setAccessible(true);
        System.out.println("null receiver (accessible): " + attempt((x, o) -> x.getInt(o), i, null));

        // Finals.
        Finals fin = new Finals();
        Field fi = Finals.class.getDeclaredField("fi");
        System.out.println("final int setInt: " + attemptSet((x, o) -> x.setInt(o, 5), fi, fin));
        System.out.println("final int set: " + attemptSet((x, o) -> x.set(o, 5), fi, fin));
        System.out.println("final int set null: " + attemptSet((x, o) -> x.set(o, null), fi, fin));
        fi.setAccessible(true);
        System.out.println("final int setInt (accessible): " + attemptSet((x, o) -> x.setInt(o, 5), fi, fin));
        Field fs = Finals.class.getDeclaredField("fs");
        fs.setAccessible(true);
        System.out.println("final String set (accessible): " + attemptSet((x, o) -> x.set(o, "changed"), fs, fin));
        Field sf = Finals.class.getDeclaredField("SF");
        System.out.println("static final setInt: " + attemptSet((x, o) -> x.setInt(o, 5), sf, null));
        sf.setAccessible(true);
        System.out.println("static final setInt (accessible): " + attemptSet((x, o) -> x.setInt(o, 5), sf, null));
        System.out.println("static final set (accessible): " + attemptSet((x, o) -> x.set(o, "x"), sf, null));
        Field sobj = Finals.class.getDeclaredField("SOBJ");
        sobj.setAccessible(true);
        System.out.println("static final Object set: " + attemptSet((x, o) -> x.set(o, null), sobj, null));
        System.out.println("static final read: " + sf.getInt(null) + " " + Modifier.toString(sf.getModifiers()));

        // Statics: the class is initialized by the first access; the receiver is ignored.
        Field counter = Statics.class.getDeclaredField("counter");
        System.out.println("got Statics.counter");
        System.out.println("static get: " + counter.get(null));
        counter.setInt("ignored receiver", 7);
        System.out.println("static after setInt: " + counter.getInt(new Other()) + " " + Statics.counter);
        counter.set(null, (short) 9);
        System.out.println("static after set(Short): " + Statics.counter);
        Field ratio = Statics.class.getDeclaredField("ratio");
        ratio.setFloat(null, 0.75f);
        System.out.println("static double: " + ratio.getDouble(null) + " " + Statics.ratio);
        Field label = Statics.class.getDeclaredField("label");
        label.set(null, "new label");
        System.out.println("static String: " + label.get(null) + " " + Statics.label);
        Field letter = Statics.class.getDeclaredField("letter");
        letter.setChar(null, '\uffff');
        System.out.println("static char: " + (int) letter.getChar(null) + " " + letter.getInt(null) + " " + (int) Statics.letter);
        Field flag = Statics.class.getDeclaredField("flag");
        flag.setBoolean(null, true);
        System.out.println("static boolean: " + flag.get(null) + " " + Statics.flag);

        // Class-library fields.
        System.out.println("Integer.MAX_VALUE: " + Integer.class.getField("MAX_VALUE").getInt(null));
        System.out.println("Math.PI: " + Math.class.getField("PI").getDouble(null));
        try {
            Integer.class.getDeclaredField("value").getInt(5);
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        try {
            Integer.class.getField("MAX_VALUE").setInt(null, 5);
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }

        // equals/hashCode: same declaring class, name and type.
        Field a1 = k.getDeclaredField("i");
        Field a2 = k.getDeclaredField("i");
        System.out.println("equal: " + a1.equals(a2) + " " + (a1 == a2) + " " + (a1.hashCode() == a2.hashCode())
                + " " + a1.equals(k.getDeclaredField("j")) + " hash " + a1.hashCode());
        System.out.println("enum constant: " + Thread.State.class.getField("NEW").isEnumConstant() + " "
                + a1.isEnumConstant() + " " + a1.isSynthetic() + " " + Thread.State.class.getField("NEW").getModifiers());
    }
}
