// Run from a directory without its superclass Sup.
public class NeedsSup extends Sup {
    public static void main(String[] args) {
        System.out.println("NeedsSup.main");
    }
}
