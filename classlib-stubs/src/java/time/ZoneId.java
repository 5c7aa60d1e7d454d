package java.time;

import java.io.Serializable;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesException;
import java.time.zone.ZoneRulesProvider;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A time-zone: either a fixed {@link ZoneOffset} or a region such as
 * "Europe/Paris" whose rules come from the system tz database.
 */
public abstract class ZoneId implements Serializable {
    private static final long serialVersionUID = 8352817235686L;

    /** The JDK's short ids for the old three-letter names. */
    public static final Map<String, String> SHORT_IDS;

    static {
        Map<String, String> map = new HashMap<>();
        String[] pairs = {
            "ACT", "Australia/Darwin", "AET", "Australia/Sydney", "AGT", "America/Argentina/Buenos_Aires",
            "ART", "Africa/Cairo", "AST", "America/Anchorage", "BET", "America/Sao_Paulo", "BST", "Asia/Dhaka",
            "CAT", "Africa/Harare", "CNT", "America/St_Johns", "CST", "America/Chicago", "CTT", "Asia/Shanghai",
            "EAT", "Africa/Addis_Ababa", "ECT", "Europe/Paris", "IET", "America/Indiana/Indianapolis",
            "IST", "Asia/Kolkata", "JST", "Asia/Tokyo", "MIT", "Pacific/Apia", "NET", "Asia/Yerevan",
            "NST", "Pacific/Auckland", "PLT", "Asia/Karachi", "PNT", "America/Phoenix",
            "PRT", "America/Puerto_Rico", "PST", "America/Los_Angeles", "SST", "Pacific/Guadalcanal",
            "VST", "Asia/Ho_Chi_Minh", "EST", "-05:00", "MST", "-07:00", "HST", "-10:00",
        };
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        SHORT_IDS = Collections.unmodifiableMap(map);
    }

    ZoneId() {}

    /** TimeZone.getDefault().toZoneId(): java.util.TimeZone alone decides which zone is the default. */
    public static ZoneId systemDefault() {
        return java.util.TimeZone.getDefault().toZoneId();
    }

    public static Set<String> getAvailableZoneIds() {
        return ZoneRulesProvider.getAvailableZoneIds();
    }

    public static ZoneId of(String zoneId, Map<String, String> aliasMap) {
        Objects.requireNonNull(zoneId, "zoneId");
        Objects.requireNonNull(aliasMap, "aliasMap");
        String id = aliasMap.get(zoneId);
        return of(id != null ? id : zoneId);
    }

    /** "Z" and "+hh:mm" give offsets; "UTC", "GMT", "UT" with or without an offset give fixed regions; else a region. */
    public static ZoneId of(String zoneId) {
        Objects.requireNonNull(zoneId, "zoneId");
        if (zoneId.length() <= 1 || zoneId.startsWith("+") || zoneId.startsWith("-")) {
            return ZoneOffset.of(zoneId);
        } else if (zoneId.startsWith("UTC") || zoneId.startsWith("GMT")) {
            return ofWithPrefix(zoneId, 3);
        } else if (zoneId.startsWith("UT")) {
            return ofWithPrefix(zoneId, 2);
        }
        return ZoneRegion.ofId(zoneId);
    }

    private static ZoneId ofWithPrefix(String zoneId, int prefixLength) {
        String prefix = zoneId.substring(0, prefixLength);
        if (zoneId.length() == prefixLength) {
            return ofOffset(prefix, ZoneOffset.UTC);
        }
        char sign = zoneId.charAt(prefixLength);
        if (sign != '+' && sign != '-') {
            return ZoneRegion.ofId(zoneId);
        }
        try {
            ZoneOffset offset = ZoneOffset.of(zoneId.substring(prefixLength));
            return ofOffset(prefix, offset);
        } catch (DateTimeException ex) {
            throw new DateTimeException("Invalid ID for offset-based ZoneId: " + zoneId, ex);
        }
    }

    public static ZoneId ofOffset(String prefix, ZoneOffset offset) {
        Objects.requireNonNull(prefix, "prefix");
        Objects.requireNonNull(offset, "offset");
        if (prefix.isEmpty()) {
            return offset;
        }
        if (!prefix.equals("GMT") && !prefix.equals("UTC") && !prefix.equals("UT")) {
            throw new IllegalArgumentException("prefix should be GMT, UTC or UT, is: " + prefix);
        }
        String id = offset.getTotalSeconds() != 0 ? prefix + offset.getId() : prefix;
        return new ZoneRegion(id, offset.getRules());
    }

    public static ZoneId from(TemporalAccessor temporal) {
        ZoneId zone = temporal.query(TemporalQueries.zone());
        if (zone == null) {
            throw new DateTimeException("Unable to obtain ZoneId from TemporalAccessor: "
                    + temporal + " of type " + temporal.getClass().getName());
        }
        return zone;
    }

    public abstract String getId();

    public abstract ZoneRules getRules();

    /** A region whose rules are a fixed offset becomes that offset. */
    public ZoneId normalized() {
        try {
            ZoneRules rules = getRules();
            if (rules.isFixedOffset()) {
                return rules.getOffset(Instant.EPOCH);
            }
        } catch (ZoneRulesException ex) {
            // Rules unavailable: keep the region.
        }
        return this;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        return obj instanceof ZoneId && getId().equals(((ZoneId) obj).getId());
    }

    @Override
    public int hashCode() {
        return getId().hashCode();
    }

    @Override
    public String toString() {
        return getId();
    }
}
