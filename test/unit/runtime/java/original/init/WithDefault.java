package init;

public interface WithDefault {
    Object MARK = Log.mark("WithDefault");
    default void hello() {}
}
