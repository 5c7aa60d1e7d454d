// main is an instance method.
public class NonStatic {
    public void main(String[] args) {
        System.out.println("NonStatic.main");
    }
}
