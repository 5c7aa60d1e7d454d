package res.other;

// A subclass in another package may use Target's protected members.
public class Heir extends res.Target {
    void callOpened() { opened(); }
}
