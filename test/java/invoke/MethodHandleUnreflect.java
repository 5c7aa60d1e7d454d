// Method handles from reflected members: Lookup.unreflect (virtual dispatch kept), unreflectSpecial, unreflectGetter/Setter, unreflectConstructor, unreflectVarHandle, and setAccessible lifting the lookup's access check.
// loupe-test: java17-only
import java.lang.invoke.*;
import java.lang.reflect.*;
public class MethodHandleUnreflect {
  private int secret = 3;
  private static String hidden(String s) { return "h:" + s; }
  public int twice(int x) { return 2 * x; }
  static class Sub extends MethodHandleUnreflect { public int twice(int x) { return 3 * x; } }
  public static void main(String[] a) throws Throwable {
    MethodHandles.Lookup l = MethodHandles.lookup();
    Method tw = MethodHandleUnreflect.class.getMethod("twice", int.class);
    MethodHandle h = l.unreflect(tw);
    System.out.println(h + " " + (int) h.invokeExact(new MethodHandleUnreflect(), 4) + " " + (int) h.invokeExact((MethodHandleUnreflect) new Sub(), 4));
    MethodHandle sp = l.unreflectSpecial(tw, MethodHandleUnreflect.class);
    System.out.println(sp + " " + (int) sp.invokeExact(new MethodHandleUnreflect(), 5));
    Method hid = MethodHandleUnreflect.class.getDeclaredMethod("hidden", String.class);
    System.out.println(l.unreflect(hid).invoke("x"));
    try { MethodHandles.publicLookup().unreflect(hid); } catch (Throwable e) { System.out.println(e.getClass().getName()); }
    hid.setAccessible(true);
    System.out.println(MethodHandles.publicLookup().unreflect(hid).invoke("y"));
    Field f = MethodHandleUnreflect.class.getDeclaredField("secret");
    MethodHandle g = l.unreflectGetter(f), s = l.unreflectSetter(f);
    MethodHandleUnreflect r = new MethodHandleUnreflect(); s.invoke(r, 9);
    System.out.println(g + " " + s + " " + g.invoke(r));
    Constructor<Sub> c = Sub.class.getDeclaredConstructor();
    MethodHandle ch = l.unreflectConstructor(c);
    System.out.println(ch + " " + ch.invoke().getClass().getName());
    VarHandle vh = l.unreflectVarHandle(f);
    System.out.println(vh + " " + vh.getAndAdd(r, 1) + " " + r.secret);
    Method m = Math.class.getMethod("max", int.class, int.class);
    System.out.println(MethodHandles.publicLookup().unreflect(m).invoke(3, 8));
  }
}
