package java.time.chrono;

/**
 * A calendar system. Loupe has only the ISO calendar ({@link IsoChronology});
 * this interface exists so that java.time's method signatures match the JDK's.
 */
public interface Chronology extends Comparable<Chronology> {
    String getId();

    String getCalendarType();

    boolean isLeapYear(long prolepticYear);

    @Override
    default int compareTo(Chronology other) {
        return getId().compareTo(other.getId());
    }
}
