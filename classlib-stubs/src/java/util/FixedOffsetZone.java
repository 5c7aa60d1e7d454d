package java.util;

import java.util.Arrays;

/**
 * A zone with one constant offset and no daylight saving: UTC, GMT and the
 * custom "GMT+hh:mm" zones. Its toString is the one JDK 17 prints for such
 * zones (its class there is sun.util.calendar.ZoneInfo).
 */
final class FixedOffsetZone extends TimeZone {
    static final List<String> ALIASES = Arrays.asList("UTC", "Etc/UTC", "UCT", "Etc/UCT", "Universal",
            "Etc/Universal", "Zulu", "Etc/Zulu", "GMT", "Etc/GMT", "GMT0", "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0",
            "Greenwich", "Etc/Greenwich");

    private int rawOffset;

    FixedOffsetZone(String id, int rawOffset) {
        setID(id);
        this.rawOffset = rawOffset;
    }

    static boolean isUtcAlias(String id) {
        int index = ALIASES.indexOf(id);
        return index >= 0 && index < 8;
    }

    static boolean isGmtAlias(String id) {
        return ALIASES.indexOf(id) >= 8;
    }

    /** "GMT+h", "GMT+hh", "GMT+hhmm", "GMT+h:mm", "GMT+hh:mm" (hours <= 23, minutes <= 59); else null. */
    static TimeZone parseCustom(String id) {
        if (!id.startsWith("GMT") || id.length() < 5) {
            return null;
        }
        char sign = id.charAt(3);
        if (sign != '+' && sign != '-') {
            return null;
        }
        String rest = id.substring(4);
        int hours;
        int minutes = 0;
        int colon = rest.indexOf(':');
        if (!rest.matches("[0-9]{1,2}(:[0-9]{2})?|[0-9]{4}")) {
            return null;
        }
        if (colon >= 0) {
            hours = Integer.parseInt(rest.substring(0, colon));
            minutes = Integer.parseInt(rest.substring(colon + 1));
        } else if (rest.length() == 4) {
            hours = Integer.parseInt(rest.substring(0, 2));
            minutes = Integer.parseInt(rest.substring(2));
        } else {
            hours = Integer.parseInt(rest);
        }
        if (hours > 23 || minutes > 59) {
            return null;
        }
        int offset = (hours * 60 + minutes) * 60000 * (sign == '-' ? -1 : 1);
        return new FixedOffsetZone(customId(offset), offset);
    }

    /** "GMT+05:30" for an offset in milliseconds. */
    static String customId(int offsetMillis) {
        int minutes = Math.abs(offsetMillis) / 60000;
        StringBuilder sb = new StringBuilder("GMT").append(offsetMillis < 0 ? '-' : '+');
        int hours = minutes / 60;
        sb.append((char) ('0' + hours / 10)).append((char) ('0' + hours % 10)).append(':');
        int rest = minutes % 60;
        return sb.append((char) ('0' + rest / 10)).append((char) ('0' + rest % 10)).toString();
    }

    @Override
    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
        return rawOffset;
    }

    @Override
    public int getOffset(long date) {
        return rawOffset;
    }

    @Override
    public void setRawOffset(int offsetMillis) {
        rawOffset = offsetMillis;
    }

    @Override
    public int getRawOffset() {
        return rawOffset;
    }

    @Override
    public boolean useDaylightTime() {
        return false;
    }

    @Override
    public boolean inDaylightTime(Date date) {
        return false;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof FixedOffsetZone && getID().equals(((FixedOffsetZone) obj).getID())
                && rawOffset == ((FixedOffsetZone) obj).rawOffset;
    }

    @Override
    public int hashCode() {
        return getID().hashCode() ^ rawOffset;
    }

    @Override
    public String toString() {
        return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + rawOffset
                + ",dstSavings=0,useDaylight=false,transitions=0,lastRule=null]";
    }
}
