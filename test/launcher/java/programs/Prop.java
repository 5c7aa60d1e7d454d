// Prints the system property named by each argument.
public class Prop {
    public static void main(String[] args) {
        for (String key : args) {
            System.out.println(key + "=" + System.getProperty(key));
        }
    }
}
