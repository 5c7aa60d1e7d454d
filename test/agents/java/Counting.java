// Deterministic work for the bytecode-sampling tests (mode bytecodes of
// test/agents/run_agent_test.py): loops, a switch, calls, no exceptions.
public class Counting {
    static int mix(int x) {
        switch (x & 3) {
            case 0: return x + 1;
            case 1: return x * 3;
            case 2: return x ^ 5;
            default: return x - 7;
        }
    }

    static long loop(int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            if ((i & 1) == 0) {
                sum += mix(i);
            } else {
                sum -= i;
            }
        }
        return sum;
    }

    public static void main(String[] args) {
        long total = 0;
        for (int round = 0; round < 20; round++) {
            total += loop(5000 + round);
        }
        System.out.println("total " + total);
    }
}
