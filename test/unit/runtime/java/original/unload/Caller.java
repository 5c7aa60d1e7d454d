package unload;

// A surviving method whose interface call's inline cache holds the first
// receiver class it saw.
public class Caller {
    public static int sides(Shape s) { return s.sides(); }
}
