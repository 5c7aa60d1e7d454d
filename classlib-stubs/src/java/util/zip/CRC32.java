package java.util.zip;

/** the CRC-32 of ISO 3309 / ITU-T V.42 (zip, gzip, PNG), polynomial 0xEDB88320 in reflected form. */
public final class CRC32 implements Checksum {
    private static final CrcTable TABLE = new CrcTable(0xEDB88320);
    /** The CRC register, kept inverted as the algorithm defines it. */
    private int register = ~0;

    public CRC32() {}

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
