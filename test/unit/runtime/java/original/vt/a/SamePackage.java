package vt.a;

public class SamePackage extends Base {
    @Override public void pub() {}
    @Override void pkg() {}
    public void added() {}
}
