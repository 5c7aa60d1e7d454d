package java.time.zone;

import java.io.Serializable;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The offsets of a zone over time: a table of explicit transitions (read from
 * the system's TZif file) followed, after the last one, by the file's POSIX
 * rule that repeats every year.
 */
public final class ZoneRules implements Serializable {
    private static final long serialVersionUID = 3044319355680032515L;

    /** Instants (epoch seconds) at which the wall offset changes, ascending. */
    private final long[] transitions;
    /** wallOffsets[i] is in force before transitions[i]; the last entry after the last transition. */
    private final ZoneOffset[] wallOffsets;
    private final ZoneOffset[] standardOffsets;
    private final PosixTzRule laterRule;
    /** The TZif file's POSIX footer as read (kept for its abbreviations even without daylight saving time). */
    private final transient PosixTzRule footer;
    /** The abbreviation of the file's last local time type, for files without a footer. */
    private final transient String lastAbbreviation;

    ZoneRules(long[] transitions, ZoneOffset[] wallOffsets, ZoneOffset[] standardOffsets, PosixTzRule footer,
            String lastAbbreviation) {
        this.transitions = transitions;
        this.wallOffsets = wallOffsets;
        this.standardOffsets = standardOffsets;
        this.laterRule = footer != null && footer.hasDaylightSaving() ? footer : null;
        this.footer = footer;
        this.lastAbbreviation = lastAbbreviation;
    }

    static {
        loupe.internal.ZoneRulesAccess.register(new loupe.internal.ZoneRulesAccess.Details() {
            @Override
            public String[] abbreviations(ZoneRules rules) {
                if (rules.footer != null) {
                    return new String[] {rules.footer.standardName, rules.footer.daylightName, rules.footer.namesKey};
                }
                return new String[] {rules.lastAbbreviation, null, null};
            }

            @Override
            public int[] yearlyRule(ZoneRules rules) {
                return rules.laterRule == null ? null : rules.laterRule.asSimpleTimeZoneRule();
            }

            @Override
            public int transitionCount(ZoneRules rules) {
                return rules.transitions.length;
            }

            @Override
            public Integer posixOffsetSeconds(String tz, long epochSecond) {
                PosixTzRule rule = PosixTzRule.parse(tz);
                if (rule == null) {
                    return null;
                }
                ZoneRules posixRules = new ZoneRules(new long[0], new ZoneOffset[] {rule.standardOffset()},
                        new ZoneOffset[] {rule.standardOffset()}, rule, null);
                return posixRules.offsetAt(epochSecond).getTotalSeconds();
            }
        });
    }

    public static ZoneRules of(ZoneOffset offset) {
        Objects.requireNonNull(offset, "offset");
        return new ZoneRules(new long[0], new ZoneOffset[] {offset}, new ZoneOffset[] {offset}, null, null);
    }

    public boolean isFixedOffset() {
        return transitions.length == 0 && laterRule == null;
    }

    public ZoneOffset getOffset(Instant instant) {
        return offsetAt(instant.getEpochSecond());
    }

    private ZoneOffset offsetAt(long epochSecond) {
        int index = transitionsAtOrBefore(epochSecond);
        if (index == transitions.length && laterRule != null) {
            ZoneOffsetTransition last = null;
            for (ZoneOffsetTransition t : laterRuleTransitionsAround(epochSecond)) {
                if (t.toEpochSecond() <= epochSecond) {
                    last = t;
                }
            }
            if (last != null) {
                return last.getOffsetAfter();
            }
        }
        return wallOffsets[index];
    }

    /** How many explicit transitions happen at or before the instant. */
    private int transitionsAtOrBefore(long epochSecond) {
        int index = Arrays.binarySearch(transitions, epochSecond);
        return index >= 0 ? index + 1 : -index - 1;
    }

    /** The yearly rule's transitions of the years around the instant that come after the explicit table. */
    private List<ZoneOffsetTransition> laterRuleTransitionsAround(long epochSecond) {
        List<ZoneOffsetTransition> result = new ArrayList<>();
        long lastExplicit = transitions.length == 0 ? Long.MIN_VALUE : transitions[transitions.length - 1];
        int year = LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC).getYear();
        for (int y = year - 1; y <= year + 1; y++) {
            for (ZoneOffsetTransition t : laterRule.transitionsOfYear(y)) {
                if (t.toEpochSecond() > lastExplicit) {
                    result.add(t);
                }
            }
        }
        return result;
    }

    public ZoneOffset getOffset(LocalDateTime localDateTime) {
        Object info = offsetInfo(localDateTime);
        if (info instanceof ZoneOffsetTransition) {
            return ((ZoneOffsetTransition) info).getOffsetBefore();
        }
        return (ZoneOffset) info;
    }

    /** One offset normally, none in a gap, two (earlier first) in an overlap. */
    public List<ZoneOffset> getValidOffsets(LocalDateTime localDateTime) {
        Object info = offsetInfo(localDateTime);
        if (info instanceof ZoneOffsetTransition) {
            return ((ZoneOffsetTransition) info).getValidOffsets();
        }
        return Collections.singletonList((ZoneOffset) info);
    }

    /** The gap or overlap that the local date-time falls in, or null. */
    public ZoneOffsetTransition getTransition(LocalDateTime localDateTime) {
        Object info = offsetInfo(localDateTime);
        return info instanceof ZoneOffsetTransition ? (ZoneOffsetTransition) info : null;
    }

    public boolean isValidOffset(LocalDateTime localDateTime, ZoneOffset offset) {
        return getValidOffsets(localDateTime).contains(offset);
    }

    /**
     * Walks the transitions within two days of the local time: returns the one
     * whose gap or overlap contains it, else the single offset valid for it.
     */
    private Object offsetInfo(LocalDateTime localDateTime) {
        long local = localDateTime.toEpochSecond(ZoneOffset.UTC);
        long instant = local - 2 * 86400L;
        List<ZoneOffset> candidates = new ArrayList<>();
        candidates.add(offsetAt(instant));
        ZoneOffsetTransition next = nextTransitionAfter(instant);
        while (next != null && next.toEpochSecond() <= local + 2 * 86400L) {
            long localBefore = next.toEpochSecond() + next.getOffsetBefore().getTotalSeconds();
            long localAfter = next.toEpochSecond() + next.getOffsetAfter().getTotalSeconds();
            if (next.isGap() ? (local >= localBefore && local < localAfter)
                    : (local >= localAfter && local < localBefore)) {
                return next;
            }
            candidates.add(next.getOffsetAfter());
            next = nextTransitionAfter(next.toEpochSecond());
        }
        for (ZoneOffset candidate : candidates) {
            if (offsetAt(local - candidate.getTotalSeconds()).equals(candidate)) {
                return candidate;
            }
        }
        return candidates.get(0);
    }

    private ZoneOffsetTransition nextTransitionAfter(long epochSecond) {
        int index = transitionsAtOrBefore(epochSecond);
        if (index < transitions.length) {
            return new ZoneOffsetTransition(transitions[index], wallOffsets[index], wallOffsets[index + 1]);
        }
        if (laterRule == null) {
            return null;
        }
        for (ZoneOffsetTransition t : laterRuleTransitionsAround(epochSecond)) {
            if (t.toEpochSecond() > epochSecond) {
                return t;
            }
        }
        // The instant is late in its year: look in the year after.
        for (ZoneOffsetTransition t : laterRuleTransitionsAround(epochSecond + 366 * 86400L)) {
            if (t.toEpochSecond() > epochSecond) {
                return t;
            }
        }
        return null;
    }

    public ZoneOffset getStandardOffset(Instant instant) {
        int index = transitionsAtOrBefore(instant.getEpochSecond());
        if (index == transitions.length && laterRule != null) {
            return laterRule.standardOffset();
        }
        return standardOffsets[index];
    }

    public Duration getDaylightSavings(Instant instant) {
        return Duration.ofSeconds(getOffset(instant).getTotalSeconds() - getStandardOffset(instant).getTotalSeconds());
    }

    public boolean isDaylightSavings(Instant instant) {
        return !getStandardOffset(instant).equals(getOffset(instant));
    }

    public ZoneOffsetTransition nextTransition(Instant instant) {
        return nextTransitionAfter(instant.getEpochSecond());
    }

    public ZoneOffsetTransition previousTransition(Instant instant) {
        long epochSecond = instant.getEpochSecond();
        if (instant.getNano() > 0) {
            epochSecond++;
        }
        if (laterRule != null && transitionsAtOrBefore(epochSecond - 1) == transitions.length) {
            ZoneOffsetTransition best = null;
            for (ZoneOffsetTransition t : laterRuleTransitionsAround(epochSecond)) {
                if (t.toEpochSecond() < epochSecond) {
                    best = t;
                }
            }
            if (best == null) {
                for (ZoneOffsetTransition t : laterRuleTransitionsAround(epochSecond - 366 * 86400L)) {
                    if (t.toEpochSecond() < epochSecond) {
                        best = t;
                    }
                }
            }
            if (best != null) {
                return best;
            }
        }
        int index = transitionsAtOrBefore(epochSecond - 1) - 1;
        if (index < 0) {
            return null;
        }
        return new ZoneOffsetTransition(transitions[index], wallOffsets[index], wallOffsets[index + 1]);
    }

    /** The explicit transitions of the table (not those of the yearly rule that follows it). */
    public List<ZoneOffsetTransition> getTransitions() {
        List<ZoneOffsetTransition> list = new ArrayList<>();
        for (int i = 0; i < transitions.length; i++) {
            list.add(new ZoneOffsetTransition(transitions[i], wallOffsets[i], wallOffsets[i + 1]));
        }
        return Collections.unmodifiableList(list);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ZoneRules)) {
            return false;
        }
        ZoneRules o = (ZoneRules) other;
        return Arrays.equals(transitions, o.transitions) && Arrays.equals(wallOffsets, o.wallOffsets)
                && Arrays.equals(standardOffsets, o.standardOffsets) && (laterRule == null) == (o.laterRule == null);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(transitions) ^ Arrays.hashCode(wallOffsets);
    }

    @Override
    public String toString() {
        ZoneOffset latestStandard = laterRule != null ? laterRule.standardOffset()
                : standardOffsets[standardOffsets.length - 1];
        return "ZoneRules[currentStandardOffset=" + latestStandard + "]";
    }
}
