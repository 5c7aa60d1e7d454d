package itf;

public class Plain implements Greeter {
    public String greet() { return "plain"; }
}
