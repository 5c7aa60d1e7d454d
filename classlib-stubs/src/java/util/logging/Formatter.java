package java.util.logging;

import java.text.MessageFormat;

/** Turns a LogRecord into text; handlers write getHead, the records, then getTail. */
public abstract class Formatter {
    protected Formatter() {
    }

    public abstract String format(LogRecord record);

    public String getHead(Handler h) {
        return "";
    }

    public String getTail(Handler h) {
        return "";
    }

    /**
     * The record's message (replaced by its value in the record's resource
     * bundle when it is a key there), given to java.text.MessageFormat with
     * the record's parameters when there are parameters and the message holds
     * "{" followed by a digit (as the JDK tests); a message MessageFormat
     * rejects is returned unchanged.
     */
    public String formatMessage(LogRecord record) {
        String format = record.getMessage();
        java.util.ResourceBundle catalog = record.getResourceBundle();
        if (catalog != null && format != null) {
            try {
                format = catalog.getString(format);
            } catch (java.util.MissingResourceException notAKey) {
                // the message is then used as it is
            }
        }
        Object[] parameters = record.getParameters();
        if (format == null || parameters == null || parameters.length == 0) {
            return format;
        }
        try {
            int index = -1;
            int fence = format.length() - 1;
            while ((index = format.indexOf('{', index + 1)) > -1) {
                if (index >= fence) {
                    break;
                }
                char digit = format.charAt(index + 1);
                if (digit >= '0' && digit <= '9') {
                    return MessageFormat.format(format, parameters);
                }
            }
            return format;
        } catch (Exception rejected) {
            return format;
        }
    }
}
