package unload;

public class Square implements Shape {
    public int sides() { return 4; }
}
