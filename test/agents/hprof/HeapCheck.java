// Opens a binary hprof dump with VisualVM's heap library (Debian's visualvm
// package, org.graalvm.visualvm.lib.jfluid.heap) and prints, one per line, each
// class with its instance count ("class <name> <count>") and each GC root
// kind with its count ("root <kind> <count>"): run_hprof_test.py checks them
// against the program. Compiled and run only when the library is there.
import java.io.File;
import java.util.Map;
import java.util.TreeMap;
import org.graalvm.visualvm.lib.jfluid.heap.GCRoot;
import org.graalvm.visualvm.lib.jfluid.heap.Heap;
import org.graalvm.visualvm.lib.jfluid.heap.HeapFactory;
import org.graalvm.visualvm.lib.jfluid.heap.JavaClass;

public class HeapCheck {
    public static void main(String[] args) throws Exception {
        Heap heap = HeapFactory.createHeap(new File(args[0]));
        for (JavaClass c : heap.getAllClasses()) {
            System.out.println("class " + c.getName() + " " + c.getInstancesCount());
        }
        Map<String, Integer> roots = new TreeMap<>();
        for (GCRoot r : heap.getGCRoots()) roots.merge(r.getKind(), 1, Integer::sum);
        for (Map.Entry<String, Integer> e : roots.entrySet()) {
            System.out.println("root " + e.getKey().replace(' ', '_') + " " + e.getValue());
        }
    }
}
