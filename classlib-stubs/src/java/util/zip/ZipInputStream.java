package java.util.zip;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Reads a ZIP archive sequentially, entry by entry, from its local headers
 * (the central directory at the end is never read). Sizes and CRC of entries
 * written with a data descriptor are known only once their data has been read.
 */
public class ZipInputStream extends InflaterInputStream implements ZipConstants {
    private static final int FLAG_ENCRYPTED = 0x1;
    private static final int FLAG_DATA_DESCRIPTOR = 0x8;
    private static final int FLAG_UTF8 = 0x800;
    private static final long ZIP64_MAGICVAL = ZipEntry.ZIP64_MAGICVAL;
    /** A ZIP64 data descriptor: signature, CRC-32, and both sizes as 8 bytes. */
    private static final int ZIP64_EXTHDR = 24;

    private ZipEntry entry;
    private final CRC32 crc = new CRC32();
    /** Bytes left of the current STORED entry. */
    private long remaining;
    private final byte[] scratch = new byte[512];
    private byte[] nameBuffer = new byte[256];
    private boolean closed;
    private boolean entryEof;
    private final Charset charset;

    public ZipInputStream(InputStream in) {
        this(in, StandardCharsets.UTF_8);
    }

    public ZipInputStream(InputStream in, Charset charset) {
        // The pushback buffer returns input that the inflater read beyond an entry's data.
        super(new PushbackInputStream(in, 512), new Inflater(true), 512);
        usesDefaultInflater = true;
        if (in == null) {
            throw new NullPointerException("in is null");
        }
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    /** Moves to the next entry (skipping the rest of the current one); null at the end. */
    public ZipEntry getNextEntry() throws IOException {
        ensureOpen();
        if (entry != null) {
            closeEntry();
        }
        crc.reset();
        inf.reset();
        if ((entry = readLocalHeader()) == null) {
            return null;
        }
        if (entry.method == ZipEntry.STORED) {
            remaining = entry.size;
        }
        entryEof = false;
        return entry;
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        while (read(scratch, 0, scratch.length) != -1) {
            // skip the rest of the entry, checking it
        }
        entryEof = true;
    }

    /** 0 once the current entry's data has been read, else 1. */
    public int available() throws IOException {
        ensureOpen();
        return entryEof ? 0 : 1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        if (entry == null) {
            return -1;
        }
        switch (entry.method) {
            case ZipEntry.DEFLATED:
                len = super.read(b, off, len);
                if (len == -1) {
                    readEnd(entry);
                    entryEof = true;
                    entry = null;
                } else {
                    crc.update(b, off, len);
                }
                return len;
            case ZipEntry.STORED:
                if (remaining <= 0) {
                    entryEof = true;
                    entry = null;
                    return -1;
                }
                if (len > remaining) {
                    len = (int) remaining;
                }
                len = in.read(b, off, len);
                if (len == -1) {
                    throw new ZipException("unexpected EOF");
                }
                crc.update(b, off, len);
                remaining -= len;
                if (remaining == 0 && entry.crc != crc.getValue()) {
                    throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(entry.crc)
                            + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                }
                return len;
            default:
                throw new ZipException("invalid compression method");
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        int max = (int) Math.min(n, Integer.MAX_VALUE);
        int total = 0;
        while (total < max) {
            int k = read(scratch, 0, Math.min(max - total, scratch.length));
            if (k == -1) {
                entryEof = true;
                break;
            }
            total += k;
        }
        return total;
    }

    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    /** Reads a local file header; null when what follows is not one (the central directory, or the end). */
    private ZipEntry readLocalHeader() throws IOException {
        try {
            readFully(scratch, 0, LOCHDR);
        } catch (EOFException e) {
            return null;
        }
        if (ZipBuffers.get32(scratch, 0) != LOCSIG) {
            return null;
        }
        int flag = ZipBuffers.get16(scratch, LOCFLG);
        int nameLength = ZipBuffers.get16(scratch, LOCNAM);
        if (nameLength > nameBuffer.length) {
            int capacity = nameBuffer.length;
            do {
                capacity *= 2;
            } while (nameLength > capacity);
            nameBuffer = new byte[capacity];
        }
        readFully(nameBuffer, 0, nameLength);
        Charset nameCharset = (flag & FLAG_UTF8) != 0 ? StandardCharsets.UTF_8 : charset;
        ZipEntry e = createZipEntry(new String(nameBuffer, 0, nameLength, nameCharset));
        if ((flag & FLAG_ENCRYPTED) == FLAG_ENCRYPTED) {
            throw new ZipException("encrypted ZIP entry not supported");
        }
        e.flag = flag;
        e.method = ZipBuffers.get16(scratch, LOCHOW);
        e.xdostime = ZipBuffers.get32(scratch, LOCTIM);
        if ((flag & FLAG_DATA_DESCRIPTOR) == FLAG_DATA_DESCRIPTOR) {
            if (e.method != ZipEntry.DEFLATED) {
                throw new ZipException("only DEFLATED entries can have EXT descriptor");
            }
        } else {
            e.crc = ZipBuffers.get32(scratch, LOCCRC);
            e.csize = ZipBuffers.get32(scratch, LOCSIZ);
            e.size = ZipBuffers.get32(scratch, LOCLEN);
        }
        int extraLength = ZipBuffers.get16(scratch, LOCEXT);
        if (extraLength > 0) {
            byte[] extra = new byte[extraLength];
            readFully(extra, 0, extraLength);
            e.setExtra0(extra, e.csize == ZIP64_MAGICVAL || e.size == ZIP64_MAGICVAL, true);
        }
        return e;
    }

    /** Creates the entry for a name read from a local header; subclasses may return their own kind. */
    protected ZipEntry createZipEntry(String name) {
        return new ZipEntry(name);
    }

    /**
     * After a DEFLATED entry's data: gives back the input the inflater did
     * not use, reads the data descriptor if there is one (its signature is
     * optional) and checks sizes and CRC.
     */
    private void readEnd(ZipEntry e) throws IOException {
        int unused = inf.getRemaining();
        if (unused > 0) {
            ((PushbackInputStream) in).unread(buf, len - unused, unused);
        }
        if ((e.flag & FLAG_DATA_DESCRIPTOR) == FLAG_DATA_DESCRIPTOR) {
            boolean zip64 = inf.getBytesWritten() > ZIP64_MAGICVAL || inf.getBytesRead() > ZIP64_MAGICVAL;
            int sizeBytes = zip64 ? 8 : 4;
            int descriptorLength = zip64 ? ZIP64_EXTHDR : EXTHDR;
            readFully(scratch, 0, descriptorLength);
            int pos;
            if (ZipBuffers.get32(scratch, 0) != EXTSIG) {
                // No signature: the descriptor started 4 bytes earlier; give back its last 4 bytes.
                pos = 0;
                ((PushbackInputStream) in).unread(scratch, descriptorLength - 4, 4);
            } else {
                pos = 4;
            }
            e.crc = ZipBuffers.get32(scratch, pos);
            e.csize = zip64 ? ZipBuffers.get64(scratch, pos + 4) : ZipBuffers.get32(scratch, pos + 4);
            e.size = zip64 ? ZipBuffers.get64(scratch, pos + 4 + sizeBytes)
                    : ZipBuffers.get32(scratch, pos + 4 + sizeBytes);
        }
        if (e.size != inf.getBytesWritten()) {
            throw new ZipException("invalid entry size (expected " + e.size + " but got " + inf.getBytesWritten()
                    + " bytes)");
        }
        if (e.csize != inf.getBytesRead()) {
            throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                    + inf.getBytesRead() + " bytes)");
        }
        if (e.crc != crc.getValue()) {
            throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(e.crc) + " but got 0x"
                    + Long.toHexString(crc.getValue()) + ")");
        }
    }

    private void readFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n = in.read(b, off, len);
            if (n == -1) {
                throw new EOFException();
            }
            off += n;
            len -= n;
        }
    }
}
