package java.time;

import java.io.Serializable;
import java.time.chrono.ChronoLocalDate;
import java.time.chrono.IsoChronology;
import java.time.chrono.IsoEra;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;
import java.util.Objects;

import static java.time.temporal.ChronoField.*;

/** A date in the ISO calendar, such as 2024-02-29, without time or zone. */
public final class LocalDate implements ChronoLocalDate, Serializable {
    private static final long serialVersionUID = 2942565459149668126L;

    public static final LocalDate MIN = new LocalDate(Year.MIN_VALUE, 1, 1);
    public static final LocalDate MAX = new LocalDate(Year.MAX_VALUE, 12, 31);
    public static final LocalDate EPOCH = new LocalDate(1970, 1, 1);

    /** Days from 0000-03-01 to 1970-01-01: the epoch-day arithmetic counts years from March. */
    private static final long DAYS_0000_MARCH_TO_1970 = 719468L;
    private static final long DAYS_PER_400_YEARS = 146097L;

    private final int year;
    private final short month;
    private final short day;

    private LocalDate(int year, int month, int day) {
        this.year = year;
        this.month = (short) month;
        this.day = (short) day;
    }

    public static LocalDate now() {
        return now(Clock.systemDefaultZone());
    }

    public static LocalDate now(ZoneId zone) {
        return now(Clock.system(zone));
    }

    public static LocalDate now(Clock clock) {
        return ofInstant(clock.instant(), clock.getZone());
    }

    public static LocalDate of(int year, Month month, int dayOfMonth) {
        Objects.requireNonNull(month, "month");
        return of(year, month.getValue(), dayOfMonth);
    }

    public static LocalDate of(int year, int month, int dayOfMonth) {
        YEAR.checkValidValue(year);
        MONTH_OF_YEAR.checkValidValue(month);
        DAY_OF_MONTH.checkValidValue(dayOfMonth);
        if (dayOfMonth > 28 && dayOfMonth > Month.of(month).length(IsoChronology.INSTANCE.isLeapYear(year))) {
            if (dayOfMonth == 29) {
                throw new DateTimeException("Invalid date 'February 29' as '" + year + "' is not a leap year");
            }
            throw new DateTimeException("Invalid date '" + Month.of(month).name() + " " + dayOfMonth + "'");
        }
        return new LocalDate(year, month, dayOfMonth);
    }

    public static LocalDate ofYearDay(int year, int dayOfYear) {
        YEAR.checkValidValue(year);
        DAY_OF_YEAR.checkValidValue(dayOfYear);
        boolean leap = IsoChronology.INSTANCE.isLeapYear(year);
        if (dayOfYear == 366 && !leap) {
            throw new DateTimeException("Invalid date 'DayOfYear 366' as '" + year + "' is not a leap year");
        }
        Month month = Month.JANUARY;
        while (dayOfYear > month.firstDayOfYear(leap) + month.length(leap) - 1) {
            month = month.plus(1);
        }
        return new LocalDate(year, month.getValue(), dayOfYear - month.firstDayOfYear(leap) + 1);
    }

    public static LocalDate ofInstant(Instant instant, ZoneId zone) {
        Objects.requireNonNull(instant, "instant");
        Objects.requireNonNull(zone, "zone");
        ZoneOffset offset = zone.getRules().getOffset(instant);
        long localSecond = instant.getEpochSecond() + offset.getTotalSeconds();
        return ofEpochDay(Math.floorDiv(localSecond, 86400L));
    }

    /** Converts a count of days since 1970-01-01 to a date (civil-from-days, counting years from March). */
    public static LocalDate ofEpochDay(long epochDay) {
        EPOCH_DAY.checkValidValue(epochDay);
        long days = epochDay + DAYS_0000_MARCH_TO_1970;
        long era = Math.floorDiv(days, DAYS_PER_400_YEARS);
        long dayOfEra = days - era * DAYS_PER_400_YEARS;
        long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
        long dayOfMarchYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long marchMonth = (5 * dayOfMarchYear + 2) / 153;
        int dayOfMonth = (int) (dayOfMarchYear - (153 * marchMonth + 2) / 5 + 1);
        int month = (int) (marchMonth < 10 ? marchMonth + 3 : marchMonth - 9);
        long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        return new LocalDate((int) year, month, dayOfMonth);
    }

    public static LocalDate from(TemporalAccessor temporal) {
        Objects.requireNonNull(temporal, "temporal");
        LocalDate date = temporal.query(TemporalQueries.localDate());
        if (date == null) {
            throw new DateTimeException("Unable to obtain LocalDate from TemporalAccessor: "
                    + temporal + " of type " + temporal.getClass().getName());
        }
        return date;
    }

    public static LocalDate parse(CharSequence text) {
        return parse(text, DateTimeFormatter.ISO_LOCAL_DATE);
    }

    public static LocalDate parse(CharSequence text, DateTimeFormatter formatter) {
        Objects.requireNonNull(formatter, "formatter");
        return formatter.parse(text, LocalDate::from);
    }

    /** The closest valid date on or before the given day, for month and year arithmetic. */
    private static LocalDate resolvePreviousValid(int year, int month, int day) {
        int length = Month.of(month).length(IsoChronology.INSTANCE.isLeapYear(year));
        return new LocalDate(year, month, Math.min(day, length));
    }

    @Override
    public boolean isSupported(TemporalField field) {
        if (field instanceof ChronoField) {
            return field.isDateBased();
        }
        return field != null && field.isSupportedBy(this);
    }

    @Override
    public boolean isSupported(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            return unit.isDateBased();
        }
        return unit != null && unit.isSupportedBy(this);
    }

    @Override
    public ValueRange range(TemporalField field) {
        if (field instanceof ChronoField) {
            if (!isSupported(field)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
            }
            switch ((ChronoField) field) {
                case DAY_OF_MONTH:
                    return ValueRange.of(1, lengthOfMonth());
                case DAY_OF_YEAR:
                    return ValueRange.of(1, lengthOfYear());
                case ALIGNED_WEEK_OF_MONTH:
                    return ValueRange.of(1, getMonth() == Month.FEBRUARY && !isLeapYear() ? 4 : 5);
                case YEAR_OF_ERA:
                    return year <= 0 ? ValueRange.of(1, Year.MAX_VALUE + 1) : ValueRange.of(1, Year.MAX_VALUE);
                default:
                    return field.range();
            }
        }
        return field.rangeRefinedBy(this);
    }

    @Override
    public int get(TemporalField field) {
        if (field == EPOCH_DAY || field == PROLEPTIC_MONTH) {
            throw new UnsupportedTemporalTypeException("Invalid field '" + field + "' for get() method, use getLong() instead");
        }
        if (field instanceof ChronoField) {
            return (int) getLong(field);
        }
        return ChronoLocalDate.super.get(field);
    }

    @Override
    public long getLong(TemporalField field) {
        if (!(field instanceof ChronoField)) {
            return field.getFrom(this);
        }
        switch ((ChronoField) field) {
            case DAY_OF_WEEK:
                return getDayOfWeek().getValue();
            case ALIGNED_DAY_OF_WEEK_IN_MONTH:
                return ((day - 1) % 7) + 1;
            case ALIGNED_DAY_OF_WEEK_IN_YEAR:
                return ((getDayOfYear() - 1) % 7) + 1;
            case DAY_OF_MONTH:
                return day;
            case DAY_OF_YEAR:
                return getDayOfYear();
            case EPOCH_DAY:
                return toEpochDay();
            case ALIGNED_WEEK_OF_MONTH:
                return ((day - 1) / 7) + 1;
            case ALIGNED_WEEK_OF_YEAR:
                return ((getDayOfYear() - 1) / 7) + 1;
            case MONTH_OF_YEAR:
                return month;
            case PROLEPTIC_MONTH:
                return getProlepticMonth();
            case YEAR_OF_ERA:
                return year >= 1 ? year : 1 - year;
            case YEAR:
                return year;
            case ERA:
                return year >= 1 ? 1 : 0;
            default:
                throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
    }

    private long getProlepticMonth() {
        return year * 12L + month - 1;
    }

    @Override
    public IsoChronology getChronology() {
        return IsoChronology.INSTANCE;
    }

    public IsoEra getEra() {
        return year >= 1 ? IsoEra.CE : IsoEra.BCE;
    }

    public int getYear() {
        return year;
    }

    public int getMonthValue() {
        return month;
    }

    public Month getMonth() {
        return Month.of(month);
    }

    public int getDayOfMonth() {
        return day;
    }

    public int getDayOfYear() {
        return getMonth().firstDayOfYear(isLeapYear()) + day - 1;
    }

    public DayOfWeek getDayOfWeek() {
        // 1970-01-01 was a Thursday (value 4).
        return DayOfWeek.of((int) Math.floorMod(toEpochDay() + 3, 7L) + 1);
    }

    @Override
    public boolean isLeapYear() {
        return IsoChronology.INSTANCE.isLeapYear(year);
    }

    @Override
    public int lengthOfMonth() {
        return getMonth().length(isLeapYear());
    }

    @Override
    public int lengthOfYear() {
        return isLeapYear() ? 366 : 365;
    }

    @Override
    public LocalDate with(TemporalAdjuster adjuster) {
        if (adjuster instanceof LocalDate) {
            return (LocalDate) adjuster;
        }
        return (LocalDate) adjuster.adjustInto(this);
    }

    @Override
    public LocalDate with(TemporalField field, long newValue) {
        if (!(field instanceof ChronoField)) {
            return field.adjustInto(this, newValue);
        }
        ChronoField f = (ChronoField) field;
        f.checkValidValue(newValue);
        switch (f) {
            case DAY_OF_WEEK:
                return plusDays(newValue - getDayOfWeek().getValue());
            case ALIGNED_DAY_OF_WEEK_IN_MONTH:
            case ALIGNED_DAY_OF_WEEK_IN_YEAR:
                return plusDays(newValue - getLong(field));
            case DAY_OF_MONTH:
                return withDayOfMonth((int) newValue);
            case DAY_OF_YEAR:
                return withDayOfYear((int) newValue);
            case EPOCH_DAY:
                return ofEpochDay(newValue);
            case ALIGNED_WEEK_OF_MONTH:
            case ALIGNED_WEEK_OF_YEAR:
                return plusWeeks(newValue - getLong(field));
            case MONTH_OF_YEAR:
                return withMonth((int) newValue);
            case PROLEPTIC_MONTH:
                return plusMonths(newValue - getProlepticMonth());
            case YEAR_OF_ERA:
                return withYear((int) (year >= 1 ? newValue : 1 - newValue));
            case YEAR:
                return withYear((int) newValue);
            case ERA:
                return getLong(ERA) == newValue ? this : withYear(1 - year);
            default:
                throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
    }

    public LocalDate withYear(int year) {
        if (this.year == year) {
            return this;
        }
        YEAR.checkValidValue(year);
        return resolvePreviousValid(year, month, day);
    }

    public LocalDate withMonth(int month) {
        if (this.month == month) {
            return this;
        }
        MONTH_OF_YEAR.checkValidValue(month);
        return resolvePreviousValid(year, month, day);
    }

    public LocalDate withDayOfMonth(int dayOfMonth) {
        if (this.day == dayOfMonth) {
            return this;
        }
        return of(year, month, dayOfMonth);
    }

    public LocalDate withDayOfYear(int dayOfYear) {
        if (getDayOfYear() == dayOfYear) {
            return this;
        }
        return ofYearDay(year, dayOfYear);
    }

    @Override
    public LocalDate plus(TemporalAmount amountToAdd) {
        if (amountToAdd instanceof Period) {
            Period period = (Period) amountToAdd;
            return plusMonths(period.toTotalMonths()).plusDays(period.getDays());
        }
        Objects.requireNonNull(amountToAdd, "amountToAdd");
        return (LocalDate) amountToAdd.addTo(this);
    }

    @Override
    public LocalDate plus(long amountToAdd, TemporalUnit unit) {
        if (!(unit instanceof ChronoUnit)) {
            return unit.addTo(this, amountToAdd);
        }
        switch ((ChronoUnit) unit) {
            case DAYS:
                return plusDays(amountToAdd);
            case WEEKS:
                return plusWeeks(amountToAdd);
            case MONTHS:
                return plusMonths(amountToAdd);
            case YEARS:
                return plusYears(amountToAdd);
            case DECADES:
                return plusYears(Math.multiplyExact(amountToAdd, 10));
            case CENTURIES:
                return plusYears(Math.multiplyExact(amountToAdd, 100));
            case MILLENNIA:
                return plusYears(Math.multiplyExact(amountToAdd, 1000));
            case ERAS:
                return with(ERA, Math.addExact(getLong(ERA), amountToAdd));
            default:
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    /** Adds years; February 29 becomes February 28 in a year that is not leap. */
    public LocalDate plusYears(long yearsToAdd) {
        if (yearsToAdd == 0) {
            return this;
        }
        int newYear = YEAR.checkValidIntValue(year + yearsToAdd);
        return resolvePreviousValid(newYear, month, day);
    }

    /** Adds months; a day past the new month's end becomes its last day. */
    public LocalDate plusMonths(long monthsToAdd) {
        if (monthsToAdd == 0) {
            return this;
        }
        long monthCount = year * 12L + (month - 1);
        long newMonthCount = monthCount + monthsToAdd;
        int newYear = YEAR.checkValidIntValue(Math.floorDiv(newMonthCount, 12));
        int newMonth = (int) Math.floorMod(newMonthCount, 12) + 1;
        return resolvePreviousValid(newYear, newMonth, day);
    }

    public LocalDate plusWeeks(long weeksToAdd) {
        return plusDays(Math.multiplyExact(weeksToAdd, 7));
    }

    public LocalDate plusDays(long daysToAdd) {
        if (daysToAdd == 0) {
            return this;
        }
        return ofEpochDay(Math.addExact(toEpochDay(), daysToAdd));
    }

    @Override
    public LocalDate minus(TemporalAmount amountToSubtract) {
        if (amountToSubtract instanceof Period) {
            Period period = (Period) amountToSubtract;
            return minusMonths(period.toTotalMonths()).minusDays(period.getDays());
        }
        Objects.requireNonNull(amountToSubtract, "amountToSubtract");
        return (LocalDate) amountToSubtract.subtractFrom(this);
    }

    @Override
    public LocalDate minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE
                ? plus(Long.MAX_VALUE, unit).plus(1, unit)
                : plus(-amountToSubtract, unit);
    }

    public LocalDate minusYears(long years) {
        return years == Long.MIN_VALUE ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-years);
    }

    public LocalDate minusMonths(long months) {
        return months == Long.MIN_VALUE ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-months);
    }

    public LocalDate minusWeeks(long weeks) {
        return weeks == Long.MIN_VALUE ? plusWeeks(Long.MAX_VALUE).plusWeeks(1) : plusWeeks(-weeks);
    }

    public LocalDate minusDays(long days) {
        return days == Long.MIN_VALUE ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-days);
    }

    @SuppressWarnings("unchecked")
    @Override
    public <R> R query(TemporalQuery<R> query) {
        if (query == TemporalQueries.localDate()) {
            return (R) this;
        }
        if (query == TemporalQueries.chronology()) {
            return (R) IsoChronology.INSTANCE;
        }
        if (query == TemporalQueries.precision()) {
            return (R) ChronoUnit.DAYS;
        }
        if (query == TemporalQueries.localTime() || query == TemporalQueries.zone()
                || query == TemporalQueries.zoneId() || query == TemporalQueries.offset()) {
            return null;
        }
        return query.queryFrom(this);
    }

    @Override
    public Temporal adjustInto(Temporal temporal) {
        return temporal.with(EPOCH_DAY, toEpochDay());
    }

    /** Every date from this one (inclusive) to endExclusive, one day apart. */
    public java.util.stream.Stream<LocalDate> datesUntil(LocalDate endExclusive) {
        long end = endExclusive.toEpochDay();
        long start = toEpochDay();
        if (end < start) {
            throw new IllegalArgumentException(endExclusive + " < " + this);
        }
        return java.util.stream.LongStream.range(start, end).mapToObj(LocalDate::ofEpochDay);
    }

    /**
     * The dates this.plus(step.multipliedBy(n)) for n = 0, 1, ... that lie
     * before endExclusive (after it for a negative step). Each is computed
     * from this date, so a monthly step from January 31 gives the last day
     * of each month.
     */
    public java.util.stream.Stream<LocalDate> datesUntil(LocalDate endExclusive, Period step) {
        long months = step.toTotalMonths();
        long days = step.getDays();
        if (months == 0 && days == 0) {
            throw new IllegalArgumentException("step is zero");
        }
        if (months < 0 && days > 0 || months > 0 && days < 0) {
            throw new IllegalArgumentException("period months and days are of opposite sign");
        }
        long until = endExclusive.toEpochDay() - toEpochDay();
        if (until == 0) {
            return java.util.stream.Stream.empty();
        }
        int sign = months > 0 || days > 0 ? 1 : -1;
        if (sign < 0 ^ until < 0) {
            throw new IllegalArgumentException(endExclusive + (sign < 0 ? " > " : " < ") + this);
        }
        // Estimate the number of steps by the mean month length, then correct it exactly.
        long count = (long) (until / (months * 365.2425 / 12 + days));
        while (count > 0 && !stepBefore(count - 1, months, days, endExclusive, sign)) {
            count--;
        }
        while (stepBefore(count, months, days, endExclusive, sign)) {
            count++;
        }
        return java.util.stream.LongStream.range(0, count).mapToObj(n -> plusMonths(months * n).plusDays(days * n));
    }

    /** Whether the n-th step lies strictly before end in the step's direction. */
    private boolean stepBefore(long n, long months, long days, LocalDate end, int sign) {
        long day = plusMonths(months * n).plusDays(days * n).toEpochDay();
        return sign > 0 ? day < end.toEpochDay() : day > end.toEpochDay();
    }

    @Override
    public long until(Temporal endExclusive, TemporalUnit unit) {
        LocalDate end = LocalDate.from(endExclusive);
        if (!(unit instanceof ChronoUnit)) {
            return unit.between(this, end);
        }
        switch ((ChronoUnit) unit) {
            case DAYS:
                return end.toEpochDay() - toEpochDay();
            case WEEKS:
                return (end.toEpochDay() - toEpochDay()) / 7;
            case MONTHS:
                return monthsUntil(end);
            case YEARS:
                return monthsUntil(end) / 12;
            case DECADES:
                return monthsUntil(end) / 120;
            case CENTURIES:
                return monthsUntil(end) / 1200;
            case MILLENNIA:
                return monthsUntil(end) / 12000;
            case ERAS:
                return end.getLong(ERA) - getLong(ERA);
            default:
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    /** Whole months from this date to end: a month counts only once its day-of-month is reached. */
    private long monthsUntil(LocalDate end) {
        long packed1 = getProlepticMonth() * 32L + day;
        long packed2 = end.getProlepticMonth() * 32L + end.day;
        return (packed2 - packed1) / 32;
    }

    /** The years, months and days from this date to end (exclusive), all of one sign. */
    public Period until(ChronoLocalDate endDateExclusive) {
        LocalDate end = LocalDate.from(endDateExclusive);
        long totalMonths = end.getProlepticMonth() - getProlepticMonth();
        int days = end.day - day;
        if (totalMonths > 0 && days < 0) {
            totalMonths--;
            LocalDate calcDate = plusMonths(totalMonths);
            days = (int) (end.toEpochDay() - calcDate.toEpochDay());
        } else if (totalMonths < 0 && days > 0) {
            totalMonths++;
            days -= end.lengthOfMonth();
        }
        long years = totalMonths / 12;
        int months = (int) (totalMonths % 12);
        return Period.of(Math.toIntExact(years), months, days);
    }

    public String format(DateTimeFormatter formatter) {
        Objects.requireNonNull(formatter, "formatter");
        return formatter.format(this);
    }

    public LocalDateTime atTime(LocalTime time) {
        return LocalDateTime.of(this, time);
    }

    public LocalDateTime atTime(int hour, int minute) {
        return atTime(LocalTime.of(hour, minute));
    }

    public LocalDateTime atTime(int hour, int minute, int second) {
        return atTime(LocalTime.of(hour, minute, second));
    }

    public LocalDateTime atTime(int hour, int minute, int second, int nanoOfSecond) {
        return atTime(LocalTime.of(hour, minute, second, nanoOfSecond));
    }

    public LocalDateTime atStartOfDay() {
        return LocalDateTime.of(this, LocalTime.MIDNIGHT);
    }

    /** The earliest valid time of this date in the zone (later than midnight if a gap starts then). */
    public ZonedDateTime atStartOfDay(ZoneId zone) {
        Objects.requireNonNull(zone, "zone");
        LocalDateTime ldt = atTime(LocalTime.MIDNIGHT);
        if (!(zone instanceof ZoneOffset)) {
            java.time.zone.ZoneOffsetTransition trans = zone.getRules().getTransition(ldt);
            if (trans != null && trans.isGap()) {
                ldt = trans.getDateTimeAfter();
            }
        }
        return ZonedDateTime.of(ldt, zone);
    }

    /** Days since 1970-01-01 (days-from-civil, counting years from March so that February is last). */
    @Override
    public long toEpochDay() {
        long y = year - (month <= 2 ? 1 : 0);
        long era = Math.floorDiv(y, 400);
        long yearOfEra = y - era * 400;
        long dayOfMarchYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
        long dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfMarchYear;
        return era * DAYS_PER_400_YEARS + dayOfEra - DAYS_0000_MARCH_TO_1970;
    }

    public long toEpochSecond(LocalTime time, ZoneOffset offset) {
        return toEpochDay() * 86400L + time.toSecondOfDay() - offset.getTotalSeconds();
    }

    @Override
    public int compareTo(ChronoLocalDate other) {
        if (other instanceof LocalDate) {
            LocalDate o = (LocalDate) other;
            int cmp = year - o.year;
            if (cmp == 0) {
                cmp = month - o.month;
                if (cmp == 0) {
                    cmp = day - o.day;
                }
            }
            return cmp;
        }
        return Long.compare(toEpochDay(), other.toEpochDay());
    }

    @Override
    public boolean isAfter(ChronoLocalDate other) {
        return compareTo(other) > 0;
    }

    @Override
    public boolean isBefore(ChronoLocalDate other) {
        return compareTo(other) < 0;
    }

    @Override
    public boolean isEqual(ChronoLocalDate other) {
        return compareTo(other) == 0;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        return obj instanceof LocalDate && compareTo((LocalDate) obj) == 0;
    }

    @Override
    public int hashCode() {
        return (year & 0xFFFFF800) ^ ((year << 11) + (month << 6) + day);
    }

    /** uuuu-MM-dd; years beyond four digits carry a sign. */
    @Override
    public String toString() {
        StringBuilder buf = new StringBuilder(10);
        int absYear = Math.abs(year);
        if (absYear < 1000) {
            if (year < 0) {
                buf.append('-').append(absYear + 10000).deleteCharAt(1);
            } else {
                buf.append(year + 10000).deleteCharAt(0);
            }
        } else {
            if (year > 9999) {
                buf.append('+');
            }
            buf.append(year);
        }
        return buf.append(month < 10 ? "-0" : "-").append(month).append(day < 10 ? "-0" : "-").append(day).toString();
    }
}
