package java.time.chrono;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.Temporal;

/** A date-time with a zone in some calendar; in Loupe only ZonedDateTime implements it. */
public interface ChronoZonedDateTime<D extends ChronoLocalDate> extends Temporal, Comparable<ChronoZonedDateTime<?>> {
    ChronoLocalDateTime<D> toLocalDateTime();

    ZoneOffset getOffset();

    ZoneId getZone();

    default D toLocalDate() {
        return toLocalDateTime().toLocalDate();
    }

    default LocalTime toLocalTime() {
        return toLocalDateTime().toLocalTime();
    }

    default long toEpochSecond() {
        return toLocalDateTime().toEpochSecond(getOffset());
    }

    default Instant toInstant() {
        return Instant.ofEpochSecond(toEpochSecond(), toLocalTime().getNano());
    }

    boolean isAfter(ChronoZonedDateTime<?> other);

    boolean isBefore(ChronoZonedDateTime<?> other);

    boolean isEqual(ChronoZonedDateTime<?> other);
}
