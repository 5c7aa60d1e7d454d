// SimpleDateFormat and DateFormat: every pattern letter, zones, locale styles, parsing (lenient or not), errors
import java.text.DateFormat;
import java.text.DateFormatSymbols;
import java.text.FieldPosition;
import java.text.ParseException;
import java.text.ParsePosition;
import java.text.SimpleDateFormat;
import java.util.Arrays;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

public class SimpleDateFormats {
    public static void main(String[] args) throws Exception {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Locale.setDefault(Locale.US);
        Date d = new Date(1234567890123L);
        String[] patterns = {"G yyyy yy y yyyyy MMMMM MMM MM M d dd", "H HH h hh k kk K KK m mm s ss S SSS SSSS",
            "E EEE EEEE D DDD F w ww W a", "z zzzz Z X XX XXX u YYYY L LLL LLLL", "yyyy-MM-dd'T'HH:mm:ss.SSSZ",
            "'It''s' h 'o''clock' a", "EEE, d MMM yyyy HH:mm:ss Z", "''yy''"};
        for (String p : patterns) {
            SimpleDateFormat f = new SimpleDateFormat(p, Locale.US);
            System.out.println(f.format(d) + " | " + f.toPattern());
            f.setTimeZone(TimeZone.getTimeZone("GMT-03:30"));
            System.out.println("  " + f.format(d) + " | " + f.getTimeZone().getID());
        }
        for (Locale l : new Locale[] {Locale.US, Locale.GERMANY, Locale.FRANCE, Locale.ITALY, Locale.UK,
            Locale.ROOT}) {
            for (int s = DateFormat.FULL; s <= DateFormat.SHORT; s++) {
                System.out.println(l + " " + s + " " + DateFormat.getDateTimeInstance(s, s, l).format(d) + " | "
                        + DateFormat.getDateInstance(s, l).format(new Date(0)) + " | "
                        + DateFormat.getTimeInstance(s, l).format(new Date(0)) + " | "
                        + ((SimpleDateFormat) DateFormat.getDateTimeInstance(s, 3 - s, l)).toPattern());
            }
        }
        System.out.println(DateFormat.getInstance().format(d) + " | " + DateFormat.getDateInstance().format(d)
                + " | " + DateFormat.getTimeInstance().format(d) + " | " + DateFormat.getDateTimeInstance().format(d)
                + " | " + new SimpleDateFormat().toPattern() + " | " + DateFormat.getDateInstance().format(0L));
        try {
            DateFormat.getDateInstance(4);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss.SSS z", Locale.US);
        for (String s : new String[] {"2009-02-13 23:31:30.123 UTC", "2009-02-13 23:31:30.123 GMT+05:30",
            "2024-02-30 25:00:00.000 UTC", "2009-13-13 00:00:00.000 GMT", "x2009", "2009-02-13",
            "1999-12-31 23:59:59.999 GMT-0800 tail"}) {
            try {
                System.out.println(f.parse(s).getTime());
            } catch (ParseException e) {
                System.out.println(e.getMessage() + " " + e.getErrorOffset());
            }
        }
        f.setLenient(false);
        System.out.println(f.isLenient());
        try {
            f.parse("2024-02-30 00:00:00.000 UTC");
        } catch (ParseException e) {
            System.out.println(e.getMessage() + " " + e.getErrorOffset());
        }
        SimpleDateFormat g = new SimpleDateFormat("EEE, MMM d, yyyy h:mm a Z", Locale.US);
        System.out.println(g.parse("Fri, Feb 13, 2009 11:31 PM +0000").getTime() + " "
                + g.parse("fri, FEBRUARY 13, 2009 11:31 am -0130").getTime());
        System.out.println(new SimpleDateFormat("yyyyMMddHHmmss").parse("20090213233130").getTime() + " "
                + new SimpleDateFormat("dd/MM/yyyy").parse("31/12/1999").getTime() + " "
                + new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ssXXX").parse("2009-02-13T23:31:30-08:00").getTime() + " "
                + new SimpleDateFormat("D yyyy").parse("60 2024").getTime() + " "
                + new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ssX").parse("2009-02-13T23:31:30Z").getTime() + " "
                + new SimpleDateFormat("hh:mm a").parse("12:05 AM").getTime() + " "
                + new SimpleDateFormat("kk:mm").parse("24:30").getTime());
        ParsePosition pp = new ParsePosition(3);
        System.out.println(new SimpleDateFormat("yyyy").parse("abc2020xyz", pp).getTime() + " " + pp);
        pp = new ParsePosition(0);
        System.out.println(new SimpleDateFormat("MMM yyyy").parse("Foo 2020", pp) + " " + pp);
        for (String bad : new String[] {"'abc", "yyyyq", "XXXX"}) {
            try {
                new SimpleDateFormat(bad).format(d);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        System.out.println(new SimpleDateFormat("MMMM yyyy", Locale.GERMANY).parse("M\u00e4rz 2020").getTime() + " "
                + DateFormat.getDateInstance(DateFormat.LONG, Locale.US).parse("March 5, 2020").getTime() + " "
                + DateFormat.getTimeInstance(DateFormat.SHORT, Locale.US).parse("3:45 PM").getTime() + " "
                + new SimpleDateFormat("d MMMM yyyy", Locale.FRANCE).parse("1 f\u00e9vrier 2021").getTime());
        FieldPosition fp = new FieldPosition(DateFormat.MONTH_FIELD);
        StringBuffer sb = new StringBuffer();
        new SimpleDateFormat("yyyy MMMM dd", Locale.US).format(d, sb, fp);
        System.out.println(sb + " " + fp.getBeginIndex() + " " + fp.getEndIndex());
        Calendar c = new GregorianCalendar(50, 0, 1);
        c.set(Calendar.ERA, GregorianCalendar.BC);
        System.out.println(new SimpleDateFormat("G y yy yyyy").format(c.getTime()) + " "
                + new SimpleDateFormat("G yyyy", Locale.ROOT).format(c.getTime()));
        System.out.println(new SimpleDateFormat("YYYY-'W'ww-u").format(new GregorianCalendar(2025, 11, 29).getTime())
                + " " + new SimpleDateFormat("YYYY ww").format(new GregorianCalendar(2027, 0, 1).getTime()));
        SimpleDateFormat h = new SimpleDateFormat("EEEE d MMMM", Locale.US);
        DateFormatSymbols symbols = h.getDateFormatSymbols();
        symbols.setWeekdays(new String[] {"", "Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"});
        h.setDateFormatSymbols(symbols);
        h.applyPattern("EEEE d MMM");
        System.out.println(h.format(d) + " " + h.toPattern() + " " + Arrays.toString(symbols.getEras()) + " "
                + Arrays.toString(DateFormatSymbols.getInstance(Locale.ITALY).getShortMonths()) + " "
                + DateFormatSymbols.getInstance().getLocalPatternChars());
        System.out.println(h.equals(h.clone()) + " " + h.getCalendar().getTimeZone().getID() + " "
                + h.getNumberFormat().format(1234));
        DateFormat shortDate = DateFormat.getDateInstance(DateFormat.SHORT, Locale.US);
        shortDate.setTimeZone(TimeZone.getTimeZone("GMT+14"));
        System.out.println(shortDate.format(new Date(0)) + " " + shortDate.format(0L));
    }
}
