package itf;

public interface Greeter {
    String greet();
    static String helper() { return "static"; }
    private String secret() { return "private"; }
}
