// JNI from a native library (libjnitest.so: test/jni/jnitest.c, jnitest_calls.c): natives of every type, strings, arrays,
// calls into Java, fields, exceptions, RegisterNatives, references, local frames, monitors, threads,
// library loading and UnsatisfiedLinkError.
import java.util.ArrayList;
import java.util.List;

public class JniTest {
    static {
        System.loadLibrary("jnitest");
    }

    // ---- natives of every type, static and instance ----
    static native boolean not(boolean b);
    static native byte addBytes(byte a, byte b);
    static native char nextChar(char c);
    static native short mulShorts(short a, short b);
    static native int addInts(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j);
    static native long addLongs(long a, long b);
    static native float mulFloats(float a, float b);
    static native double mixed(int i, double d, long l, float f, byte b, char c, short s, boolean z,
                               double d2, float f2, long l2, int i2, double d3, float f3, double d4, float f4,
                               double d5, double d6, double d7, double d8, double d9);
    static native Object identity(Object o);
    static native String className(Object o);
    static native void nothing();
    static native int over(int x);
    static native int over(String s);
    static native int with_under$dollar();

    static class Inner {
        static native int inner();
    }

    int counter;
    String label = "hello";
    boolean flag;
    byte small;
    char letter;
    short mid;
    long big;
    float part;
    double ratio;
    static int staticCounter = 5;
    static String staticLabel = "static";
    static boolean sFlag;
    static byte sSmall;
    static char sLetter;
    static short sMid;
    static long sBig;
    static float sPart;
    static double sRatio;

    native int bump(int by);
    native String relabel(String suffix);
    native void fillFields();
    static native void fillStatics();
    native String readFields();
    static native String readStatics();
    synchronized native boolean holdsOwnLock();
    static synchronized native boolean holdsClassLock();

    // ---- strings ----
    static native int utfLength(String s);
    static native String utfHex(String s);
    static native String roundTripUtf(String s);
    static native String roundTripChars(String s);
    static native String region(String s, int start, int len);
    static native String utfRegionHex(String s, int start, int len);
    static native String fromUtf(byte[] modifiedUtf8);
    static native String criticalReversed(String s);

    // ---- arrays ----
    static native int sumInts(int[] a);
    static native void scale(double[] a, double factor, boolean abort);
    static native long[] squares(int n);
    static native byte[] slice(byte[] b, int start, int len);
    static native boolean[] invert(boolean[] b);
    static native char[] reversed(char[] c);
    static native short[] negated(short[] s);
    static native float[] halves(float[] f);
    static native String[] words(String s);
    static native int countNonNull(Object[] a);
    static native Object[] filled(int n, Object initial);
    static native int criticalSum(int[] a);
    static native String arrayErrors(int[] ints, Object[] numbers);

    // ---- calls into Java ----
    static class Values {
        int last;
        boolean z(boolean v) { return !v; }
        byte b(byte v) { return (byte) (v + 1); }
        char c(char v) { return (char) (v + 1); }
        short s(short v) { return (short) (v * 2); }
        int i(int v) { return v + 1000; }
        long j(long v) { return v * 1000000007L; }
        float f(float v) { return v * 1.5f; }
        double d(double v) { return v / 4; }
        Object l(Object v) { return "<" + v + ">"; }
        void v(int v) { last = v; }
        static boolean sz(boolean v) { return v; }
        static byte sb(byte v) { return (byte) -v; }
        static char sc(char v) { return Character.toUpperCase(v); }
        static short ss(short v) { return (short) (v - 1); }
        static int si(int v) { return v * 3; }
        static long sj(long v) { return -v; }
        static float sf(float v) { return v + 0.25f; }
        static double sd(double v) { return v * v; }
        static Object sl(Object v) { return "[" + v + "]"; }
        static int lastStatic;
        static void sv(int v) { lastStatic = v; }
        String many(int a, long b, double c, String d, char e, boolean f) {
            return a + "," + b + "," + c + "," + d + "," + e + "," + f;
        }
    }

    static class SubValues extends Values {
        int i(int v) { return v + 2000; }
        Object l(Object v) { return "sub" + v; }
    }

    interface Greeter {
        String greet(String who);
    }

    static class Polite implements Greeter {
        public String greet(String who) { return "Good day, " + who; }
    }

    static class Point {
        final int x, y;
        Point() { this(-1, -1); }
        Point(int x, int y) { this.x = x; this.y = y; }
        public String toString() { return "(" + x + "," + y + ")"; }
    }

    static native String callAll(Values v);
    static native String callMany(Values v);
    static native String callGreeter(Greeter g);
    static native String newPoints();
    static native String allocOnly();

    // ---- exceptions ----
    static class MyException extends Exception {
        MyException(String m) { super(m); }
    }

    static void thrower(String m) {
        throw new IllegalStateException(m);
    }

    static native void throwNew(String className, String message);
    static native void throwObject(Throwable t);
    static native String catchFromJava();
    static native void passThrough(String message);
    static native boolean describeClears();
    static native String lookupErrors();
    static synchronized native void throwWhileSynchronized();

    // ---- RegisterNatives ----
    static native int registered(int x);
    static native int rebindable();
    static native void rebind();
    static native String registerErrors();
    static int helper() { return 0; }

    // ---- references ----
    static native void keepGlobal(Object o);
    static native Object getGlobal();
    static native void dropGlobal();
    static native void keepWeak(Object o);
    static native Object getWeak();
    static native boolean weakIsNull();
    static native void dropWeak();
    static native String refTypes(Object o);
    static native int localFrames(int n);
    static native int manyLocals(int n);
    static native String manyGlobals(int n);
    static native int deleteLocals(int n);

    // ---- monitors and threads ----
    static native boolean lockAndCall(Object lock, Runnable r);
    static native String exitNotOwned(Object lock);
    static native void holdWhile(Object lock, Runnable r);
    static native String attachAndCall(int x);
    static native String attachDaemon();
    static native void blockUntilReleased();
    static native boolean isBlocked();
    static native void release();

    // ---- the rest ----
    static native int version();
    static native String vmChecks();
    static native String classChecks(Object o);
    static native boolean fromReflected(Object constructor);
    static native Object[] toReflected();
    static native int onLoadCount();
    static native void notThere();
    static native Class<?> defineWithJni(String name, ClassLoader loader, byte[] bytes);

    static volatile int contended;
    static final Object LOCK = new Object();

    public static void main(String[] args) throws Exception {
        types();
        fields();
        strings();
        arrays();
        calls();
        exceptions();
        registerNatives();
        references();
        monitorsAndThreads();
        rest();
        loaders();
        libraries();
    }

    static void types() {
        System.out.println("-- types");
        System.out.println(not(true) + " " + not(false));
        System.out.println(addBytes((byte) 100, (byte) 100));
        System.out.println(nextChar('y') + " " + (int) nextChar('\uffff'));
        System.out.println(mulShorts((short) 300, (short) 300));
        System.out.println(addInts(1, 2, 3, 4, 5, 6, 7, 8, 9, -10));
        System.out.println(addLongs(Long.MAX_VALUE, 1) + " " + addLongs(1L << 40, 3));
        System.out.println(mulFloats(1.5f, -2.25f));
        System.out.println(mixed(1, 2.5, 3L, 4.5f, (byte) -5, 'A', (short) -7, true,
                0.125, 0.5f, 1L << 33, -9, 10.0, 11.0f, 12.0, 13.0f, 14.0, 15.0, 16.0, 17.0, 18.0));
        Object o = new Object();
        System.out.println(identity(o) == o);
        System.out.println(identity(null));
        System.out.println(className("str") + " " + className(new int[0]) + " " + className(new Inner()));
        nothing();
        System.out.println(over(41) + " " + over("four"));
        System.out.println(with_under$dollar() + " " + Inner.inner());
    }

    static void fields() {
        System.out.println("-- fields");
        JniTest t = new JniTest();
        System.out.println(t.bump(3) + " " + t.bump(4) + " " + t.counter);
        System.out.println(t.relabel(" world") + " / " + t.label);
        t.fillFields();
        System.out.println(t.flag + " " + t.small + " " + t.letter + " " + t.mid + " " + t.big + " " + t.part + " "
                + t.ratio);
        System.out.println(t.readFields());
        fillStatics();
        System.out.println(sFlag + " " + sSmall + " " + sLetter + " " + sMid + " " + sBig + " " + sPart + " " + sRatio
                + " " + staticCounter + " " + staticLabel);
        System.out.println(readStatics());
        System.out.println(t.holdsOwnLock() + " " + holdsClassLock() + " " + Thread.holdsLock(t));
    }

    static void strings() {
        System.out.println("-- strings");
        String[] samples = {"", "plain ascii", "caf\u00e9 \u00fcber", "\u4e16\u754c", "smile \ud83d\ude00!",
            "nul\u0000inside", "lone \ud800 surrogate"};
        for (String s : samples) {
            System.out.println(s.length() + " " + utfLength(s) + " " + utfHex(s) + " "
                    + s.equals(roundTripUtf(s)) + " " + s.equals(roundTripChars(s)));
        }
        System.out.println(region("abcdef\u00e9gh", 3, 4) + " " + utfRegionHex("x\u00e9\ud83d\ude00y", 1, 3));
        System.out.println(fromUtf(new byte[] {0x41, (byte) 0xc3, (byte) 0xa9, (byte) 0xc0, (byte) 0x80, 0x42,
            (byte) 0xed, (byte) 0xa0, (byte) 0xbd, (byte) 0xed, (byte) 0xb8, (byte) 0x80}).equals("A\u00e9\u0000B\ud83d\ude00"));
        System.out.println(criticalReversed("stressed"));
    }

    static void arrays() {
        System.out.println("-- arrays");
        System.out.println(sumInts(new int[] {1, 2, 3, 4, 5, Integer.MAX_VALUE}));
        double[] ds = {1, 2, 3};
        scale(ds, 2.5, false);
        System.out.println(ds[0] + " " + ds[1] + " " + ds[2]);
        scale(ds, 100, true);
        System.out.println(ds[0] + " " + ds[1] + " " + ds[2]);
        long[] sq = squares(6);
        StringBuilder sb = new StringBuilder();
        for (long l : sq) sb.append(l).append(' ');
        System.out.println(sb);
        byte[] sl = slice(new byte[] {9, 8, 7, 6, 5}, 1, 3);
        System.out.println(sl.length + " " + sl[0] + " " + sl[1] + " " + sl[2]);
        boolean[] inv = invert(new boolean[] {true, false, false});
        System.out.println(inv[0] + " " + inv[1] + " " + inv[2]);
        System.out.println(new String(reversed("hello".toCharArray())));
        short[] neg = negated(new short[] {1, -2, Short.MIN_VALUE});
        System.out.println(neg[0] + " " + neg[1] + " " + neg[2]);
        float[] hv = halves(new float[] {1, 3, -5});
        System.out.println(hv[0] + " " + hv[1] + " " + hv[2]);
        String[] w = words("the quick  brown fox");
        System.out.println(w.length + " " + String.join("|", w));
        System.out.println(countNonNull(new Object[] {null, "a", null, 3}));
        Object[] f = filled(3, "x");
        System.out.println(f.length + " " + f[0] + f[1] + f[2] + " " + f.getClass().getName());
        System.out.println(filled(2, null)[1]);
        System.out.println(criticalSum(new int[] {10, 20, 30}));
        System.out.println(arrayErrors(new int[3], new Integer[2]));
    }

    static void calls() {
        System.out.println("-- calls");
        System.out.println(callAll(new Values()));
        System.out.println(callAll(new SubValues()));
        System.out.println(callMany(new Values()));
        System.out.println(callGreeter(new Polite()));
        System.out.println(callGreeter(who -> "Hi " + who));
        System.out.println(newPoints());
        System.out.println(allocOnly());
    }

    static void exceptions() {
        System.out.println("-- exceptions");
        String[][] cases = {{"java/lang/IllegalArgumentException", "bad argument"},
            {"java/lang/UnsupportedOperationException", null}, {"JniTest$MyException", "custom"}};
        for (String[] c : cases) {
            try {
                throwNew(c[0], c[1]);
                System.out.println("not thrown");
            } catch (Throwable t) {
                System.out.println(t);
            }
        }
        RuntimeException original = new RuntimeException("mine");
        try {
            throwObject(original);
        } catch (RuntimeException e) {
            System.out.println("same object: " + (e == original));
        }
        System.out.println(catchFromJava());
        try {
            passThrough("through native");
        } catch (IllegalStateException e) {
            System.out.println("passed: " + e.getMessage());
        }
        System.out.println("describe clears: " + describeClears());
        System.out.println(lookupErrors());
        try {
            throwWhileSynchronized();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage() + " " + Thread.holdsLock(JniTest.class));
        }
        try {
            notThere();
        } catch (UnsatisfiedLinkError e) {
            System.out.println(e);
        }
    }

    static void registerNatives() {
        System.out.println("-- RegisterNatives");
        System.out.println(registered(20));
        System.out.println(rebindable());
        rebind();
        System.out.println(rebindable());
        System.out.println(registerErrors());
    }

    static void references() {
        System.out.println("-- references");
        keepGlobal(new StringBuilder("global"));
        List<byte[]> garbage = new ArrayList<>();
        for (int i = 0; i < 200; i++) garbage.add(new byte[1000]);
        System.gc();
        System.out.println(getGlobal());
        dropGlobal();
        System.out.println(getGlobal());
        Object strong = new StringBuilder("strong");
        keepWeak(strong);
        System.gc();
        System.out.println(getWeak() + " " + (getWeak() == strong));
        dropWeak();
        keepWeak(new StringBuilder("weak only"));
        garbage = null;
        System.gc();
        System.out.println("weak cleared: " + weakIsNull() + " " + getWeak());
        dropWeak();
        System.out.println(refTypes("r"));
        System.out.println(localFrames(1000));
        System.out.println(manyLocals(600));
        System.out.println(manyGlobals(300));
        System.out.println(deleteLocals(5000));
    }

    static void monitorsAndThreads() throws Exception {
        System.out.println("-- monitors and threads");
        Object lock = new Object();
        boolean inside = lockAndCall(lock, () -> System.out.println("held in callback: " + Thread.holdsLock(lock)));
        System.out.println(inside + " " + Thread.holdsLock(lock));
        System.out.println(exitNotOwned(lock));
        Thread other = new Thread(() -> {
            synchronized (LOCK) {
                contended = 1;
            }
        });
        holdWhile(LOCK, () -> {
            other.start();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            System.out.println("while held: " + contended);
        });
        other.join();
        System.out.println("after release: " + contended);
        System.out.println(attachAndCall(21));
        System.out.println(attachDaemon());
        // A thread blocked in native code must not hold up collections.
        Thread blocked = new Thread(JniTest::blockUntilReleased);
        blocked.start();
        while (!isBlocked()) Thread.sleep(1);
        for (int i = 0; i < 5; i++) {
            byte[][] junk = new byte[100][];
            for (int k = 0; k < junk.length; k++) junk[k] = new byte[512];
            System.gc();
        }
        release();
        blocked.join();
        System.out.println("collected while a thread was in native code");
    }

    static void rest() {
        System.out.println("-- misc");
        System.out.println(Integer.toHexString(version()));
        System.out.println(vmChecks());
        System.out.println(classChecks("s"));
        try {
            System.out.println(fromReflected(Point.class.getDeclaredConstructor(int.class, int.class)));
        } catch (NoSuchMethodException e) {
            System.out.println(e);
        }
        Object[] reflected = toReflected();
        for (Object r : reflected) {
            System.out.println("reflected: " + r);
        }
        try {
            System.out.println("reflected equal: "
                    + reflected[0].equals(Point.class.getDeclaredConstructor(int.class, int.class)) + " "
                    + reflected[1].equals(Point.class.getMethod("toString")) + " "
                    + reflected[2].equals(Point.class.getDeclaredField("x")) + " "
                    + ((java.lang.reflect.Field) reflected[2]).getInt(new Point(5, 6)));
        } catch (ReflectiveOperationException e) {
            System.out.println(e);
        }
    }

    static byte[] classBytes(String name) throws java.io.IOException {
        try (java.io.InputStream in = JniTest.class.getResourceAsStream("/" + name + ".class")) {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            for (int n; (n = in.read(buffer)) > 0; ) {
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        }
    }

    // DefineClass into a loader of the test's own, and FindClass from a
    // native method of a class that loader defined.
    static void loaders() throws Exception {
        System.out.println("-- class loaders");
        byte[] bytes = classBytes("JniDefined");
        ClassLoader mine = new ClassLoader(null) {
        };
        Class<?> defined = defineWithJni("JniDefined", mine, bytes);
        System.out.println(defined.getName() + " own: " + (defined.getClassLoader() == mine) + " distinct: "
                + (defined != JniDefined.class) + " super: " + defined.getSuperclass().getName());
        try {
            defineWithJni("JniDefined", mine, bytes);
        } catch (LinkageError e) {
            System.out.println("again: " + e.getClass().getName());
        }
        try {
            defineWithJni("Other", new ClassLoader(null) {
            }, bytes);
        } catch (NoClassDefFoundError e) {
            System.out.println("wrong name: " + e.getMessage());
        }
        try {
            defineWithJni(null, new ClassLoader(null) {
            }, new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
        } catch (ClassFormatError e) {
            System.out.println("bad bytes: " + e.getMessage());
        }
        Class<?> unnamed = defineWithJni(null, new ClassLoader(null) {
        }, bytes);
        System.out.println("no name given: " + unnamed.getName());
    }

    static void libraries() {
        System.out.println("-- libraries");
        String dir = System.getProperty("java.library.path");
        System.load(dir + "/" + System.mapLibraryName("jnitest"));
        System.out.println("JNI_OnLoad calls: " + onLoadCount());
        try {
            System.loadLibrary("jnitest_missing");
        } catch (UnsatisfiedLinkError e) {
            System.out.println(e.getMessage().equals("no jnitest_missing in java.library.path: " + dir));
        }
        try {
            System.load(dir + "/libjnitest_missing.so");
        } catch (UnsatisfiedLinkError e) {
            System.out.println(e.getMessage().equals("Can't load library: " + dir + "/libjnitest_missing.so"));
        }
        try {
            System.load("libjnitest.so");
        } catch (UnsatisfiedLinkError e) {
            System.out.println(e.getMessage());
        }
        try {
            System.loadLibrary("jni/test");
        } catch (UnsatisfiedLinkError e) {
            System.out.println(e.getMessage());
        }
        try {
            System.loadLibrary("jnibadversion");
        } catch (UnsatisfiedLinkError e) {
            String m = e.getMessage();
            System.out.println(m.startsWith("unsupported JNI version 0x7FFF0000 required by ")
                    + " " + m.endsWith("/libjnibadversion.so"));
        }
    }
}

class JniDefined {
}
