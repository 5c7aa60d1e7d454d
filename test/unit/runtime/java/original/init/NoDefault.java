package init;

// No default methods: initializing an implementing class leaves it alone.
public interface NoDefault {
    Object MARK = Log.mark("NoDefault");
    void run();
}
