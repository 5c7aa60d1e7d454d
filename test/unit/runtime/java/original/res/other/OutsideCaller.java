package res.other;

public class OutsideCaller {
    void callOpened(res.Target t) { t.opened(); }
    void callPkgOnly(res.Target t) { t.pkgOnly(); }
}
