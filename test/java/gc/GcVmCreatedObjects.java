// Checks objects that the VM and its natives create or fill in (lambda instances holding captured values, stack trace elements, enum values() arrays, reflective instances, interface and class-name queries, string concatenation results) when only heap objects refer to them across collections.
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class GcVmCreatedObjects {
    enum Color { RED, GREEN, BLUE, CYAN, MAGENTA }

    interface Shape { int corners(); }
    interface Named { String label(); }

    public static final class Square implements Shape, Named {
        int size = 4;
        public Square() {}
        public int corners() { return size; }
        public String label() { return "square"; }
    }

    static final class Box {
        final int[] values;
        Box(int n) {
            values = new int[n];
            for (int i = 0; i < n; i++) values[i] = i * n;
        }
        int sum() {
            int s = 0;
            for (int v : values) s += v;
            return s;
        }
    }

    static void churn(int n) {
        for (int i = 0; i < n; i++) {
            Object junk = new int[4];
        }
    }

    // Each lambda captures objects that nothing else refers to once this returns.
    static List<IntSupplier> makeLambdas(int n) {
        List<IntSupplier> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Box box = new Box(i % 10 + 1);
            String tag = "t" + i;
            int k = i;
            out.add(() -> box.sum() + tag.length() * 1000 + k);
        }
        return out;
    }

    static Supplier<String> methodRef() {
        StringBuilder sb = new StringBuilder("bound");
        sb.append("-receiver");
        return sb::toString;
    }

    static StackTraceElement[] traceFrom(int depth) {
        if (depth > 0) return traceFrom(depth - 1);
        return new Throwable().getStackTrace();
    }

    public static void main(String[] args) throws Exception {
        List<IntSupplier> lambdas = makeLambdas(150);
        Supplier<String> bound = methodRef();
        churn(200);
        System.gc();
        long lambdaSum = 0;
        for (IntSupplier s : lambdas) lambdaSum += s.getAsInt();
        System.out.println("lambdas " + lambdas.size() + " sum " + lambdaSum + ", bound method ref " + bound.get());

        List<StackTraceElement[]> traces = new ArrayList<>();
        for (int i = 0; i < 5; i++) traces.add(traceFrom(i * 3));
        churn(200);
        System.gc();
        for (StackTraceElement[] t : traces) {
            int recursive = 0;
            for (StackTraceElement e : t) if (e.getMethodName().equals("traceFrom")) recursive++;
            StackTraceElement last = t[t.length - 1];
            System.out.println("trace: " + t.length + " frames, traceFrom x" + recursive + ", bottom " + last.getClassName() + "."
                    + last.getMethodName() + " file " + last.getFileName() + " line>0 " + (last.getLineNumber() > 0));
        }

        List<Color[]> valueArrays = new ArrayList<>();
        for (int i = 0; i < 20; i++) valueArrays.add(Color.values());
        Object[] created = new Object[30];
        for (int i = 0; i < created.length; i++) created[i] = Square.class.getDeclaredConstructor().newInstance();
        List<Class<?>[]> interfaceArrays = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            interfaceArrays.add(Square.class.getInterfaces());
            names.add(Square.class.getName() + "/" + Color.class.getSimpleName() + "/" + int[][].class.getName());
        }
        churn(300);
        System.gc();
        int valuesOk = 0;
        for (Color[] v : valueArrays) if (v.length == 5 && v[0] == Color.RED && v[4] == Color.MAGENTA && v[2].name().equals("BLUE")) valuesOk++;
        int createdOk = 0;
        for (Object o : created) if (((Shape) o).corners() == 4 && ((Named) o).label().equals("square")) createdOk++;
        int interfacesOk = 0;
        for (Class<?>[] a : interfaceArrays) if (a.length == 2 && a[0] == Shape.class && a[1] == Named.class) interfacesOk++;
        System.out.println("values() arrays ok " + valuesOk + ", newInstance ok " + createdOk + ", getInterfaces ok " + interfacesOk);
        System.out.println("names " + names.get(9) + " distinct arrays " + (valueArrays.get(0) != valueArrays.get(1)));

        // Values produced by concatenation and boxing, kept only in an array.
        Object[] mixed = new Object[200];
        for (int i = 0; i < mixed.length; i++) {
            switch (i % 4) {
                case 0: mixed[i] = "s" + i + ":" + (i * 0.5) + ":" + (char) ('a' + i % 26); break;
                case 1: mixed[i] = Integer.valueOf(i * 1000); break;
                case 2: mixed[i] = Long.valueOf(i * 100000L); break;
                default: mixed[i] = String.valueOf(new char[] {'x', (char) ('0' + i % 10)}); break;
            }
        }
        churn(200);
        System.gc();
        long h = 0;
        for (Object o : mixed) h = h * 31 + o.hashCode();
        System.out.println("mixed hash " + h + " sample " + mixed[8] + " " + mixed[9] + " " + mixed[10] + " " + mixed[11]);
    }
}
