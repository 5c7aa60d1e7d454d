package vt.a;

public class Base {
    public Base() {}
    public void pub() {}
    protected void prot() {}
    void pkg() {}
    private void priv() {}
    public static void stat() {}
    public final void fin() {}
}
