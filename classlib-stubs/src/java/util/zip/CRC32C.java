package java.util.zip;

/** the CRC-32C (Castagnoli) of RFC 3720 (iSCSI, ext4), polynomial 0x82F63B78 in reflected form. */
public final class CRC32C implements Checksum {
    private static final CrcTable TABLE = new CrcTable(0x82F63B78);
    /** The CRC register, kept inverted as the algorithm defines it. */
    private int register = ~0;

    public CRC32C() {}

    public void update(int b) {
        register = TABLE.update(register, b);
    }

    public void update(byte[] b, int off, int len) {
        CrcTable.checkRange(b, off, len);
        register = TABLE.update(register, b, off, len);
    }

    public void update(byte[] b) {
        register = TABLE.update(register, b, 0, b.length);
    }

    public long getValue() {
        return ~register & 0xFFFFFFFFL;
    }

    public void reset() {
        register = ~0;
    }
}
