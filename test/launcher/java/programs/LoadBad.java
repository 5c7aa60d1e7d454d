// Loads the class named by args[0] with Class.forName (which also links and
// initializes it) and prints what was thrown (the first line of its
// message) instead of dying of it.
public class LoadBad {
    public static void main(String[] args) {
        try {
            Class<?> c = Class.forName(args[0]);
            System.out.println("loaded " + c.getName());
        } catch (Throwable t) {
            String message = String.valueOf(t.getMessage());
            int end = message.indexOf('\n');
            System.out.println("caught " + t.getClass().getName() + ": " + (end < 0 ? message : message.substring(0, end)));
        }
        System.out.println("LoadBad still running");
    }
}
