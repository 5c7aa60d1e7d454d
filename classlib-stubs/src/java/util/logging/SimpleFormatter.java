package java.util.logging;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneId;
import java.time.ZonedDateTime;

/**
 * Formats a record with String.format and a format read once, at
 * construction, from the system property (else the LogManager property)
 * java.util.logging.SimpleFormatter.format; an invalid format falls back to
 * the JDK's default. The arguments: 1 the date (a ZonedDateTime), 2 the
 * source ("class method", else the logger's name), 3 the logger's name,
 * 4 the level's name, 5 the formatted message, 6 a line break and the
 * thrown exception's stack trace, or "".
 */
public class SimpleFormatter extends Formatter {
    static final String FORMAT_PROPERTY = "java.util.logging.SimpleFormatter.format";
    static final String DEFAULT_FORMAT =
            "%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp %2$s%n%4$s: %5$s%6$s%n";

    private final String format = configuredFormat();

    public SimpleFormatter() {
    }

    private static String configuredFormat() {
        String configured = System.getProperty(FORMAT_PROPERTY);
        if (configured == null) {
            configured = LogManager.getLogManager().getProperty(FORMAT_PROPERTY);
        }
        if (configured == null) {
            return DEFAULT_FORMAT;
        }
        try {
            ZonedDateTime now = ZonedDateTime.now();
            String.format(configured, now, "", "", "", "", "");
            return configured;
        } catch (IllegalArgumentException invalid) {
            return DEFAULT_FORMAT;
        }
    }

    @Override
    public String format(LogRecord record) {
        ZonedDateTime date = ZonedDateTime.ofInstant(record.getInstant(), ZoneId.systemDefault());
        String source;
        if (record.getSourceClassName() != null) {
            source = record.getSourceClassName();
            if (record.getSourceMethodName() != null) {
                source += " " + record.getSourceMethodName();
            }
        } else {
            source = record.getLoggerName();
        }
        String message = formatMessage(record);
        String throwable = "";
        if (record.getThrown() != null) {
            StringWriter text = new StringWriter();
            PrintWriter out = new PrintWriter(text);
            out.println();
            record.getThrown().printStackTrace(out);
            out.close();
            throwable = text.toString();
        }
        return String.format(format, date, source,
                record.getLoggerName(), record.getLevel().getLevelName(), message, throwable);
    }
}
