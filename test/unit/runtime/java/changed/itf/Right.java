package itf;

public interface Right {
    default String pick() { return "right"; }
}
