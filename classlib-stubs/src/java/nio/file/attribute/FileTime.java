package java.nio.file.attribute;

import java.util.concurrent.TimeUnit;

/**
 * A file's time stamp, kept in milliseconds since 1970-01-01T00:00:00Z (the
 * resolution Loupe's file system calls report). toString prints ISO 8601 in
 * UTC, with the fraction of a second only when it is not zero.
 */
public final class FileTime implements Comparable<FileTime> {
    private final long millis;

    private FileTime(long millis) {
        this.millis = millis;
    }

    public static FileTime fromMillis(long value) {
        return new FileTime(value);
    }

    public static FileTime from(long value, TimeUnit unit) {
        return new FileTime(unit.toMillis(value));
    }

    public long toMillis() {
        return millis;
    }

    public long to(TimeUnit unit) {
        return unit.convert(millis, TimeUnit.MILLISECONDS);
    }

    public int compareTo(FileTime other) {
        return Long.compare(millis, other.millis);
    }

    public boolean equals(Object obj) {
        return obj instanceof FileTime && ((FileTime) obj).millis == millis;
    }

    public int hashCode() {
        return Long.hashCode(millis);
    }

    public String toString() {
        long days = Math.floorDiv(millis, 86_400_000L);
        long msOfDay = Math.floorMod(millis, 86_400_000L);
        // Civil date from a day count (days since 1970-01-01), in 400-year eras.
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long dayOfEra = z - era * 146_097;
        long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long mp = (5 * dayOfYear + 2) / 153;
        long day = dayOfYear - (153 * mp + 2) / 5 + 1;
        long month = mp < 10 ? mp + 3 : mp - 9;
        long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        StringBuilder sb = new StringBuilder();
        sb.append(year).append('-').append(two(month)).append('-').append(two(day)).append('T');
        sb.append(two(msOfDay / 3_600_000)).append(':').append(two(msOfDay / 60_000 % 60)).append(':')
                .append(two(msOfDay / 1000 % 60));
        long fraction = msOfDay % 1000;
        if (fraction != 0) {
            String digits = String.valueOf(1000 + fraction).substring(1);
            while (digits.endsWith("0")) {
                digits = digits.substring(0, digits.length() - 1);
            }
            sb.append('.').append(digits);
        }
        return sb.append('Z').toString();
    }

    private static String two(long value) {
        return value < 10 ? "0" + value : String.valueOf(value);
    }
}
