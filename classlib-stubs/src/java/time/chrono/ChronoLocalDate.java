package java.time.chrono;

import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;

/**
 * A date without time or zone in some calendar. In Loupe only LocalDate
 * implements it; it exists so that signatures such as
 * {@code LocalDate.isAfter(ChronoLocalDate)} match the JDK's.
 */
public interface ChronoLocalDate extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDate> {
    Chronology getChronology();

    long toEpochDay();

    boolean isLeapYear();

    int lengthOfMonth();

    int lengthOfYear();

    boolean isAfter(ChronoLocalDate other);

    boolean isBefore(ChronoLocalDate other);

    boolean isEqual(ChronoLocalDate other);
}
