package java.util.logging;

import java.nio.charset.Charset;
import java.time.Instant;

/**
 * Formats records as the JDK's logger.dtd XML: a head with the handler's
 * encoding, one &lt;record&gt; element per record (date as an ISO instant,
 * millis, the nanoseconds beyond the millisecond when there are any,
 * sequence, logger, level, class, method, thread, message, and the thrown
 * exception's toString with its frames), and a tail closing &lt;log&gt;.
 * Text is escaped for &lt;, &gt; and &amp; only, as in the JDK.
 *
 * Parameters are listed as &lt;param&gt; elements when the message has no
 * "{" (a parameter whose toString fails, or null, shows as "???").
 *
 * A message found in the record's resource bundle adds &lt;key&gt; and
 * &lt;catalog&gt; elements.
 *
 * Not done: the useInstant=false date form.
 */
public class XMLFormatter extends Formatter {
    public XMLFormatter() {
    }

    @Override
    public String format(LogRecord record) {
        StringBuilder sb = new StringBuilder(500);
        sb.append("<record>\n");
        Instant instant = record.getInstant();
        element(sb, "  ", "date", instant.toString());
        element(sb, "  ", "millis", Long.toString(instant.toEpochMilli()));
        int nanosBeyondMillis = instant.getNano() % 1000000;
        if (nanosBeyondMillis != 0) {
            element(sb, "  ", "nanos", Integer.toString(nanosBeyondMillis));
        }
        element(sb, "  ", "sequence", Long.toString(record.getSequenceNumber()));
        if (record.getLoggerName() != null) {
            escapedElement(sb, "  ", "logger", record.getLoggerName());
        }
        escapedElement(sb, "  ", "level", record.getLevel().toString());
        if (record.getSourceClassName() != null) {
            escapedElement(sb, "  ", "class", record.getSourceClassName());
        }
        if (record.getSourceMethodName() != null) {
            escapedElement(sb, "  ", "method", record.getSourceMethodName());
        }
        element(sb, "  ", "thread", Long.toString(record.getLongThreadID()));
        if (record.getMessage() != null) {
            escapedElement(sb, "  ", "message", formatMessage(record));
        }
        // A message that is a key of the record's bundle is also given as
        // that key and the bundle's name.
        java.util.ResourceBundle bundle = record.getResourceBundle();
        if (bundle != null && record.getMessage() != null) {
            try {
                bundle.getString(record.getMessage());
                escapedElement(sb, "  ", "key", record.getMessage());
                escapedElement(sb, "  ", "catalog", record.getResourceBundleName());
            } catch (RuntimeException notAKey) {
                // not in the bundle: no key or catalog elements
            }
        }
        // Parameters the message does not place ("{" absent) are listed;
        // like the JDK, this reads the message even when it is null.
        Object[] parameters = record.getParameters();
        if (parameters != null && parameters.length != 0 && record.getMessage().indexOf('{') == -1) {
            for (Object parameter : parameters) {
                String text;
                try {
                    text = escape(parameter.toString());
                } catch (Exception unprintable) {
                    text = "???";
                }
                element(sb, "  ", "param", text);
            }
        }
        Throwable thrown = record.getThrown();
        if (thrown != null) {
            sb.append("  <exception>\n");
            escapedElement(sb, "    ", "message", thrown.toString());
            for (StackTraceElement frame : thrown.getStackTrace()) {
                sb.append("    <frame>\n");
                escapedElement(sb, "      ", "class", frame.getClassName());
                escapedElement(sb, "      ", "method", frame.getMethodName());
                if (frame.getLineNumber() >= 0) {
                    element(sb, "      ", "line", Integer.toString(frame.getLineNumber()));
                }
                if (frame.getModuleName() != null) {
                    escapedElement(sb, "      ", "module", frame.getModuleName());
                }
                sb.append("    </frame>\n");
            }
            sb.append("  </exception>\n");
        }
        sb.append("</record>\n");
        return sb.toString();
    }

    private static void element(StringBuilder sb, String indent, String tag, String text) {
        sb.append(indent).append('<').append(tag).append('>').append(text)
                .append("</").append(tag).append(">\n");
    }

    private static void escapedElement(StringBuilder sb, String indent, String tag, String text) {
        element(sb, indent, tag, escape(text));
    }

    private static String escape(String text) {
        if (text == null) {
            // the JDK writes "<null>" (escaped), e.g. for an unnamed bundle's catalog
            return "&lt;null&gt;";
        }
        StringBuilder escaped = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '<') {
                escaped.append("&lt;");
            } else if (c == '>') {
                escaped.append("&gt;");
            } else if (c == '&') {
                escaped.append("&amp;");
            } else {
                escaped.append(c);
            }
        }
        return escaped.toString();
    }

    /** The XML declaration names the handler's encoding, else the default charset. */
    @Override
    public String getHead(Handler h) {
        String encoding = h != null ? h.getEncoding() : null;
        if (encoding == null) {
            encoding = Charset.defaultCharset().name();
        }
        try {
            encoding = Charset.forName(encoding).name();
        } catch (Exception unknown) {
            // keep the name as given
        }
        return "<?xml version=\"1.0\" encoding=\"" + encoding + "\" standalone=\"no\"?>\n"
                + "<!DOCTYPE log SYSTEM \"logger.dtd\">\n<log>\n";
    }

    @Override
    public String getTail(Handler h) {
        return "</log>\n";
    }
}
