// loupe-test: compare-stderr
// Checks an uncaught checked exception of the test's own class declared by main (with and without message): toString uses the class name, exit code 1.
public class UncaughtChecked {
    static class ConfigException extends Exception {
        ConfigException() { super(); }
    }

    public static void main(String[] args) throws ConfigException {
        System.out.println("validating");
        if (args.length == 0) throw new ConfigException();
    }
}
