package java.time.format;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.util.List;

/** The kinds of formatter element. */
final class FormatElements {
    private FormatElements() {}

    /** Text that must appear as it is. */
    static final class Literal extends FormatElement {
        private final String text;
        private final boolean caseSensitive;

        Literal(String text, boolean caseSensitive) {
            this.text = text;
            this.caseSensitive = caseSensitive;
        }

        boolean format(TemporalAccessor temporal, StringBuilder out, boolean optional) {
            out.append(text);
            return true;
        }

        int parse(ParseContext context, CharSequence input, int position) {
            if (!ParseContext.regionMatches(input, position, text, caseSensitive)) {
                return ~position;
            }
            return position + text.length();
        }

        int fixedWidth() {
            return text.length();
        }

        public String toString() {
            return "'" + text.replace("'", "''") + "'";
        }
    }

    /** Reads a field, or reports it missing. */
    static Long fieldValue(TemporalAccessor temporal, TemporalField field, boolean optional) {
        if (optional && !temporal.isSupported(field)) {
            return null;
        }
        return temporal.getLong(field);
    }

    /** A numeric field printed with at least minWidth digits (zero-padded) and at most maxWidth. */
    static final class NumberValue extends FormatElement {
        private static final long[] POWERS = new long[19];

        static {
            long p = 1;
            for (int i = 0; i < POWERS.length; i++) {
                POWERS[i] = p;
                p *= 10;
            }
        }

        final TemporalField field;
        final int minWidth;
        final int maxWidth;
        final SignStyle signStyle;
        /** Digits reserved for the fixed-width numbers that follow directly (as in "yyyyMMdd"). */
        int reservedForFollowing;

        NumberValue(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.signStyle = signStyle;
        }

        boolean format(TemporalAccessor temporal, StringBuilder out, boolean optional) {
            Long boxed = fieldValue(temporal, field, optional);
            if (boxed == null) {
                return false;
            }
            long value = boxed;
            String digits = value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(value));
            if (digits.length() > maxWidth) {
                throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                        + " exceeds the maximum print width of " + maxWidth);
            }
            if (value >= 0) {
                if (signStyle == SignStyle.EXCEEDS_PAD && minWidth < 19 && value >= POWERS[minWidth]
                        || signStyle == SignStyle.ALWAYS) {
                    out.append('+');
                }
            } else {
                if (signStyle == SignStyle.NEVER) {
                    // the sign is dropped
                } else if (signStyle == SignStyle.NOT_NEGATIVE) {
                    throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                            + " cannot be negative according to the SignStyle");
                } else {
                    out.append('-');
                }
            }
            for (int i = digits.length(); i < minWidth; i++) {
                out.append('0');
            }
            out.append(digits);
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position == length) {
                return ~position;
            }
            char sign = text.charAt(position);
            boolean negative = false;
            boolean signed = false;
            if (sign == '+' || sign == '-') {
                if (signStyle == SignStyle.NOT_NEGATIVE || signStyle == SignStyle.NEVER) {
                    return ~position;
                }
                negative = sign == '-';
                signed = true;
                position++;
            } else if (signStyle == SignStyle.ALWAYS) {
                return ~position;
            }
            int minDigits = minWidth;
            int maxDigits = Math.max(minDigits, Math.min(maxWidth, length - position - reservedForFollowing));
            long total = 0;
            int start = position;
            while (position < length && position - start < maxDigits) {
                char c = text.charAt(position);
                if (c < '0' || c > '9') {
                    break;
                }
                total = total * 10 + (c - '0');
                position++;
            }
            int count = position - start;
            if (count < minDigits) {
                return ~start;
            }
            if (signStyle == SignStyle.EXCEEDS_PAD && signed && !negative && count <= minWidth) {
                // "+" is only used for values wider than the padding.
                return ~(start - 1);
            }
            if (!context.setField(field, negative ? -total : total)) {
                return ~start;
            }
            return position;
        }

        int fixedWidth() {
            return minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE ? minWidth : -1;
        }

        public String toString() {
            if (minWidth == 1 && maxWidth == 19 && signStyle == SignStyle.NORMAL) {
                return "Value(" + field + ")";
            }
            if (minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE) {
                return "Value(" + field + "," + minWidth + ")";
            }
            return "Value(" + field + "," + minWidth + "," + maxWidth + "," + signStyle + ")";
        }
    }

    /** A two-digit year ("yy"): prints the last two digits, parses into 2000-2099. */
    static final class ReducedYear extends FormatElement {
        private final TemporalField field;

        ReducedYear(TemporalField field) {
            this.field = field;
        }

        boolean format(TemporalAccessor temporal, StringBuilder out, boolean optional) {
            Long value = fieldValue(temporal, field, optional);
            if (value == null) {
                return false;
            }
            long twoDigits = Math.floorMod(value, 100L);
            out.append(twoDigits < 10 ? "0" : "").append(twoDigits);
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            if (position + 2 > text.length()) {
                return ~position;
            }
            char c1 = text.charAt(position);
            char c2 = text.charAt(position + 1);
            if (c1 < '0' || c1 > '9' || c2 < '0' || c2 > '9') {
                return ~position;
            }
            context.setField(field, 2000 + (c1 - '0') * 10 + (c2 - '0'));
            return position + 2;
        }

        int fixedWidth() {
            return 2;
        }

        public String toString() {
            return "ReducedValue(" + field + ",2,2,2000-01-01)";
        }
    }

    /** The nano-of-second as a decimal fraction of minWidth to maxWidth digits, optionally after a '.'. */
    static final class Fraction extends FormatElement {
        private final int minWidth;
        private final int maxWidth;
        private final boolean decimalPoint;

        Fraction(int minWidth, int maxWidth, boolean decimalPoint) {
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.decimalPoint = decimalPoint;
        }

        boolean format(TemporalAccessor temporal, StringBuilder out, boolean optional) {
            Long value = fieldValue(temporal, ChronoField.NANO_OF_SECOND, optional);
            if (value == null) {
                return false;
            }
            String digits = Long.toString(value + 1000_000_000L).substring(1);
            int width = maxWidth;
            digits = digits.substring(0, width);
            while (width > minWidth && digits.charAt(width - 1) == '0') {
                width--;
            }
            digits = digits.substring(0, width);
            if (digits.isEmpty()) {
                return true;
            }
            if (decimalPoint) {
                out.append('.');
            }
            out.append(digits);
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            int effectiveMin = minWidth;
            if (decimalPoint) {
                if (position >= text.length() || text.charAt(position) != '.') {
                    return effectiveMin > 0 ? ~position : position;
                }
                position++;
            }
            int start = position;
            long value = 0;
            while (position < text.length() && position - start < maxWidth) {
                char c = text.charAt(position);
                if (c < '0' || c > '9') {
                    break;
                }
                value = value * 10 + (c - '0');
                position++;
            }
            int count = position - start;
            if (count < effectiveMin || (decimalPoint && count == 0)) {
                return ~start;
            }
            for (int i = count; i < 9; i++) {
                value *= 10;
            }
            context.setField(ChronoField.NANO_OF_SECOND, value);
            return position;
        }

        int fixedWidth() {
            return !decimalPoint && minWidth == maxWidth ? minWidth : -1;
        }

        public String toString() {
            return "Fraction(NanoOfSecond," + minWidth + "," + maxWidth + (decimalPoint ? ",DecimalPoint)" : ")");
        }
    }

    /** A field printed as English text: month, day-of-week, AM/PM or era. */
    static final class Text extends FormatElement {
        private final ChronoField field;
        private final TextStyle style;
        private final boolean caseSensitive;

        Text(ChronoField field, TextStyle style, boolean caseSensitive) {
            this.field = field;
            this.style = style;
            this.caseSensitive = caseSensitive;
        }

        private String textOf(long value) {
            switch (field) {
                case MONTH_OF_YEAR:
                    return Month.of((int) value).getDisplayName(style, null);
                case DAY_OF_WEEK:
                    return DayOfWeek.of((int) value).getDisplayName(style, null);
                case AMPM_OF_DAY:
                    return style.asNormal() == TextStyle.NARROW ? (value == 0 ? "a" : "p") : (value == 0 ? "AM" : "PM");
                case ERA:
                    if (style.asNormal() == TextStyle.FULL) {
                        return value == 0 ? "Before Christ" : "Anno Domini";
                    }
                    return style.asNormal() == TextStyle.NARROW ? (value == 0 ? "B" : "A") : (value == 0 ? "BC" : "AD");
                default:
                    return Long.toString(value);
            }
        }

        boolean format(TemporalAccessor temporal, StringBuilder out, boolean optional) {
            Long value = fieldValue(temporal, field, optional);
            if (value == null) {
                return false;
            }
            out.append(textOf(value));
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            long min = field.range().getMinimum();
            long max = field.range().getMaximum();
            long best = -1;
            int bestLength = 0;
            for (long v = min; v <= max; v++) {
                String candidate = textOf(v);
                if (candidate.length() > bestLength && ParseContext.regionMatches(text, position, candidate, caseSensitive)) {
                    best = v;
                    bestLength = candidate.length();
                }
            }
            if (bestLength == 0) {
                return ~position;
            }
            context.setField(field, best);
            return position + bestLength;
        }

        public String toString() {
            return style == TextStyle.FULL ? "Text(" + field + ")" : "Text(" + field + "," + style + ")";
        }
    }

    /**
     * An offset such as "+HH:MM:ss": HH hours; mm/ss optional minutes/seconds
     * (printed only when non-zero), MM/SS always; a colon between parts when
     * the pattern has one. noOffsetText is printed for zero.
     */
    static final class Offset extends FormatElement {
        private final String pattern;
        private final String noOffsetText;
        private final boolean colons;
        private final int detail; // 0: HH, 1: HHmm, 2: HHMM, 3: HHMMss, 4: HHMMSS

        Offset(String pattern, String noOffsetText) {
            this.pattern = pattern;
            this.noOffsetText = noOffsetText;
            this.colons = pattern.indexOf(':') >= 0;
            String compact = pattern.replace(":", "");
            String[] kinds = {"+HH", "+HHmm", "+HHMM", "+HHMMss", "+HHMMSS"};
            int found = -1;
            for (int i = 0; i < kinds.length; i++) {
                if (kinds[i].equals(compact)) {
                    found = i;
                }
            }
            if (found < 0) {
                throw new IllegalArgumentException("Invalid zone offset pattern: " + pattern);
            }
            this.detail = found;
        }

        boolean format(TemporalAccessor temporal, StringBuilder out, boolean optional) {
            Long boxed = fieldValue(temporal, ChronoField.OFFSET_SECONDS, optional);
            if (boxed == null) {
                return false;
            }
            int total = (int) (long) boxed;
            if (total == 0) {
                out.append(noOffsetText);
                return true;
            }
            int abs = Math.abs(total);
            int hours = abs / 3600;
            int minutes = (abs / 60) % 60;
            int seconds = abs % 60;
            out.append(total < 0 ? '-' : '+').append(hours < 10 ? "0" : "").append(hours);
            boolean printMinutes = detail >= 2 || (detail == 1 && (minutes > 0 || seconds > 0));
            if (printMinutes) {
                out.append(colons ? ":" : "").append(minutes < 10 ? "0" : "").append(minutes);
                if (detail == 4 || (detail == 3 && seconds > 0)) {
                    out.append(colons ? ":" : "").append(seconds < 10 ? "0" : "").append(seconds);
                }
            }
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position < length && (text.charAt(position) == '+' || text.charAt(position) == '-')) {
                int sign = text.charAt(position) == '-' ? -1 : 1;
                int[] parts = new int[3];
                int pos = position + 1;
                int partCount = 0;
                for (int part = 0; part < 3; part++) {
                    int p = pos;
                    if (part > 0 && colons) {
                        if (p >= length || text.charAt(p) != ':') {
                            break;
                        }
                        p++;
                    }
                    if (p + 2 > length || !Character.isDigit(text.charAt(p)) || !Character.isDigit(text.charAt(p + 1))) {
                        break;
                    }
                    parts[part] = (text.charAt(p) - '0') * 10 + (text.charAt(p + 1) - '0');
                    pos = p + 2;
                    partCount++;
                }
                int required = detail >= 2 ? 2 : 1;
                if (detail == 4) {
                    required = 3;
                }
                if (partCount >= required && parts[1] < 60 && parts[2] < 60 && parts[0] <= 18) {
                    int total = sign * (parts[0] * 3600 + parts[1] * 60 + parts[2]);
                    context.setField(ChronoField.OFFSET_SECONDS, total);
                    return pos;
                }
            }
            if (!noOffsetText.isEmpty() && ParseContext.regionMatches(text, position, noOffsetText, true)) {
                context.setField(ChronoField.OFFSET_SECONDS, 0);
                return position + noOffsetText.length();
            }
            return ~position;
        }

        public String toString() {
            return "Offset(" + pattern + ",'" + noOffsetText.replace("'", "''") + "')";
        }
    }

    /** The localized offset "GMT+2" (short) or "GMT+02:00" (full); "GMT" for zero. */
    static final class LocalizedOffset extends FormatElement {
        private final boolean full;

        LocalizedOffset(boolean full) {
            this.full = full;
        }

        boolean format(TemporalAccessor temporal, StringBuilder out, boolean optional) {
            Long boxed = fieldValue(temporal, ChronoField.OFFSET_SECONDS, optional);
            if (boxed == null) {
                return false;
            }
            int total = (int) (long) boxed;
            out.append("GMT");
            if (total == 0) {
                return true;
            }
            int abs = Math.abs(total);
            int hours = abs / 3600;
            int minutes = (abs / 60) % 60;
            int seconds = abs % 60;
            out.append(total < 0 ? '-' : '+');
            if (full) {
                out.append(hours < 10 ? "0" : "").append(hours).append(minutes < 10 ? ":0" : ":").append(minutes);
                if (seconds != 0) {
                    out.append(seconds < 10 ? ":0" : ":").append(seconds);
                }
            } else {
                out.append(hours);
                if (minutes != 0 || seconds != 0) {
                    out.append(minutes < 10 ? ":0" : ":").append(minutes);
                    if (seconds != 0) {
                        out.append(seconds < 10 ? ":0" : ":").append(seconds);
                    }
                }
            }
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            if (!ParseContext.regionMatches(text, position, "GMT", false)) {
                return ~position;
            }
            int pos = position + 3;
            if (pos >= text.length() || (text.charAt(pos) != '+' && text.charAt(pos) != '-')) {
                context.setField(ChronoField.OFFSET_SECONDS, 0);
                return pos;
            }
            int sign = text.charAt(pos) == '-' ? -1 : 1;
            pos++;
            int[] parts = new int[3];
            for (int part = 0; part < 3; part++) {
                if (part > 0) {
                    if (pos >= text.length() || text.charAt(pos) != ':') {
                        break;
                    }
                    pos++;
                }
                int start = pos;
                while (pos < text.length() && pos - start < 2 && Character.isDigit(text.charAt(pos))) {
                    parts[part] = parts[part] * 10 + (text.charAt(pos) - '0');
                    pos++;
                }
                if (pos == start) {
                    return ~start;
                }
            }
            context.setField(ChronoField.OFFSET_SECONDS, sign * (parts[0] * 3600 + parts[1] * 60 + parts[2]));
            return pos;
        }

        public String toString() {
            return "LocalizedOffset(" + (full ? "FULL" : "SHORT") + ")";
        }
    }

    /** A zone id; regionOnly prints nothing for a plain offset (as the ISO formats' "[...]" part). */
    static final class ZoneIdValue extends FormatElement {
        private final boolean regionOnly;

        ZoneIdValue(boolean regionOnly) {
            this.regionOnly = regionOnly;
        }

        boolean format(TemporalAccessor temporal, StringBuilder out, boolean optional) {
            ZoneId zone = temporal.query(TemporalQueries.zoneId());
            if (zone == null || (regionOnly && zone instanceof ZoneOffset)) {
                if (optional) {
                    return false;
                }
                throw new DateTimeException("Unable to extract ZoneId from temporal " + temporal);
            }
            out.append(zone.getId());
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            int end = position;
            while (end < text.length()) {
                char c = text.charAt(end);
                boolean idChar = Character.isLetterOrDigit(c) || c == '/' || c == '~' || c == '.' || c == '_'
                        || c == '+' || c == '-' || c == ':';
                if (!idChar || c > 127) {
                    break;
                }
                end++;
            }
            if (end == position) {
                return ~position;
            }
            try {
                context.zone = ZoneId.of(text.subSequence(position, end).toString());
            } catch (DateTimeException ex) {
                return ~position;
            }
            return end;
        }

        public String toString() {
            return regionOnly ? "ZoneRegionId()" : "ZoneId()";
        }
    }

    /** ISO_INSTANT: prints as Instant.toString(); parses a UTC (or offset) date-time to instant seconds. */
    static final class InstantValue extends FormatElement {
        private final FormatElement dateTimeParser;

        InstantValue(FormatElement dateTimeParser) {
            this.dateTimeParser = dateTimeParser;
        }

        boolean format(TemporalAccessor temporal, StringBuilder out, boolean optional) {
            Long seconds = fieldValue(temporal, ChronoField.INSTANT_SECONDS, optional);
            if (seconds == null) {
                return false;
            }
            long nanos = temporal.isSupported(ChronoField.NANO_OF_SECOND)
                    ? temporal.getLong(ChronoField.NANO_OF_SECOND) : 0;
            out.append(Instant.ofEpochSecond(seconds, nanos));
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            ParseContext inner = new ParseContext();
            int end = dateTimeParser.parse(inner, text, position);
            if (end < 0) {
                return end;
            }
            Long offset = inner.fields.get(ChronoField.OFFSET_SECONDS);
            try {
                LocalDate date = LocalDate.of(inner.fields.get(ChronoField.YEAR).intValue(),
                        inner.fields.get(ChronoField.MONTH_OF_YEAR).intValue(),
                        inner.fields.get(ChronoField.DAY_OF_MONTH).intValue());
                long hour = inner.fields.get(ChronoField.HOUR_OF_DAY);
                long minute = inner.fields.get(ChronoField.MINUTE_OF_HOUR);
                Long second = inner.fields.get(ChronoField.SECOND_OF_MINUTE);
                Long nano = inner.fields.get(ChronoField.NANO_OF_SECOND);
                int extraDays = 0;
                if (hour == 24 && minute == 0 && (second == null || second == 0) && (nano == null || nano == 0)) {
                    hour = 0;
                    extraDays = 1;
                }
                LocalDateTime ldt = date.atTime((int) hour, (int) minute, second == null ? 0 : second.intValue())
                        .plusDays(extraDays);
                long epochSecond = ldt.toEpochSecond(ZoneOffset.ofTotalSeconds(offset == null ? 0 : offset.intValue()));
                context.setField(ChronoField.INSTANT_SECONDS, epochSecond);
                context.setField(ChronoField.NANO_OF_SECOND, nano == null ? 0 : nano);
            } catch (DateTimeException | NullPointerException ex) {
                return ~position;
            }
            return end;
        }

        public String toString() {
            return "ParseCaseSensitive(false)Instant()";
        }
    }

    /** A sequence of elements; when optional, it is printed only if all its fields are available. */
    static final class Composite extends FormatElement {
        private final FormatElement[] elements;
        private final boolean optional;

        Composite(List<FormatElement> elements, boolean optional) {
            this.elements = elements.toArray(new FormatElement[0]);
            this.optional = optional;
        }

        boolean format(TemporalAccessor temporal, StringBuilder out, boolean inOptional) {
            int mark = out.length();
            for (FormatElement element : elements) {
                if (!element.format(temporal, out, optional || inOptional)) {
                    // A missing field drops an optional section; a plain sequence passes the failure up.
                    out.setLength(mark);
                    return optional;
                }
            }
            return true;
        }

        int parse(ParseContext context, CharSequence text, int position) {
            ParseContext saved = optional ? context.copy() : null;
            int pos = position;
            for (FormatElement element : elements) {
                pos = element.parse(context, text, pos);
                if (pos < 0) {
                    if (optional) {
                        context.restore(saved);
                        return position;
                    }
                    return pos;
                }
            }
            return pos;
        }

        public String toString() {
            StringBuilder buf = new StringBuilder(optional ? "[" : "(");
            for (FormatElement element : elements) {
                buf.append(element);
            }
            return buf.append(optional ? "]" : ")").toString();
        }

        FormatElement[] elements() {
            return elements;
        }
    }
}
