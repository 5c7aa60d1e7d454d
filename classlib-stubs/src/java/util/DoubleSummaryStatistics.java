package java.util;

import java.util.function.DoubleConsumer;
import loupe.internal.CompensatedSum;

/**
 * Count, sum, min, max and average of double values (DoubleStream.summaryStatistics).
 * The sum is compensated (Kahan summation), as the JDK's, so that it equals HotSpot's bit for bit.
 */
public class DoubleSummaryStatistics implements DoubleConsumer {
    private long count;
    private final CompensatedSum sum = new CompensatedSum();
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;

    public DoubleSummaryStatistics() {
    }

    public DoubleSummaryStatistics(long count, double min, double max, double sum) throws IllegalArgumentException {
        if (count < 0L) {
            throw new IllegalArgumentException("Negative count value");
        }
        if (count > 0L) {
            if (min > max) {
                throw new IllegalArgumentException("Minimum greater than maximum");
            }
            long ncount = 0;
            if (Double.isNaN(min)) {
                ncount++;
            }
            if (Double.isNaN(max)) {
                ncount++;
            }
            if (Double.isNaN(sum)) {
                ncount++;
            }
            if (ncount > 0 && ncount < 3) {
                throw new IllegalArgumentException("Some, not all, of the minimum, maximum, or sum is NaN");
            }
            this.count = count;
            this.sum.add(sum);
            this.min = min;
            this.max = max;
        }
    }

    @Override
    public void accept(double value) {
        count++;
        sum.add(value);
        min = Math.min(min, value);
        max = Math.max(max, value);
    }

    public void combine(DoubleSummaryStatistics other) {
        count += other.count;
        sum.combine(other.sum);
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    public final long getCount() {
        return count;
    }

    public final double getSum() {
        return sum.result();
    }

    public final double getMin() {
        return min;
    }

    public final double getMax() {
        return max;
    }

    public final double getAverage() {
        return count > 0 ? getSum() / count : 0.0d;
    }

    @Override
    public String toString() {
        return String.format("%s{count=%d, sum=%f, min=%f, average=%f, max=%f}",
                getClass().getSimpleName(), getCount(), getSum(), getMin(), getAverage(), getMax());
    }
}
