package loupe.internal;

/**
 * Kahan (compensated) summation of doubles, shared by DoubleSummaryStatistics, DoubleStream.sum/average
 * and Collectors.summingDouble/averagingDouble so that all give HotSpot's results bit for bit.
 * A plain sum is kept as well: when the compensated sum turns NaN because of infinities
 * (inf - inf in the correction), the plain sum holds the right infinite answer.
 */
public final class CompensatedSum {
    private double sum;
    /** The low-order bits lost by the previous additions, to be subtracted from the next one. */
    private double compensation;
    private double simpleSum;

    public void add(double value) {
        double corrected = value - compensation;
        double newSum = sum + corrected;
        compensation = (newSum - sum) - corrected;
        sum = newSum;
        simpleSum += value;
    }

    public void combine(CompensatedSum other) {
        double combinedSimpleSum = simpleSum + other.simpleSum;
        add(other.sum);
        add(-other.compensation);
        simpleSum = combinedSimpleSum;
    }

    public double result() {
        double total = sum - compensation;
        if (Double.isNaN(total) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return total;
    }
}
