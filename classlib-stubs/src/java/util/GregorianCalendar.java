package java.util;

/**
 * The Julian calendar before 1582-10-15 and the Gregorian one from then on
 * (the cutover date is fixed: setGregorianChange accepts only it). Day
 * arithmetic is in CalendarDates. Fields are resolved as the JDK does for
 * the usual combinations: YEAR with MONTH and DAY_OF_MONTH, WEEK_OF_MONTH
 * or DAY_OF_WEEK_IN_MONTH with DAY_OF_WEEK, DAY_OF_YEAR, and WEEK_OF_YEAR
 * with DAY_OF_WEEK; whichever was set last wins.
 */
public class GregorianCalendar extends Calendar {
    public static final int BC = 0;
    public static final int AD = 1;

    private static final long DAY = 86400000L;
    private static final int HOUR_MILLIS = 3600000;
    private static final int[] MIN_VALUES = {0, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, -13 * HOUR_MILLIS, 0};
    private static final int[] LEAST_MAX_VALUES = {1, 292269054, 11, 52, 4, 28, 365, 7, 4, 1, 11, 23, 59, 59, 999,
        14 * HOUR_MILLIS, 20 * 60000};
    private static final int[] MAX_VALUES = {1, 292278994, 11, 53, 6, 31, 366, 7, 6, 1, 11, 23, 59, 59, 999,
        14 * HOUR_MILLIS, 2 * HOUR_MILLIS};

    public GregorianCalendar() {
        this(TimeZone.getDefault(), Locale.getDefault(Locale.Category.FORMAT));
    }

    public GregorianCalendar(TimeZone zone) {
        this(zone, Locale.getDefault(Locale.Category.FORMAT));
    }

    public GregorianCalendar(Locale aLocale) {
        this(TimeZone.getDefault(), aLocale);
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        super(zone, aLocale);
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        super(TimeZone.getDefault(), Locale.getDefault(Locale.Category.FORMAT));
        clear();
        set(year, month, dayOfMonth, hourOfDay, minute, second);
    }

    public void setGregorianChange(Date date) {
        if (date.getTime() != CalendarDates.GREGORIAN_CUTOVER_MILLIS) {
            throw new UnsupportedOperationException("Loupe's GregorianCalendar has a fixed cutover (1582-10-15)");
        }
    }

    public final Date getGregorianChange() {
        return new Date(CalendarDates.GREGORIAN_CUTOVER_MILLIS);
    }

    /** The instant in this calendar's zone (its TimeZone.toZoneId()). */
    public java.time.ZonedDateTime toZonedDateTime() {
        return java.time.ZonedDateTime.ofInstant(java.time.Instant.ofEpochMilli(getTimeInMillis()),
                getTimeZone().toZoneId());
    }

    /**
     * A calendar at the instant of zdt in its zone, with ISO 8601 weeks (Monday
     * first, four days in the first week). The JDK's is purely Gregorian; this
     * one keeps the fixed 1582 cutover, so earlier instants are refused.
     */
    public static GregorianCalendar from(java.time.ZonedDateTime zdt) {
        GregorianCalendar calendar = new GregorianCalendar(TimeZone.getTimeZone(zdt.getZone()));
        calendar.setFirstDayOfWeek(MONDAY);
        calendar.setMinimalDaysInFirstWeek(4);
        long millis;
        try {
            millis = Math.addExact(Math.multiplyExact(zdt.toEpochSecond(), 1000L), zdt.getNano() / 1000000);
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
        if (millis < CalendarDates.GREGORIAN_CUTOVER_MILLIS) {
            throw new UnsupportedOperationException(
                    "Loupe's GregorianCalendar.from: instants before 1582-10-15 need a pure Gregorian calendar");
        }
        calendar.setTimeInMillis(millis);
        return calendar;
    }

    public boolean isLeapYear(int year) {
        return year > 1582 ? CalendarDates.isGregorianLeap(year) : CalendarDates.isJulianLeap(year);
    }

    @Override
    public String getCalendarType() {
        return "gregory";
    }

    @Override
    public boolean isWeekDateSupported() {
        return true;
    }

    // ---- fields from time ----

    @Override
    protected void computeFields() {
        TimeZone zone = getTimeZone();
        int offset = zone.getOffset(time);
        long local = time + offset;
        long epochDay = Math.floorDiv(local, DAY);
        int millisOfDay = (int) Math.floorMod(local, DAY);
        int[] date = CalendarDates.fromDay(epochDay);
        int prolepticYear = date[0];
        fields[ERA] = prolepticYear > 0 ? AD : BC;
        fields[YEAR] = prolepticYear > 0 ? prolepticYear : 1 - prolepticYear;
        fields[MONTH] = date[1];
        fields[DAY_OF_MONTH] = date[2];
        fields[DAY_OF_YEAR] = date[3];
        int dayOfWeek = CalendarDates.dayOfWeek(epochDay);
        fields[DAY_OF_WEEK] = dayOfWeek;
        fields[DAY_OF_WEEK_IN_MONTH] = (date[2] - 1) / 7 + 1;
        fields[WEEK_OF_YEAR] = weekOfYear(prolepticYear, epochDay);
        fields[WEEK_OF_MONTH] = weekNumber(epochDay - date[2] + 1, epochDay);
        int hour = millisOfDay / HOUR_MILLIS;
        fields[HOUR_OF_DAY] = hour;
        fields[AM_PM] = hour / 12;
        fields[HOUR] = hour % 12;
        fields[MINUTE] = millisOfDay / 60000 % 60;
        fields[SECOND] = millisOfDay / 1000 % 60;
        fields[MILLISECOND] = millisOfDay % 1000;
        fields[ZONE_OFFSET] = zone.getRawOffset();
        fields[DST_OFFSET] = offset - zone.getRawOffset();
    }

    /** Week of a period starting at firstDay (1-based; 0 = in the last week of the period before). */
    private int weekNumber(long firstDay, long day) {
        long firstWeekStart = dayOfWeekOnOrBefore(firstDay + 6, getFirstDayOfWeek());
        if (firstWeekStart - firstDay >= getMinimalDaysInFirstWeek()) {
            firstWeekStart -= 7;
        }
        return (int) Math.floorDiv(day - firstWeekStart, 7L) + 1;
    }

    private static long dayOfWeekOnOrBefore(long day, int dayOfWeek) {
        return day - Math.floorMod(CalendarDates.dayOfWeek(day) - dayOfWeek, 7);
    }

    private int weekOfYear(long prolepticYear, long day) {
        int week = weekNumber(CalendarDates.firstDayOfYear(prolepticYear), day);
        if (week == 0) {
            return weekNumber(CalendarDates.firstDayOfYear(prolepticYear - 1), day);
        }
        if (week >= 52) {
            long nextYearStart = CalendarDates.firstDayOfYear(prolepticYear + 1);
            long nextFirstWeek = dayOfWeekOnOrBefore(nextYearStart + 6, getFirstDayOfWeek());
            if (nextFirstWeek - nextYearStart >= getMinimalDaysInFirstWeek()) {
                nextFirstWeek -= 7;
            }
            if (day >= nextFirstWeek) {
                return 1;
            }
        }
        return week;
    }

    // ---- time from fields ----

    private int fieldOr(int field, int defaultValue) {
        return stamp[field] != 0 ? fields[field] : defaultValue;
    }

    private long prolepticYearFromFields() {
        int year = fieldOr(YEAR, 1970);
        return fieldOr(ERA, AD) == BC ? 1 - (long) year : year;
    }

    @Override
    protected void computeTime() {
        if (!isLenient()) {
            for (int field = 0; field < FIELD_COUNT; field++) {
                if (stamp[field] >= 2 && (fields[field] < getMinimum(field) || fields[field] > getMaximum(field))) {
                    throw new IllegalArgumentException(FIELD_NAMES[field]);
                }
            }
        }
        long epochDay = epochDayFromFields();
        long millisOfDay = timeOfDayFromFields();
        long local = epochDay * DAY + millisOfDay;
        TimeZone zone = getTimeZone();
        long offset;
        if (stamp[ZONE_OFFSET] >= 2 || stamp[DST_OFFSET] >= 2) {
            offset = (long) fieldOr(ZONE_OFFSET, zone.getRawOffset()) + fieldOr(DST_OFFSET, 0);
        } else {
            offset = zone.offsetForWallTime(local);
        }
        long millis = local - offset;
        if (!isLenient()) {
            checkUnchanged(millis);
        }
        time = millis;
    }

    /** Non-lenient: the date built must show the same values as were set (no Feb 30). */
    private void checkUnchanged(long millis) {
        int[] wanted = fields.clone();
        int[] stamps = stamp.clone();
        long saved = time;
        time = millis;
        computeFields();
        int[] actual = fields.clone();
        fields = wanted;
        time = saved;
        for (int field = 0; field < FIELD_COUNT; field++) {
            if (stamps[field] >= 2 && actual[field] != wanted[field]) {
                throw new IllegalArgumentException(FIELD_NAMES[field] + ": " + wanted[field] + " -> " + actual[field]);
            }
        }
    }

    private long timeOfDayFromFields() {
        long hours;
        if (stamp[HOUR_OF_DAY] >= Math.max(stamp[HOUR], stamp[AM_PM])) {
            hours = fieldOr(HOUR_OF_DAY, 0);
        } else {
            hours = fieldOr(HOUR, 0) + 12L * fieldOr(AM_PM, 0);
        }
        return ((hours * 60 + fieldOr(MINUTE, 0)) * 60 + fieldOr(SECOND, 0)) * 1000 + fieldOr(MILLISECOND, 0);
    }

    /**
     * The JDK's choice among the ways to name a day: the group (DAY_OF_MONTH;
     * WEEK_OF_MONTH + DAY_OF_WEEK; DAY_OF_WEEK_IN_MONTH + DAY_OF_WEEK;
     * DAY_OF_YEAR; WEEK_OF_YEAR + DAY_OF_WEEK) set most recently, month-based
     * groups winning ties.
     */
    private long epochDayFromFields() {
        long year = prolepticYearFromFields();
        int domStamp = stamp[DAY_OF_MONTH];
        int womStamp = jointStamp(WEEK_OF_MONTH, DAY_OF_WEEK);
        int dowimStamp = jointStamp(DAY_OF_WEEK_IN_MONTH, DAY_OF_WEEK);
        int doyStamp = stamp[DAY_OF_YEAR];
        int woyStamp = jointStamp(WEEK_OF_YEAR, DAY_OF_WEEK);
        int best = Math.max(Math.max(domStamp, womStamp), Math.max(dowimStamp, Math.max(doyStamp, woyStamp)));
        boolean monthBased = best == 0 || best == domStamp
                || (best == womStamp && stamp[WEEK_OF_MONTH] >= stamp[WEEK_OF_YEAR])
                || (best == dowimStamp && stamp[DAY_OF_WEEK_IN_MONTH] >= stamp[WEEK_OF_YEAR]);
        if (!monthBased) {
            long start = CalendarDates.firstDayOfYear(year);
            if (best == doyStamp) {
                return start + fields[DAY_OF_YEAR] - 1;
            }
            return weekStart(start, fields[WEEK_OF_YEAR]) + dayInWeek();
        }
        int month = fieldOr(MONTH, 0);
        long firstOfMonth = CalendarDates.day(year, month, 1);
        if (best == 0 || best == domStamp) {
            return CalendarDates.day(year, month, fieldOr(DAY_OF_MONTH, 1));
        }
        boolean byWeek = best == womStamp
                && (best != dowimStamp || stamp[WEEK_OF_MONTH] >= stamp[DAY_OF_WEEK_IN_MONTH]);
        if (byWeek) {
            return weekStart(firstOfMonth, fields[WEEK_OF_MONTH]) + dayInWeek();
        }
        int dayOfWeek = fields[DAY_OF_WEEK];
        int ordinal = fields[DAY_OF_WEEK_IN_MONTH];
        if (ordinal > 0) {
            long first = firstOfMonth + Math.floorMod(dayOfWeek - CalendarDates.dayOfWeek(firstOfMonth), 7);
            return first + 7L * (ordinal - 1);
        }
        long lastOfMonth = CalendarDates.day(year, month + 1, 1) - 1;
        return dayOfWeekOnOrBefore(lastOfMonth, dayOfWeek) + 7L * (ordinal + 1);
    }

    private long weekStart(long periodStart, int week) {
        long firstWeekStart = dayOfWeekOnOrBefore(periodStart + 6, getFirstDayOfWeek());
        if (firstWeekStart - periodStart >= getMinimalDaysInFirstWeek()) {
            firstWeekStart -= 7;
        }
        return firstWeekStart + 7L * (week - 1);
    }

    private int dayInWeek() {
        int dayOfWeek = fieldOr(DAY_OF_WEEK, getFirstDayOfWeek());
        return Math.floorMod(dayOfWeek - getFirstDayOfWeek(), 7);
    }

    // ---- arithmetic ----

    @Override
    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        switch (field) {
            case ERA:
                set(ERA, Math.max(BC, Math.min(AD, get(ERA) + amount)));
                complete();
                return;
            case YEAR:
            case MONTH: {
                long year = prolepticYearFromFields();
                long months = year * 12 + fields[MONTH] + (field == YEAR ? 12L * amount : amount);
                setYearMonthPinned(Math.floorDiv(months, 12L), (int) Math.floorMod(months, 12L));
                return;
            }
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH:
                shiftDays(7L * amount);
                return;
            case DAY_OF_MONTH:
            case DAY_OF_YEAR:
            case DAY_OF_WEEK:
                shiftDays(amount);
                return;
            case AM_PM:
                setTimeInMillis(getTimeInMillis() + 12L * HOUR_MILLIS * amount);
                return;
            case HOUR:
            case HOUR_OF_DAY:
                setTimeInMillis(getTimeInMillis() + (long) HOUR_MILLIS * amount);
                return;
            case MINUTE:
                setTimeInMillis(getTimeInMillis() + 60000L * amount);
                return;
            case SECOND:
                setTimeInMillis(getTimeInMillis() + 1000L * amount);
                return;
            default:
                setTimeInMillis(getTimeInMillis() + amount);
        }
    }

    /** Moves the date by whole days keeping the wall-clock time. */
    private void shiftDays(long days) {
        TimeZone zone = getTimeZone();
        long local = getTimeInMillis() + zone.getOffset(getTimeInMillis()) + days * DAY;
        setTimeInMillis(local - zone.offsetForWallTime(local));
    }

    /** Sets year and month, keeping the day of month if it exists, else the month's last day. */
    private void setYearMonthPinned(long prolepticYear, int month) {
        int day = Math.min(fields[DAY_OF_MONTH], CalendarDates.monthLength(prolepticYear, month, prolepticYear < 1582));
        long oldDay = Math.floorDiv(getTimeInMillis() + getTimeZone().getOffset(getTimeInMillis()), DAY);
        long newDay = CalendarDates.day(prolepticYear, month, day);
        shiftDays(newDay - oldDay);
    }

    @Override
    public void roll(int field, boolean up) {
        roll(field, up ? 1 : -1);
    }

    /** Adds within the field's range without touching larger fields. */
    @Override
    public void roll(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        int min = getActualMinimum(field);
        int max = getActualMaximum(field);
        int value = fields[field];
        int rolled = min + Math.floorMod(value - min + amount, max - min + 1);
        switch (field) {
            case YEAR:
                setYearMonthPinned(fields[ERA] == BC ? 1 - rolled : rolled, fields[MONTH]);
                return;
            case MONTH:
                setYearMonthPinned(prolepticYearFromFields(), rolled);
                return;
            case DAY_OF_MONTH:
            case DAY_OF_YEAR:
            case DAY_OF_WEEK_IN_MONTH:
            case WEEK_OF_MONTH:
            case WEEK_OF_YEAR:
                shiftDays((long) (rolled - value) * (field >= WEEK_OF_YEAR && field <= WEEK_OF_MONTH
                        || field == DAY_OF_WEEK_IN_MONTH ? 7 : 1));
                return;
            case DAY_OF_WEEK: {
                // Stay in the same week (as counted from the first day of the week).
                int position = Math.floorMod(value - getFirstDayOfWeek(), 7);
                int newPosition = Math.floorMod(position + amount, 7);
                shiftDays(newPosition - position);
                return;
            }
            case AM_PM:
                shiftMillis((rolled - value) * 12L * HOUR_MILLIS);
                return;
            case HOUR:
            case HOUR_OF_DAY:
                shiftMillis((long) (rolled - value) * HOUR_MILLIS);
                return;
            case MINUTE:
                shiftMillis((rolled - value) * 60000L);
                return;
            case SECOND:
                shiftMillis((rolled - value) * 1000L);
                return;
            case MILLISECOND:
                shiftMillis(rolled - value);
                return;
            default:
                set(field, rolled);
                complete();
        }
    }

    private void shiftMillis(long millis) {
        setTimeInMillis(getTimeInMillis() + millis);
    }

    // ---- limits ----

    @Override
    public int getMinimum(int field) {
        return MIN_VALUES[field];
    }

    @Override
    public int getMaximum(int field) {
        return MAX_VALUES[field];
    }

    @Override
    public int getGreatestMinimum(int field) {
        return MIN_VALUES[field];
    }

    @Override
    public int getLeastMaximum(int field) {
        return LEAST_MAX_VALUES[field];
    }

    @Override
    public int getActualMaximum(int field) {
        complete();
        long year = prolepticYearFromFields();
        int month = fields[MONTH];
        switch (field) {
            case DAY_OF_MONTH:
                return CalendarDates.monthLength(year, month, year < 1582);
            case DAY_OF_YEAR:
                return CalendarDates.yearLength(year);
            case DAY_OF_WEEK_IN_MONTH:
                return (CalendarDates.monthLength(year, month, year < 1582) - 1) / 7 + 1;
            case WEEK_OF_YEAR: {
                long lastDay = CalendarDates.firstDayOfYear(year + 1) - 1;
                int week = weekOfYear(year, lastDay);
                return week == 1 ? weekOfYear(year, lastDay - 7) : week;
            }
            case WEEK_OF_MONTH: {
                long first = CalendarDates.day(year, month, 1);
                long last = CalendarDates.day(year, month + 1, 1) - 1;
                return weekNumber(first, last);
            }
            case YEAR:
                return fields[ERA] == BC ? 292269055 : 292278994;
            default:
                return getMaximum(field);
        }
    }

    @Override
    public int getActualMinimum(int field) {
        if (field == WEEK_OF_MONTH) {
            complete();
            long first = CalendarDates.day(prolepticYearFromFields(), fields[MONTH], 1);
            return weekNumber(first, first);
        }
        return getMinimum(field);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof GregorianCalendar && super.equals(obj);
    }

    @Override
    public int hashCode() {
        return super.hashCode() ^ (int) CalendarDates.GREGORIAN_CUTOVER_DAY;
    }

    @Override
    public Object clone() {
        return super.clone();
    }
}
