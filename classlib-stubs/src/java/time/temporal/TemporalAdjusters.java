package java.time.temporal;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Objects;
import java.util.function.UnaryOperator;

import static java.time.temporal.ChronoField.DAY_OF_MONTH;
import static java.time.temporal.ChronoField.DAY_OF_WEEK;
import static java.time.temporal.ChronoField.DAY_OF_YEAR;
import static java.time.temporal.ChronoUnit.DAYS;
import static java.time.temporal.ChronoUnit.MONTHS;
import static java.time.temporal.ChronoUnit.YEARS;

/** The common adjusters: first/last day of month or year, next/previous day-of-week. */
public final class TemporalAdjusters {
    private TemporalAdjusters() {}

    public static TemporalAdjuster ofDateAdjuster(UnaryOperator<LocalDate> dateBasedAdjuster) {
        Objects.requireNonNull(dateBasedAdjuster, "dateBasedAdjuster");
        return temporal -> {
            LocalDate input = LocalDate.from(temporal);
            LocalDate output = dateBasedAdjuster.apply(input);
            return temporal.with(output);
        };
    }

    public static TemporalAdjuster firstDayOfMonth() {
        return temporal -> temporal.with(DAY_OF_MONTH, 1);
    }

    public static TemporalAdjuster lastDayOfMonth() {
        return temporal -> temporal.with(DAY_OF_MONTH, temporal.range(DAY_OF_MONTH).getMaximum());
    }

    public static TemporalAdjuster firstDayOfNextMonth() {
        return temporal -> temporal.with(DAY_OF_MONTH, 1).plus(1, MONTHS);
    }

    public static TemporalAdjuster firstDayOfYear() {
        return temporal -> temporal.with(DAY_OF_YEAR, 1);
    }

    public static TemporalAdjuster lastDayOfYear() {
        return temporal -> temporal.with(DAY_OF_YEAR, temporal.range(DAY_OF_YEAR).getMaximum());
    }

    public static TemporalAdjuster firstDayOfNextYear() {
        return temporal -> temporal.with(DAY_OF_YEAR, 1).plus(1, YEARS);
    }

    public static TemporalAdjuster firstInMonth(DayOfWeek dayOfWeek) {
        return dayOfWeekInMonth(1, dayOfWeek);
    }

    public static TemporalAdjuster lastInMonth(DayOfWeek dayOfWeek) {
        return dayOfWeekInMonth(-1, dayOfWeek);
    }

    /** The ordinal-th given day-of-week of the month; 0 is the last in the previous month, negatives count from the end. */
    public static TemporalAdjuster dayOfWeekInMonth(int ordinal, DayOfWeek dayOfWeek) {
        Objects.requireNonNull(dayOfWeek, "dayOfWeek");
        int wanted = dayOfWeek.getValue();
        if (ordinal >= 0) {
            return temporal -> {
                Temporal first = temporal.with(DAY_OF_MONTH, 1);
                int firstDow = first.get(DAY_OF_WEEK);
                int forward = (wanted - firstDow + 7) % 7;
                forward += (ordinal - 1L) * 7L;
                return first.plus(forward, DAYS);
            };
        }
        return temporal -> {
            Temporal last = temporal.with(DAY_OF_MONTH, temporal.range(DAY_OF_MONTH).getMaximum());
            int lastDow = last.get(DAY_OF_WEEK);
            int back = wanted - lastDow;
            back = (back == 0 ? 0 : (back > 0 ? back - 7 : back));
            back -= (-ordinal - 1L) * 7L;
            return last.plus(back, DAYS);
        };
    }

    public static TemporalAdjuster next(DayOfWeek dayOfWeek) {
        int wanted = dayOfWeek.getValue();
        return temporal -> {
            int diff = temporal.get(DAY_OF_WEEK) - wanted;
            return temporal.plus(diff >= 0 ? 7 - diff : -diff, DAYS);
        };
    }

    public static TemporalAdjuster nextOrSame(DayOfWeek dayOfWeek) {
        int wanted = dayOfWeek.getValue();
        return temporal -> {
            int current = temporal.get(DAY_OF_WEEK);
            if (current == wanted) {
                return temporal;
            }
            int diff = current - wanted;
            return temporal.plus(diff >= 0 ? 7 - diff : -diff, DAYS);
        };
    }

    public static TemporalAdjuster previous(DayOfWeek dayOfWeek) {
        int wanted = dayOfWeek.getValue();
        return temporal -> {
            int diff = wanted - temporal.get(DAY_OF_WEEK);
            return temporal.minus(diff >= 0 ? 7 - diff : -diff, DAYS);
        };
    }

    public static TemporalAdjuster previousOrSame(DayOfWeek dayOfWeek) {
        int wanted = dayOfWeek.getValue();
        return temporal -> {
            int current = temporal.get(DAY_OF_WEEK);
            if (current == wanted) {
                return temporal;
            }
            int diff = wanted - current;
            return temporal.minus(diff >= 0 ? 7 - diff : -diff, DAYS);
        };
    }
}
