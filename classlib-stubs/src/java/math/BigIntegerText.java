package java.math;

/**
 * BigInteger to and from text in any radix 2..36.
 *
 * Parsing reads the digits in groups that fit an int (as the JDK does, so a
 * bad digit is reported by Integer.parseInt with that group in the message)
 * and accumulates them with a multiply-add per group.
 *
 * Printing small numbers divides repeatedly by the largest power of the radix
 * that fits an int. Big numbers are split recursively: x = high * r^k + low
 * with r^k about the square root of x (powers r^(k*2^i) are squared up once),
 * and the halves printed independently, low one padded with zeros to k digits.
 */
final class BigIntegerText {
    /** Magnitudes longer than this (in limbs) are printed by recursive splitting. */
    private static final int SPLIT_THRESHOLD = 24;

    private BigIntegerText() {
    }

    /** Largest k with radix^k < 2^31: the digits of a parse group. */
    static int digitsPerInt(int radix) {
        int k = 0;
        long p = 1;
        while (p * radix < (1L << 31)) {
            p *= radix;
            k++;
        }
        return k;
    }

    static BigInteger parse(String val, int radix) {
        int len = val.length();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int sign = 1;
        int cursor = 0;
        int minus = val.lastIndexOf('-');
        int plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
            cursor = 1;
        } else if (plus >= 0) {
            if (plus != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            cursor = 1;
        }
        if (cursor == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        while (cursor < len && Character.digit(val.charAt(cursor), radix) == 0) {
            cursor++;
        }
        if (cursor == len) {
            return BigInteger.ZERO;
        }
        int numDigits = len - cursor;
        int groupDigits = digitsPerInt(radix);
        int groupMultiplier = 1;
        for (int i = 0; i < groupDigits; i++) {
            groupMultiplier *= radix;
        }
        int firstGroup = numDigits % groupDigits;
        if (firstGroup == 0) {
            firstGroup = groupDigits;
        }
        // little-endian accumulator, grown as needed
        int[] acc = new int[(int) ((long) numDigits * 6 / 32 + 2)];
        int used = 0;
        String group = val.substring(cursor, cursor + firstGroup);
        cursor += firstGroup;
        int value = Integer.parseInt(group, radix);
        if (value < 0) {
            throw new NumberFormatException("Illegal digit");
        }
        acc[0] = value;
        used = 1;
        while (cursor < len) {
            group = val.substring(cursor, cursor + groupDigits);
            cursor += groupDigits;
            value = Integer.parseInt(group, radix);
            if (value < 0) {
                throw new NumberFormatException("Illegal digit");
            }
            used = multiplyAddInPlace(acc, used, groupMultiplier, value);
        }
        int[] mag = new int[used];
        System.arraycopy(acc, 0, mag, 0, used);
        return BigInteger.of(sign, mag);
    }

    /** acc[0..used) = acc * m + addend; returns the new used length. */
    private static int multiplyAddInPlace(int[] acc, int used, int m, int addend) {
        long mm = m & Magnitudes.MASK;
        long carry = addend & Magnitudes.MASK;
        for (int i = 0; i < used; i++) {
            carry += (acc[i] & Magnitudes.MASK) * mm;
            acc[i] = (int) carry;
            carry >>>= 32;
        }
        if (carry != 0) {
            acc[used++] = (int) carry;
        }
        return used;
    }

    static String toString(BigInteger x, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        if (x.signum == 0) {
            return "0";
        }
        StringBuilder sb = new StringBuilder();
        if (x.signum < 0) {
            sb.append('-');
        }
        if (x.mag.length <= SPLIT_THRESHOLD) {
            appendSmall(sb, x.mag, radix, 0);
        } else {
            // powers[i] = radix^(chunk * 2^i), squared up until about half of x
            int chunk = digitsPerInt(radix);
            java.util.ArrayList<int[]> powers = new java.util.ArrayList<>();
            int[] p = Magnitudes.ofLong(pow(radix, chunk));
            powers.add(p);
            while (2 * p.length - 1 <= x.mag.length) {
                p = Magnitudes.square(p);
                powers.add(p);
            }
            appendRecursive(sb, x.mag, radix, powers, powers.size() - 1, 0, chunk);
        }
        return sb.toString();
    }

    private static long pow(int radix, int k) {
        long p = 1;
        for (int i = 0; i < k; i++) {
            p *= radix;
        }
        return p;
    }

    /**
     * Appends m in the radix; digits is the width to zero-pad to (0: no padding,
     * for the leading part). powers.get(level) = radix^(chunk * 2^level).
     */
    private static void appendRecursive(StringBuilder sb, int[] m, int radix, java.util.List<int[]> powers,
            int level, int digits, int chunk) {
        while (level >= 0 && Magnitudes.compare(m, powers.get(level)) < 0 && digits == 0) {
            level--;
        }
        if (m.length <= SPLIT_THRESHOLD || level < 0) {
            appendSmall(sb, m, radix, digits);
            return;
        }
        int[][] qr = Magnitudes.divideAndRemainder(m, powers.get(level));
        int lowDigits = chunk << level;
        appendRecursive(sb, qr[0], radix, powers, level - 1, digits == 0 ? 0 : digits - lowDigits, chunk);
        appendRecursive(sb, qr[1], radix, powers, level - 1, lowDigits, chunk);
    }

    /** Repeated division by radix^chunk; pads with zeros to width (if non-zero). */
    private static void appendSmall(StringBuilder sb, int[] m, int radix, int width) {
        int chunk = digitsPerInt(radix);
        int divisor = (int) pow(radix, chunk);
        int[] cur = m.clone();
        int curLen = cur.length;
        int[] groups = new int[curLen * 32 / chunk + 2];
        int count = 0;
        while (curLen > 0) {
            long rem = 0;
            for (int i = curLen - 1; i >= 0; i--) {
                long v = (rem << 32) | (cur[i] & Magnitudes.MASK);
                long q = v / divisor; // v < divisor * 2^32 < 2^63
                rem = v - q * divisor;
                cur[i] = (int) q;
            }
            groups[count++] = (int) rem;
            while (curLen > 0 && cur[curLen - 1] == 0) {
                curLen--;
            }
        }
        int start = sb.length();
        if (count == 0) {
            if (width == 0) {
                sb.append('0');
            }
        } else {
            sb.append(Integer.toString(groups[count - 1], radix));
            for (int g = count - 2; g >= 0; g--) {
                String s = Integer.toString(groups[g], radix);
                for (int pad = s.length(); pad < chunk; pad++) {
                    sb.append('0');
                }
                sb.append(s);
            }
        }
        if (width > 0) {
            int missing = width - (sb.length() - start);
            if (missing > 0) {
                sb.insert(start, zeros(missing));
            }
        }
    }

    private static String zeros(int n) {
        char[] z = new char[n];
        java.util.Arrays.fill(z, '0');
        return new String(z);
    }
}
