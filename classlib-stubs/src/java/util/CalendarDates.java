package java.util;

/**
 * Day arithmetic for GregorianCalendar. Days are counted from 1970-01-01
 * (epoch day 0). Dates from 1582-10-15 (epoch day -141427) on are in the
 * Gregorian calendar, earlier ones in the Julian calendar, which is the
 * JDK's default cutover. Years here are proleptic: 0 is 1 BC.
 */
final class CalendarDates {
    static final long GREGORIAN_CUTOVER_DAY = -141427;
    static final long GREGORIAN_CUTOVER_MILLIS = GREGORIAN_CUTOVER_DAY * 86400000L;
    private static final int[] DAYS_BEFORE_MONTH = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};

    private CalendarDates() {
    }

    static boolean isGregorianLeap(long year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    static boolean isJulianLeap(long year) {
        return (year & 3) == 0;
    }

    static boolean isLeap(long year, boolean julian) {
        return julian ? isJulianLeap(year) : isGregorianLeap(year);
    }

    /** month 0-11. */
    static int monthLength(long year, int month, boolean julian) {
        switch (month) {
            case 1: return isLeap(year, julian) ? 29 : 28;
            case 3: case 5: case 8: case 10: return 30;
            default: return 31;
        }
    }

    /** Epoch day of a Gregorian date; month 0-11 and day may overflow (lenient). */
    static long gregorianDay(long year, long month, long day) {
        year += Math.floorDiv(month, 12);
        month = Math.floorMod(month, 12);
        long y = year - 1;
        long days = 365 * y + Math.floorDiv(y, 4) - Math.floorDiv(y, 100) + Math.floorDiv(y, 400);
        days += DAYS_BEFORE_MONTH[(int) month] + (month > 1 && isGregorianLeap(year) ? 1 : 0);
        return days + day - 1 - 719162; // 719162 days from 0001-01-01 to 1970-01-01
    }

    /** Epoch day of a Julian date. */
    static long julianDay(long year, long month, long day) {
        year += Math.floorDiv(month, 12);
        month = Math.floorMod(month, 12);
        long y = year - 1;
        long days = 365 * y + Math.floorDiv(y, 4);
        days += DAYS_BEFORE_MONTH[(int) month] + (month > 1 && isJulianLeap(year) ? 1 : 0);
        return days + day - 1 - 719164; // Julian 0001-01-01 is two days before the Gregorian one
    }

    /**
     * Epoch day of a date: the first of the month in the calendar in force
     * then, plus day - 1 (so in October 1582, day 10 is ten days after the
     * Julian October 1, i.e. Gregorian October 20, as the JDK counts).
     */
    static long day(long year, long month, long day) {
        long firstGregorian = gregorianDay(year, month, 1);
        long first = firstGregorian >= GREGORIAN_CUTOVER_DAY ? firstGregorian : julianDay(year, month, 1);
        return first + day - 1;
    }

    /** {proleptic year, month 0-11, day of month, day of year 1-366} of an epoch day. */
    static int[] fromDay(long epochDay) {
        boolean julian = epochDay < GREGORIAN_CUTOVER_DAY;
        long year = estimateYear(epochDay, julian);
        while (yearStart(year + 1, julian) <= epochDay) {
            year++;
        }
        while (yearStart(year, julian) > epochDay) {
            year--;
        }
        int dayOfYear = (int) (epochDay - yearStart(year, julian));
        boolean leap = isLeap(year, julian);
        int month = 0;
        while (month < 11 && dayOfYear >= DAYS_BEFORE_MONTH[month + 1] + (leap && month + 1 > 1 ? 1 : 0)) {
            month++;
        }
        int dayOfMonth = dayOfYear - DAYS_BEFORE_MONTH[month] - (month > 1 && isLeap(year, julian) ? 1 : 0) + 1;
        // Day of year counts from the calendar year's first day (January 1 in the calendar in force then).
        int yearDay = (int) (epochDay - firstDayOfYear(year)) + 1;
        return new int[] {(int) year, month, dayOfMonth, yearDay};
    }

    private static long yearStart(long year, boolean julian) {
        return julian ? julianDay(year, 0, 1) : gregorianDay(year, 0, 1);
    }

    private static long estimateYear(long epochDay, boolean julian) {
        return 1970 + Math.floorDiv(epochDay * 400, 146097);
    }

    /** Epoch day of January 1 of a year, in the calendar in force on that day. */
    static long firstDayOfYear(long year) {
        return day(year, 0, 1);
    }

    /** Days in a year, allowing for the ten days the cutover year lost. */
    static int yearLength(long year) {
        return (int) (firstDayOfYear(year + 1) - firstDayOfYear(year));
    }

    /** 1 = Sunday ... 7 = Saturday (1970-01-01 was a Thursday). */
    static int dayOfWeek(long epochDay) {
        return (int) Math.floorMod(epochDay + 4, 7L) + 1;
    }
}
