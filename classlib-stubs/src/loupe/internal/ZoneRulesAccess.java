package loupe.internal;

import java.time.zone.ZoneRules;

/**
 * What java.util's TimeZone needs from java.time's zone rules beyond their
 * public API: the tz database's abbreviations, the yearly rule after the
 * last transition, and the reading of a POSIX TZ string. java.time.zone
 * registers the implementation when ZoneRules is initialized; every caller
 * holds a ZoneRules already (or, for posixOffsetSeconds, initializes it
 * through {@link #details}), so the registration has happened by then.
 */
public final class ZoneRulesAccess {
    public interface Details {
        /**
         * {standard abbreviation, daylight abbreviation, POSIX footer up to its first comma}:
         * {"EST", "EDT", "EST5EDT"}, {"+03", null, "<+03>-3"}; any may be null.
         */
        String[] abbreviations(ZoneRules rules);

        /**
         * The daylight saving rule after the last explicit transition as SimpleTimeZone
         * parameters {startMonth, startDay, startDayOfWeek, startTime, endMonth, endDay,
         * endDayOfWeek, endTime, dstSavings}, or null.
         */
        int[] yearlyRule(ZoneRules rules);

        /** The number of explicit transitions in the zone's table. */
        int transitionCount(ZoneRules rules);

        /** The offset in seconds that a POSIX TZ string ("<+03>-3", "EST5EDT,M3.2.0,M11.1.0") gives at an instant; null if unparsable. */
        Integer posixOffsetSeconds(String tz, long epochSecond);
    }

    private static volatile Details details;

    private ZoneRulesAccess() {
    }

    public static void register(Details implementation) {
        details = implementation;
    }

    public static Details details() {
        if (details == null) {
            // Initializing ZoneRules runs its registration.
            ZoneRules.of(java.time.ZoneOffset.UTC);
        }
        return details;
    }
}
