// Checks enum basics: values(), valueOf (incl. the IllegalArgumentException and NPE messages), name/ordinal/compareTo/toString/equals, Enum.valueOf, enum switch.
public class EnumBasics {
    enum Color { RED, GREEN, BLUE }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double gravity() { return 6.67300E-11 * mass / (radius * radius); }
    }

    static String describe(Color c) {
        switch (c) {
            case RED: return "warm";
            case BLUE: return "cool";
            default: return "neutral";
        }
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " name=" + c.name() + " ordinal=" + c.ordinal() + " cmpGREEN=" + c.compareTo(Color.GREEN)
                    + " " + describe(c) + " class=" + c.getClass().getName() + " declaring=" + c.getDeclaringClass().getSimpleName());
        }
        System.out.println(Color.valueOf("BLUE") == Color.BLUE);
        System.out.println(Enum.valueOf(Color.class, "RED").ordinal());
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            Color.valueOf("red");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        Color[] v1 = Color.values(), v2 = Color.values();
        v1[0] = null;
        System.out.println("values() returns a fresh copy: " + (v1 != v2) + " " + v2[0]);
        for (Planet p : Planet.values()) System.out.println(p + " " + String.format("%.2f", p.gravity()));
        System.out.println(Color.RED.equals(Color.RED) + " " + Color.RED.equals(Color.GREEN) + " " + (Color.RED instanceof Comparable));
        System.out.println("Enum superclass: " + Color.class.getSuperclass().getName());
    }
}
