// DateTimeFormatter: ISO constants, ofPattern letters, optional sections, literals, parsing, resolver styles and parse error messages
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.Locale;

public class DateTimeFormatting {
    static void attempt(String label, java.util.function.Supplier<Object> s) {
        try {
            System.out.println(label + " -> " + s.get());
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDateTime dt = LocalDateTime.of(2024, 3, 9, 7, 5, 3, 120_000_000);
        OffsetDateTime odt = dt.atOffset(ZoneOffset.ofHoursMinutes(5, 30));
        String[] patterns = {"dd MMM yyyy, EEEE", "d/M/yy h:mm a", "yyyy-MM-dd'T'HH:mm:ss.SSS", "EEE, MMMM d uuuu",
            "D DDD G GGGG", "hh 'o''clock' a, k K H", "yyyyMMddHHmmss", "MMMMM EEEEE", "u-M-d n A", "[yyyy][-MM]"};
        for (String p : patterns) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(p, Locale.US);
            System.out.println(p + " => " + dt.format(f));
        }
        String[] offsetPatterns = {"XXX", "X", "XX", "XXXXX", "xxx", "x", "Z", "ZZZZ", "ZZZZZ", "O", "OOOO"};
        for (String p : offsetPatterns) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(p);
            System.out.println(p + " => " + odt.format(f) + " | " + dt.atOffset(ZoneOffset.UTC).format(f)
                    + " | " + dt.atOffset(ZoneOffset.ofHours(-8)).format(f));
        }
        System.out.println(DateTimeFormatter.ISO_LOCAL_DATE.format(dt) + " " + DateTimeFormatter.ISO_LOCAL_TIME.format(dt)
                + " " + DateTimeFormatter.ISO_LOCAL_TIME.format(LocalTime.of(10, 15)) + " " + DateTimeFormatter.ISO_DATE.format(odt)
                + " " + DateTimeFormatter.ISO_TIME.format(odt) + " " + DateTimeFormatter.ISO_DATE_TIME.format(odt)
                + " " + DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(odt) + " " + DateTimeFormatter.BASIC_ISO_DATE.format(dt)
                + " " + DateTimeFormatter.BASIC_ISO_DATE.format(odt) + " " + DateTimeFormatter.ISO_INSTANT.format(odt)
                + " " + DateTimeFormatter.ISO_ORDINAL_DATE.format(dt) + " " + DateTimeFormatter.RFC_1123_DATE_TIME.format(odt));
        System.out.println(LocalDate.parse("09 Mar 2024, Saturday", DateTimeFormatter.ofPattern("dd MMM yyyy, EEEE"))
                + " " + LocalDateTime.parse("20240309070503", DateTimeFormatter.ofPattern("yyyyMMddHHmmss"))
                + " " + LocalTime.parse("7:05 PM", DateTimeFormatter.ofPattern("h:mm a"))
                + " " + LocalDate.parse("31/04/21", DateTimeFormatter.ofPattern("dd/MM/yy"))
                + " " + LocalDate.parse("20210405", DateTimeFormatter.BASIC_ISO_DATE)
                + " " + OffsetDateTime.parse("2021-03-28T03:00:00.25+02:00") + " " + LocalTime.parse("10:15:30.123456")
                + " " + LocalDateTime.parse("2021-03-28t03:00") + " " + Instant.parse("2021-03-28T01:00:00.000000001Z")
                + " " + LocalDate.parse("+12345-01-02") + " " + YearMonth.parse("2021-07") + " " + Year.parse("1999")
                + " " + MonthDay.parse("--02-29"));
        DateTimeFormatter lenient = DateTimeFormatter.ofPattern("yyyy-MM-dd").withResolverStyle(ResolverStyle.LENIENT);
        System.out.println(LocalDate.parse("2021-02-31", lenient) + " " + LocalDate.parse("2021-14-01", lenient));
        TemporalAccessor parsed = DateTimeFormatter.ISO_LOCAL_DATE.parse("2021-06-15");
        System.out.println(parsed.get(ChronoField.DAY_OF_WEEK) + " " + parsed.isSupported(ChronoField.HOUR_OF_DAY) + " "
                + parsed.query(TemporalQueries.localDate()));
        attempt("month 13", () -> LocalDate.parse("2020-13-01"));
        try {
            LocalDate.parse("2021-01-01", DateTimeFormatter.ofPattern("yyyy-MM-dd").withResolverStyle(ResolverStyle.STRICT));
        } catch (DateTimeParseException e) {
            // The field map's order depends on identity hash codes: print only what precedes it.
            System.out.println("strict yyyy -> " + e.getMessage().substring(0, e.getMessage().indexOf('{')));
        }
        attempt("day 32", () -> LocalDate.parse("32/01/2021", DateTimeFormatter.ofPattern("dd/MM/yyyy")));
        attempt("bad text", () -> LocalDate.parse("09 Mrz 2024", DateTimeFormatter.ofPattern("dd MMM yyyy")));
        attempt("short", () -> LocalTime.parse("10:1"));
        attempt("no time", () -> LocalDateTime.parse("2021-01-01", DateTimeFormatter.ISO_LOCAL_DATE));
        attempt("wrong dow", () -> LocalDate.parse("Monday 2024-03-09", DateTimeFormatter.ofPattern("EEEE uuuu-MM-dd")));
        attempt("unknown letter", () -> DateTimeFormatter.ofPattern("bb"));
        attempt("too many", () -> DateTimeFormatter.ofPattern("MMMMMM"));
        attempt("reserved", () -> DateTimeFormatter.ofPattern("yyyy#"));
        attempt("open quote", () -> DateTimeFormatter.ofPattern("yyyy 'x"));
        attempt("close bracket", () -> DateTimeFormatter.ofPattern("yyyy]"));
        attempt("missing field", () -> DateTimeFormatter.ofPattern("HH:mm").format(LocalDate.of(2020, 1, 1)));
        attempt("no offset", () -> DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(dt));
        attempt("instant of local", () -> DateTimeFormatter.ISO_INSTANT.format(dt));
        attempt("V count", () -> DateTimeFormatter.ofPattern("V"));
    }
}
