package java.util;

import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesException;
import java.time.zone.ZoneRulesProvider;

/**
 * tz-database zones ("America/New_York", "Europe/Paris") for TimeZone: their
 * rules are java.time's (ZoneRulesProvider reads the system's TZif files), so
 * TimeZone, Calendar and java.time agree on every offset.
 */
final class NamedZoneRules {
    private NamedZoneRules() {
    }

    /** The zone with this tz-database id, or null if it is not known. */
    static TimeZone find(String id) {
        String regionId = id;
        if (!ZoneRulesProvider.getAvailableZoneIds().contains(id)) {
            // The JDK's old three-letter ids ("PST", "IST") name the region's rules under the short id.
            regionId = java.time.ZoneId.SHORT_IDS.get(id);
            if (regionId == null || !ZoneRulesProvider.getAvailableZoneIds().contains(regionId)) {
                return null;
            }
        }
        try {
            ZoneRules rules = ZoneRulesProvider.getRules(regionId, false);
            return new ZoneRulesTimeZone(id, rules);
        } catch (ZoneRulesException e) {
            return null;
        }
    }

    /**
     * The ids getTimeZone knows, in the JDK's order: the tz-database ids sorted
     * (without "ROC" and "Factory", which the JDK leaves out), then "EST", "HST"
     * and "MST", then the other old three-letter ids of ZoneId.SHORT_IDS sorted.
     */
    static List<String> availableIds() {
        Set<String> regions = new TreeSet<>(ZoneRulesProvider.getAvailableZoneIds());
        regions.addAll(FixedOffsetZone.ALIASES);
        regions.removeAll(Arrays.asList("ROC", "Factory", "EST", "HST", "MST"));
        List<String> ids = new ArrayList<>(regions);
        ids.addAll(Arrays.asList("EST", "HST", "MST"));
        for (String shortId : new TreeSet<>(java.time.ZoneId.SHORT_IDS.keySet())) {
            if (!ids.contains(shortId)) {
                ids.add(shortId);
            }
        }
        return ids;
    }
}
