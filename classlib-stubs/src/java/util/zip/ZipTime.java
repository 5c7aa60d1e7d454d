package java.util.zip;

import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.TimeZone;
import java.util.concurrent.TimeUnit;

/**
 * Time stamps of ZIP entries. MS-DOS date-time (2-second resolution, local
 * time, years 1980-2107) packed as year-1980:7 month:4 day:5 hour:5 minute:6
 * second/2:5; the "extended" form used in ZipEntry keeps the lost
 * milliseconds (0-1999) in bits 32 and up. Local time is that of
 * TimeZone.getDefault(), as the JDK's conversions follow TimeZone.setDefault.
 * Also the Unix (extended timestamp field) and Windows (NTFS field, 100 ns
 * since 1601) forms.
 */
final class ZipTime {
    private ZipTime() {}

    /** The DOS time of 1980-01-01T00:00, standing for every earlier time. */
    static final long DOSTIME_BEFORE_1980 = (1 << 21) | (1 << 16);
    /** Roughly the end of DOS time (128 years after 1970, with slack for time zones). */
    static final long UPPER_DOSTIME_BOUND = 128L * 365 * 24 * 60 * 60 * 1000;
    static final long UPPER_UNIXTIME_BOUND = 0x7fffffff;
    static final long WINDOWS_TIME_NOT_AVAILABLE = Long.MIN_VALUE;
    /** 1601-01-01T00:00Z, the Windows epoch, in microseconds since 1970. */
    private static final long WINDOWS_EPOCH_IN_MICROSECONDS = -11644473600000000L;
    private static final long HOURS_14 = 14L * 3600 * 1000;

    static LocalDateTime toLocal(long epochMillis) {
        TimeZone zone = TimeZone.getDefault();
        long local = epochMillis + zone.getOffset(epochMillis);
        return LocalDateTime.ofEpochSecond(Math.floorDiv(local, 1000), (int) Math.floorMod(local, 1000) * 1_000_000,
                ZoneOffset.UTC);
    }

    /**
     * The instant of a local time in the default zone. In a gap (clocks set
     * forward) the offset before the transition applies; in an overlap the
     * earlier of the two instants is taken, as ZoneRules.getOffset does.
     */
    static long toEpochMillis(LocalDateTime local) {
        long localMillis = local.toEpochSecond(ZoneOffset.UTC) * 1000 + local.getNano() / 1_000_000;
        TimeZone zone = TimeZone.getDefault();
        int before = zone.getOffset(localMillis - HOURS_14);
        if (zone.getOffset(localMillis - before) == before) {
            return localMillis - before;
        }
        int after = zone.getOffset(localMillis + HOURS_14);
        if (zone.getOffset(localMillis - after) == after) {
            return localMillis - after;
        }
        return localMillis - before;
    }

    static long javaToExtendedDosTime(long epochMillis) {
        LocalDateTime local = toLocal(epochMillis);
        if (local.getYear() < 1980) {
            return DOSTIME_BEFORE_1980;
        }
        return dosTime(local) + ((epochMillis % 2000) << 32);
    }

    private static long dosTime(LocalDateTime local) {
        int year = local.getYear() - 1980;
        return (year << 25 | local.getMonthValue() << 21 | local.getDayOfMonth() << 16 | local.getHour() << 11
                | local.getMinute() << 5 | local.getSecond() >> 1) & 0xffffffffL;
    }

    static long extendedDosToJavaTime(long xdostime) {
        return dosToJavaTime(xdostime) + (xdostime >> 32);
    }

    /** Out-of-range fields (a corrupt stamp) roll over into the next unit, as java.util.Date's do. */
    static long dosToJavaTime(long dosTime) {
        int year = (int) (((dosTime >> 25) & 0x7f) + 1980);
        int month = (int) ((dosTime >> 21) & 0x0f);
        int day = (int) ((dosTime >> 16) & 0x1f);
        int hour = (int) ((dosTime >> 11) & 0x1f);
        int minute = (int) ((dosTime >> 5) & 0x3f);
        int second = (int) ((dosTime << 1) & 0x3e);
        LocalDateTime local = LocalDateTime.of(year, 1, 1, 0, 0, 0).plusMonths(month - 1).plusDays(day - 1)
                .plusHours(hour).plusMinutes(minute).plusSeconds(second);
        return toEpochMillis(local);
    }

    /** The local date-time that an extended DOS time stands for. */
    static LocalDateTime extendedDosToLocal(long xdostime) {
        int millis = (int) (xdostime >> 32);
        return LocalDateTime.of((int) (((xdostime >> 25) & 0x7f) + 1980), (int) ((xdostime >> 21) & 0x0f),
                (int) ((xdostime >> 16) & 0x1f), (int) ((xdostime >> 11) & 0x1f), (int) ((xdostime >> 5) & 0x3f),
                (int) ((xdostime << 1) & 0x3e) + millis / 1000, (millis % 1000) * 1_000_000);
    }

    /** The extended DOS time of a local date-time; years before 1980 map to DOSTIME_BEFORE_1980. */
    static long localToExtendedDosTime(LocalDateTime local) {
        if (local.getYear() < 1980) {
            return DOSTIME_BEFORE_1980;
        }
        long extraMillis = (local.getSecond() & 1) * 1000 + local.getNano() / 1_000_000;
        return dosTime(local) + (extraMillis << 32);
    }

    static long fileTimeToUnixTime(FileTime time) {
        return time.to(TimeUnit.SECONDS);
    }

    static FileTime unixTimeToFileTime(long seconds) {
        return FileTime.from(seconds, TimeUnit.SECONDS);
    }

    static long fileTimeToWinTime(FileTime time) {
        return (time.to(TimeUnit.MICROSECONDS) - WINDOWS_EPOCH_IN_MICROSECONDS) * 10;
    }

    static FileTime winTimeToFileTime(long windowsTime) {
        return FileTime.from(windowsTime / 10 + WINDOWS_EPOCH_IN_MICROSECONDS, TimeUnit.MICROSECONDS);
    }
}
