package init;

public interface SubDefault extends WithDefault {
    Object SUB_MARK = Log.mark("SubDefault");
    default void hi() {}
}
