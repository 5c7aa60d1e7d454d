package itf;

public interface Left {
    default String pick() { return "left"; }
}
