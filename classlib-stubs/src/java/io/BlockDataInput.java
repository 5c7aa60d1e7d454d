package java.io;

/**
 * The byte layer under ObjectInputStream: one byte of look-ahead (the next
 * type code), and block-data mode, in which reads take their bytes from
 * TC_BLOCKDATA / TC_BLOCKDATALONG segments and see the end of the data
 * (-1) where the next byte is anything else.
 */
final class BlockDataInput extends InputStream {
    private final InputStream in;
    private int peeked = -2;
    private boolean blockMode;
    /** Bytes left in the current segment; 0: look for the next header; -1: block data ended. */
    private int unread;

    BlockDataInput(InputStream in) {
        this.in = in;
    }

    /** The next byte without consuming it; -1 at the end of the stream. */
    int peek() throws IOException {
        if (peeked == -2) {
            peeked = in.read();
        }
        return peeked;
    }

    /** The next byte, not in block-data mode; EOFException at the end of the stream. */
    byte readRawByte() throws IOException {
        int b = rawRead();
        if (b < 0) {
            throw new EOFException();
        }
        return (byte) b;
    }

    private int rawRead() throws IOException {
        if (peeked != -2) {
            int b = peeked;
            peeked = -2;
            return b;
        }
        return in.read();
    }

    private int rawRead(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (peeked != -2) {
            if (peeked < 0) {
                return -1;
            }
            b[off] = (byte) peeked;
            peeked = -2;
            return 1;
        }
        return in.read(b, off, len);
    }

    boolean getBlockDataMode() {
        return blockMode;
    }

    /**
     * Switches mode and answers the old one. Leaving block-data mode with
     * bytes of the current segment unread is an error ("unread block data").
     */
    boolean setBlockDataMode(boolean mode) {
        boolean old = blockMode;
        if (old == mode) {
            return old;
        }
        if (!mode && unread > 0) {
            throw new IllegalStateException("unread block data");
        }
        blockMode = mode;
        unread = 0;
        return old;
    }

    /** Reads segment headers until there is data (or none is left). */
    private void refill() throws IOException {
        while (unread == 0) {
            int tc = peek();
            if (tc == (ObjectStreamConstants.TC_BLOCKDATA & 0xFF)) {
                rawRead();
                int length = rawRead();
                if (length < 0) {
                    throw new EOFException();
                }
                unread = length;
            } else if (tc == (ObjectStreamConstants.TC_BLOCKDATALONG & 0xFF)) {
                rawRead();
                int length = 0;
                for (int i = 0; i < 4; i++) {
                    length = (length << 8) | (readRawByte() & 0xFF);
                }
                if (length < 0) {
                    throw new StreamCorruptedException("illegal block data header length: " + length);
                }
                unread = length;
            } else {
                unread = -1;
            }
        }
    }

    /** In block-data mode: the bytes left before the end of the block data. */
    int currentBlockRemaining() throws IOException {
        if (!blockMode) {
            throw new IllegalStateException();
        }
        refill();
        return Math.max(unread, 0);
    }

    /** Consumes the rest of the block data. */
    void skipBlockData() throws IOException {
        byte[] scratch = new byte[256];
        while (read(scratch, 0, scratch.length) >= 0) {
            // discard
        }
    }

    public int read() throws IOException {
        if (!blockMode) {
            return rawRead();
        }
        refill();
        if (unread <= 0) {
            return -1;
        }
        int b = rawRead();
        if (b < 0) {
            throw new EOFException();
        }
        unread--;
        return b;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (!blockMode) {
            return rawRead(b, off, len);
        }
        if (len == 0) {
            return 0;
        }
        refill();
        if (unread <= 0) {
            return -1;
        }
        int n = rawRead(b, off, Math.min(len, unread));
        if (n < 0) {
            throw new EOFException();
        }
        unread -= n;
        return n;
    }

    public int available() throws IOException {
        if (blockMode) {
            return unread > 0 ? Math.min(unread, in.available() + (peeked >= 0 ? 1 : 0)) : 0;
        }
        return in.available() + (peeked >= 0 ? 1 : 0);
    }

    public void close() throws IOException {
        in.close();
    }
}
