package java.math;

/**
 * BigDecimal.sqrt: an integer square root of the unscaled value shifted by
 * an even number of decimal places, with enough digits that one rounding
 * (with a sticky digit for an inexact root) is correct for every rounding
 * mode. Like HotSpot, the result then loses its trailing zeros and is
 * brought as close to the preferred scale (this.scale() / 2) as the
 * precision allows, whether the root was exact or not.
 */
final class BigDecimalRoots {
    private BigDecimalRoots() {
    }

    static BigDecimal sqrt(BigDecimal x, MathContext mc) {
        int signum = x.signum();
        if (signum < 0) {
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        }
        int preferredScale = x.scale / 2;
        if (signum == 0) {
            return new BigDecimal(BigInteger.ZERO, preferredScale);
        }
        int precision = mc.precision;
        long shift = precision == 0 ? 0 : Math.max(2L * precision + 2 - x.precision(), 0);
        if (((x.scale + shift) & 1) != 0) {
            shift++;
        }
        BigInteger n = x.intVal.multiply(BigDecimalSupport.tenPow(shift));
        BigInteger root = n.sqrt();
        boolean rootExact = root.multiply(root).equals(n);
        long scale = (x.scale + shift) / 2;
        if (precision == 0) {
            if (!rootExact) {
                throw new ArithmeticException("Computed square root not exact.");
            }
            return toPreferredScale(new BigDecimal(root, BigDecimalSupport.checkScale(scale)), preferredScale, 0);
        }
        if (!rootExact) {
            root = root.multiply(BigInteger.TEN).add(BigInteger.ONE); // sticky digit
            scale++;
        }
        BigDecimal result = BigDecimalSupport.round(new BigDecimal(root, BigDecimalSupport.checkScale(scale)), mc);
        return toPreferredScale(result, preferredScale, precision);
    }

    /** As adding a zero of the preferred scale to r without its trailing zeros. */
    private static BigDecimal toPreferredScale(BigDecimal r, int preferredScale, int precision) {
        r = r.stripTrailingZeros();
        if (r.scale > preferredScale) {
            return BigDecimalSupport.stripZerosToScale(r.intVal, r.scale, preferredScale);
        }
        if (r.scale < preferredScale) {
            long room = precision == 0 ? Long.MAX_VALUE : (long) precision - r.precision();
            if (room > 0) {
                return r.setScale((int) Math.min(preferredScale, r.scale + room));
            }
        }
        return r;
    }
}
