package vt.a;

public class Sealed {
    public final void locked() {}
}
