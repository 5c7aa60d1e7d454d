package res;

public interface Shape {
    void draw();
}
