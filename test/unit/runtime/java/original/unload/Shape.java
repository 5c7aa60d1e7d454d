package unload;

public interface Shape {
    int sides();
}
