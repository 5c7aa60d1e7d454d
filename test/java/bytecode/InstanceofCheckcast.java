// Checks instanceof and checkcast with classes, interfaces, arrays (covariance, primitive arrays, interface arrays) and null.
public class InstanceofCheckcast {
    interface Shape { String name(); }
    interface Round extends Shape {}
    static class Circle implements Round { public String name() { return "circle"; } }
    static class Square implements Shape { public String name() { return "square"; } }
    static class BigCircle extends Circle {}

    static String describe(Object o) {
        StringBuilder sb = new StringBuilder();
        sb.append(o instanceof Object ? "O" : "-");
        sb.append(o instanceof Shape ? "S" : "-");
        sb.append(o instanceof Round ? "R" : "-");
        sb.append(o instanceof Circle ? "C" : "-");
        sb.append(o instanceof BigCircle ? "B" : "-");
        sb.append(o instanceof Object[] ? "[O" : "--");
        sb.append(o instanceof Shape[] ? "[S" : "--");
        sb.append(o instanceof Circle[] ? "[C" : "--");
        sb.append(o instanceof int[] ? "[I" : "--");
        sb.append(o instanceof Cloneable ? "Cl" : "--");
        sb.append(o instanceof Comparable ? "Cm" : "--");
        sb.append(o instanceof Comparable[] ? "[Cm" : "---");
        sb.append(o instanceof Object[][] ? "[[O" : "---");
        return sb.toString();
    }

    public static void main(String[] args) {
        Object[] samples = {null, new Object(), new Circle(), new BigCircle(), new Square(), "str", 42,
                            new Circle[1], new BigCircle[2], new Shape[0], new Round[1], new int[1], new long[1],
                            new String[1], new Object[1], new int[1][1], new String[1][1], new Integer[0]};
        for (Object o : samples) {
            String name = o == null ? "null" : o.getClass().getName();
            System.out.println(name + ": " + describe(o));
        }
        Object s = new BigCircle();
        Shape sh = (Shape) s;
        Circle c = (Circle) sh;
        Round r = (Round) c;
        System.out.println("casts ok: " + r.name());
        Object nothing = null;
        String str = (String) nothing;
        Circle[] cs = (Circle[]) (Object) null;
        System.out.println("casting null is fine: " + str + " " + cs);
        Object arr = new BigCircle[]{new BigCircle()};
        Shape[] shapes = (Shape[]) arr;
        Circle[] circles = (Circle[]) shapes;
        System.out.println("array casts ok: " + shapes.length + " " + circles[0].name());
        Object[] objs = (Object[]) new String[][]{{"x"}};
        System.out.println("String[][] as Object[]: " + ((String[]) objs[0])[0]);
    }
}
