package res;

// Each method uses one member reference the resolution tests resolve.
public class Caller {
    int readOwn(Sub s) { return s.own; }
    int readInherited(Sub s) { return s.inherited; }
    Object readShared() { return Sub.SHARED; }
    int readCounter(Target t) { return t.counter; }
    int readRemoved(Target t) { return t.removedField; }
    int readBecomesInstance() { return Target.becomesInstance; }
    int readBecomesStatic(Target t) { return t.becomesStatic; }
    int readSecret(Target t) { return t.secret; }
    long callCompute(Target t) { return t.compute(3); }
    void callGone(Target t) { t.gone(1, "x"); }
    void callBecomesVirtual() { Target.becomesVirtual(); }
    void callHidden(Target t) { t.hidden(); }
    String callInheritedMethod(Sub s) { return s.describe(); }
    String callStaticThroughSubclass() { return Sub.make(); }
    int callInheritedOnly(Sub s) { return s.depth(); }
    String greetThroughClass(itf.UsesDefault u) { return u.greet(); }
    String greetThroughInterface(itf.Greeter g) { return g.greet(); }
    void callShape(Shape s) { s.draw(); }
    Object makeSecretive() { return new res.hidden.Secretive(); }
    Object makeDeleted() { return new Deleted(); }
    Object[] makeArray() { return new String[2][]; }
    String text() { return "interned text"; }
}
