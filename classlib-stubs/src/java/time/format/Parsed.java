package java.time.format;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.chrono.IsoChronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.Map;

import static java.time.temporal.ChronoField.*;

/**
 * The result of parsing: the fields that were read, combined (resolved) into
 * a date and a time where possible, plus a zone. Queries such as
 * LocalDate::from read it.
 */
final class Parsed implements TemporalAccessor {
    private final Map<TemporalField, Long> fieldValues;
    private ZoneId zone;
    private LocalDate date;
    private LocalTime time;

    Parsed(ParseContext context) {
        this.fieldValues = context.fields;
        this.zone = context.zone;
    }

    /** Combines fields into a date and a time, checking ranges as the resolver style asks. */
    void resolve(ResolverStyle style) {
        resolveDate(style);
        resolveTime(style);
        crossCheck();
    }

    private Long take(TemporalField field) {
        return fieldValues.remove(field);
    }

    private long checked(ChronoField field, long value, ResolverStyle style) {
        return style == ResolverStyle.LENIENT ? value : field.checkValidValue(value);
    }

    private void resolveDate(ResolverStyle style) {
        Long yearOfEra = fieldValues.get(YEAR_OF_ERA);
        if (yearOfEra != null) {
            if (style != ResolverStyle.LENIENT) {
                YEAR_OF_ERA.checkValidValue(yearOfEra);
            }
            Long era = take(ERA);
            if (era != null) {
                take(YEAR_OF_ERA);
                fieldValues.put(YEAR, era == 1 ? yearOfEra : 1 - yearOfEra);
            } else if (style != ResolverStyle.STRICT) {
                // Without an era, a year-of-era is taken as a year of the current era (not in STRICT mode).
                take(YEAR_OF_ERA);
                Long year = fieldValues.get(YEAR);
                fieldValues.put(YEAR, year != null && year <= 0 ? 1 - yearOfEra : yearOfEra);
            }
        }
        Long epochDay = take(EPOCH_DAY);
        if (epochDay != null) {
            date = LocalDate.ofEpochDay(epochDay);
            return;
        }
        if (!fieldValues.containsKey(YEAR)) {
            return;
        }
        int year = (int) checked(YEAR, fieldValues.get(YEAR), style);
        if (fieldValues.containsKey(MONTH_OF_YEAR) && fieldValues.containsKey(DAY_OF_MONTH)) {
            long month = fieldValues.get(MONTH_OF_YEAR);
            long day = fieldValues.get(DAY_OF_MONTH);
            if (style == ResolverStyle.LENIENT) {
                date = LocalDate.of(year, 1, 1).plusMonths(month - 1).plusDays(day - 1);
            } else {
                int m = MONTH_OF_YEAR.checkValidIntValue(month);
                int d = DAY_OF_MONTH.checkValidIntValue(day);
                if (style == ResolverStyle.SMART) {
                    // SMART: the 29th to 31st of a shorter month become its last day.
                    int length = java.time.Month.of(m).length(IsoChronology.INSTANCE.isLeapYear(year));
                    d = Math.min(d, length);
                }
                date = LocalDate.of(year, m, d);
            }
            take(YEAR);
            take(MONTH_OF_YEAR);
            take(DAY_OF_MONTH);
        } else if (fieldValues.containsKey(DAY_OF_YEAR)) {
            long dayOfYear = fieldValues.get(DAY_OF_YEAR);
            if (style == ResolverStyle.LENIENT) {
                date = LocalDate.ofYearDay(year, 1).plusDays(dayOfYear - 1);
            } else {
                date = LocalDate.ofYearDay(year, DAY_OF_YEAR.checkValidIntValue(dayOfYear));
            }
            take(YEAR);
            take(DAY_OF_YEAR);
        } else if (fieldValues.containsKey(MONTH_OF_YEAR) && style != ResolverStyle.STRICT) {
            MONTH_OF_YEAR.checkValidValue(fieldValues.get(MONTH_OF_YEAR));
        }
    }

    private void resolveTime(ResolverStyle style) {
        Long clockHour = take(CLOCK_HOUR_OF_DAY);
        if (clockHour != null) {
            checked(CLOCK_HOUR_OF_DAY, clockHour, style);
            fieldValues.put(HOUR_OF_DAY, clockHour == 24 ? 0 : clockHour);
        }
        Long clockHourAmPm = take(CLOCK_HOUR_OF_AMPM);
        if (clockHourAmPm != null) {
            checked(CLOCK_HOUR_OF_AMPM, clockHourAmPm, style);
            fieldValues.put(HOUR_OF_AMPM, clockHourAmPm == 12 ? 0 : clockHourAmPm);
        }
        if (fieldValues.containsKey(AMPM_OF_DAY) && fieldValues.containsKey(HOUR_OF_AMPM)) {
            long ampm = checked(AMPM_OF_DAY, take(AMPM_OF_DAY), style);
            long hourOfAmPm = checked(HOUR_OF_AMPM, take(HOUR_OF_AMPM), style);
            fieldValues.put(HOUR_OF_DAY, ampm * 12 + hourOfAmPm);
        }
        Long nanoOfDay = take(NANO_OF_DAY);
        if (nanoOfDay != null) {
            time = LocalTime.ofNanoOfDay(nanoOfDay);
            return;
        }
        Long milliOfDay = take(MILLI_OF_DAY);
        if (milliOfDay != null) {
            MILLI_OF_DAY.checkValidValue(milliOfDay);
            time = LocalTime.ofNanoOfDay(milliOfDay * 1000_000L);
            return;
        }
        Long milli = take(MILLI_OF_SECOND);
        if (milli != null && !fieldValues.containsKey(NANO_OF_SECOND)) {
            fieldValues.put(NANO_OF_SECOND, checked(MILLI_OF_SECOND, milli, style) * 1000_000L);
        }
        Long hour = fieldValues.get(HOUR_OF_DAY);
        if (hour == null) {
            return;
        }
        Long minute = fieldValues.get(MINUTE_OF_HOUR);
        Long second = fieldValues.get(SECOND_OF_MINUTE);
        Long nano = fieldValues.get(NANO_OF_SECOND);
        if ((minute == null && (second != null || nano != null)) || (second == null && nano != null)) {
            return;
        }
        long m = minute == null ? 0 : minute;
        long s = second == null ? 0 : second;
        long n = nano == null ? 0 : nano;
        if (style == ResolverStyle.LENIENT) {
            long total = Math.addExact(Math.addExact(Math.multiplyExact(hour, 3600_000_000_000L),
                    Math.multiplyExact(m, 60_000_000_000L)), Math.addExact(Math.multiplyExact(s, 1000_000_000L), n));
            time = LocalTime.ofNanoOfDay(Math.floorMod(total, 86400_000_000_000L));
        } else {
            time = LocalTime.of(HOUR_OF_DAY.checkValidIntValue(hour), MINUTE_OF_HOUR.checkValidIntValue(m),
                    SECOND_OF_MINUTE.checkValidIntValue(s), NANO_OF_SECOND.checkValidIntValue(n));
        }
        take(HOUR_OF_DAY);
        take(MINUTE_OF_HOUR);
        take(SECOND_OF_MINUTE);
        take(NANO_OF_SECOND);
    }

    /** Fields left over (such as a day-of-week) must agree with the resolved date and time. */
    private void crossCheck() {
        for (Map.Entry<TemporalField, Long> entry : new java.util.ArrayList<>(fieldValues.entrySet())) {
            TemporalField field = entry.getKey();
            TemporalAccessor source = date != null && date.isSupported(field) ? date
                    : time != null && time.isSupported(field) ? time : null;
            if (source == null) {
                continue;
            }
            long derived = source.getLong(field);
            if (derived != entry.getValue()) {
                throw new DateTimeException("Conflict found: Field " + field + " " + derived
                        + " differs from " + field + " " + entry.getValue() + " derived from " + source);
            }
            fieldValues.remove(field);
        }
    }

    private boolean instantKnown() {
        return date != null && time != null && (fieldValues.containsKey(OFFSET_SECONDS) || zone != null);
    }

    @Override
    public boolean isSupported(TemporalField field) {
        if (fieldValues.containsKey(field) || (date != null && date.isSupported(field))
                || (time != null && time.isSupported(field))) {
            return true;
        }
        return field == INSTANT_SECONDS && instantKnown();
    }

    @Override
    public long getLong(TemporalField field) {
        Long value = fieldValues.get(field);
        if (value != null) {
            return value;
        }
        if (date != null && date.isSupported(field)) {
            return date.getLong(field);
        }
        if (time != null && time.isSupported(field)) {
            return time.getLong(field);
        }
        if (field == INSTANT_SECONDS && instantKnown()) {
            Long offsetSeconds = fieldValues.get(OFFSET_SECONDS);
            ZoneOffset offset = offsetSeconds != null ? ZoneOffset.ofTotalSeconds(offsetSeconds.intValue())
                    : zone.getRules().getOffset(date.atTime(time));
            return date.atTime(time).toEpochSecond(offset);
        }
        if (field instanceof ChronoField) {
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
        return field.getFrom(this);
    }

    @SuppressWarnings("unchecked")
    @Override
    public <R> R query(TemporalQuery<R> query) {
        if (query == TemporalQueries.zoneId()) {
            return (R) zone;
        } else if (query == TemporalQueries.chronology()) {
            return (R) IsoChronology.INSTANCE;
        } else if (query == TemporalQueries.localDate()) {
            return (R) date;
        } else if (query == TemporalQueries.localTime()) {
            return (R) time;
        } else if (query == TemporalQueries.offset()) {
            Long offsetSeconds = fieldValues.get(OFFSET_SECONDS);
            if (offsetSeconds != null) {
                return (R) ZoneOffset.ofTotalSeconds(offsetSeconds.intValue());
            }
            return zone instanceof ZoneOffset ? (R) zone : null;
        } else if (query == TemporalQueries.zone()) {
            if (zone != null) {
                return (R) zone;
            }
            return (R) query(TemporalQueries.offset());
        } else if (query == TemporalQueries.precision()) {
            return null;
        }
        return query.queryFrom(this);
    }

    @Override
    public String toString() {
        StringBuilder buf = new StringBuilder(64);
        buf.append(fieldValues).append(',').append(IsoChronology.INSTANCE);
        if (zone != null) {
            buf.append(',').append(zone);
        }
        if (date != null || time != null) {
            buf.append(" resolved to ");
            if (date != null) {
                buf.append(date);
                if (time != null) {
                    buf.append('T').append(time);
                }
            } else {
                buf.append(time);
            }
        }
        return buf.toString();
    }
}
