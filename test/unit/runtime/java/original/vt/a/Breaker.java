package vt.a;

public class Breaker extends Sealed {
    @Override public void locked() {}
}
