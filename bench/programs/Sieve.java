// Loupe benchmark: sieve of Eratosthenes on a bit set. Only odd numbers are
// stored (bit k of the long[] stands for 2k+1, set when composite); primes
// are then counted with bitCount, summed by walking the zero bits with
// numberOfTrailingZeros, and twin primes found with shifted words. The
// kernel sieves twice and folds both summaries into the checksum.
//
// usage: Sieve [s1|s10|s100|param=<limit>]   (default s10)
// prints: bench Sieve size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

public class Sieve {
    static final String NAME = "Sieve";
    // Upper limit of the sieve per size.
    static final int[] PARAMS = {800_000, 8_000_000, 80_000_000};
    static final long[] CHECKSUMS = {64222490260064L, 602035910677344L, 10422327478253664L};

    // bits for the odd numbers 1, 3, 5, ..., below limit; 1 is marked composite.
    static long[] sieve(int limit) {
        int odds = limit / 2;                       // 2k+1 < limit  <=>  k < limit/2
        long[] bits = new long[(odds + 63) >>> 6];
        bits[0] |= 1L;                               // 1 is not prime
        for (int k = 1; ; k++) {
            long p = 2L * k + 1;
            if (p * p >= limit) {
                break;
            }
            if ((bits[k >>> 6] & (1L << k)) != 0) {
                continue;
            }
            // first odd multiple worth crossing out is p*p, at index (p*p-1)/2
            for (int m = (int) ((p * p) >>> 1); m < odds; m += (int) p) {
                bits[m >>> 6] |= 1L << m;
            }
        }
        // mark the padding bits past the end as composite
        int tail = odds & 63;
        if (tail != 0) {
            bits[bits.length - 1] |= -1L << tail;
        }
        return bits;
    }

    static long summarize(long[] bits, int limit) {
        long count = limit > 2 ? 1 : 0;             // the prime 2
        long sum = limit > 2 ? 2 : 0;
        long twins = 0;
        for (int w = 0; w < bits.length; w++) {
            long primes = ~bits[w];
            count += Long.bitCount(primes);
            // pairs (2k+1, 2k+3): bit k and bit k+1 both prime
            long next = primes >>> 1;
            if (w + 1 < bits.length) {
                next |= (~bits[w + 1]) << 63;
            }
            twins += Long.bitCount(primes & next);
            long rest = primes;
            while (rest != 0) {
                int b = Long.numberOfTrailingZeros(rest);
                rest &= rest - 1;
                sum += 2L * ((long) w * 64 + b) + 1;
            }
        }
        return (count * 1_000_003L + twins) * 31 + sum;
    }

    static long kernel(int limit) {
        long result = 0;
        for (int round = 0; round < 2; round++) {
            long[] bits = sieve(limit);
            result = result * 31 + summarize(bits, limit);
        }
        return result;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Sieve::kernel);
    }
}
