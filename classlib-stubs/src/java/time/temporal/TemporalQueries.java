package java.time.temporal;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.chrono.Chronology;

/** The common queries: zone, offset, local date, local time, precision. */
public final class TemporalQueries {
    private TemporalQueries() {}

    /** A query with a name, as the JDK's queries print themselves. */
    private abstract static class NamedQuery<R> implements TemporalQuery<R> {
        private final String name;

        NamedQuery(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    // The strict zone: only a temporal that knows a ZoneId answers it (its query() handles it).
    private static final TemporalQuery<ZoneId> ZONE_ID = new NamedQuery<ZoneId>("ZoneId") {
        public ZoneId queryFrom(TemporalAccessor temporal) {
            return temporal.query(this);
        }
    };
    private static final TemporalQuery<Chronology> CHRONO = new NamedQuery<Chronology>("Chronology") {
        public Chronology queryFrom(TemporalAccessor temporal) {
            return temporal.query(this);
        }
    };
    private static final TemporalQuery<TemporalUnit> PRECISION = new NamedQuery<TemporalUnit>("Precision") {
        public TemporalUnit queryFrom(TemporalAccessor temporal) {
            return temporal.query(this);
        }
    };
    private static final TemporalQuery<ZoneOffset> OFFSET = new NamedQuery<ZoneOffset>("Offset") {
        public ZoneOffset queryFrom(TemporalAccessor temporal) {
            if (temporal.isSupported(ChronoField.OFFSET_SECONDS)) {
                return ZoneOffset.ofTotalSeconds(temporal.get(ChronoField.OFFSET_SECONDS));
            }
            return null;
        }
    };
    // The lenient zone: the ZoneId if there is one, else the offset.
    private static final TemporalQuery<ZoneId> ZONE = new NamedQuery<ZoneId>("Zone") {
        public ZoneId queryFrom(TemporalAccessor temporal) {
            ZoneId zone = temporal.query(ZONE_ID);
            return zone != null ? zone : temporal.query(OFFSET);
        }
    };
    private static final TemporalQuery<LocalDate> LOCAL_DATE = new NamedQuery<LocalDate>("LocalDate") {
        public LocalDate queryFrom(TemporalAccessor temporal) {
            if (temporal.isSupported(ChronoField.EPOCH_DAY)) {
                return LocalDate.ofEpochDay(temporal.getLong(ChronoField.EPOCH_DAY));
            }
            return null;
        }
    };
    private static final TemporalQuery<LocalTime> LOCAL_TIME = new NamedQuery<LocalTime>("LocalTime") {
        public LocalTime queryFrom(TemporalAccessor temporal) {
            if (temporal.isSupported(ChronoField.NANO_OF_DAY)) {
                return LocalTime.ofNanoOfDay(temporal.getLong(ChronoField.NANO_OF_DAY));
            }
            return null;
        }
    };

    public static TemporalQuery<ZoneId> zoneId() {
        return ZONE_ID;
    }

    public static TemporalQuery<Chronology> chronology() {
        return CHRONO;
    }

    public static TemporalQuery<TemporalUnit> precision() {
        return PRECISION;
    }

    public static TemporalQuery<ZoneId> zone() {
        return ZONE;
    }

    public static TemporalQuery<ZoneOffset> offset() {
        return OFFSET;
    }

    public static TemporalQuery<LocalDate> localDate() {
        return LOCAL_DATE;
    }

    public static TemporalQuery<LocalTime> localTime() {
        return LOCAL_TIME;
    }
}
