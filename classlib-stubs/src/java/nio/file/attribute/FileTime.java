package java.nio.file.attribute;

import java.util.concurrent.TimeUnit;

/**
 * A file's time stamp: seconds since 1970-01-01T00:00:00Z and nanoseconds
 * (file system calls report milliseconds; from(Instant) and from(value,
 * NANOSECONDS) keep finer ones). toString prints ISO 8601 in UTC, with the
 * fraction of a second only when it is not zero, trailing zeros dropped.
 */
public final class FileTime implements Comparable<FileTime> {
    private final long seconds;
    private final int nanos;

    private FileTime(long seconds, int nanos) {
        this.seconds = seconds;
        this.nanos = nanos;
    }

    public static FileTime fromMillis(long value) {
        return new FileTime(Math.floorDiv(value, 1000L), (int) Math.floorMod(value, 1000L) * 1000000);
    }

    public static FileTime from(long value, TimeUnit unit) {
        long unitsPerSecond = unit.convert(1, TimeUnit.SECONDS);
        if (unitsPerSecond > 1) {
            long nanosPerUnit = unit.toNanos(1);
            return new FileTime(Math.floorDiv(value, unitsPerSecond),
                    (int) (Math.floorMod(value, unitsPerSecond) * nanosPerUnit));
        }
        return new FileTime(unit.toSeconds(value), 0);
    }

    public static FileTime from(java.time.Instant instant) {
        return new FileTime(instant.getEpochSecond(), instant.getNano());
    }

    public java.time.Instant toInstant() {
        return java.time.Instant.ofEpochSecond(seconds, nanos);
    }

    /** Milliseconds since the epoch, saturating at Long.MIN_VALUE and Long.MAX_VALUE. */
    public long toMillis() {
        return to(TimeUnit.MILLISECONDS);
    }

    /** This time in the unit, rounded towards negative infinity and saturating on overflow. */
    public long to(TimeUnit unit) {
        long unitsPerSecond = unit.convert(1, TimeUnit.SECONDS);
        if (unitsPerSecond == 0) {
            return Math.floorDiv(seconds, unit.toSeconds(1));
        }
        try {
            return Math.addExact(Math.multiplyExact(seconds, unitsPerSecond), nanos / unit.toNanos(1));
        } catch (ArithmeticException overflow) {
            return seconds < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }

    public int compareTo(FileTime other) {
        int bySeconds = Long.compare(seconds, other.seconds);
        return bySeconds != 0 ? bySeconds : Integer.compare(nanos, other.nanos);
    }

    public boolean equals(Object obj) {
        return obj instanceof FileTime && compareTo((FileTime) obj) == 0;
    }

    public int hashCode() {
        return toInstant().hashCode();
    }

    public String toString() {
        long days = Math.floorDiv(seconds, 86_400L);
        long secondOfDay = Math.floorMod(seconds, 86_400L);
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
        sb.append(two(secondOfDay / 3600)).append(':').append(two(secondOfDay / 60 % 60)).append(':')
                .append(two(secondOfDay % 60));
        if (nanos != 0) {
            String digits = String.valueOf(1_000_000_000 + nanos).substring(1);
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
