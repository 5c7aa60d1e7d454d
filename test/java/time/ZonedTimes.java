// ZoneId/ZonedDateTime on the system tz database: Europe/Paris 2021 and America/New_York 2020 transitions, gaps, overlaps, POSIX-rule years, offsets and errors
import java.time.*;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.zone.*;

public class ZonedTimes {
    static void attempt(String label, java.util.function.Supplier<Object> s) {
        try {
            System.out.println(label + " -> " + s.get());
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        ZoneId paris = ZoneId.of("Europe/Paris");
        ZoneId ny = ZoneId.of("America/New_York");
        ZonedDateTime gap = ZonedDateTime.of(LocalDateTime.of(2021, 3, 28, 2, 30), paris);
        ZonedDateTime overlap = ZonedDateTime.of(LocalDateTime.of(2021, 10, 31, 2, 30), paris);
        System.out.println(gap + " " + overlap + " " + overlap.withLaterOffsetAtOverlap() + " "
                + overlap.withLaterOffsetAtOverlap().withEarlierOffsetAtOverlap() + " " + ZonedDateTime.of(2021, 3, 28, 3, 0, 0, 0, paris));
        ZonedDateTime beforeGap = ZonedDateTime.of(2021, 3, 28, 1, 59, 0, 0, paris);
        System.out.println(beforeGap.plusMinutes(1) + " " + beforeGap.plusDays(1) + " " + beforeGap.plusHours(24) + " "
                + ChronoUnit.HOURS.between(beforeGap, beforeGap.plusDays(1)) + " " + ChronoUnit.DAYS.between(beforeGap, beforeGap.plusHours(24)));
        ZoneRules rules = paris.getRules();
        LocalDateTime gapTime = LocalDateTime.of(2021, 3, 28, 2, 30);
        System.out.println(rules.getTransition(gapTime) + " " + rules.getValidOffsets(gapTime) + " "
                + rules.getValidOffsets(LocalDateTime.of(2021, 10, 31, 2, 30)) + " " + rules.getTransition(LocalDateTime.of(2021, 10, 31, 2, 30))
                + " " + rules.getTransition(LocalDateTime.of(2021, 7, 1, 12, 0)) + " " + rules.getOffset(LocalDateTime.of(2021, 7, 1, 12, 0)));
        Instant summer = Instant.parse("2021-07-01T12:00:00Z");
        System.out.println(rules.getOffset(summer) + " " + rules.getStandardOffset(summer) + " " + rules.isDaylightSavings(summer) + " "
                + rules.getDaylightSavings(summer) + " " + rules.nextTransition(summer) + " " + rules.previousTransition(summer) + " "
                + rules.isFixedOffset() + " " + ZoneOffset.ofHours(3).getRules().isFixedOffset());
        ZoneOffsetTransition t = rules.nextTransition(summer);
        System.out.println(t.getInstant() + " " + t.getDateTimeBefore() + " " + t.getDateTimeAfter() + " " + t.getDuration() + " "
                + t.isGap() + " " + t.isOverlap() + " " + t.isValidOffset(ZoneOffset.ofHours(1)));
        // America/New_York 2020: DST from March 8 to November 1.
        ZonedDateTime nyTime = ZonedDateTime.ofInstant(Instant.parse("2020-03-08T06:59:59Z"), ny);
        System.out.println(nyTime + " " + nyTime.plusSeconds(1) + " " + nyTime.withZoneSameInstant(paris) + " "
                + nyTime.withZoneSameLocal(paris) + " " + ZonedDateTime.of(2020, 11, 1, 1, 30, 0, 0, ny) + " "
                + ZonedDateTime.of(2020, 11, 1, 1, 30, 0, 0, ny).plusHours(1) + " " + nyTime.toOffsetDateTime() + " " + nyTime.toInstant());
        // Far-future years come from the POSIX rule at the end of the TZif file.
        for (int year : new int[] {2040, 2100, 2400}) {
            Instant july = LocalDateTime.of(year, 7, 1, 0, 0).toInstant(ZoneOffset.UTC);
            System.out.print(ZonedDateTime.of(year, 3, 25, 2, 30, 0, 0, paris).with(java.time.temporal.TemporalAdjusters.lastInMonth(DayOfWeek.SUNDAY))
                    + " " + rules.getOffset(july) + " " + rules.nextTransition(july) + " " + ny.getRules().previousTransition(july) + "; ");
        }
        System.out.println();
        ZonedDateTime utc = ZonedDateTime.of(LocalDateTime.of(2021, 1, 1, 0, 0), ZoneOffset.UTC);
        System.out.println(utc + " " + ZonedDateTime.of(LocalDateTime.of(2021, 1, 1, 0, 0), ZoneId.of("UTC")) + " " + ZoneId.of("GMT+2")
                + " " + ZoneId.of("UTC-05:30").getRules().getOffset(Instant.EPOCH) + " " + ZoneId.of("Z") + " " + ZoneId.of("+01:30")
                + " " + ZoneId.of("UT") + " " + ZoneId.of("Etc/UTC").normalized() + " " + ZoneId.ofOffset("UTC", ZoneOffset.ofHours(-3))
                + " " + ZoneId.of("UTC+01:00").normalized() + " " + ZoneId.of("PST", ZoneId.SHORT_IDS) + " " + paris.equals(ZoneId.of("Europe/Paris")));
        System.out.println(ZonedDateTime.parse("2021-03-28T03:00+02:00[Europe/Paris]") + " " + ZonedDateTime.parse("2021-03-28T03:00:00Z")
                + " " + ZonedDateTime.parse("2021-10-31T02:30+01:00[Europe/Paris]") + " " + DateTimeFormatter.ISO_ZONED_DATE_TIME.format(gap)
                + " " + DateTimeFormatter.ISO_ZONED_DATE_TIME.format(utc) + " " + gap.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm VV xxx O"))
                + " " + DateTimeFormatter.ISO_INSTANT.format(gap) + " " + DateTimeFormatter.ofPattern("HH:mm").withZone(ny).format(summer)
                + " " + ZonedDateTime.parse("2021-06-01 10:00", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ny)));
        System.out.println(gap.compareTo(overlap) + " " + gap.isBefore(overlap) + " " + gap.equals(ZonedDateTime.parse(gap.toString()))
                + " " + gap.getOffset() + " " + gap.toEpochSecond() + " " + gap.toLocalDate() + " " + gap.getDayOfWeek()
                + " " + LocalDate.of(2021, 3, 28).atStartOfDay(paris) + " " + OffsetDateTime.of(2021, 1, 1, 0, 0, 0, 0, ZoneOffset.ofHours(1)).atZoneSameInstant(ny)
                + " " + ZoneOffset.of("-0830") + " " + ZoneOffset.of("+5").getTotalSeconds() + " " + ZoneOffset.ofHoursMinutesSeconds(1, 2, 3)
                + " " + ZoneOffset.ofHours(2).compareTo(ZoneOffset.UTC));
        attempt("unknown", () -> ZoneId.of("Mars/Olympus"));
        attempt("bad format", () -> ZoneId.of("/etc/passwd"));
        attempt("bad offset", () -> ZoneId.of("+25:00"));
        attempt("bad prefixed", () -> ZoneId.of("UTC+x"));
        attempt("offset id", () -> ZoneOffset.of("+1:00"));
        attempt("strict gap", () -> ZonedDateTime.ofStrict(gapTime, ZoneOffset.ofHours(1), paris));
        attempt("strict offset", () -> ZonedDateTime.ofStrict(LocalDateTime.of(2021, 7, 1, 0, 0), ZoneOffset.ofHours(3), paris));
        attempt("zdt from local", () -> ZonedDateTime.from(LocalDateTime.of(2021, 1, 1, 0, 0)));
        attempt("parse zone", () -> ZonedDateTime.parse("2021-03-28T03:00+02:00[Mars/Base]"));
    }
}
