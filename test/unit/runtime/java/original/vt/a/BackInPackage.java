package vt.a;

// pkg() overrides vt.a.Base.pkg() (same package) but not vt.b.OtherPackage.pkg().
public class BackInPackage extends vt.b.OtherPackage {
    void pkg() {}
}
