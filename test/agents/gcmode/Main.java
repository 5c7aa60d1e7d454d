// The gcmode agent calls back into the VM from heap events (thread-suspended
// mode): this program only has to collect a few times.
public class Main {
    static Object keep;

    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 2000; j++) {
                keep = new int[16];
            }
            System.gc();
        }
        System.out.println("collected");
    }
}
