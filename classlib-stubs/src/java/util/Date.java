package java.util;

import java.io.Serializable;

/**
 * An instant in milliseconds since 1970-01-01T00:00Z. The deprecated
 * field accessors (getYear, getMonth, ...) read and write it through a
 * GregorianCalendar in the default time zone, as the JDK does.
 */
public class Date implements Serializable, Cloneable, Comparable<Date> {
    private static final String[] DAY_NAMES = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] MONTH_NAMES = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
        "Oct", "Nov", "Dec"};

    private long fastTime;

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    @Deprecated
    public Date(int year, int month, int date) {
        this(year, month, date, 0, 0, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min) {
        this(year, month, date, hrs, min, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min, int sec) {
        GregorianCalendar calendar = new GregorianCalendar(TimeZone.defaultZoneShared(), Locale.getDefault());
        calendar.clear();
        calendar.set(1900 + year, month, date, hrs, min, sec);
        fastTime = calendar.getTimeInMillis();
    }

    /** Milliseconds since the epoch of a UTC date-time given as deprecated fields. */
    @Deprecated
    public static long UTC(int year, int month, int date, int hrs, int min, int sec) {
        GregorianCalendar calendar = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.getDefault());
        calendar.clear();
        calendar.set(1900 + year, month, date, hrs, min, sec);
        return calendar.getTimeInMillis();
    }

    /** The instant's milliseconds; IllegalArgumentException when they overflow a long. */
    public static Date from(java.time.Instant instant) {
        try {
            return new Date(instant.toEpochMilli());
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
    }

    public java.time.Instant toInstant() {
        return java.time.Instant.ofEpochMilli(getTime());
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return fastTime < when.getTime();
    }

    public boolean after(Date when) {
        return fastTime > when.getTime();
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    @Override
    public int hashCode() {
        long ht = getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    @Override
    public int compareTo(Date anotherDate) {
        return Long.compare(getTime(), anotherDate.getTime());
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    private GregorianCalendar calendar() {
        GregorianCalendar calendar = new GregorianCalendar(TimeZone.defaultZoneShared(), Locale.getDefault());
        calendar.setTimeInMillis(getTime());
        return calendar;
    }

    private int field(int field) {
        return calendar().get(field);
    }

    private void setField(int field, int value) {
        GregorianCalendar calendar = calendar();
        calendar.set(field, value);
        fastTime = calendar.getTimeInMillis();
    }

    @Deprecated public int getYear() { return field(Calendar.YEAR) - 1900; }
    @Deprecated public void setYear(int year) { setField(Calendar.YEAR, year + 1900); }
    @Deprecated public int getMonth() { return field(Calendar.MONTH); }
    @Deprecated public void setMonth(int month) { setField(Calendar.MONTH, month); }
    @Deprecated public int getDate() { return field(Calendar.DAY_OF_MONTH); }
    @Deprecated public void setDate(int date) { setField(Calendar.DAY_OF_MONTH, date); }
    @Deprecated public int getDay() { return field(Calendar.DAY_OF_WEEK) - 1; }
    @Deprecated public int getHours() { return field(Calendar.HOUR_OF_DAY); }
    @Deprecated public void setHours(int hours) { setField(Calendar.HOUR_OF_DAY, hours); }
    @Deprecated public int getMinutes() { return field(Calendar.MINUTE); }
    @Deprecated public void setMinutes(int minutes) { setField(Calendar.MINUTE, minutes); }
    @Deprecated public int getSeconds() { return field(Calendar.SECOND); }
    @Deprecated public void setSeconds(int seconds) { setField(Calendar.SECOND, seconds); }

    /** Minutes to add to local time to get UTC (so -330 for GMT+05:30). */
    @Deprecated
    public int getTimezoneOffset() {
        return -TimeZone.defaultZoneShared().getOffset(getTime()) / 60000;
    }

    /** "EEE MMM dd HH:mm:ss zzz yyyy" in the default time zone (the year of the era, unpadded). */
    @Override
    public String toString() {
        GregorianCalendar c = calendar();
        StringBuilder sb = new StringBuilder(28);
        sb.append(DAY_NAMES[c.get(Calendar.DAY_OF_WEEK) - 1]).append(' ');
        sb.append(MONTH_NAMES[c.get(Calendar.MONTH)]).append(' ');
        twoDigits(sb, c.get(Calendar.DAY_OF_MONTH)).append(' ');
        twoDigits(sb, c.get(Calendar.HOUR_OF_DAY)).append(':');
        twoDigits(sb, c.get(Calendar.MINUTE)).append(':');
        twoDigits(sb, c.get(Calendar.SECOND)).append(' ');
        TimeZone zone = c.getTimeZone();
        sb.append(zone.getDisplayName(zone.inDaylightTime(this), TimeZone.SHORT, Locale.US)).append(' ');
        // The year of the era, unpadded and unsigned, as the JDK prints it.
        return sb.append(c.get(Calendar.YEAR)).toString();
    }

    private static StringBuilder twoDigits(StringBuilder sb, int value) {
        if (value < 10) {
            sb.append('0');
        }
        return sb.append(value);
    }

    /** As toString but "d MMM yyyy HH:mm:ss GMT" in UTC. */
    @Deprecated
    public String toGMTString() {
        GregorianCalendar c = new GregorianCalendar(TimeZone.getTimeZone("GMT"), Locale.US);
        c.setTimeInMillis(getTime());
        StringBuilder sb = new StringBuilder();
        sb.append(c.get(Calendar.DAY_OF_MONTH)).append(' ');
        sb.append(MONTH_NAMES[c.get(Calendar.MONTH)]).append(' ');
        sb.append(c.get(Calendar.YEAR)).append(' ');
        twoDigits(sb, c.get(Calendar.HOUR_OF_DAY)).append(':');
        twoDigits(sb, c.get(Calendar.MINUTE)).append(':');
        twoDigits(sb, c.get(Calendar.SECOND)).append(" GMT");
        return sb.toString();
    }

    @Deprecated
    public String toLocaleString() {
        return java.text.DateFormat.getDateTimeInstance().format(this);
    }
}
