package java.util;

/**
 * A 128-bit universally unique identifier (RFC 4122). randomUUID draws from
 * a shared java.security.SecureRandom (the system's /dev/urandom);
 * nameUUIDFromBytes hashes with java.security.MessageDigest's MD5.
 */
public final class UUID implements java.io.Serializable, Comparable<UUID> {
    private static final long serialVersionUID = -4856846361193249489L;

    private final long mostSigBits;
    private final long leastSigBits;

    private static java.security.SecureRandom numberGenerator;

    public UUID(long mostSigBits, long leastSigBits) {
        this.mostSigBits = mostSigBits;
        this.leastSigBits = leastSigBits;
    }

    /** Reads 16 big-endian bytes. */
    private UUID(byte[] data) {
        long msb = 0;
        long lsb = 0;
        for (int i = 0; i < 8; i++) {
            msb = (msb << 8) | (data[i] & 0xff);
        }
        for (int i = 8; i < 16; i++) {
            lsb = (lsb << 8) | (data[i] & 0xff);
        }
        this.mostSigBits = msb;
        this.leastSigBits = lsb;
    }

    /** A version 4 (random) UUID of the IETF variant. */
    public static UUID randomUUID() {
        Random rng;
        synchronized (UUID.class) {
            if (numberGenerator == null) {
                numberGenerator = new java.security.SecureRandom();
            }
            rng = numberGenerator;
        }
        byte[] randomBytes = new byte[16];
        rng.nextBytes(randomBytes);
        randomBytes[6] &= 0x0f;
        randomBytes[6] |= 0x40;
        randomBytes[8] &= 0x3f;
        randomBytes[8] |= (byte) 0x80;
        return new UUID(randomBytes);
    }

    /** A version 3 (MD5 name-based) UUID of the IETF variant. */
    public static UUID nameUUIDFromBytes(byte[] name) {
        byte[] md5Bytes;
        try {
            md5Bytes = java.security.MessageDigest.getInstance("MD5").digest(name);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new InternalError("MD5 not supported", e);
        }
        md5Bytes[6] &= 0x0f;
        md5Bytes[6] |= 0x30;
        md5Bytes[8] &= 0x3f;
        md5Bytes[8] |= (byte) 0x80;
        return new UUID(md5Bytes);
    }

    /**
     * Parses five dash-separated hex fields. Like the JDK, each field may have
     * fewer digits than usual (or more, whose high bits are dropped), but the
     * whole string is at most 36 characters with exactly four dashes.
     */
    public static UUID fromString(String name) {
        int len = name.length();
        if (len > 36) {
            throw new IllegalArgumentException("UUID string too large");
        }
        int dash1 = name.indexOf('-', 0);
        int dash2 = name.indexOf('-', dash1 + 1);
        int dash3 = name.indexOf('-', dash2 + 1);
        int dash4 = name.indexOf('-', dash3 + 1);
        int dash5 = name.indexOf('-', dash4 + 1);
        if (dash4 < 0 || dash5 >= 0) {
            throw new IllegalArgumentException("Invalid UUID string: " + name);
        }
        long mostSigBits = Long.parseLong(name, 0, dash1, 16) & 0xffffffffL;
        mostSigBits <<= 16;
        mostSigBits |= Long.parseLong(name, dash1 + 1, dash2, 16) & 0xffffL;
        mostSigBits <<= 16;
        mostSigBits |= Long.parseLong(name, dash2 + 1, dash3, 16) & 0xffffL;
        long leastSigBits = Long.parseLong(name, dash3 + 1, dash4, 16) & 0xffffL;
        leastSigBits <<= 48;
        leastSigBits |= Long.parseLong(name, dash4 + 1, len, 16) & 0xffffffffffffL;
        return new UUID(mostSigBits, leastSigBits);
    }

    public long getLeastSignificantBits() {
        return leastSigBits;
    }

    public long getMostSignificantBits() {
        return mostSigBits;
    }

    public int version() {
        return (int) ((mostSigBits >> 12) & 0x0f);
    }

    /** 0 (NCS), 2 (IETF), 6 (Microsoft) or 7 (reserved), from the top bits of the low half. */
    public int variant() {
        return (int) ((leastSigBits >>> (64 - (leastSigBits >>> 62))) & (leastSigBits >> 63));
    }

    private void requireTimeBased() {
        if (version() != 1) {
            throw new UnsupportedOperationException("Not a time-based UUID");
        }
    }

    public long timestamp() {
        requireTimeBased();
        return (mostSigBits & 0x0FFFL) << 48 | ((mostSigBits >> 16) & 0x0FFFFL) << 32 | mostSigBits >>> 32;
    }

    public int clockSequence() {
        requireTimeBased();
        return (int) ((leastSigBits & 0x3FFF000000000000L) >>> 48);
    }

    public long node() {
        requireTimeBased();
        return leastSigBits & 0x0000FFFFFFFFFFFFL;
    }

    public String toString() {
        return hexDigits(mostSigBits >> 32, 8) + "-" + hexDigits(mostSigBits >> 16, 4) + "-"
                + hexDigits(mostSigBits, 4) + "-" + hexDigits(leastSigBits >> 48, 4) + "-"
                + hexDigits(leastSigBits, 12);
    }

    /** The low digits hex digits of value, lower case, with leading zeros. */
    private static String hexDigits(long value, int digits) {
        char[] out = new char[digits];
        for (int i = digits - 1; i >= 0; i--) {
            out[i] = "0123456789abcdef".charAt((int) (value & 0xf));
            value >>>= 4;
        }
        return new String(out);
    }

    public int hashCode() {
        long hilo = mostSigBits ^ leastSigBits;
        return ((int) (hilo >> 32)) ^ (int) hilo;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof UUID)) {
            return false;
        }
        UUID id = (UUID) obj;
        return mostSigBits == id.mostSigBits && leastSigBits == id.leastSigBits;
    }

    /** Compares the halves as signed longs, as JDK 17 does (not the RFC's unsigned order). */
    public int compareTo(UUID val) {
        int mostSigBits = Long.compare(this.mostSigBits, val.mostSigBits);
        return mostSigBits != 0 ? mostSigBits : Long.compare(this.leastSigBits, val.leastSigBits);
    }
}
