// java.lang.reflect.Array: creation with one and several dimensions,
// getLength, get/set with boxing, and every primitive getX/setX over every
// primitive array type and Object[] with the widening rules (JLS 5.1.2) and
// HotSpot's exceptions and messages for the rest (not an array, null, index
// out of bounds, element type mismatch, negative sizes, void).
import java.lang.reflect.Array;

public class ReflectArrays {
    interface Action {
        Object run() throws Exception;
    }

    static String attempt(Action a) {
        try {
            Object v = a.run();
            return String.valueOf(v) + (v == null ? "" : " " + v.getClass().getSimpleName());
        } catch (Exception e) {
            return e.toString();
        }
    }

    static Object[] arrays() {
        return new Object[] {new boolean[] {true}, new byte[] {-2}, new char[] {'c'}, new short[] {300},
            new int[] {70000}, new long[] {1L << 40}, new float[] {1.5f}, new double[] {-2.25}, new String[] {"s"},
            new Object[] {7}};
    }

    static String show(Object array) {
        Object v = Array.get(array, 0);
        return v + " " + (v == null ? "" : v.getClass().getSimpleName());
    }

    public static void main(String[] args) throws Exception {
        for (Object a : arrays()) {
            String n = a.getClass().getSimpleName();
            System.out.println("== " + n + " length " + Array.getLength(a));
            System.out.println("get        " + attempt(() -> Array.get(a, 0)));
            System.out.println("getBoolean " + attempt(() -> Array.getBoolean(a, 0)));
            System.out.println("getByte    " + attempt(() -> Array.getByte(a, 0)));
            System.out.println("getChar    " + attempt(() -> Array.getChar(a, 0)));
            System.out.println("getShort   " + attempt(() -> Array.getShort(a, 0)));
            System.out.println("getInt     " + attempt(() -> Array.getInt(a, 0)));
            System.out.println("getLong    " + attempt(() -> Array.getLong(a, 0)));
            System.out.println("getFloat   " + attempt(() -> Array.getFloat(a, 0)));
            System.out.println("getDouble  " + attempt(() -> Array.getDouble(a, 0)));
        }
        Object[] values = {false, (byte) 9, 'q', (short) 10, 11, 12L, 13.5f, 14.75, "string", null};
        for (Object a : arrays()) {
            String n = a.getClass().getSimpleName();
            System.out.println("== set " + n);
            System.out.println("setBoolean " + attempt(() -> { Array.setBoolean(a, 0, true); return show(a); }));
            System.out.println("setByte    " + attempt(() -> { Array.setByte(a, 0, (byte) 5); return show(a); }));
            System.out.println("setChar    " + attempt(() -> { Array.setChar(a, 0, 'A'); return show(a); }));
            System.out.println("setShort   " + attempt(() -> { Array.setShort(a, 0, (short) -7); return show(a); }));
            System.out.println("setInt     " + attempt(() -> { Array.setInt(a, 0, 123456); return show(a); }));
            System.out.println("setLong    " + attempt(() -> { Array.setLong(a, 0, -5L); return show(a); }));
            System.out.println("setFloat   " + attempt(() -> { Array.setFloat(a, 0, 0.5f); return show(a); }));
            System.out.println("setDouble  " + attempt(() -> { Array.setDouble(a, 0, 0.25); return show(a); }));
            for (Object v : values) {
                System.out.println("set " + v + ": " + attempt(() -> { Array.set(a, 0, v); return show(a); }));
            }
        }
        int[] ia = {1, 2, 3};
        System.out.println("out of bounds: " + attempt(() -> Array.get(ia, 5)));
        System.out.println("negative index: " + attempt(() -> Array.getInt(ia, -1)));
        System.out.println("set out of bounds: " + attempt(() -> { Array.set(ia, 3, 1); return null; }));
        System.out.println("setInt out of bounds: " + attempt(() -> { Array.setInt(ia, 3, 1); return null; }));
        System.out.println("not an array: " + attempt(() -> Array.get("x", 0)));
        System.out.println("null: " + attempt(() -> Array.get(null, 0)));
        System.out.println("getLength not an array: " + attempt(() -> Array.getLength("x")));
        System.out.println("getLength null: " + attempt(() -> Array.getLength(null)));
        System.out.println("getInt on Object[]: " + attempt(() -> Array.getInt(new Object[1], 0)));
        System.out.println("wrong element: " + attempt(() -> { Array.set(new String[1], 0, 5); return null; }));
        System.out.println("subtype element: " + attempt(() -> {
            CharSequence[] cs = new CharSequence[1];
            Array.set(cs, 0, new StringBuilder("sb"));
            return cs[0];
        }));

        System.out.println("negative length: " + attempt(() -> Array.newInstance(int.class, -1)));
        System.out.println("void: " + attempt(() -> Array.newInstance(void.class, 1)));
        System.out.println("no dimensions: " + attempt(() -> Array.newInstance(int.class, new int[0])));
        System.out.println("negative inner: " + attempt(() -> Array.newInstance(int.class, 0, -1)));
        System.out.println("null component: " + attempt(() -> Array.newInstance(null, 1)));
        Object m = Array.newInstance(int.class, 2, 3);
        System.out.println(m.getClass().getName() + " " + Array.getLength(m) + " " + Array.getLength(Array.get(m, 1)));
        System.out.println(Array.newInstance(String[].class, 2, 0).getClass().getName());
        Object deep = Array.newInstance(long.class, 1, 2, 3, 4);
        System.out.println(deep.getClass().getName() + " " + ((long[][][][]) deep)[0][1][2].length);
        System.out.println(Array.newInstance(Runnable.class, 3).getClass().getName());
    }
}
