package java.time.zone;

import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * The POSIX TZ string at the end of a version 2+ TZif file, such as
 * "CET-1CEST,M3.5.0,M10.5.0/3": the rule for instants after the file's last
 * explicit transition. POSIX offsets count west of Greenwich, so "-1" is UTC+1.
 */
final class PosixTzRule {
    /** When a change happens: a date rule (Mm.w.d, Jn or n) and a local time of day in seconds. */
    private static final class ChangeRule {
        char kind; // 'M', 'J' or 'n' (zero-based day of year)
        int month;
        int week;
        int posixDayOfWeek; // 0 = Sunday
        int day;
        int timeOfDay = 7200; // 02:00 unless given

        long localEpochSecond(int year) {
            LocalDate date;
            if (kind == 'M') {
                LocalDate first = LocalDate.of(year, month, 1);
                int firstDow = first.getDayOfWeek().getValue() % 7;
                int dayOfMonth = 1 + (posixDayOfWeek - firstDow + 7) % 7 + (week - 1) * 7;
                while (dayOfMonth > first.lengthOfMonth()) {
                    dayOfMonth -= 7;
                }
                date = first.withDayOfMonth(dayOfMonth);
            } else if (kind == 'J') {
                // Julian day 1..365: February 29 is never counted.
                int dayOfYear = day;
                if (dayOfYear >= 60 && LocalDate.of(year, 1, 1).isLeapYear()) {
                    dayOfYear++;
                }
                date = LocalDate.ofYearDay(year, dayOfYear);
            } else {
                date = LocalDate.ofYearDay(year, day + 1);
            }
            return date.toEpochDay() * 86400L + timeOfDay;
        }
    }

    private final ZoneOffset standardOffset;
    private final ZoneOffset daylightOffset; // null when the zone has no daylight saving time
    private final ChangeRule startOfDaylight;
    private final ChangeRule endOfDaylight;
    /** The abbreviations ("EST", "EDT"; "+03" for "<+03>"); daylightName is null without daylight saving time. */
    final String standardName;
    final String daylightName;
    /** The footer up to its first comma ("EST5EDT", "CET-1CEST", "IST-5:30"): what the zone's names are looked up by. */
    String namesKey;

    private PosixTzRule(String standardName, ZoneOffset standardOffset, String daylightName, ZoneOffset daylightOffset,
            ChangeRule start, ChangeRule end) {
        this.standardName = standardName;
        this.standardOffset = standardOffset;
        this.daylightName = daylightName;
        this.daylightOffset = daylightOffset;
        this.startOfDaylight = start;
        this.endOfDaylight = end;
    }

    /**
     * The yearly rule as java.util.SimpleTimeZone's start and end rules:
     * {startMonth (0-11), startDay, startDayOfWeek, startTimeMillis, endMonth, endDay, endDayOfWeek,
     * endTimeMillis, dstSavingsMillis}, where "M3.2.0" (second Sunday) becomes day 8 with day of week
     * -SUNDAY (on or after the 8th) and "M10.5.0" (last Sunday) day -1 with SUNDAY; times are wall
     * times. Null without daylight saving time or for day-of-year ("J"/"n") rules.
     */
    int[] asSimpleTimeZoneRule() {
        if (daylightOffset == null || startOfDaylight.kind != 'M' || endOfDaylight.kind != 'M') {
            return null;
        }
        int[] start = simpleRule(startOfDaylight);
        int[] end = simpleRule(endOfDaylight);
        int savings = (daylightOffset.getTotalSeconds() - standardOffset.getTotalSeconds()) * 1000;
        return new int[] {start[0], start[1], start[2], start[3], end[0], end[1], end[2], end[3], savings};
    }

    private static int[] simpleRule(ChangeRule rule) {
        int calendarDayOfWeek = rule.posixDayOfWeek + 1;
        if (rule.week == 5) {
            return new int[] {rule.month - 1, -1, calendarDayOfWeek, rule.timeOfDay * 1000};
        }
        return new int[] {rule.month - 1, 1 + (rule.week - 1) * 7, -calendarDayOfWeek, rule.timeOfDay * 1000};
    }

    ZoneOffset standardOffset() {
        return standardOffset;
    }

    boolean hasDaylightSaving() {
        return daylightOffset != null;
    }

    /** The two transitions of a year, in time order; empty without daylight saving time. */
    ZoneOffsetTransition[] transitionsOfYear(int year) {
        if (daylightOffset == null) {
            return new ZoneOffsetTransition[0];
        }
        long start = startOfDaylight.localEpochSecond(year) - standardOffset.getTotalSeconds();
        long end = endOfDaylight.localEpochSecond(year) - daylightOffset.getTotalSeconds();
        ZoneOffsetTransition toDaylight = new ZoneOffsetTransition(start, standardOffset, daylightOffset);
        ZoneOffsetTransition toStandard = new ZoneOffsetTransition(end, daylightOffset, standardOffset);
        return start <= end ? new ZoneOffsetTransition[] {toDaylight, toStandard}
                : new ZoneOffsetTransition[] {toStandard, toDaylight};
    }

    /** Parses the footer; null when it is empty or not understood. */
    static PosixTzRule parse(String tz) {
        if (tz == null || tz.isEmpty()) {
            return null;
        }
        PosixTzRule rule = parseRule(tz);
        if (rule != null) {
            int comma = tz.indexOf(',');
            rule.namesKey = comma < 0 ? tz : tz.substring(0, comma);
        }
        return rule;
    }

    private static PosixTzRule parseRule(String tz) {
        Parser p = new Parser(tz);
        try {
            String stdName = p.name();
            int stdWest = p.offset();
            ZoneOffset std = ZoneOffset.ofTotalSeconds(-stdWest);
            if (p.atEnd()) {
                PosixTzRule rule = new PosixTzRule(stdName, std, null, null, null, null);
                return rule;
            }
            String dstName = p.name();
            int dstWest = stdWest - 3600;
            if (!p.atEnd() && p.peek() != ',') {
                dstWest = p.offset();
            }
            ZoneOffset dst = ZoneOffset.ofTotalSeconds(-dstWest);
            p.expect(',');
            ChangeRule start = p.changeRule();
            p.expect(',');
            ChangeRule end = p.changeRule();
            PosixTzRule rule = new PosixTzRule(stdName, std, dstName, dst, start, end);
            return rule;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    private static final class Parser {
        private final String s;
        private int pos;

        Parser(String s) {
            this.s = s;
        }

        boolean atEnd() {
            return pos >= s.length();
        }

        char peek() {
            return s.charAt(pos);
        }

        void expect(char c) {
            if (s.charAt(pos++) != c) {
                throw new IllegalArgumentException(s);
            }
        }

        /** A zone abbreviation: letters, or anything between angle brackets ("<+03>", returned as "+03"). */
        String name() {
            int start = pos;
            if (peek() == '<') {
                pos = s.indexOf('>', pos) + 1;
                if (pos == 0) {
                    throw new IllegalArgumentException(s);
                }
                return s.substring(start + 1, pos - 1);
            }
            while (!atEnd() && Character.isLetter(peek())) {
                pos++;
            }
            if (pos - start < 3) {
                throw new IllegalArgumentException(s);
            }
            return s.substring(start, pos);
        }

        /** [+-]hh[:mm[:ss]] in seconds. */
        int offset() {
            int sign = 1;
            if (peek() == '+' || peek() == '-') {
                sign = peek() == '-' ? -1 : 1;
                pos++;
            }
            int seconds = number() * 3600;
            if (!atEnd() && peek() == ':') {
                pos++;
                seconds += number() * 60;
                if (!atEnd() && peek() == ':') {
                    pos++;
                    seconds += number();
                }
            }
            return sign * seconds;
        }

        int number() {
            int start = pos;
            while (!atEnd() && Character.isDigit(peek())) {
                pos++;
            }
            return Integer.parseInt(s.substring(start, pos));
        }

        ChangeRule changeRule() {
            ChangeRule rule = new ChangeRule();
            if (peek() == 'M') {
                pos++;
                rule.kind = 'M';
                rule.month = number();
                expect('.');
                rule.week = number();
                expect('.');
                rule.posixDayOfWeek = number();
            } else if (peek() == 'J') {
                pos++;
                rule.kind = 'J';
                rule.day = number();
            } else {
                rule.kind = 'n';
                rule.day = number();
            }
            if (!atEnd() && peek() == '/') {
                pos++;
                rule.timeOfDay = offset();
            }
            return rule;
        }
    }
}
