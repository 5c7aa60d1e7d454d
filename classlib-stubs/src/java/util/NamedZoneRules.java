package java.util;

/**
 * THE HOOK for tz-database zones ("America/New_York", "Europe/Paris"):
 * TimeZone.getTimeZone asks find(id) for every id that is not UTC, GMT or
 * a custom "GMT+hh:mm" one. Loupe's java.util has no tz-database reader of
 * its own; java.time's ZoneRules (written separately) are to be plugged in
 * here, by returning a TimeZone whose getOffset(long), getRawOffset,
 * inDaylightTime and getDSTSavings ask those rules. Until then no named
 * zone is known and TimeZone answers GMT for it, as the JDK does for an
 * unknown id.
 */
final class NamedZoneRules {
    private NamedZoneRules() {
    }

    /** The zone with this tz-database id, or null if it is not known. */
    static TimeZone find(String id) {
        return null;
    }

    /** The tz-database ids that find knows. */
    static List<String> availableIds() {
        return Collections.emptyList();
    }
}
