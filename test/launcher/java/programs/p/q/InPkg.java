// A main class in a package; prints its arguments joined by commas.
package p.q;

public class InPkg {
    public static void main(String[] args) {
        System.out.println("p.q.InPkg " + String.join(",", args));
    }
}
