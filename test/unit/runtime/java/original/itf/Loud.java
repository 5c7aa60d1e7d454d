package itf;

public interface Loud {
    default String shout() { return "LOUD"; }
}
