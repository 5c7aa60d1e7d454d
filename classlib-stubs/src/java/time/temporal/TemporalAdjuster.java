package java.time.temporal;

/** A strategy that moves a temporal, such as "last day of the month". */
@FunctionalInterface
public interface TemporalAdjuster {
    Temporal adjustInto(Temporal temporal);
}
