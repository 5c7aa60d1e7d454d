package java.util;

/**
 * A zone with a raw offset and optionally one yearly daylight-saving rule:
 * a start and an end, each a month with a day given in one of four modes
 * (day of month; n-th weekday, negative from the end; weekday on or after a
 * day; weekday on or before a day) and a time of day read as wall, standard
 * or UTC time. Rules apply from startYear on and in every later year.
 */
public class SimpleTimeZone extends TimeZone {
    public static final int WALL_TIME = 0;
    public static final int STANDARD_TIME = 1;
    public static final int UTC_TIME = 2;

    private static final int DOM_MODE = 1;
    private static final int DOW_IN_MONTH_MODE = 2;
    private static final int DOW_GE_DOM_MODE = 3;
    private static final int DOW_LE_DOM_MODE = 4;
    private static final long DAY = 86400000L;

    private int rawOffset;
    private int dstSavings = 3600000;
    private boolean useDaylight;
    private int startYear;
    private int startMonth;
    private int startDay;
    private int startDayOfWeek;
    private int startTime;
    private int startTimeMode;
    private int startMode;
    private int endMonth;
    private int endDay;
    private int endDayOfWeek;
    private int endTime;
    private int endTimeMode;
    private int endMode;

    public SimpleTimeZone(int rawOffset, String ID) {
        this.rawOffset = rawOffset;
        setID(ID);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek,
            int startTime, int endMonth, int endDay, int endDayOfWeek, int endTime) {
        this(rawOffset, ID, startMonth, startDay, startDayOfWeek, startTime, WALL_TIME, endMonth, endDay,
                endDayOfWeek, endTime, WALL_TIME, 3600000);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek,
            int startTime, int endMonth, int endDay, int endDayOfWeek, int endTime, int dstSavings) {
        this(rawOffset, ID, startMonth, startDay, startDayOfWeek, startTime, WALL_TIME, endMonth, endDay,
                endDayOfWeek, endTime, WALL_TIME, dstSavings);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek,
            int startTime, int startTimeMode, int endMonth, int endDay, int endDayOfWeek, int endTime,
            int endTimeMode, int dstSavings) {
        this(rawOffset, ID);
        if (dstSavings <= 0) {
            throw new IllegalArgumentException("Illegal daylight saving value: " + dstSavings);
        }
        this.dstSavings = dstSavings;
        setStartRule(startMonth, startDay, startDayOfWeek, startTime);
        this.startTimeMode = checkTimeMode(startTimeMode);
        setEndRule(endMonth, endDay, endDayOfWeek, endTime);
        this.endTimeMode = checkTimeMode(endTimeMode);
    }

    private static int checkTimeMode(int mode) {
        if (mode < WALL_TIME || mode > UTC_TIME) {
            throw new IllegalArgumentException("Illegal time mode " + mode);
        }
        return mode;
    }

    public void setStartYear(int year) {
        startYear = year;
    }

    public void setStartRule(int startMonth, int startDay, int startDayOfWeek, int startTime) {
        this.startMonth = startMonth;
        this.startDay = startDay;
        this.startDayOfWeek = startDayOfWeek;
        this.startTime = startTime;
        this.startTimeMode = WALL_TIME;
        startMode = decodeMode(startMonth, startDay, startDayOfWeek, startTime, "start");
        if (startMode == DOW_GE_DOM_MODE || startMode == DOW_LE_DOM_MODE) {
            this.startDayOfWeek = -startDayOfWeek;
            this.startDay = Math.abs(startDay);
        }
        useDaylight = startMode != 0 && endMode != 0;
    }

    public void setStartRule(int startMonth, int startDay, int startTime) {
        setStartRule(startMonth, startDay, 0, startTime);
    }

    public void setStartRule(int startMonth, int startDay, int startDayOfWeek, int startTime, boolean after) {
        setStartRule(startMonth, after ? startDay : -startDay, -startDayOfWeek, startTime);
    }

    public void setEndRule(int endMonth, int endDay, int endDayOfWeek, int endTime) {
        this.endMonth = endMonth;
        this.endDay = endDay;
        this.endDayOfWeek = endDayOfWeek;
        this.endTime = endTime;
        this.endTimeMode = WALL_TIME;
        endMode = decodeMode(endMonth, endDay, endDayOfWeek, endTime, "end");
        if (endMode == DOW_GE_DOM_MODE || endMode == DOW_LE_DOM_MODE) {
            this.endDayOfWeek = -endDayOfWeek;
            this.endDay = Math.abs(endDay);
        }
        useDaylight = startMode != 0 && endMode != 0;
    }

    public void setEndRule(int endMonth, int endDay, int endTime) {
        setEndRule(endMonth, endDay, 0, endTime);
    }

    public void setEndRule(int endMonth, int endDay, int endDayOfWeek, int endTime, boolean after) {
        setEndRule(endMonth, after ? endDay : -endDay, -endDayOfWeek, endTime);
    }

    /** The rule's mode from the JDK's encoding of its arguments; 0 = no rule (day 0). */
    private static int decodeMode(int month, int day, int dayOfWeek, int time, String which) {
        if (day == 0) {
            return 0;
        }
        if (month < Calendar.JANUARY || month > Calendar.DECEMBER) {
            throw new IllegalArgumentException("Illegal " + which + " month " + month);
        }
        if (time < 0 || time > DAY) {
            throw new IllegalArgumentException("Illegal " + which + " time " + time);
        }
        if (dayOfWeek == 0) {
            if (day < 1 || day > 31) {
                throw new IllegalArgumentException("Illegal " + which + " day " + day);
            }
            return DOM_MODE;
        }
        if (dayOfWeek > 0) {
            if (day < -5 || day > 5) {
                throw new IllegalArgumentException("Illegal " + which + " day of week in month " + day);
            }
            if (dayOfWeek > Calendar.SATURDAY) {
                throw new IllegalArgumentException("Illegal " + which + " day of week " + dayOfWeek);
            }
            return DOW_IN_MONTH_MODE;
        }
        if (-dayOfWeek > Calendar.SATURDAY) {
            throw new IllegalArgumentException("Illegal " + which + " day of week " + dayOfWeek);
        }
        return day > 0 ? DOW_GE_DOM_MODE : DOW_LE_DOM_MODE;
    }

    /** Epoch day on which a rule falls in a year. */
    private static long ruleDay(long year, int mode, int month, int day, int dayOfWeek) {
        switch (mode) {
            case DOM_MODE:
                return CalendarDates.day(year, month, day);
            case DOW_IN_MONTH_MODE:
                if (day > 0) {
                    long first = CalendarDates.day(year, month, 1);
                    return first + Math.floorMod(dayOfWeek - CalendarDates.dayOfWeek(first), 7) + 7L * (day - 1);
                } else {
                    long last = CalendarDates.day(year, month + 1, 1) - 1;
                    return last - Math.floorMod(CalendarDates.dayOfWeek(last) - dayOfWeek, 7) + 7L * (day + 1);
                }
            case DOW_GE_DOM_MODE: {
                long from = CalendarDates.day(year, month, day);
                return from + Math.floorMod(dayOfWeek - CalendarDates.dayOfWeek(from), 7);
            }
            default: {
                long from = CalendarDates.day(year, month, day);
                return from - Math.floorMod(CalendarDates.dayOfWeek(from) - dayOfWeek, 7);
            }
        }
    }

    /** The UTC instant of a transition; wall time means the time in force just before it. */
    private long transition(long year, boolean start) {
        long day = start ? ruleDay(year, startMode, startMonth, startDay, startDayOfWeek)
                : ruleDay(year, endMode, endMonth, endDay, endDayOfWeek);
        long local = day * DAY + (start ? startTime : endTime);
        int mode = start ? startTimeMode : endTimeMode;
        if (mode == UTC_TIME) {
            return local;
        }
        if (mode == WALL_TIME && !start) {
            return local - rawOffset - dstSavings;
        }
        return local - rawOffset;
    }

    private boolean inDaylight(long utcMillis) {
        if (!useDaylight) {
            return false;
        }
        long year = CalendarDates.fromDay(Math.floorDiv(utcMillis + rawOffset, DAY))[0];
        if (year < startYear) {
            return false;
        }
        long start = transition(year, true);
        long end = transition(year, false);
        if (startMonth <= endMonth) {
            return utcMillis >= start && utcMillis < end;
        }
        return utcMillis >= start || utcMillis < end; // southern hemisphere: DST spans the new year
    }

    @Override
    public int getOffset(long date) {
        return inDaylight(date) ? rawOffset + dstSavings : rawOffset;
    }

    @Override
    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int millis) {
        if (era != GregorianCalendar.AD && era != GregorianCalendar.BC) {
            throw new IllegalArgumentException("Illegal era " + era);
        }
        if (month < Calendar.JANUARY || month > Calendar.DECEMBER) {
            throw new IllegalArgumentException("Illegal month " + month);
        }
        if (millis < 0 || millis >= DAY) {
            throw new IllegalArgumentException("Illegal millis " + millis);
        }
        long prolepticYear = era == GregorianCalendar.AD ? year : 1 - (long) year;
        long local = CalendarDates.day(prolepticYear, month, day) * DAY + millis;
        return getOffset(local - rawOffset);
    }

    @Override
    public boolean inDaylightTime(Date date) {
        return inDaylight(date.getTime());
    }

    @Override
    public int getRawOffset() {
        return rawOffset;
    }

    @Override
    public void setRawOffset(int offsetMillis) {
        rawOffset = offsetMillis;
    }

    public void setDSTSavings(int millisSavedDuringDST) {
        if (millisSavedDuringDST <= 0) {
            throw new IllegalArgumentException("Illegal daylight saving value: " + millisSavedDuringDST);
        }
        dstSavings = millisSavedDuringDST;
    }

    @Override
    public int getDSTSavings() {
        return useDaylight ? dstSavings : 0;
    }

    @Override
    public boolean useDaylightTime() {
        return useDaylight;
    }

    @Override
    public boolean observesDaylightTime() {
        return useDaylight;
    }

    @Override
    public boolean hasSameRules(TimeZone other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof SimpleTimeZone)) {
            return false;
        }
        SimpleTimeZone that = (SimpleTimeZone) other;
        return rawOffset == that.rawOffset && useDaylight == that.useDaylight
                && (!useDaylight || (dstSavings == that.dstSavings && startMode == that.startMode
                        && startMonth == that.startMonth && startDay == that.startDay
                        && startDayOfWeek == that.startDayOfWeek && startTime == that.startTime
                        && startTimeMode == that.startTimeMode && endMode == that.endMode
                        && endMonth == that.endMonth && endDay == that.endDay
                        && endDayOfWeek == that.endDayOfWeek && endTime == that.endTime
                        && endTimeMode == that.endTimeMode && startYear == that.startYear));
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof SimpleTimeZone && getID().equals(((SimpleTimeZone) obj).getID())
                && hasSameRules((SimpleTimeZone) obj);
    }

    @Override
    public synchronized int hashCode() {
        return startMonth ^ startDay ^ startDayOfWeek ^ startTime ^ endMonth ^ endDay ^ endDayOfWeek ^ endTime
                ^ rawOffset;
    }

    @Override
    public Object clone() {
        return super.clone();
    }

    @Override
    public String toString() {
        return getClass().getName() + "[id=" + getID() + ",offset=" + rawOffset + ",dstSavings=" + dstSavings
                + ",useDaylight=" + useDaylight + ",startYear=" + startYear + ",startMode=" + startMode
                + ",startMonth=" + startMonth + ",startDay=" + startDay + ",startDayOfWeek=" + startDayOfWeek
                + ",startTime=" + startTime + ",startTimeMode=" + startTimeMode + ",endMode=" + endMode
                + ",endMonth=" + endMonth + ",endDay=" + endDay + ",endDayOfWeek=" + endDayOfWeek
                + ",endTime=" + endTime + ",endTimeMode=" + endTimeMode + ']';
    }
}
