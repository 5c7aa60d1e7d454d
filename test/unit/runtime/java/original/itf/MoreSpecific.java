package itf;

public interface MoreSpecific extends Left {
    default String pick() { return "more specific"; }
}
