package java.time.format;

import java.io.IOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQuery;
import java.util.Locale;
import java.util.Objects;

import static java.time.temporal.ChronoField.*;

/**
 * Prints and parses dates and times: the ISO formats used by the toString
 * and parse methods of java.time, and patterns such as "dd MMM yyyy, EEEE".
 * Text is English whatever the locale (Loupe has no locale data).
 */
public final class DateTimeFormatter {
    private final FormatElements.Composite root;
    private final Locale locale;
    private final ResolverStyle resolverStyle;
    private final ZoneId zone;

    private DateTimeFormatter(FormatElements.Composite root, Locale locale, ResolverStyle resolverStyle, ZoneId zone) {
        this.root = root;
        this.locale = locale;
        this.resolverStyle = resolverStyle;
        this.zone = zone;
    }

    private static ElementListBuilder isoBuilder() {
        ElementListBuilder b = new ElementListBuilder();
        b.caseSensitive = false;
        return b;
    }

    private static DateTimeFormatter iso(ElementListBuilder b) {
        return new DateTimeFormatter(b.build(), Locale.getDefault(), ResolverStyle.STRICT, null);
    }

    private static ElementListBuilder localDate(ElementListBuilder b) {
        return b.value(YEAR, 4, 10, SignStyle.EXCEEDS_PAD).literal("-").fixed(MONTH_OF_YEAR, 2).literal("-")
                .fixed(DAY_OF_MONTH, 2);
    }

    private static ElementListBuilder localTime(ElementListBuilder b) {
        return b.fixed(HOUR_OF_DAY, 2).literal(":").fixed(MINUTE_OF_HOUR, 2).optionalStart().literal(":")
                .fixed(SECOND_OF_MINUTE, 2).optionalStart().add(new FormatElements.Fraction(0, 9, true))
                .optionalEnd().optionalEnd();
    }

    private static ElementListBuilder localDateTime(ElementListBuilder b) {
        return localTime(localDate(b).literal("T"));
    }

    private static ElementListBuilder offsetId(ElementListBuilder b) {
        return b.add(new FormatElements.Offset("+HH:MM:ss", "Z"));
    }

    private static ElementListBuilder bracketedRegion(ElementListBuilder b) {
        b.optionalStart().literal("[");
        b.caseSensitive = true;
        b.add(new FormatElements.ZoneIdValue(true)).literal("]").optionalEnd();
        b.caseSensitive = false;
        return b;
    }

    public static final DateTimeFormatter ISO_LOCAL_DATE = iso(localDate(isoBuilder()));
    public static final DateTimeFormatter ISO_OFFSET_DATE = iso(offsetId(localDate(isoBuilder())));
    public static final DateTimeFormatter ISO_DATE = iso(offsetId(localDate(isoBuilder()).optionalStart()));
    public static final DateTimeFormatter ISO_LOCAL_TIME = iso(localTime(isoBuilder()));
    public static final DateTimeFormatter ISO_OFFSET_TIME = iso(offsetId(localTime(isoBuilder())));
    public static final DateTimeFormatter ISO_TIME = iso(offsetId(localTime(isoBuilder()).optionalStart()));
    public static final DateTimeFormatter ISO_LOCAL_DATE_TIME = iso(localDateTime(isoBuilder()));
    public static final DateTimeFormatter ISO_OFFSET_DATE_TIME = iso(offsetId(localDateTime(isoBuilder())));
    public static final DateTimeFormatter ISO_ZONED_DATE_TIME =
            iso(bracketedRegion(offsetId(localDateTime(isoBuilder()))));
    public static final DateTimeFormatter ISO_DATE_TIME =
            iso(bracketedRegion(offsetId(localDateTime(isoBuilder()).optionalStart())));
    public static final DateTimeFormatter ISO_ORDINAL_DATE = iso(offsetId(isoBuilder()
            .value(YEAR, 4, 10, SignStyle.EXCEEDS_PAD).literal("-").fixed(DAY_OF_YEAR, 3).optionalStart()));
    public static final DateTimeFormatter ISO_INSTANT = iso(isoBuilder().add(new FormatElements.InstantValue(
            offsetId(localDateTime(isoBuilder())).build())));
    public static final DateTimeFormatter BASIC_ISO_DATE = iso(isoBuilder().fixed(YEAR, 4).fixed(MONTH_OF_YEAR, 2)
            .fixed(DAY_OF_MONTH, 2).optionalStart().add(new FormatElements.Offset("+HHMMss", "Z")));
    public static final DateTimeFormatter RFC_1123_DATE_TIME;

    static {
        ElementListBuilder b = isoBuilder();
        b.optionalStart().text(DAY_OF_WEEK, TextStyle.SHORT).literal(", ").optionalEnd()
                .value(DAY_OF_MONTH, 1, 2, SignStyle.NOT_NEGATIVE).literal(" ").text(MONTH_OF_YEAR, TextStyle.SHORT)
                .literal(" ").fixed(YEAR, 4).literal(" ").fixed(HOUR_OF_DAY, 2).literal(":")
                .fixed(MINUTE_OF_HOUR, 2).optionalStart().literal(":").fixed(SECOND_OF_MINUTE, 2).optionalEnd()
                .literal(" ").add(new FormatElements.Offset("+HHMM", "GMT"));
        RFC_1123_DATE_TIME = new DateTimeFormatter(b.build(), Locale.getDefault(), ResolverStyle.SMART, null);
    }

    public static DateTimeFormatter ofPattern(String pattern) {
        return ofPattern(pattern, Locale.getDefault());
    }

    public static DateTimeFormatter ofPattern(String pattern, Locale locale) {
        Objects.requireNonNull(pattern, "pattern");
        Objects.requireNonNull(locale, "locale");
        return new DateTimeFormatter(PatternCompiler.compile(pattern), locale, ResolverStyle.SMART, null);
    }

    public Locale getLocale() {
        return locale;
    }

    public DateTimeFormatter withLocale(Locale locale) {
        Objects.requireNonNull(locale, "locale");
        return new DateTimeFormatter(root, locale, resolverStyle, zone);
    }

    public DateTimeFormatter localizedBy(Locale locale) {
        return withLocale(locale);
    }

    public ZoneId getZone() {
        return zone;
    }

    /** A zone to format instants in, and to give parsed values that have none. */
    public DateTimeFormatter withZone(ZoneId zone) {
        return new DateTimeFormatter(root, locale, resolverStyle, zone);
    }

    public ResolverStyle getResolverStyle() {
        return resolverStyle;
    }

    public DateTimeFormatter withResolverStyle(ResolverStyle resolverStyle) {
        Objects.requireNonNull(resolverStyle, "resolverStyle");
        return new DateTimeFormatter(root, locale, resolverStyle, zone);
    }

    public String format(TemporalAccessor temporal) {
        StringBuilder buf = new StringBuilder(32);
        formatTo(temporal, buf);
        return buf.toString();
    }

    public void formatTo(TemporalAccessor temporal, Appendable appendable) {
        Objects.requireNonNull(temporal, "temporal");
        Objects.requireNonNull(appendable, "appendable");
        if (zone != null && temporal.isSupported(INSTANT_SECONDS)) {
            temporal = ZonedDateTime.ofInstant(Instant.from(temporal), zone);
        }
        StringBuilder buf = appendable instanceof StringBuilder ? (StringBuilder) appendable : new StringBuilder();
        root.format(temporal, buf, false);
        if (buf != appendable) {
            try {
                appendable.append(buf);
            } catch (IOException ex) {
                throw new DateTimeException(ex.getMessage(), ex);
            }
        }
    }

    public TemporalAccessor parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        return parseResolved(text);
    }

    public <T> T parse(CharSequence text, TemporalQuery<T> query) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(query, "query");
        try {
            return parseResolved(text).query(query);
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    /** Parses into the first of the queries that succeeds, e.g. ZonedDateTime::from, LocalDateTime::from. */
    public TemporalAccessor parseBest(CharSequence text, TemporalQuery<?>... queries) {
        Objects.requireNonNull(text, "text");
        if (queries.length < 2) {
            throw new IllegalArgumentException("At least two queries must be specified");
        }
        try {
            Parsed parsed = parseResolved(text);
            for (TemporalQuery<?> query : queries) {
                try {
                    return (TemporalAccessor) parsed.query(query);
                } catch (RuntimeException ex) {
                    // try the next query
                }
            }
            throw new DateTimeException("Unable to convert parsed text using any of the specified queries");
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    private static String abbreviate(CharSequence text) {
        if (text.length() > 64) {
            return text.subSequence(0, 64).toString() + "...";
        }
        return text.toString();
    }

    private static DateTimeParseException createError(CharSequence text, RuntimeException ex) {
        return new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed: " + ex.getMessage(),
                text, 0, ex);
    }

    private Parsed parseResolved(CharSequence text) {
        ParseContext context = new ParseContext();
        int end = root.parse(context, text, 0);
        if (end < 0) {
            int errorIndex = ~end;
            throw new DateTimeParseException("Text '" + abbreviate(text) + "' could not be parsed at index "
                    + errorIndex, text, errorIndex);
        }
        if (end < text.length()) {
            throw new DateTimeParseException("Text '" + abbreviate(text)
                    + "' could not be parsed, unparsed text found at index " + end, text, end);
        }
        if (context.zone == null && zone != null) {
            context.zone = zone;
        }
        Parsed parsed = new Parsed(context);
        try {
            parsed.resolve(resolverStyle);
        } catch (DateTimeException | ArithmeticException ex) {
            throw createError(text, ex);
        }
        return parsed;
    }

    @Override
    public String toString() {
        String pattern = root.toString();
        return pattern.startsWith("(") ? pattern.substring(1, pattern.length() - 1) : pattern;
    }
}
