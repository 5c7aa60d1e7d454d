// MethodType.fromMethodDescriptorString (classes through a loader, the errors for malformed descriptors and missing classes) and Lookup.findClass.
// loupe-test: java17-only
import java.lang.invoke.*;
public class MethodTypeDescriptors {
  public static void main(String[] a) throws Throwable {
    ClassLoader cl = MethodTypeDescriptors.class.getClassLoader();
    System.out.println(MethodType.fromMethodDescriptorString("(I[Ljava/lang/String;[[JLMethodTypeDescriptors;)V", cl));
    System.out.println(MethodType.fromMethodDescriptorString("()LMethodTypeDescriptors;", null));
    for (String bad : new String[]{"I", "(V)V", "(I", "(Lnope/X;)V", "(X)V", "()VV"}) {
      try { System.out.println(MethodType.fromMethodDescriptorString(bad, cl)); } catch (Exception e) { System.out.println(e); }
    }
    MethodHandles.Lookup l = MethodHandles.lookup();
    System.out.println(l.findClass("MethodTypeDescriptors") + " " + l.findClass("java.util.List"));
    try { l.findClass("no.Such"); } catch (Exception e) { System.out.println(e); }
  }
}
