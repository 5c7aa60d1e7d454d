package res;

// changed/: becomes an interface.
public class Shape {
    public void draw() {}
}
