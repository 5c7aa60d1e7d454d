// Date, Calendar/GregorianCalendar (fields, set/add/roll, resolution, leniency, limits, Julian cutover), TimeZone, SimpleTimeZone
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.SimpleTimeZone;
import java.util.TimeZone;

public class DatesAndCalendars {
    static final String[] NAMES = {"ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH",
        "DAY_OF_YEAR", "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND",
        "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"};

    static String fields(Calendar c) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Calendar.FIELD_COUNT; i++) {
            sb.append(NAMES[i]).append('=').append(c.get(i)).append(' ');
        }
        return sb.toString().trim();
    }

    @SuppressWarnings("deprecation")
    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Locale.setDefault(Locale.US);
        Date d = new Date(1234567890123L);
        System.out.println(d + " " + d.getYear() + " " + d.getMonth() + " " + d.getDate() + " " + d.getDay() + " "
                + d.getHours() + " " + d.getMinutes() + " " + d.getSeconds() + " " + d.getTimezoneOffset() + " "
                + d.toGMTString() + " " + d.hashCode() + " " + d.getTime());
        Date e = new Date(99, 11, 31, 23, 59, 59);
        System.out.println(e + " " + e.getTime() + " " + Date.UTC(70, 0, 1, 0, 0, 0) + " " + e.before(d) + " "
                + e.after(d) + " " + e.compareTo(d) + " " + e.equals(new Date(e.getTime())) + " " + e.equals(d));
        e.setMonth(13);
        System.out.println(e);
        e.setDate(0);
        e.setHours(-1);
        System.out.println(e + " " + ((Date) e.clone()).getTime());
        System.out.println(new Date(-62135769600000L) + " | " + new Date(-12219292800000L) + " | "
                + new Date(-12219292800001L) + " | " + new Date(Long.MIN_VALUE / 1000) + " | "
                + new Date(253402300799999L));

        GregorianCalendar g = new GregorianCalendar(2024, Calendar.FEBRUARY, 29, 13, 45, 30);
        System.out.println(fields(g));
        g.add(Calendar.YEAR, 1);
        System.out.println(g.getTime());
        g.add(Calendar.MONTH, -13);
        System.out.println(g.getTime());
        g.add(Calendar.DAY_OF_MONTH, 400);
        System.out.println(g.getTime());
        g.add(Calendar.HOUR, -50);
        g.add(Calendar.WEEK_OF_YEAR, 3);
        g.add(Calendar.MILLISECOND, 1500);
        System.out.println(g.getTime() + " " + g.get(Calendar.MILLISECOND));
        g.roll(Calendar.MONTH, 5);
        System.out.println(g.getTime());
        g.roll(Calendar.DAY_OF_MONTH, 20);
        System.out.println(g.getTime());
        g.roll(Calendar.HOUR_OF_DAY, -15);
        System.out.println(g.getTime());
        g.roll(Calendar.DAY_OF_WEEK, 3);
        System.out.println(g.getTime());
        g.roll(Calendar.MINUTE, true);
        g.roll(Calendar.YEAR, false);
        g.roll(Calendar.AM_PM, 1);
        System.out.println(g.getTime());
        StringBuilder sb = new StringBuilder();
        for (int y : new int[] {1600, 1900, 2000, 2023, 2024, 2026}) {
            for (int month : new int[] {1, 9}) {
                Calendar c = new GregorianCalendar(y, month, 1);
                sb.append(y).append('/').append(month).append(':').append(c.getActualMaximum(Calendar.DAY_OF_YEAR))
                        .append(',').append(c.getActualMaximum(Calendar.WEEK_OF_YEAR)).append(',')
                        .append(c.getActualMaximum(Calendar.DAY_OF_MONTH)).append(',')
                        .append(c.getActualMaximum(Calendar.WEEK_OF_MONTH)).append(',')
                        .append(g.isLeapYear(y)).append(' ');
            }
        }
        System.out.println(sb);
        System.out.println(g.isLeapYear(1500) + " " + g.isLeapYear(1582) + " " + g.getGregorianChange().getTime());
        Calendar c = Calendar.getInstance();
        c.clear();
        c.set(1582, 9, 4);
        System.out.println(c.getTime() + " " + c.get(Calendar.DAY_OF_YEAR));
        c.add(Calendar.DATE, 1);
        System.out.println(c.getTime() + " " + c.get(Calendar.DAY_OF_YEAR) + " " + c.getTimeInMillis());
        c.set(Calendar.DAY_OF_MONTH, 10);
        System.out.println(c.getTime() + " " + c.getActualMaximum(Calendar.DAY_OF_YEAR));
        c.clear();
        c.set(2026, 0, 1);
        System.out.println(c.get(Calendar.WEEK_OF_YEAR) + " " + c.get(Calendar.DAY_OF_WEEK));
        c.set(2025, 11, 28);
        System.out.println(c.get(Calendar.WEEK_OF_YEAR) + " " + c.get(Calendar.WEEK_OF_MONTH));
        c.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY);
        System.out.println(c.getTime());
        c.set(Calendar.DAY_OF_YEAR, 100);
        System.out.println(c.getTime());
        c.set(Calendar.WEEK_OF_YEAR, 10);
        System.out.println(c.getTime());
        c.set(Calendar.MONTH, 2);
        c.set(Calendar.DAY_OF_WEEK_IN_MONTH, -1);
        c.set(Calendar.DAY_OF_WEEK, Calendar.FRIDAY);
        System.out.println(c.getTime());
        c.set(Calendar.DAY_OF_WEEK_IN_MONTH, 2);
        System.out.println(c.getTime());
        c.set(Calendar.WEEK_OF_MONTH, 1);
        System.out.println(c.getTime());
        c.set(2026, 0, 31);
        c.add(Calendar.MONTH, 1);
        System.out.println(c.getTime());
        c.setLenient(false);
        c.set(Calendar.MONTH, 1);
        c.set(Calendar.DAY_OF_MONTH, 30);
        try {
            c.getTime();
        } catch (IllegalArgumentException ex) {
            System.out.println(ex);
        }
        c.clear();
        c.set(Calendar.MONTH, 13);
        try {
            c.getTime();
        } catch (IllegalArgumentException ex) {
            System.out.println(ex);
        }
        c = Calendar.getInstance();
        c.clear();
        c.set(2026, 13, 35, 25, 61, 61);
        System.out.println(c.getTime() + " " + c.isLenient() + " " + c.isSet(Calendar.YEAR));
        c.clear();
        c.set(Calendar.YEAR, 5);
        c.set(Calendar.ERA, GregorianCalendar.BC);
        System.out.println(c.getTime() + " " + c.get(Calendar.YEAR) + " " + c.get(Calendar.ERA) + " "
                + c.getTimeInMillis());
        c.clear();
        c.set(Calendar.HOUR, 3);
        c.set(Calendar.AM_PM, Calendar.PM);
        System.out.println(c.getTime() + " " + c.get(Calendar.HOUR_OF_DAY));
        Calendar uk = Calendar.getInstance(Locale.UK);
        System.out.println(uk.getFirstDayOfWeek() + " " + uk.getMinimalDaysInFirstWeek() + " "
                + Calendar.getInstance(Locale.US).getFirstDayOfWeek() + " "
                + Calendar.getInstance(Locale.US).getMinimalDaysInFirstWeek());
        uk.setTimeInMillis(1735689600000L);
        System.out.println(uk.get(Calendar.WEEK_OF_YEAR) + " " + uk.get(Calendar.YEAR) + " "
                + uk.getActualMaximum(Calendar.WEEK_OF_YEAR) + " " + uk.get(Calendar.WEEK_OF_MONTH));
        uk.setFirstDayOfWeek(Calendar.SUNDAY);
        uk.setMinimalDaysInFirstWeek(1);
        System.out.println(uk.get(Calendar.WEEK_OF_YEAR));
        System.out.println(c.getMinimum(Calendar.ZONE_OFFSET) + " " + c.getMaximum(Calendar.YEAR) + " "
                + c.getLeastMaximum(Calendar.DAY_OF_MONTH) + " " + c.getGreatestMinimum(Calendar.DAY_OF_MONTH) + " "
                + c.getMaximum(Calendar.WEEK_OF_YEAR) + " " + c.getActualMinimum(Calendar.DAY_OF_MONTH));
        Calendar x = new GregorianCalendar(2020, 0, 1);
        Calendar y = (Calendar) x.clone();
        y.add(Calendar.SECOND, 1);
        System.out.println(x.before(y) + " " + x.after(y) + " " + x.compareTo(y) + " " + x.equals(y) + " "
                + x.equals(x.clone()) + " " + x.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US) + " "
                + x.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.GERMANY) + " "
                + x.getDisplayNames(Calendar.AM_PM, Calendar.LONG, Locale.US) + " " + x.getCalendarType());

        Calendar k = new GregorianCalendar(TimeZone.getTimeZone("GMT+05:30"));
        k.setTimeInMillis(0);
        System.out.println(fields(k) + " " + k.getTimeZone().getID());
        k.setTimeZone(TimeZone.getTimeZone("GMT-10"));
        System.out.println(k.get(Calendar.HOUR_OF_DAY) + " " + k.get(Calendar.DAY_OF_MONTH));
        TimeZone.setDefault(TimeZone.getTimeZone("GMT-8"));
        System.out.println(new Date(0) + " " + new Date(0).getTimezoneOffset() + " " + TimeZone.getDefault().getID()
                + " " + TimeZone.getDefault().getOffset(0L));
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        for (String id : new String[] {"UTC", "GMT", "Etc/UTC", "GMT+05:30", "GMT+0530", "GMT-8", "GMT+24:00",
            "GMT+0", "Nowhere/Foo", "GMT+5:7", "utc"}) {
            TimeZone z = TimeZone.getTimeZone(id);
            System.out.println(id + " -> " + z.getID() + " " + z.getRawOffset() + " " + z.getOffset(0L) + " "
                    + z.useDaylightTime() + " " + z.getDSTSavings() + " " + z.getDisplayName() + " / "
                    + z.getDisplayName(false, TimeZone.SHORT) + " / "
                    + z.getDisplayName(true, TimeZone.LONG, Locale.GERMANY) + " " + z.inDaylightTime(d));
        }
        System.out.println(TimeZone.getTimeZone("UTC") + "\n" + TimeZone.getTimeZone("GMT-03:30") + " "
                + TimeZone.getTimeZone("UTC").hasSameRules(TimeZone.getTimeZone("GMT")));

        SimpleTimeZone ny = new SimpleTimeZone(-5 * 3600000, "MyNY", Calendar.MARCH, 2, Calendar.SUNDAY,
                2 * 3600000, Calendar.NOVEMBER, 1, Calendar.SUNDAY, 2 * 3600000);
        System.out.println(ny);
        System.out.println(ny.useDaylightTime() + " " + ny.getDSTSavings() + " " + ny.getOffset(1710054000000L - 1)
                + " " + ny.getOffset(1710054000000L) + " " + ny.getOffset(1730613600000L - 1) + " "
                + ny.getOffset(1730613600000L) + " " + ny.getOffset(GregorianCalendar.AD, 2024, 6, 1, 2, 0));
        SimpleTimeZone syd = new SimpleTimeZone(10 * 3600000, "MySyd", Calendar.OCTOBER, 1, -Calendar.SUNDAY,
                2 * 3600000, SimpleTimeZone.STANDARD_TIME, Calendar.APRIL, 1, -Calendar.SUNDAY, 2 * 3600000,
                SimpleTimeZone.STANDARD_TIME, 3600000);
        System.out.println(syd);
        System.out.println(syd.getOffset(1704067200000L) + " " + syd.getOffset(1719792000000L) + " "
                + syd.inDaylightTime(new Date(0)));
        SimpleTimeZone eu = new SimpleTimeZone(3600000, "MyEU");
        eu.setStartRule(Calendar.MARCH, -1, Calendar.SUNDAY, 3600000);
        eu.setEndRule(Calendar.OCTOBER, -1, Calendar.SUNDAY, 3600000);
        eu.setStartYear(2000);
        System.out.println(eu + " " + eu.getOffset(1719792000000L) + " " + eu.getOffset(900000000000L) + " "
                + eu.hasSameRules((TimeZone) eu.clone()));
        Calendar nyc = new GregorianCalendar(ny);
        nyc.setTimeInMillis(1710054000000L);
        System.out.println(nyc.get(Calendar.HOUR_OF_DAY) + " " + nyc.get(Calendar.DST_OFFSET) + " "
                + nyc.get(Calendar.ZONE_OFFSET));
        nyc.add(Calendar.DAY_OF_MONTH, -1);
        System.out.println(nyc.get(Calendar.HOUR_OF_DAY) + " " + nyc.get(Calendar.DST_OFFSET) + " "
                + nyc.getTimeInMillis());
        try {
            new SimpleTimeZone(0, "x", 13, 1, 0, 0, 1, 1, 0, 0);
        } catch (IllegalArgumentException ex) {
            System.out.println(ex);
        }
    }
}
