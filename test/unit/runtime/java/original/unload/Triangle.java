package unload;

public class Triangle implements Shape {
    public int sides() { return 3; }
}
