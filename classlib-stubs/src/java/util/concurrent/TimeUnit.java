package java.util.concurrent;

/** Units of time, with saturating conversions (overflow gives Long.MAX_VALUE or MIN_VALUE). */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000L * 1000L),
    SECONDS(1000L * 1000L * 1000L),
    MINUTES(1000L * 1000L * 1000L * 60L),
    HOURS(1000L * 1000L * 1000L * 60L * 60L),
    DAYS(1000L * 1000L * 1000L * 60L * 60L * 24L);

    /** The unit's length in nanoseconds. */
    private final long scale;

    TimeUnit(long scale) {
        this.scale = scale;
    }

    /** d of unit src in unit dst: truncated towards zero when coarser, saturated when finer. */
    private static long cvt(long d, long dst, long src) {
        if (src == dst) {
            return d;
        }
        if (src < dst) {
            return d / (dst / src);
        }
        long r = src / dst;
        long max = Long.MAX_VALUE / r;
        if (d > max) {
            return Long.MAX_VALUE;
        }
        if (d < -max) {
            return Long.MIN_VALUE;
        }
        return d * r;
    }

    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return cvt(sourceDuration, scale, sourceUnit.scale);
    }

    public long toNanos(long duration) {
        return cvt(duration, NANOSECONDS.scale, scale);
    }

    public long toMicros(long duration) {
        return cvt(duration, MICROSECONDS.scale, scale);
    }

    public long toMillis(long duration) {
        return cvt(duration, MILLISECONDS.scale, scale);
    }

    public long toSeconds(long duration) {
        return cvt(duration, SECONDS.scale, scale);
    }

    public long toMinutes(long duration) {
        return cvt(duration, MINUTES.scale, scale);
    }

    public long toHours(long duration) {
        return cvt(duration, HOURS.scale, scale);
    }

    public long toDays(long duration) {
        return cvt(duration, DAYS.scale, scale);
    }

    /** The nanoseconds of d beyond m whole milliseconds (only nano- and microseconds have any). */
    private int excessNanos(long d, long m) {
        if (this == NANOSECONDS) {
            return (int) (d - (m * 1000000L));
        }
        if (this == MICROSECONDS) {
            return (int) ((d * 1000L) - (m * 1000000L));
        }
        return 0;
    }

    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            Thread.sleep(ms, excessNanos(timeout, ms));
        }
    }

    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            thread.join(ms, excessNanos(timeout, ms));
        }
    }

    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            obj.wait(ms, excessNanos(timeout, ms));
        }
    }
}
