package java.time;

import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesProvider;
import java.util.Objects;

/** A region-based zone id such as "Europe/Paris", or a prefixed fixed one such as "UTC+01:00". */
final class ZoneRegion extends ZoneId {
    private static final long serialVersionUID = 8386373296231747096L;

    private final String id;
    private final transient ZoneRules rules;

    ZoneRegion(String id, ZoneRules rules) {
        this.id = id;
        this.rules = rules;
    }

    /** Checks the id's form ([A-Za-z][A-Za-z0-9~/._+-]+) and loads its rules. */
    static ZoneRegion ofId(String zoneId) {
        Objects.requireNonNull(zoneId, "zoneId");
        checkName(zoneId);
        return new ZoneRegion(zoneId, ZoneRulesProvider.getRules(zoneId, true));
    }

    private static void checkName(String zoneId) {
        int n = zoneId.length();
        if (n < 2) {
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
        }
        for (int i = 0; i < n; i++) {
            char c = zoneId.charAt(i);
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
                continue;
            }
            if (c == '/' && i != 0 || c >= '0' && c <= '9' && i != 0 || c == '~' && i != 0
                    || c == '.' && i != 0 || c == '_' && i != 0 || c == '+' && i != 0 || c == '-' && i != 0) {
                continue;
            }
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
        }
    }

    @Override
    public String getId() {
        return id;
    }

    @Override
    public ZoneRules getRules() {
        return rules;
    }
}
