package init;

public class FailingWithError {
    static int value = Log.failWithError("broken");
}
