package java.util;

/**
 * The decimal separator, grouping separator and zero digit java.util.Formatter
 * uses for a locale. Loupe has no CLDR data; this table holds what JDK 17
 * reports for common locales, and English conventions for all others.
 */
final class FormatSymbols {
    static final FormatSymbols ENGLISH_CONVENTIONS = new FormatSymbols('.', ',', '0');

    private static final char NO_BREAK_SPACE = '\u00a0';
    private static final char NARROW_NO_BREAK_SPACE = '\u202f';
    private static final char RIGHT_SINGLE_QUOTE = '\u2019';

    final char decimalSeparator;
    final char groupingSeparator;
    final char zeroDigit;

    private FormatSymbols(char decimalSeparator, char groupingSeparator, char zeroDigit) {
        this.decimalSeparator = decimalSeparator;
        this.groupingSeparator = groupingSeparator;
        this.zeroDigit = zeroDigit;
    }

    static FormatSymbols of(Locale l) {
        if (l == null) {
            return ENGLISH_CONVENTIONS;
        }
        String language = l.getLanguage();
        String country = l.getCountry();
        switch (language) {
            case "de":
                if (country.equals("AT")) {
                    return new FormatSymbols(',', NO_BREAK_SPACE, '0');
                }
                if (country.equals("CH") || country.equals("LI")) {
                    return new FormatSymbols('.', RIGHT_SINGLE_QUOTE, '0');
                }
                return new FormatSymbols(',', '.', '0');
            case "it":
                if (country.equals("CH")) {
                    return new FormatSymbols('.', RIGHT_SINGLE_QUOTE, '0');
                }
                return new FormatSymbols(',', '.', '0');
            case "fr":
                if (country.equals("CA")) {
                    return new FormatSymbols(',', NO_BREAK_SPACE, '0');
                }
                return new FormatSymbols(',', NARROW_NO_BREAK_SPACE, '0');
            case "es":
                if (country.equals("MX") || country.equals("US")) {
                    return ENGLISH_CONVENTIONS;
                }
                return new FormatSymbols(',', '.', '0');
            case "pt":
                if (country.equals("PT") || country.equals("AO")) {
                    return new FormatSymbols(',', NO_BREAK_SPACE, '0');
                }
                return new FormatSymbols(',', '.', '0');
            case "nl":
            case "da":
            case "tr":
            case "el":
            case "id":
                return new FormatSymbols(',', '.', '0');
            case "ru":
            case "pl":
            case "sv":
            case "fi":
            case "nb":
            case "no":
            case "cs":
            case "sk":
            case "uk":
                return new FormatSymbols(',', NO_BREAK_SPACE, '0');
            case "ar":
                if (country.equals("MA")) {
                    return new FormatSymbols(',', '.', '0');
                }
                return new FormatSymbols('\u066b', '\u066c', '\u0660');
            case "en":
                if (country.equals("ZA")) {
                    return new FormatSymbols(',', NO_BREAK_SPACE, '0');
                }
                if (country.equals("DE")) {
                    return new FormatSymbols(',', '.', '0');
                }
                return ENGLISH_CONVENTIONS;
            default:
                return ENGLISH_CONVENTIONS;
        }
    }
}
