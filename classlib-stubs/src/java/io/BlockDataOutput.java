package java.io;

/**
 * The byte layer under ObjectOutputStream. In block-data mode, primitive
 * data is gathered and written as TC_BLOCKDATA (up to 255 bytes) or
 * TC_BLOCKDATALONG segments of at most 1024 bytes; outside it, bytes go
 * straight to the stream (the protocol's type codes, descriptors and field
 * values).
 */
final class BlockDataOutput extends OutputStream {
    private static final int MAX_BLOCK = 1024;

    private final OutputStream out;
    private final byte[] block = new byte[MAX_BLOCK];
    private int blockLength;
    private boolean blockMode;

    BlockDataOutput(OutputStream out) {
        this.out = out;
    }

    /** Switches mode, writing out any gathered block data first; answers the old mode. */
    boolean setBlockDataMode(boolean mode) throws IOException {
        boolean old = blockMode;
        if (old != mode) {
            drain();
            blockMode = mode;
        }
        return old;
    }

    boolean getBlockDataMode() {
        return blockMode;
    }

    /** Writes the gathered block data as one segment. */
    void drain() throws IOException {
        if (blockLength == 0) {
            return;
        }
        if (blockLength <= 0xFF) {
            out.write(ObjectStreamConstants.TC_BLOCKDATA);
            out.write(blockLength);
        } else {
            out.write(ObjectStreamConstants.TC_BLOCKDATALONG);
            writeIntRaw(blockLength);
        }
        out.write(block, 0, blockLength);
        blockLength = 0;
    }

    private void writeIntRaw(int v) throws IOException {
        out.write(v >>> 24);
        out.write(v >>> 16);
        out.write(v >>> 8);
        out.write(v);
    }

    public void write(int b) throws IOException {
        if (!blockMode) {
            out.write(b);
            return;
        }
        if (blockLength == MAX_BLOCK) {
            drain();
        }
        block[blockLength++] = (byte) b;
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (!blockMode) {
            out.write(b, off, len);
            return;
        }
        while (len > 0) {
            if (blockLength == MAX_BLOCK) {
                drain();
            }
            int n = Math.min(len, MAX_BLOCK - blockLength);
            System.arraycopy(b, off, block, blockLength, n);
            blockLength += n;
            off += n;
            len -= n;
        }
    }

    public void flush() throws IOException {
        drain();
        out.flush();
    }

    public void close() throws IOException {
        flush();
        out.close();
    }
}
