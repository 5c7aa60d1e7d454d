package layout;

public class Base {
    byte b;
    Object first;
    long l;
    int i;
}
