package init;

public class Failing {
    static int value = Log.fail("boom");
}
