package java.util;

import java.io.Serializable;

/**
 * A time zone: an id, a raw offset from UTC and possibly daylight saving.
 *
 * Zones come from getTimeZone(id): "UTC", "GMT" and their tz-database
 * aliases, and custom ids "GMT+5", "GMT-08:00", "GMT+0530" (normalised to
 * "GMT+05:30") are fixed offsets built here. Named regions such as
 * "America/New_York" come from {@link NamedZoneRules#find}, backed by
 * java.time's ZoneRules; an unknown id gives GMT, as in the JDK.
 *
 * Which zone is the default is decided here only: ZoneId.systemDefault()
 * is TimeZone.getDefault().toZoneId(), as in the JDK.
 */
public abstract class TimeZone implements Serializable, Cloneable {
    public static final int SHORT = 0;
    public static final int LONG = 1;

    private static volatile TimeZone defaultZone;

    private String ID;

    public TimeZone() {
    }

    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    /** Offset from UTC at the given instant, daylight saving included. */
    public int getOffset(long date) {
        if (inDaylightTime(new Date(date))) {
            return getRawOffset() + getDSTSavings();
        }
        return getRawOffset();
    }

    /**
     * The offset to subtract from a local (wall-clock) time in milliseconds
     * to get UTC, as GregorianCalendar needs it: by default the offset at the
     * local time read as standard time, as the JDK's calendars do for zones
     * other than tz-database ones.
     */
    int offsetForWallTime(long localMillis) {
        return getOffset(localMillis - getRawOffset());
    }

    public abstract void setRawOffset(int offsetMillis);

    public abstract int getRawOffset();

    public String getID() {
        return ID;
    }

    public void setID(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        this.ID = ID;
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG, Locale.getDefault(Locale.Category.DISPLAY));
    }

    public final String getDisplayName(Locale locale) {
        return getDisplayName(false, LONG, locale);
    }

    public final String getDisplayName(boolean daylight, int style) {
        return getDisplayName(daylight, style, Locale.getDefault(Locale.Category.DISPLAY));
    }

    /**
     * CLDR's names for UTC and GMT in English, German, French and Italian
     * (English otherwise); any other zone is named by its offset, "GMT+05:30".
     */
    public String getDisplayName(boolean daylight, int style, Locale locale) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        String id = getID();
        if (FixedOffsetZone.isUtcAlias(id)) {
            return style == LONG ? longName(locale, "Coordinated Universal Time", "Koordinierte Weltzeit",
                    "Temps universel coordonn\u00e9", "Tempo coordinato universale") : "UTC";
        }
        if (FixedOffsetZone.isGmtAlias(id)) {
            return style == LONG ? longName(locale, "Greenwich Mean Time", "Mittlere Greenwich-Zeit",
                    "heure moyenne de Greenwich", "Ora del meridiano di Greenwich") : "GMT";
        }
        int offset = getRawOffset() + (daylight ? getDSTSavings() : 0);
        return FixedOffsetZone.customId(offset);
    }

    private static String longName(Locale locale, String english, String german, String french, String italian) {
        switch (locale.getLanguage()) {
            case "de": return german;
            case "fr": return french;
            case "it": return italian;
            default: return english;
        }
    }

    public int getDSTSavings() {
        return useDaylightTime() ? 3600000 : 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime() || inDaylightTime(new Date());
    }

    public abstract boolean inDaylightTime(Date date);

    /** "Z" becomes "UTC", offsets "+05:30" become "GMT+05:30"; a region id is looked up as getTimeZone(String) does. */
    public static TimeZone getTimeZone(java.time.ZoneId zoneId) {
        String id = zoneId.getId();
        if (id.equals("Z")) {
            id = "UTC";
        } else if (zoneId instanceof java.time.ZoneOffset || id.startsWith("+") || id.startsWith("-")) {
            id = "GMT" + id;
        }
        return getTimeZone(id);
    }

    /** ZoneId.of(getID()) with the JDK's old three-letter ids mapped by ZoneId.SHORT_IDS ("PST", "EST"). */
    public java.time.ZoneId toZoneId() {
        return java.time.ZoneId.of(getID(), java.time.ZoneId.SHORT_IDS);
    }

    public static synchronized TimeZone getTimeZone(String ID) {
        TimeZone zone = find(ID);
        return zone != null ? zone : new FixedOffsetZone("GMT", 0);
    }

    /** The zone for an id, or null if it is neither fixed, custom nor known to the rules hook. */
    private static TimeZone find(String id) {
        if (id == null) {
            throw new NullPointerException();
        }
        if (FixedOffsetZone.isUtcAlias(id) || FixedOffsetZone.isGmtAlias(id)) {
            return new FixedOffsetZone(id, 0);
        }
        TimeZone custom = FixedOffsetZone.parseCustom(id);
        if (custom != null) {
            return custom;
        }
        return NamedZoneRules.find(id);
    }

    public static synchronized String[] getAvailableIDs(int rawOffset) {
        List<String> ids = new ArrayList<>();
        for (String id : getAvailableIDs()) {
            if (getTimeZone(id).getRawOffset() == rawOffset) {
                ids.add(id);
            }
        }
        Collections.sort(ids);
        return ids.toArray(new String[0]);
    }

    public static synchronized String[] getAvailableIDs() {
        return NamedZoneRules.availableIds().toArray(new String[0]);
    }

    /**
     * The user.timezone property, else the system's zone: the TZ environment
     * variable, else the id in /etc/timezone (which HotSpot 17 reads first on
     * Linux), else the zone the /etc/localtime symbolic link points to inside
     * a zoneinfo directory; GMT when there is none. An id that names no zone
     * (a POSIX TZ string such as "<+03>-3") gives the offset the system would
     * compute from it now, "GMT+03:00" ("GMT" for zero). The id found is
     * stored back into user.timezone, as the JDK does.
     */
    public static TimeZone getDefault() {
        return (TimeZone) defaultZoneShared().clone();
    }

    static TimeZone defaultZoneShared() {
        TimeZone zone = defaultZone;
        if (zone == null) {
            synchronized (TimeZone.class) {
                zone = defaultZone;
                if (zone == null) {
                    zone = resolveDefaultZone();
                    defaultZone = zone;
                }
            }
        }
        return zone;
    }

    private static TimeZone resolveDefaultZone() {
        String id = System.getProperty("user.timezone");
        if (id == null || id.isEmpty()) {
            id = systemZoneId();
        }
        TimeZone zone = find(id);
        if (zone == null) {
            Integer seconds = loupe.internal.ZoneRulesAccess.details().posixOffsetSeconds(id,
                    Math.floorDiv(System.currentTimeMillis(), 1000L));
            int offset = seconds == null ? 0 : seconds * 1000;
            id = offset == 0 ? "GMT" : FixedOffsetZone.customId(offset);
            zone = getTimeZone(id);
        }
        System.setProperty("user.timezone", id);
        return zone;
    }

    private static String systemZoneId() {
        String id = System.getenv("TZ");
        if (id != null && !id.isEmpty()) {
            return id.startsWith(":") ? id.substring(1) : id;
        }
        id = firstLine("/etc/timezone");
        if (id != null && !id.isEmpty()) {
            return id;
        }
        try {
            String target = java.nio.file.Files.readSymbolicLink(java.nio.file.Paths.get("/etc/localtime")).toString();
            int at = target.indexOf("zoneinfo/");
            if (at >= 0) {
                return target.substring(at + "zoneinfo/".length());
            }
        } catch (java.io.IOException | UnsupportedOperationException e) {
            // Not a symbolic link, or not there: GMT below.
        }
        return "GMT";
    }

    private static String firstLine(String path) {
        try (java.io.BufferedReader reader = java.nio.file.Files.newBufferedReader(java.nio.file.Paths.get(path))) {
            String line = reader.readLine();
            return line == null ? null : line.trim();
        } catch (java.io.IOException | RuntimeException e) {
            return null;
        }
    }

    public static void setDefault(TimeZone zone) {
        synchronized (TimeZone.class) {
            defaultZone = zone == null ? null : (TimeZone) zone.clone();
        }
    }

    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset()
                && useDaylightTime() == other.useDaylightTime();
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
