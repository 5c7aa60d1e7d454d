package java.security;

/**
 * The Merkle-Damgard frame shared by MD5 and the SHA family: input is
 * gathered into fixed-size blocks, each block is folded into the state by
 * processBlock, and the last block is padded with 0x80, zeros and the message
 * length in bits (big-endian for SHA, little-endian for MD5).
 */
abstract class BlockHash extends MessageDigest implements Cloneable {
    private final String canonicalName;
    private final int digestLength;
    /** Bytes of the length field in the padding: 8, or 16 for the 1024-bit-block SHA-384/512. */
    private final int lengthFieldSize;
    private final boolean littleEndianLength;
    private byte[] block;
    private int blockFill;
    private long totalBytes;

    BlockHash(String algorithm, String canonicalName, int digestLength, int blockSize, boolean littleEndianLength) {
        super(algorithm);
        this.canonicalName = canonicalName;
        this.digestLength = digestLength;
        this.block = new byte[blockSize];
        this.lengthFieldSize = blockSize == 128 ? 16 : 8;
        this.littleEndianLength = littleEndianLength;
    }

    /** Folds block[off, off + blockSize) into the state. */
    abstract void processBlock(byte[] b, int off);

    /** Sets the state to the algorithm's initial value. */
    abstract void initState();

    /** Writes the first digestLength bytes of the state to out. */
    abstract void storeDigest(byte[] out);

    /** Called on a fresh clone: replaces the state arrays by copies. */
    abstract void copyStateArrays();

    protected final int engineGetDigestLength() {
        return digestLength;
    }

    protected final void engineUpdate(byte input) {
        block[blockFill++] = input;
        totalBytes++;
        if (blockFill == block.length) {
            processBlock(block, 0);
            blockFill = 0;
        }
    }

    protected final void engineUpdate(byte[] input, int offset, int len) {
        if (len == 0) {
            return;
        }
        if (offset < 0 || len < 0 || offset > input.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        totalBytes += len;
        int end = offset + len;
        if (blockFill > 0) {
            int n = Math.min(block.length - blockFill, len);
            System.arraycopy(input, offset, block, blockFill, n);
            blockFill += n;
            offset += n;
            if (blockFill < block.length) {
                return;
            }
            processBlock(block, 0);
            blockFill = 0;
        }
        // whole blocks straight from the input
        while (end - offset >= block.length) {
            processBlock(input, offset);
            offset += block.length;
        }
        blockFill = end - offset;
        System.arraycopy(input, offset, block, 0, blockFill);
    }

    protected final byte[] engineDigest() {
        long bitLength = totalBytes << 3;
        block[blockFill++] = (byte) 0x80;
        if (blockFill > block.length - lengthFieldSize) {
            java.util.Arrays.fill(block, blockFill, block.length, (byte) 0);
            processBlock(block, 0);
            blockFill = 0;
        }
        java.util.Arrays.fill(block, blockFill, block.length, (byte) 0);
        for (int i = 0; i < 8; i++) {
            int at = littleEndianLength ? block.length - 8 + i : block.length - 1 - i;
            block[at] = (byte) (bitLength >>> (8 * i));
        }
        processBlock(block, 0);
        byte[] out = new byte[digestLength];
        storeDigest(out);
        engineReset();
        return out;
    }

    /** With the messages of the JDK's own digests. */
    protected final int engineDigest(byte[] buf, int offset, int len) throws DigestException {
        if (len < digestLength) {
            throw new DigestException("Length must be at least " + digestLength + " for " + canonicalName + "digests");
        }
        if (offset < 0 || len < 0 || offset > buf.length - len) {
            throw new DigestException("Buffer too short to store digest");
        }
        byte[] digest = engineDigest();
        System.arraycopy(digest, 0, buf, offset, digestLength);
        return digestLength;
    }

    protected final void engineReset() {
        blockFill = 0;
        totalBytes = 0;
        initState();
    }

    public Object clone() throws CloneNotSupportedException {
        BlockHash copy = (BlockHash) super.clone();
        copy.block = block.clone();
        copy.copyStateArrays();
        return copy;
    }

    static int readIntBigEndian(byte[] b, int i) {
        return (b[i] << 24) | ((b[i + 1] & 0xFF) << 16) | ((b[i + 2] & 0xFF) << 8) | (b[i + 3] & 0xFF);
    }

    static void writeIntBigEndian(int v, byte[] b, int i) {
        b[i] = (byte) (v >>> 24);
        b[i + 1] = (byte) (v >>> 16);
        b[i + 2] = (byte) (v >>> 8);
        b[i + 3] = (byte) v;
    }
}
