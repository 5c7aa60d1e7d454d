package java.text;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Locale;

/**
 * Month, weekday, era and AM/PM names of JDK 17 (CLDR) for English, German,
 * French, Italian and ROOT; other languages get the English names. Weekday arrays
 * are indexed by Calendar.SUNDAY..SATURDAY (index 0 is ""), month arrays
 * have a 13th empty entry (UNDECIMBER), as in the JDK. Zone strings hold
 * UTC and GMT only.
 */
public class DateFormatSymbols implements Serializable, Cloneable {
    private String[] eras;
    private String[] months;
    private String[] shortMonths;
    private String[] weekdays;
    private String[] shortWeekdays;
    private String[] ampms = {"AM", "PM"};
    private String[][] zoneStrings;
    private String localPatternChars = "GyMdkHmsSEDFwWahKzZ";
    private final Locale locale;

    public DateFormatSymbols() {
        this(Locale.getDefault(Locale.Category.FORMAT));
    }

    public DateFormatSymbols(Locale locale) {
        this.locale = locale;
        switch (locale.getLanguage()) {
            case "de":
                eras = new String[] {"v. Chr.", "n. Chr."};
                months = withEmpty("Januar", "Februar", "M\u00e4rz", "April", "Mai", "Juni", "Juli", "August",
                        "September", "Oktober", "November", "Dezember");
                shortMonths = withEmpty("Jan.", "Feb.", "M\u00e4rz", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.",
                        "Okt.", "Nov.", "Dez.");
                weekdays = days("Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag");
                shortWeekdays = days("So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.");
                break;
            case "fr":
                eras = new String[] {"av. J.-C.", "ap. J.-C."};
                months = withEmpty("janvier", "f\u00e9vrier", "mars", "avril", "mai", "juin", "juillet",
                        "ao\u00fbt", "septembre", "octobre", "novembre", "d\u00e9cembre");
                shortMonths = withEmpty("janv.", "f\u00e9vr.", "mars", "avr.", "mai", "juin", "juil.", "ao\u00fbt",
                        "sept.", "oct.", "nov.", "d\u00e9c.");
                weekdays = days("dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi");
                shortWeekdays = days("dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam.");
                break;
            case "it":
                eras = new String[] {"a.C.", "d.C."};
                months = withEmpty("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
                        "settembre", "ottobre", "novembre", "dicembre");
                shortMonths = withEmpty("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov",
                        "dic");
                weekdays = days("domenica", "luned\u00ec", "marted\u00ec", "mercoled\u00ec", "gioved\u00ec",
                        "venerd\u00ec", "sabato");
                shortWeekdays = days("dom", "lun", "mar", "mer", "gio", "ven", "sab");
                break;
            case "":
                // CLDR's root locale has only abbreviations, also for the long forms.
                eras = new String[] {"BCE", "CE"};
                months = withEmpty("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
                        "Dec");
                shortMonths = months.clone();
                weekdays = days("Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat");
                shortWeekdays = weekdays.clone();
                break;
            default:
                eras = new String[] {"BC", "AD"};
                months = withEmpty("January", "February", "March", "April", "May", "June", "July", "August",
                        "September", "October", "November", "December");
                shortMonths = withEmpty("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
                        "Dec");
                weekdays = days("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday");
                shortWeekdays = days("Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat");
                break;
        }
        zoneStrings = new String[][] {
            {"UTC", "Coordinated Universal Time", "UTC", "Coordinated Universal Time", "UTC"},
            {"GMT", "Greenwich Mean Time", "GMT", "Greenwich Mean Time", "GMT"},
        };
    }

    private static String[] withEmpty(String... names) {
        String[] result = Arrays.copyOf(names, names.length + 1);
        result[names.length] = "";
        return result;
    }

    private static String[] days(String... names) {
        String[] result = new String[8];
        result[0] = "";
        System.arraycopy(names, 0, result, 1, 7);
        return result;
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public static final DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static final DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols(locale);
    }

    Locale locale() {
        return locale;
    }

    public String[] getEras() { return eras.clone(); }
    public void setEras(String[] newEras) { eras = newEras.clone(); }
    public String[] getMonths() { return months.clone(); }
    public void setMonths(String[] newMonths) { months = newMonths.clone(); }
    public String[] getShortMonths() { return shortMonths.clone(); }
    public void setShortMonths(String[] newShortMonths) { shortMonths = newShortMonths.clone(); }
    public String[] getWeekdays() { return weekdays.clone(); }
    public void setWeekdays(String[] newWeekdays) { weekdays = newWeekdays.clone(); }
    public String[] getShortWeekdays() { return shortWeekdays.clone(); }
    public void setShortWeekdays(String[] newShortWeekdays) { shortWeekdays = newShortWeekdays.clone(); }
    public String[] getAmPmStrings() { return ampms.clone(); }
    public void setAmPmStrings(String[] newAmpms) { ampms = newAmpms.clone(); }

    public String[][] getZoneStrings() {
        String[][] copy = new String[zoneStrings.length][];
        for (int i = 0; i < copy.length; i++) {
            copy[i] = zoneStrings[i].clone();
        }
        return copy;
    }

    public void setZoneStrings(String[][] newZoneStrings) {
        zoneStrings = newZoneStrings.clone();
    }

    public String getLocalPatternChars() {
        return localPatternChars;
    }

    public void setLocalPatternChars(String newLocalPatternChars) {
        localPatternChars = newLocalPatternChars;
    }

    // Shared (not copied) views for the formatter.
    String[] erasShared() { return eras; }
    String[] monthsShared() { return months; }
    String[] shortMonthsShared() { return shortMonths; }
    String[] weekdaysShared() { return weekdays; }
    String[] shortWeekdaysShared() { return shortWeekdays; }
    String[] ampmsShared() { return ampms; }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(months) ^ Arrays.hashCode(weekdays);
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DateFormatSymbols that = (DateFormatSymbols) obj;
        return Arrays.equals(eras, that.eras) && Arrays.equals(months, that.months)
                && Arrays.equals(shortMonths, that.shortMonths) && Arrays.equals(weekdays, that.weekdays)
                && Arrays.equals(shortWeekdays, that.shortWeekdays) && Arrays.equals(ampms, that.ampms)
                && localPatternChars.equals(that.localPatternChars);
    }
}
