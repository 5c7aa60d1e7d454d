// Checks ArrayList: add/insert/set/remove by index vs by object, indexOf, subList views, sort, removeIf/replaceAll, toString/equals, and IndexOutOfBounds messages.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ArrayListOps {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) list.add(i * 10);
        list.add(0, -5);
        list.add(5, 999);
        System.out.println(list + " size " + list.size());
        list.remove(1);                      // by index
        list.remove(Integer.valueOf(999));   // by object
        System.out.println(list);
        System.out.println("set returns old " + list.set(0, 7) + " -> " + list);
        System.out.println("indexOf " + list.indexOf(30) + " " + list.indexOf(31) + " lastIndexOf " + list.lastIndexOf(90) + " contains " + list.contains(40));
        List<Integer> sub = list.subList(2, 5);
        System.out.println("subList " + sub);
        sub.set(0, -1);
        sub.remove(1);
        System.out.println("after subList writes " + list);
        sub.clear();
        System.out.println("after subList clear " + list);
        list.removeIf(x -> x % 20 == 0);
        System.out.println("removeIf " + list);
        list.replaceAll(x -> x * 2);
        System.out.println("replaceAll " + list);
        list.sort(null);
        System.out.println("sorted " + list);
        list.addAll(Arrays.asList(3, 1, 2));
        list.addAll(1, Arrays.asList(100, 200));
        System.out.println("addAll " + list);
        List<String> strs = new ArrayList<>(Arrays.asList("b", null, "a", "c", null));
        System.out.println(strs + " " + strs.indexOf(null) + " " + strs.remove(null) + " " + strs);
        System.out.println("equals LinkedList " + new ArrayList<>(Arrays.asList(1, 2)).equals(new java.util.LinkedList<>(Arrays.asList(1, 2))));
        System.out.println("toArray " + Arrays.toString(strs.toArray()) + " " + Arrays.toString(strs.toArray(new String[0])) + " " + strs.toArray(new String[10]).length);
        List<Object> self = new ArrayList<>();
        self.add("me");
        self.add(self);
        System.out.println("self reference " + self);
        String[] labels = {"get(10)", "get(-1)", "remove(10)", "add(20, x)", "set(5, x) on empty", "subList(2,1)"};
        Runnable[] ops = {() -> list.get(10), () -> list.get(-1), () -> list.remove(10), () -> list.add(20, 1),
                          () -> new ArrayList<Integer>().set(5, 1), () -> list.subList(2, 1)};
        for (int i = 0; i < ops.length; i++) {
            try {
                ops[i].run();
                System.out.println(labels[i] + " ok");
            } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
                System.out.println(labels[i] + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        ArrayList<Integer> big = new ArrayList<>(2);
        for (int i = 0; i < 20000; i++) big.add(i);
        long sum = 0;
        for (int v : big) sum += v;
        big.trimToSize();
        big.ensureCapacity(10);
        System.out.println("big sum " + sum + " isEmpty " + big.isEmpty() + " clear -> " + (big.removeIf(x -> true) ? big.size() : -1));
    }
}
