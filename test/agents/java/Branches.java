// INSTRUCTION_START's details (test/agents/run_agent_test.py, mode
// instructions): one if, one tableswitch and one lookupswitch in classify,
// called with arguments whose outcomes the test knows; and an exception
// thrown through a method, for METHOD_EXIT on an exceptional exit.
public class Branches {
    static int classify(int x) {
        int r = 0;
        if (x > 5) {
            r += 1;
        }
        switch (x) {
            case 1: r += 10; break;
            case 2: r += 20; break;
            case 3: r += 30; break;
            default: r += 40;
        }
        switch (x) {
            case 100: r += 100; break;
            case 1000: r += 200; break;
            default: r += 300;
        }
        return r;
    }

    static void thrower() {
        throw new IllegalStateException("out");
    }

    public static void main(String[] args) {
        int sum = 0;
        for (int x : new int[] {2, 7, 1000}) {
            sum += classify(x);
        }
        try {
            thrower();
        } catch (IllegalStateException e) {
            sum += 1;
        }
        System.out.println("sum " + sum);
    }
}
