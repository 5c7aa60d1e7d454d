package java.util;

import java.io.Serializable;

/**
 * An instant (milliseconds since the epoch) seen as calendar fields in a
 * time zone. The fields and the time are kept in step lazily: set() marks
 * the time stale, get() recomputes it (computeTime) and then all fields
 * (computeFields). Each set() records a stamp so that, as in the JDK, the
 * most recently set fields decide which ones build the date (e.g.
 * DAY_OF_MONTH or DAY_OF_WEEK with WEEK_OF_MONTH).
 */
public abstract class Calendar implements Serializable, Cloneable, Comparable<Calendar> {
    public static final int ERA = 0;
    public static final int YEAR = 1;
    public static final int MONTH = 2;
    public static final int WEEK_OF_YEAR = 3;
    public static final int WEEK_OF_MONTH = 4;
    public static final int DATE = 5;
    public static final int DAY_OF_MONTH = 5;
    public static final int DAY_OF_YEAR = 6;
    public static final int DAY_OF_WEEK = 7;
    public static final int DAY_OF_WEEK_IN_MONTH = 8;
    public static final int AM_PM = 9;
    public static final int HOUR = 10;
    public static final int HOUR_OF_DAY = 11;
    public static final int MINUTE = 12;
    public static final int SECOND = 13;
    public static final int MILLISECOND = 14;
    public static final int ZONE_OFFSET = 15;
    public static final int DST_OFFSET = 16;
    public static final int FIELD_COUNT = 17;
    public static final int SUNDAY = 1;
    public static final int MONDAY = 2;
    public static final int TUESDAY = 3;
    public static final int WEDNESDAY = 4;
    public static final int THURSDAY = 5;
    public static final int FRIDAY = 6;
    public static final int SATURDAY = 7;
    public static final int JANUARY = 0;
    public static final int FEBRUARY = 1;
    public static final int MARCH = 2;
    public static final int APRIL = 3;
    public static final int MAY = 4;
    public static final int JUNE = 5;
    public static final int JULY = 6;
    public static final int AUGUST = 7;
    public static final int SEPTEMBER = 8;
    public static final int OCTOBER = 9;
    public static final int NOVEMBER = 10;
    public static final int DECEMBER = 11;
    public static final int UNDECIMBER = 12;
    public static final int AM = 0;
    public static final int PM = 1;
    public static final int ALL_STYLES = 0;
    public static final int SHORT = 1;
    public static final int LONG = 2;
    public static final int NARROW_FORMAT = 4;
    public static final int NARROW_STANDALONE = 0x8004;
    public static final int SHORT_FORMAT = 1;
    public static final int LONG_FORMAT = 2;
    public static final int SHORT_STANDALONE = 0x8001;
    public static final int LONG_STANDALONE = 0x8002;

    static final String[] FIELD_NAMES = {"ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH",
        "DAY_OF_MONTH", "DAY_OF_YEAR", "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY",
        "MINUTE", "SECOND", "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"};

    protected int[] fields = new int[FIELD_COUNT];
    protected boolean[] isSet = new boolean[FIELD_COUNT];
    protected long time;
    protected boolean isTimeSet;
    protected boolean areFieldsSet;
    /** When each field was set (0: never; 1: computed; larger: set later). */
    int[] stamp = new int[FIELD_COUNT];
    private int nextStamp = 2;
    private boolean lenient = true;
    private TimeZone zone;
    private int firstDayOfWeek;
    private int minimalDaysInFirstWeek;

    protected Calendar() {
        this(TimeZone.getDefault(), Locale.getDefault(Locale.Category.FORMAT));
    }

    protected Calendar(TimeZone zone, Locale aLocale) {
        this.zone = zone;
        String country = aLocale.getCountry();
        // CLDR week data: Monday and 4 days (ISO) in Europe, Sunday and 1 day in the US and elsewhere here.
        boolean iso = country.equals("GB") || country.equals("DE") || country.equals("FR") || country.equals("IT")
                || country.equals("ES");
        firstDayOfWeek = iso ? MONDAY : SUNDAY;
        minimalDaysInFirstWeek = iso ? 4 : 1;
    }

    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    public static Calendar getInstance(Locale aLocale) {
        return new GregorianCalendar(aLocale);
    }

    public static Calendar getInstance(TimeZone zone, Locale aLocale) {
        return new GregorianCalendar(zone, aLocale);
    }

    public static synchronized Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    protected abstract void computeTime();

    protected abstract void computeFields();

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        setTimeInMillis(date.getTime());
    }

    public final java.time.Instant toInstant() {
        return java.time.Instant.ofEpochMilli(getTimeInMillis());
    }

    public long getTimeInMillis() {
        if (!isTimeSet) {
            // As the JDK, computing the time also normalises the fields (Feb 30 becomes Mar 1 or 2).
            complete();
        }
        return time;
    }

    public void setTimeInMillis(long millis) {
        time = millis;
        isTimeSet = true;
        computeFields();
        markAllComputed();
    }

    private void markAllComputed() {
        for (int i = 0; i < FIELD_COUNT; i++) {
            isSet[i] = true;
            stamp[i] = 1;
        }
        areFieldsSet = true;
        nextStamp = 2;
    }

    private void updateTime() {
        computeTime();
        isTimeSet = true;
    }

    public int get(int field) {
        complete();
        return internalGet(field);
    }

    protected final int internalGet(int field) {
        return fields[field];
    }

    public void set(int field, int value) {
        if (isTimeSet && !areFieldsSet) {
            computeFields();
            markAllComputed();
        }
        fields[field] = value;
        isSet[field] = true;
        stamp[field] = nextStamp++;
        isTimeSet = false;
    }

    public final void set(int year, int month, int date) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute) {
        set(year, month, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
        set(year, month, date, hourOfDay, minute);
        set(SECOND, second);
    }

    public final void clear() {
        for (int i = 0; i < FIELD_COUNT; i++) {
            fields[i] = 0;
            isSet[i] = false;
            stamp[i] = 0;
        }
        areFieldsSet = false;
        isTimeSet = false;
    }

    public final void clear(int field) {
        fields[field] = 0;
        isSet[field] = false;
        stamp[field] = 0;
        areFieldsSet = false;
        isTimeSet = false;
    }

    public final boolean isSet(int field) {
        return stamp[field] != 0;
    }

    /** Brings time and fields up to date after sets. */
    protected void complete() {
        if (!isTimeSet) {
            updateTime();
            computeFields();
            markAllComputed();
        } else if (!areFieldsSet) {
            computeFields();
            markAllComputed();
        }
    }

    /** When both fields were set: the later stamp; 0 if either never was. */
    int jointStamp(int a, int b) {
        if (stamp[a] == 0 || stamp[b] == 0) {
            return 0;
        }
        return Math.max(stamp[a], stamp[b]);
    }

    public String getDisplayName(int field, int style, Locale locale) {
        String[] names = displayNames(field, style, locale);
        if (names == null) {
            return null;
        }
        int value = get(field);
        return value < names.length ? names[value] : null;
    }

    public Map<String, Integer> getDisplayNames(int field, int style, Locale locale) {
        String[] names = displayNames(field, style == ALL_STYLES ? LONG : style, locale);
        if (names == null) {
            return null;
        }
        Map<String, Integer> map = new HashMap<>();
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null && !names[i].isEmpty()) {
                map.put(names[i], i);
            }
        }
        if (style == ALL_STYLES) {
            String[] shortNames = displayNames(field, SHORT, locale);
            for (int i = 0; i < shortNames.length; i++) {
                if (shortNames[i] != null && !shortNames[i].isEmpty()) {
                    map.put(shortNames[i], i);
                }
            }
        }
        return map;
    }

    private static String[] displayNames(int field, int style, Locale locale) {
        java.text.DateFormatSymbols symbols = java.text.DateFormatSymbols.getInstance(locale);
        boolean isLong = (style & 0x7fff) == LONG;
        switch (field) {
            case ERA: return symbols.getEras();
            case MONTH: return isLong ? symbols.getMonths() : symbols.getShortMonths();
            case DAY_OF_WEEK: return isLong ? symbols.getWeekdays() : symbols.getShortWeekdays();
            case AM_PM: return symbols.getAmPmStrings();
            default: return null;
        }
    }

    public String getCalendarType() {
        return "gregory";
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Calendar)) {
            return false;
        }
        Calendar that = (Calendar) obj;
        return getTimeInMillis() == that.getTimeInMillis() && lenient == that.lenient
                && firstDayOfWeek == that.firstDayOfWeek && minimalDaysInFirstWeek == that.minimalDaysInFirstWeek
                && zone.equals(that.zone);
    }

    @Override
    public int hashCode() {
        int otheritems = (lenient ? 1 : 0) | (firstDayOfWeek << 1) | (minimalDaysInFirstWeek << 4)
                | (zone.hashCode() << 7);
        long t = getTimeInMillis();
        return (int) t ^ (int) (t >> 32) ^ otheritems;
    }

    public boolean before(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) > 0;
    }

    @Override
    public int compareTo(Calendar anotherCalendar) {
        return Long.compare(getTimeInMillis(), anotherCalendar.getTimeInMillis());
    }

    public abstract void add(int field, int amount);

    public abstract void roll(int field, boolean up);

    public void roll(int field, int amount) {
        while (amount > 0) {
            roll(field, true);
            amount--;
        }
        while (amount < 0) {
            roll(field, false);
            amount++;
        }
    }

    public void setTimeZone(TimeZone value) {
        zone = value;
        areFieldsSet = false;
        if (isTimeSet) {
            computeFields();
            markAllComputed();
        }
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    public void setFirstDayOfWeek(int value) {
        firstDayOfWeek = value;
        if (isTimeSet) {
            computeFields();
        }
    }

    public int getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public void setMinimalDaysInFirstWeek(int value) {
        minimalDaysInFirstWeek = value;
        if (isTimeSet) {
            computeFields();
        }
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDaysInFirstWeek;
    }

    public boolean isWeekDateSupported() {
        return false;
    }

    public abstract int getMinimum(int field);

    public abstract int getMaximum(int field);

    public abstract int getGreatestMinimum(int field);

    public abstract int getLeastMaximum(int field);

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getActualMaximum(int field) {
        return getMaximum(field);
    }

    @Override
    public Object clone() {
        try {
            Calendar other = (Calendar) super.clone();
            other.fields = fields.clone();
            other.isSet = isSet.clone();
            other.stamp = stamp.clone();
            other.zone = (TimeZone) zone.clone();
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** JDK layout: class[time=...,areFieldsSet=...,...,ERA=1,YEAR=...] ('?' for unset values). */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(getClass().getName()).append('[');
        sb.append("time=").append(isTimeSet ? String.valueOf(time) : "?");
        sb.append(",areFieldsSet=").append(areFieldsSet);
        sb.append(",areAllFieldsSet=").append(areFieldsSet);
        sb.append(",lenient=").append(lenient);
        sb.append(",zone=").append(zone);
        sb.append(",firstDayOfWeek=").append(firstDayOfWeek);
        sb.append(",minimalDaysInFirstWeek=").append(minimalDaysInFirstWeek);
        for (int i = 0; i < FIELD_COUNT; i++) {
            sb.append(',').append(FIELD_NAMES[i]).append('=');
            sb.append(isSet(i) ? String.valueOf(fields[i]) : "?");
        }
        return sb.append(']').toString();
    }
}
