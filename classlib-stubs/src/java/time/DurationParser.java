package java.time;

/** Duration's text parsing and its exact division of a 128-bit nanosecond count. */
final class DurationParser {
    private DurationParser() {}

    private static final long NANOS_PER_SECOND = 1000_000_000L;

    /** A cursor over the text being parsed. */
    private static final class Cursor {
        final String text;
        int pos;

        Cursor(String text) {
            this.text = text;
        }

        boolean take(char upper) {
            if (pos < text.length() && Character.toUpperCase(text.charAt(pos)) == upper) {
                pos++;
                return true;
            }
            return false;
        }

        char peek() {
            return pos < text.length() ? text.charAt(pos) : '\0';
        }
    }

    /** Parses "[-+]PnDTnHnMn.nS"; null when the text does not match. */
    static Duration parse(String text) {
        Cursor c = new Cursor(text);
        boolean negate = false;
        if (c.peek() == '-' || c.peek() == '+') {
            negate = c.peek() == '-';
            c.pos++;
        }
        if (!c.take('P')) {
            return null;
        }
        long totalSeconds = 0;
        long nanos = 0;
        boolean any = false;
        try {
            int mark = c.pos;
            Long days = signedNumber(c);
            if (days != null) {
                if (!c.take('D')) {
                    c.pos = mark;
                    return null;
                }
                totalSeconds = Math.multiplyExact(days, 86400L);
                any = true;
            }
            if (c.take('T')) {
                boolean anyTime = false;
                long[] multipliers = {3600, 60};
                char[] designators = {'H', 'M'};
                for (int i = 0; i < 2; i++) {
                    mark = c.pos;
                    Long value = signedNumber(c);
                    if (value != null && c.take(designators[i])) {
                        totalSeconds = Math.addExact(totalSeconds, Math.multiplyExact(value, multipliers[i]));
                        anyTime = true;
                    } else {
                        c.pos = mark;
                    }
                }
                mark = c.pos;
                boolean secondsNegative = c.peek() == '-';
                Long secs = signedNumber(c);
                if (secs != null) {
                    long fraction = 0;
                    if (c.peek() == '.' || c.peek() == ',') {
                        c.pos++;
                        int digits = 0;
                        while (Character.isDigit(c.peek()) && c.peek() < 128) {
                            if (digits == 9) {
                                return null;
                            }
                            fraction = fraction * 10 + (c.peek() - '0');
                            digits++;
                            c.pos++;
                        }
                        for (; digits < 9; digits++) {
                            fraction *= 10;
                        }
                    }
                    if (!c.take('S')) {
                        return null;
                    }
                    totalSeconds = Math.addExact(totalSeconds, secs);
                    nanos = secondsNegative ? -fraction : fraction;
                    anyTime = true;
                } else {
                    c.pos = mark;
                }
                if (!anyTime) {
                    return null;
                }
                any = true;
            }
            if (!any || c.pos != text.length()) {
                return null;
            }
            Duration d = Duration.ofSeconds(totalSeconds, nanos);
            return negate ? d.negated() : d;
        } catch (ArithmeticException ex) {
            return null;
        }
    }

    private static Long signedNumber(Cursor c) {
        int start = c.pos;
        if (c.peek() == '-' || c.peek() == '+') {
            c.pos++;
        }
        int digitsStart = c.pos;
        while (c.peek() >= '0' && c.peek() <= '9') {
            c.pos++;
        }
        if (c.pos == digitsStart) {
            c.pos = start;
            return null;
        }
        try {
            return Long.parseLong(c.text.substring(start, c.pos));
        } catch (NumberFormatException ex) {
            throw new ArithmeticException("overflow");
        }
    }

    /**
     * (seconds * 1e9 + nanos) / divisor, truncated towards zero, computed on
     * the exact 128-bit product by binary long division.
     */
    static Duration divide(long seconds, int nanos, long divisor) {
        long hi = Math.multiplyHigh(seconds, NANOS_PER_SECOND);
        long lo = seconds * NANOS_PER_SECOND;
        long sum = lo + nanos;
        if (Long.compareUnsigned(sum, lo) < 0) {
            hi++;
        }
        lo = sum;
        boolean negative = hi < 0;
        if (negative) {
            lo = ~lo + 1;
            hi = ~hi + (lo == 0 ? 1 : 0);
        }
        long magnitudeDivisor = divisor < 0 ? -divisor : divisor;
        long[] quotient = divideUnsigned128(hi, lo, magnitudeDivisor);
        long[] secondsAndNanos = divideUnsigned128(quotient[0], quotient[1], NANOS_PER_SECOND);
        if (secondsAndNanos[0] != 0 || secondsAndNanos[1] < 0) {
            throw new ArithmeticException("Exceeds capacity of Duration");
        }
        long resultSeconds = secondsAndNanos[1];
        long resultNanos = secondsAndNanos[2];
        if (negative != (divisor < 0)) {
            return Duration.ofSeconds(-resultSeconds, -resultNanos);
        }
        return Duration.ofSeconds(resultSeconds, resultNanos);
    }

    /** Unsigned (hi:lo) / divisor: returns {quotientHi, quotientLo, remainder}. */
    private static long[] divideUnsigned128(long hi, long lo, long divisor) {
        long qHi = 0;
        long qLo = 0;
        long remainder = 0;
        for (int bit = 127; bit >= 0; bit--) {
            long nextBit = bit >= 64 ? (hi >>> (bit - 64)) & 1 : (lo >>> bit) & 1;
            boolean carry = remainder < 0;
            remainder = (remainder << 1) | nextBit;
            if (carry || Long.compareUnsigned(remainder, divisor) >= 0) {
                remainder -= divisor;
                if (bit >= 64) {
                    qHi |= 1L << (bit - 64);
                } else {
                    qLo |= 1L << bit;
                }
            }
        }
        return new long[] {qHi, qLo, remainder};
    }
}
