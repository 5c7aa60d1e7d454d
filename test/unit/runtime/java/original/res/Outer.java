package res;

public class Outer {
    private int hiddenValue = 5;

    // A nestmate: reads Outer's private field directly (no accessor since Java 11).
    public class Inner {
        public int peek() { return hiddenValue; }
    }
}
