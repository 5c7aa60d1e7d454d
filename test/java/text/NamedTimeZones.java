// Named tz-database zones in TimeZone, Date, Calendar and SimpleDateFormat: offsets, DST gaps and overlaps, names, default zone
import java.text.SimpleDateFormat;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Locale;
import java.util.SimpleTimeZone;
import java.util.TimeZone;

public class NamedTimeZones {
    static final long SUMMER_2020 = 1600000000000L; // 2020-09-13T12:26:40Z
    static final long WINTER_2021 = 1610000000000L; // 2021-01-07T06:13:20Z

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.US);
        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
        System.out.println(TimeZone.getDefault().getID() + " " + ZoneId.systemDefault());
        System.out.println(new Date(SUMMER_2020) + " | " + new Date(WINTER_2021) + " | " + new Date(0));
        System.out.println(new Date(-1000000000000L) + " | " + new Date(4102444800000L));

        for (String id : new String[] {"America/New_York", "Europe/Paris", "Europe/London", "Asia/Tokyo",
                "Asia/Kolkata", "Australia/Sydney", "America/Los_Angeles", "America/Phoenix", "EST", "PST",
                "US/Eastern", "Etc/GMT+5", "No/Such_Zone"}) {
            TimeZone z = TimeZone.getTimeZone(id);
            System.out.println(id + ": " + z.getID() + " raw=" + z.getRawOffset() + " dst=" + z.getDSTSavings()
                    + " use=" + z.useDaylightTime() + " summer=" + z.getOffset(SUMMER_2020) + "/"
                    + z.inDaylightTime(new Date(SUMMER_2020)) + " winter=" + z.getOffset(WINTER_2021) + "/"
                    + z.inDaylightTime(new Date(WINTER_2021)) + " " + z.getDisplayName(false, TimeZone.SHORT)
                    + " " + z.getDisplayName(true, TimeZone.SHORT) + " " + z.getDisplayName() + " / "
                    + z.getDisplayName(true, TimeZone.LONG, Locale.US) + " -> " + z.toZoneId());
        }

        TimeZone ny = TimeZone.getTimeZone("America/New_York");
        System.out.println(ny.hasSameRules(TimeZone.getTimeZone("US/Eastern")) + " "
                + ny.hasSameRules(TimeZone.getTimeZone("America/Toronto")) + " " + ny.equals(TimeZone.getTimeZone("America/New_York"))
                + " " + ny.equals(TimeZone.getTimeZone("US/Eastern")) + " " + ny.equals(ny.clone()));
        System.out.println(ny.getOffset(GregorianCalendar.AD, 2021, Calendar.MARCH, 14, Calendar.SUNDAY, 9000000) + " "
                + ny.getOffset(GregorianCalendar.AD, 2021, Calendar.NOVEMBER, 7, Calendar.SUNDAY, 5400000) + " "
                + ny.getOffset(GregorianCalendar.AD, 1960, Calendar.JULY, 1, Calendar.FRIDAY, 0));
        try {
            ny.getOffset(GregorianCalendar.AD, 2021, 12, 1, 1, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        // Wall times in the spring gap move forward; those in the autumn overlap are read as standard time.
        Calendar c = new GregorianCalendar(2021, Calendar.MARCH, 14, 2, 30, 0);
        System.out.println(c.getTime() + " " + c.get(Calendar.HOUR_OF_DAY) + " " + c.get(Calendar.DST_OFFSET));
        c = new GregorianCalendar(2021, Calendar.NOVEMBER, 7, 1, 30, 0);
        System.out.println(c.getTime() + " " + c.getTimeInMillis() + " " + c.get(Calendar.ZONE_OFFSET));
        c = new GregorianCalendar(2040, Calendar.MARCH, 11, 2, 30, 0);
        System.out.println(c.getTime());
        c = new GregorianCalendar(2021, Calendar.MARCH, 13, 12, 0, 0);
        c.add(Calendar.DAY_OF_MONTH, 1);
        System.out.println(c.getTime() + " " + c.getTimeInMillis());
        c.add(Calendar.HOUR_OF_DAY, 24);
        System.out.println(c.getTime());

        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss z zzzz Z XXX", Locale.US);
        System.out.println(f.format(new Date(SUMMER_2020)) + " | " + f.format(new Date(WINTER_2021)));
        f.setTimeZone(TimeZone.getTimeZone("Europe/Paris"));
        System.out.println(f.format(new Date(SUMMER_2020)) + " | " + f.format(new Date(WINTER_2021)));
        SimpleDateFormat p = new SimpleDateFormat("yyyy-MM-dd HH:mm", Locale.US);
        System.out.println(p.parse("2021-07-04 12:00").getTime() + " " + p.parse("2021-12-25 12:00").getTime());
        p.setTimeZone(TimeZone.getTimeZone("Asia/Tokyo"));
        System.out.println(p.parse("2021-07-04 12:00").getTime());

        System.out.println(TimeZone.getTimeZone(ZoneId.of("Europe/Paris")).getID() + " "
                + TimeZone.getTimeZone(ZoneOffset.ofHours(3)).getID() + " " + TimeZone.getTimeZone(ZoneId.of("Z")).getID()
                + " " + TimeZone.getTimeZone("GMT+05:30").toZoneId() + " " + TimeZone.getTimeZone("UTC").toZoneId());
        List<String> ids = Arrays.asList(TimeZone.getAvailableIDs());
        System.out.println(ids.contains("Asia/Tokyo") + " " + ids.contains("JST") + " " + ids.contains("Europe/Paris")
                + " " + ids.contains("No/Such_Zone"));

        TimeZone.setDefault(TimeZone.getTimeZone("Europe/Paris"));
        System.out.println(ZoneId.systemDefault() + " " + new Date(SUMMER_2020) + " " + new Date(SUMMER_2020).getHours());
        TimeZone.setDefault(new SimpleTimeZone(3600000, "Custom"));
        System.out.println(TimeZone.getDefault().getID() + " " + new Date(SUMMER_2020));
        try {
            ZoneId.systemDefault();
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }
}
