// Duration and Period: factories, parsing, arithmetic, division, toString forms (negative nanos) and errors; Clock.fixed/offset
// loupe-test: java17-only
import java.time.*;
import java.time.temporal.*;

public class DurationPeriod {
    static void attempt(String label, java.util.function.Supplier<Object> s) {
        try {
            System.out.println(label + " -> " + s.get());
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Duration d = Duration.ofMinutes(90);
        System.out.println(d + " " + Duration.ZERO + " " + Duration.ofMillis(-500) + " " + Duration.ofSeconds(-1, 1)
                + " " + Duration.ofSeconds(59, 999_999_999) + " " + Duration.ofDays(2).plusNanos(1000) + " " + Duration.ofHours(-25)
                + " " + Duration.ofSeconds(3661).negated() + " " + Duration.ofNanos(1) + " " + d.multipliedBy(1_000_000_000_000L));
        System.out.println(d.toHours() + " " + d.toMinutes() + " " + d.toMinutesPart() + " " + d.toMillis() + " " + d.getSeconds()
                + " " + Duration.ofMillis(-1500).toMillis() + " " + Duration.ofMillis(-1500).getNano() + " " + d.isNegative()
                + " " + d.compareTo(Duration.ofHours(1)) + " " + d.hashCode() + " " + d.dividedBy(7) + " " + Duration.ofSeconds(-10).dividedBy(3)
                + " " + d.dividedBy(Duration.ofMinutes(7)) + " " + Duration.ofSeconds(Long.MAX_VALUE).dividedBy(Long.MAX_VALUE));
        String[] texts = {"PT1H30M", "P2DT3H4M", "PT-0.5S", "-PT6H3M", "pt20.345s", "PT-6H+3M", "P-1DT1.5S", "PT0S", "P1D"};
        for (String t : texts) {
            System.out.print(Duration.parse(t) + " ");
        }
        System.out.println();
        System.out.println(Duration.between(LocalTime.of(10, 0), LocalTime.of(8, 30, 0, 5)) + " "
                + Duration.between(Instant.EPOCH, Instant.ofEpochSecond(86400L * 400)) + " "
                + Duration.of(3, ChronoUnit.HALF_DAYS) + " " + Duration.from(Duration.ofSeconds(5)).truncatedTo(ChronoUnit.MINUTES)
                + " " + Duration.ofSeconds(125, 5).truncatedTo(ChronoUnit.MINUTES) + " " + LocalTime.NOON.plus(d));
        Period p = Period.of(1, 2, 3);
        System.out.println(p + " " + Period.ZERO + " " + Period.ofWeeks(2) + " " + Period.ofMonths(14).normalized() + " " + p.negated()
                + " " + Period.parse("P1Y2M3W4D") + " " + Period.parse("-P1Y2M") + " " + Period.parse("p-2d") + " " + p.toTotalMonths()
                + " " + p.plusDays(10).minusMonths(5) + " " + p.multipliedBy(3) + " " + p.hashCode() + " " + p.getUnits());
        LocalDate start = LocalDate.of(2020, 1, 31);
        System.out.println(start.plus(Period.ofMonths(1)) + " " + Period.between(start, LocalDate.of(2021, 3, 1)) + " "
                + Period.between(LocalDate.of(2021, 3, 1), start) + " " + Period.between(LocalDate.of(2021, 5, 31), LocalDate.of(2021, 6, 30))
                + " " + start.minus(Period.of(0, 1, 1)) + " " + LocalDateTime.of(2020, 1, 1, 0, 0).plus(p) + " " + p.addTo(start));
        Clock fixed = Clock.fixed(Instant.parse("2021-03-28T00:30:00Z"), ZoneOffset.ofHours(3));
        Clock later = Clock.offset(fixed, Duration.ofHours(23));
        System.out.println(fixed + " " + fixed.millis() + " " + LocalDateTime.now(fixed) + " " + LocalDate.now(later) + " " + LocalTime.now(later)
                + " " + Instant.now(later) + " " + OffsetDateTime.now(fixed) + " " + fixed.withZone(ZoneOffset.UTC).getZone() + " " + Year.now(fixed)
                + " " + YearMonth.now(later) + " " + ZonedDateTime.now(fixed));
        attempt("parse duration", () -> Duration.parse("PT1.2.3S"));
        attempt("parse duration T", () -> Duration.parse("P1DT"));
        attempt("parse period", () -> Period.parse("P1Y2"));
        attempt("divide zero", () -> d.dividedBy(0));
        attempt("estimated unit", () -> Duration.of(1, ChronoUnit.MONTHS));
        attempt("period unit", () -> p.get(ChronoUnit.WEEKS));
        attempt("period from duration", () -> Period.from(Duration.ofDays(1)));
        attempt("overflow", () -> Duration.ofSeconds(Long.MAX_VALUE).plusSeconds(1));
        attempt("truncate", () -> Duration.ofSeconds(5).truncatedTo(ChronoUnit.WEEKS));
    }
}
