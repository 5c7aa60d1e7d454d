// Checks four threads allocating concurrently through collections: each builds and checks binary trees and publishes results to a synchronized list and to a lock-free stack linked by AtomicReference.compareAndSet; results are printed in a fixed order after join.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

public class GcThreadAlloc {
    static final class Tree {
        final Tree left, right;
        final int value;
        Tree(Tree left, Tree right, int value) { this.left = left; this.right = right; this.value = value; }
    }

    static final class StackNode {
        final String result;
        final StackNode next;
        StackNode(String result, StackNode next) { this.result = result; this.next = next; }
    }

    static final AtomicReference<StackNode> stack = new AtomicReference<>();
    static final List<String> results = Collections.synchronizedList(new ArrayList<>());
    static final AtomicInteger casRetries = new AtomicInteger();

    static Tree build(int depth, int value) {
        if (depth == 0) return new Tree(null, null, value);
        return new Tree(build(depth - 1, 2 * value), build(depth - 1, 2 * value + 1), value);
    }

    static int count(Tree t) {
        return t == null ? 0 : 1 + count(t.left) + count(t.right);
    }

    static long sum(Tree t) {
        return t == null ? 0 : t.value + sum(t.left) + sum(t.right);
    }

    static void push(String result) {
        while (true) {
            StackNode head = stack.get();
            StackNode node = new StackNode(result, head);
            if (stack.compareAndSet(head, node)) return;
            casRetries.incrementAndGet();
        }
    }

    static final class Worker extends Thread {
        final int index;
        String summary;
        Worker(int index) { super("worker-" + index); this.index = index; }

        @Override
        public void run() {
            Tree keep = build(5, index + 1);        // survives the whole run
            long total = 0;
            int bad = 0;
            for (int round = 0; round < 12; round++) {
                Tree t = build(6, round + 1);
                int c = count(t);
                long s = sum(t);
                if (c != 127) bad++;
                total += s;
                String r = "w" + index + "r" + round + ":" + c + "/" + s;
                results.add(r);
                push(r);
                if (round == 4) System.gc();
            }
            summary = getName() + " total=" + total + " bad=" + bad + " keep=" + count(keep) + "/" + sum(keep);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker[] workers = new Worker[4];
        for (int i = 0; i < workers.length; i++) workers[i] = new Worker(i);
        for (Worker w : workers) w.start();
        Tree mainTree = build(7, 1);
        System.gc();
        for (Worker w : workers) w.join();

        for (Worker w : workers) System.out.println(w.summary);
        List<String> sorted = new ArrayList<>(results);
        Collections.sort(sorted);
        System.out.println("list size " + sorted.size() + " first " + sorted.get(0) + " last " + sorted.get(sorted.size() - 1));
        List<String> fromStack = new ArrayList<>();
        for (StackNode n = stack.get(); n != null; n = n.next) fromStack.add(n.result);
        Collections.sort(fromStack);
        System.out.println("stack size " + fromStack.size() + " same as list " + fromStack.equals(sorted));
        StringBuilder perWorker = new StringBuilder();
        for (int w = 0; w < 4; w++) {
            int c = 0;
            for (String s : sorted) if (s.startsWith("w" + w + "r")) c++;
            perWorker.append(" w").append(w).append('=').append(c);
        }
        System.out.println("per worker:" + perWorker);
        System.out.println("w2r5 present: " + sorted.contains("w2r5:127/" + sum(build(6, 6))));
        System.out.println("main tree " + count(mainTree) + "/" + sum(mainTree) + " retries>=0 " + (casRetries.get() >= 0));
    }
}
