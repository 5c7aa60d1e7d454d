package java.time.chrono;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;

/** A date-time without zone in some calendar; in Loupe only LocalDateTime implements it. */
public interface ChronoLocalDateTime<D extends ChronoLocalDate>
        extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDateTime<?>> {
    D toLocalDate();

    LocalTime toLocalTime();

    default Chronology getChronology() {
        return toLocalDate().getChronology();
    }

    default long toEpochSecond(ZoneOffset offset) {
        return toLocalDate().toEpochDay() * 86400L + toLocalTime().toSecondOfDay() - offset.getTotalSeconds();
    }

    default Instant toInstant(ZoneOffset offset) {
        return Instant.ofEpochSecond(toEpochSecond(offset), toLocalTime().getNano());
    }

    boolean isAfter(ChronoLocalDateTime<?> other);

    boolean isBefore(ChronoLocalDateTime<?> other);

    boolean isEqual(ChronoLocalDateTime<?> other);
}
