package vt.a;

// changed/: locked() becomes final.
public class Sealed {
    public void locked() {}
}
