package java.util;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import loupe.internal.ZoneRulesAccess;

/**
 * A tz-database zone ("America/New_York") answered by java.time's ZoneRules,
 * which read the system's TZif file. It stands for the JDK's
 * sun.util.calendar.ZoneInfo, whose name its toString prints. The raw offset
 * and daylight saving amount are those in force now (the JDK's are those of
 * its compiled table's last rule; they agree for zones whose rules have not
 * changed lately).
 */
final class ZoneRulesTimeZone extends TimeZone {
    private static final long DAY = 86400000L;

    private final transient ZoneRules rules;
    /** {standard abbreviation, daylight abbreviation, POSIX rule text}; see ZoneRulesAccess. */
    private final transient String[] abbreviations;
    /** What setRawOffset added to every offset of the rules, as the JDK's ZoneInfo does. */
    private int rawOffsetAdjustment;

    ZoneRulesTimeZone(String id, ZoneRules rules) {
        setID(id);
        this.rules = rules;
        this.abbreviations = ZoneRulesAccess.details().abbreviations(rules);
    }

    ZoneRules rules() {
        return rules;
    }

    private static int millis(ZoneOffset offset) {
        return offset.getTotalSeconds() * 1000;
    }

    @Override
    public int getOffset(long date) {
        return millis(rules.getOffset(Instant.ofEpochMilli(date))) + rawOffsetAdjustment;
    }

    @Override
    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
        // The JDK's zones check every argument and throw without a message.
        long prolepticYear = era == GregorianCalendar.AD ? year : 1 - (long) year;
        if (era != GregorianCalendar.AD && era != GregorianCalendar.BC || month < Calendar.JANUARY
                || month > Calendar.DECEMBER || day < 1
                || day > CalendarDates.monthLength(prolepticYear, month, prolepticYear < 1582)
                || dayOfWeek < Calendar.SUNDAY || dayOfWeek > Calendar.SATURDAY || milliseconds < 0
                || milliseconds >= DAY) {
            throw new IllegalArgumentException();
        }
        long local = CalendarDates.day(prolepticYear, month, day) * DAY + milliseconds;
        return getOffset(local - getRawOffset());
    }

    /**
     * A wall time in a gap is read with the offset before the gap (2:30 in a
     * spring-forward hour becomes 3:30 daylight time), one in an overlap with
     * the offset after it (standard time), as the JDK's calendars do.
     */
    @Override
    int offsetForWallTime(long localMillis) {
        LocalDateTime local = LocalDateTime.ofEpochSecond(Math.floorDiv(localMillis, 1000L),
                (int) Math.floorMod(localMillis, 1000L) * 1000000, ZoneOffset.UTC);
        ZoneOffsetTransition transition = rules.getTransition(local);
        ZoneOffset offset;
        if (transition == null) {
            offset = rules.getOffset(local);
        } else {
            offset = transition.isGap() ? transition.getOffsetBefore() : transition.getOffsetAfter();
        }
        return millis(offset) + rawOffsetAdjustment;
    }

    @Override
    public void setRawOffset(int offsetMillis) {
        rawOffsetAdjustment += offsetMillis - getRawOffset();
    }

    @Override
    public int getRawOffset() {
        return millis(rules.getStandardOffset(Instant.now())) + rawOffsetAdjustment;
    }

    @Override
    public boolean inDaylightTime(Date date) {
        return rules.isDaylightSavings(Instant.ofEpochMilli(date.getTime()));
    }

    /** Whether the zone's rule for the years after its table still has daylight saving time. */
    @Override
    public boolean useDaylightTime() {
        return abbreviations[1] != null;
    }

    /** Daylight saving time now or at any transition still to come. */
    @Override
    public boolean observesDaylightTime() {
        Instant now = Instant.now();
        return useDaylightTime() || rules.isDaylightSavings(now) || rules.nextTransition(now) != null;
    }

    @Override
    public int getDSTSavings() {
        if (!useDaylightTime()) {
            return 0;
        }
        int[] yearly = ZoneRulesAccess.details().yearlyRule(rules);
        return yearly != null ? yearly[8] : 3600000;
    }

    @Override
    public boolean hasSameRules(TimeZone other) {
        if (other instanceof ZoneRulesTimeZone) {
            ZoneRulesTimeZone that = (ZoneRulesTimeZone) other;
            return rules.equals(that.rules) && rawOffsetAdjustment == that.rawOffsetAdjustment;
        }
        return other != null && rules.isFixedOffset() && !other.useDaylightTime()
                && getRawOffset() == other.getRawOffset();
    }

    /** English names only (see ZoneDisplayNames); the locale is not consulted. */
    @Override
    public String getDisplayName(boolean daylight, int style, Locale locale) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        int offset = getRawOffset() + (daylight ? getDSTSavings() : 0);
        return ZoneDisplayNames.name(getID(), abbreviations[2], abbreviations[0], abbreviations[1], daylight, style,
                offset);
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof ZoneRulesTimeZone)) {
            return false;
        }
        ZoneRulesTimeZone that = (ZoneRulesTimeZone) obj;
        return getID().equals(that.getID()) && hasSameRules(that);
    }

    @Override
    public int hashCode() {
        return getID().hashCode() ^ rawOffsetAdjustment;
    }

    /**
     * The JDK's format; "transitions" counts the TZif file's transitions that
     * change the offset (the JDK counts those of its own compiled table, so the
     * number differs) and lastRule is the yearly rule with wall-clock times.
     */
    @Override
    public String toString() {
        int[] yearly = ZoneRulesAccess.details().yearlyRule(rules);
        String lastRule = "null";
        if (yearly != null) {
            lastRule = new SimpleTimeZone(getRawOffset(), getID(), yearly[0], yearly[1], yearly[2], yearly[3],
                    SimpleTimeZone.WALL_TIME, yearly[4], yearly[5], yearly[6], yearly[7], SimpleTimeZone.WALL_TIME,
                    yearly[8]).toString();
        }
        return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + getRawOffset() + ",dstSavings="
                + getDSTSavings() + ",useDaylight=" + useDaylightTime() + ",transitions="
                + ZoneRulesAccess.details().transitionCount(rules) + ",lastRule=" + lastRule + "]";
    }
}
