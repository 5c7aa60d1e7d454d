// main takes Object[] instead of String[].
public class ObjectArrayMain {
    public static void main(Object[] args) {
        System.out.println("ObjectArrayMain.main");
    }
}
