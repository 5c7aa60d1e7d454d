// Checks java.util.Random with fixed seeds: nextInt, nextInt(bound) incl. powers of two, nextLong, nextDouble, nextFloat, nextBoolean, nextBytes, nextGaussian (6 places), setSeed.
import java.util.Arrays;
import java.util.Random;

public class RandomSequences {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(r.nextInt()).append(' ');
        System.out.println("nextInt " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 10; i++) sb.append(r.nextInt(100)).append(' ');
        System.out.println("nextInt(100) " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 10; i++) sb.append(r.nextInt(64)).append(' ');
        System.out.println("nextInt(64) " + sb.toString().trim());
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextInt(Integer.MAX_VALUE)).append(' ');
        System.out.println("nextInt(MAX) " + sb.toString().trim());
        System.out.println("nextLong " + r.nextLong() + " " + r.nextLong());
        System.out.println("nextDouble " + r.nextDouble() + " " + r.nextDouble());
        System.out.println("nextFloat " + r.nextFloat() + " " + r.nextFloat());
        System.out.println("nextBoolean " + r.nextBoolean() + " " + r.nextBoolean() + " " + r.nextBoolean());
        byte[] bytes = new byte[7];
        r.nextBytes(bytes);
        System.out.println("nextBytes " + Arrays.toString(bytes));
        System.out.printf("nextGaussian %.6f %.6f %.6f%n", r.nextGaussian(), r.nextGaussian(), r.nextGaussian());
        r.setSeed(42);
        System.out.println("after setSeed(42) " + r.nextInt());
        Random zero = new Random(0);
        Random negative = new Random(-1L);
        Random big = new Random(Long.MAX_VALUE);
        System.out.println("seed 0: " + zero.nextInt(10) + " " + zero.nextInt(1000) + " seed -1: " + negative.nextInt() + " seed MAX: " + big.nextLong());
        int[] histogram = new int[6];
        Random dice = new Random(2024);
        for (int i = 0; i < 6000; i++) histogram[dice.nextInt(6)]++;
        System.out.println("dice " + Arrays.toString(histogram));
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getMessage());
        }
    }
}
