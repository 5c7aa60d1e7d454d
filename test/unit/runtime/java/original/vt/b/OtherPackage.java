package vt.b;

// pkg() here does not override vt.a.Base.pkg(), which is package-private in another package.
public class OtherPackage extends vt.a.Base {
    @Override public void pub() {}
    void pkg() {}
}
