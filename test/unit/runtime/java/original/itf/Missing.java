package itf;

public abstract class Missing implements Greeter {
}
