// Checks field access bytecodes for every type: default values of static and instance fields, final fields, volatile long/double, and field access through subclasses.
public class StaticAndVolatileFields {
    static boolean sz; static byte sb; static char sc; static short ss; static int si; static long sl; static float sf; static double sd; static Object so;
    boolean iz; byte ib; char ic; short is; int ii; long il; float iF; double id; String istr;
    static volatile long vlong = Long.MIN_VALUE;
    static volatile double vdouble = -0.0;
    volatile int vint = 7;
    final int finalField;
    static final long STATIC_FINAL_COMPUTED = System.getProperty("line.separator").length() * 1000L;

    static class Sub extends StaticAndVolatileFields {
        long il = 99;   // hides the superclass field
        Sub() { super(5); }
    }

    StaticAndVolatileFields(int f) { finalField = f; }

    public static void main(String[] args) {
        System.out.println("static defaults: " + sz + " " + sb + " " + (int) sc + " " + ss + " " + si + " " + sl + " " + sf + " " + sd + " " + so);
        StaticAndVolatileFields o = new StaticAndVolatileFields(1);
        System.out.println("instance defaults: " + o.iz + " " + o.ib + " " + (int) o.ic + " " + o.is + " " + o.ii + " " + o.il + " " + o.iF + " " + o.id + " " + o.istr);
        sz = true; sb = -1; sc = 'S'; ss = Short.MIN_VALUE; si = 1 << 31; sl = 1L << 63; sf = Float.NaN; sd = Double.MAX_VALUE; so = "obj";
        o.iz = true; o.ib = 127; o.ic = '\uffff'; o.is = -1; o.ii = -2; o.il = -3L; o.iF = -0f; o.id = 1e-300; o.istr = "str";
        System.out.println("static set: " + sz + " " + sb + " " + sc + " " + ss + " " + si + " " + sl + " " + sf + " " + sd + " " + so);
        System.out.println("instance set: " + o.iz + " " + o.ib + " " + (int) o.ic + " " + o.is + " " + o.ii + " " + o.il + " " + o.iF + " " + o.id + " " + o.istr);
        sl += 5; sd *= -1; o.il <<= 2; o.ii >>>= 28; o.ic++; o.ib++;
        System.out.println("compound: " + sl + " " + sd + " " + o.il + " " + o.ii + " " + (int) o.ic + " " + o.ib);
        vlong++;
        vdouble += 1.5;
        o.vint *= 3;
        System.out.println("volatile: " + vlong + " " + vdouble + " " + o.vint + " final " + o.finalField + " computed " + STATIC_FINAL_COMPUTED);
        Sub s = new Sub();
        StaticAndVolatileFields asSuper = s;
        System.out.println("hidden field: sub " + s.il + " super " + asSuper.il + " finalField " + s.finalField);
        Sub.si = 42;   // static field accessed through the subclass name
        System.out.println("static via subclass: " + si);
    }
}
