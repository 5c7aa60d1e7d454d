package itf;

public class UsesDefault implements Polite, Loud {
}
