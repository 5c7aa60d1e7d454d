package java.text;

import java.util.Locale;

/**
 * JDK 17's CLDR date and time patterns for DateFormat's styles (FULL, LONG,
 * MEDIUM, SHORT), and how a date and a time are joined (by the shorter of
 * the two styles, as JDK 17 does).
 */
final class LocalePatterns {
    private LocalePatterns() {
    }

    private static String key(Locale locale) {
        String language = locale.getLanguage();
        if (language.isEmpty()) {
            return "root";
        }
        if (language.equals("en")) {
            return locale.getCountry().equals("GB") ? "en_GB" : "en";
        }
        if (language.equals("de") || language.equals("fr") || language.equals("it")) {
            return language;
        }
        return "en";
    }

    static String date(int style, Locale locale) {
        switch (key(locale)) {
            case "root": return new String[] {"y MMMM d, EEEE", "y MMMM d", "y MMM d", "y-MM-dd"}[style];
            case "en_GB": return new String[] {"EEEE, d MMMM y", "d MMMM y", "d MMM y", "dd/MM/y"}[style];
            case "de": return new String[] {"EEEE, d. MMMM y", "d. MMMM y", "dd.MM.y", "dd.MM.yy"}[style];
            case "fr": return new String[] {"EEEE d MMMM y", "d MMMM y", "d MMM y", "dd/MM/y"}[style];
            case "it": return new String[] {"EEEE d MMMM y", "d MMMM y", "d MMM y", "dd/MM/yy"}[style];
            default: return new String[] {"EEEE, MMMM d, y", "MMMM d, y", "MMM d, y", "M/d/yy"}[style];
        }
    }

    static String time(int style, Locale locale) {
        if (key(locale).equals("en")) {
            return new String[] {"h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a"}[style];
        }
        return new String[] {"HH:mm:ss zzzz", "HH:mm:ss z", "HH:mm:ss", "HH:mm"}[style];
    }

    static String dateTime(int dateStyle, int timeStyle, Locale locale) {
        String date = date(dateStyle, locale);
        String time = time(timeStyle, locale);
        // CLDR joins by the shorter of the two styles: FULL date + SHORT time uses the SHORT glue.
        int glueStyle = Math.max(dateStyle, timeStyle);
        boolean longDate = glueStyle <= DateFormat.LONG;
        switch (key(locale)) {
            case "root": return date + " " + time;
            case "de": return date + (longDate ? " 'um' " : ", ") + time;
            case "fr": return date + (longDate ? " '\u00e0' " : glueStyle == DateFormat.MEDIUM ? ", " : " ") + time;
            case "it": return date + (longDate ? " " : ", ") + time;
            default: return date + (longDate ? " 'at' " : ", ") + time;
        }
    }
}
