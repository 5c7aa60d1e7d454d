package itf;

// The superclass's greet() beats Polite's default.
public class Inherits extends Plain implements Polite {
}
