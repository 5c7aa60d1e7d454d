package java.util;

import loupe.internal.Unsafe;

/**
 * The JDK's documented 48-bit linear congruential generator, so that the
 * same seed gives the same sequence as on HotSpot for every method here.
 */
public class Random implements java.io.Serializable {
    private static final long serialVersionUID = 3905348978240129619L;
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static final long SEED_OFFSET = Unsafe.objectFieldOffset(Random.class, "seed");

    private static long seedUniquifier = 8682522807148012L;

    /** Updated by compare-and-set so that concurrent callers never share a value. */
    private volatile long seed;
    private double nextNextGaussian;
    private boolean haveNextNextGaussian = false;

    public Random() {
        this(nextSeedUniquifier() ^ System.nanoTime());
    }

    /** Different for each no-arg Random, even within one nanosecond (L'Ecuyer's multiplier, as the JDK). */
    private static synchronized long nextSeedUniquifier() {
        seedUniquifier *= 1181783497276652981L;
        return seedUniquifier;
    }

    /** A subclass's setSeed override sees the seed, as in the JDK. */
    public Random(long seed) {
        if (getClass() == Random.class) {
            this.seed = initialScramble(seed);
        } else {
            setSeed(seed);
        }
    }

    private static long initialScramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    public synchronized void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
    }

    protected int next(int bits) {
        long oldseed;
        long nextseed;
        do {
            oldseed = seed;
            nextseed = (oldseed * MULTIPLIER + ADDEND) & MASK;
        } while (!Unsafe.compareAndSetLong(this, SEED_OFFSET, oldseed, nextseed));
        return (int) (nextseed >>> (48 - bits));
    }

    /** Four bytes per nextInt(), low byte first. */
    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len;) {
            for (int rnd = nextInt(), n = Math.min(len - i, 4); n-- > 0; rnd >>= 8) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    public int nextInt() {
        return next(32);
    }

    /** Powers of two take the high bits; other bounds reject the values that would bias the remainder. */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            r = (int) ((bound * (long) r) >> 31);
        } else {
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
                // rejected: retry
            }
        }
        return r;
    }

    /** As RandomGenerator's default in JDK 17 (it draws with nextInt(), not next(31)). */
    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        int r = nextInt();
        int n = bound - origin;
        int m = n - 1;
        if ((n & m) == 0) {
            return (r & m) + origin;
        } else if (n > 0) {
            for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
                // rejected: retry
            }
            return r + origin;
        }
        while (r < origin || r >= bound) {
            r = nextInt();
        }
        return r;
    }

    public long nextLong() {
        return ((long) (next(32)) << 32) + next(32);
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            return r & m;
        }
        for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
            // rejected: retry
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        long r = nextLong();
        long n = bound - origin;
        long m = n - 1;
        if ((n & m) == 0L) {
            return (r & m) + origin;
        } else if (n > 0L) {
            for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
                // rejected: retry
            }
            return r + origin;
        }
        while (r < origin || r >= bound) {
            r = nextLong();
        }
        return r;
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        if (!(0.0 < bound && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        double r = nextDouble() * bound;
        return r < bound ? r : Math.nextDown(bound);
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        double r = nextDouble() * (bound - origin) + origin;
        return r < bound ? r : Math.nextDown(bound);
    }

    /** Polar method; each call computes two values and keeps the second for the next call. */
    public synchronized double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }

    // ---- streams of random values: the same values, in the same order, as the nextX methods give ----

    private static long checkStreamSize(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
        return streamSize;
    }

    private static void checkRange(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    private static void checkRange(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    /** Reported as sized (Long.MAX_VALUE for the "unlimited" streams), as the JDK's are. */
    private static final int RANDOM_STREAM_CHARACTERISTICS =
            Spliterator.SIZED | Spliterator.SUBSIZED | Spliterator.NONNULL | Spliterator.IMMUTABLE;

    private static java.util.stream.IntStream intStream(long size, java.util.function.IntSupplier next) {
        return java.util.stream.StreamSupport.intStream(new Spliterators.AbstractIntSpliterator(size, RANDOM_STREAM_CHARACTERISTICS) {
            private long remaining = size;

            @Override
            public boolean tryAdvance(java.util.function.IntConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                remaining--;
                action.accept(next.getAsInt());
                return true;
            }

            @Override
            public long estimateSize() {
                return remaining;
            }
        }, false);
    }

    private static java.util.stream.LongStream longStream(long size, java.util.function.LongSupplier next) {
        return java.util.stream.StreamSupport.longStream(new Spliterators.AbstractLongSpliterator(size, RANDOM_STREAM_CHARACTERISTICS) {
            private long remaining = size;

            @Override
            public boolean tryAdvance(java.util.function.LongConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                remaining--;
                action.accept(next.getAsLong());
                return true;
            }

            @Override
            public long estimateSize() {
                return remaining;
            }
        }, false);
    }

    private static java.util.stream.DoubleStream doubleStream(long size, java.util.function.DoubleSupplier next) {
        return java.util.stream.StreamSupport.doubleStream(new Spliterators.AbstractDoubleSpliterator(size, RANDOM_STREAM_CHARACTERISTICS) {
            private long remaining = size;

            @Override
            public boolean tryAdvance(java.util.function.DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                remaining--;
                action.accept(next.getAsDouble());
                return true;
            }

            @Override
            public long estimateSize() {
                return remaining;
            }
        }, false);
    }

    public java.util.stream.IntStream ints(long streamSize) {
        return intStream(checkStreamSize(streamSize), this::nextInt);
    }

    public java.util.stream.IntStream ints() {
        return intStream(Long.MAX_VALUE, this::nextInt);
    }

    public java.util.stream.IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        checkStreamSize(streamSize);
        checkRange(randomNumberOrigin, (long) randomNumberBound);
        return intStream(streamSize, () -> nextInt(randomNumberOrigin, randomNumberBound));
    }

    public java.util.stream.IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        return ints(Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.LongStream longs(long streamSize) {
        return longStream(checkStreamSize(streamSize), this::nextLong);
    }

    public java.util.stream.LongStream longs() {
        return longStream(Long.MAX_VALUE, this::nextLong);
    }

    public java.util.stream.LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        checkStreamSize(streamSize);
        checkRange(randomNumberOrigin, randomNumberBound);
        return longStream(streamSize, () -> nextLong(randomNumberOrigin, randomNumberBound));
    }

    public java.util.stream.LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        return longs(Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(long streamSize) {
        return doubleStream(checkStreamSize(streamSize), this::nextDouble);
    }

    public java.util.stream.DoubleStream doubles() {
        return doubleStream(Long.MAX_VALUE, this::nextDouble);
    }

    public java.util.stream.DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        checkStreamSize(streamSize);
        checkRange(randomNumberOrigin, randomNumberBound);
        return doubleStream(streamSize, () -> nextDouble(randomNumberOrigin, randomNumberBound));
    }

    public java.util.stream.DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        return doubles(Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }
}
