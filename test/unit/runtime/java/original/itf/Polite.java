package itf;

public interface Polite extends Greeter {
    default String greet() { return "polite"; }
}
