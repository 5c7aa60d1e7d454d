package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes a ZIP archive (APPNOTE.TXT) the way the JDK does: for each entry a
 * local header, the data (deflated, or stored as is), and for deflated
 * entries whose sizes and CRC were not all given in advance a data
 * descriptor (with signature) behind the data; at finish the central
 * directory and the end record, switching to ZIP64 records when sizes,
 * offsets or the entry count do not fit. Names and comments are encoded in
 * the given charset (UTF-8 by default, flagged with general purpose bit 11).
 */
public class ZipOutputStream extends DeflaterOutputStream implements ZipConstants {
    public static final int STORED = ZipEntry.STORED;
    public static final int DEFLATED = ZipEntry.DEFLATED;

    /** General purpose flag bits: sizes in a data descriptor; names and comments in UTF-8. */
    private static final int FLAG_DATA_DESCRIPTOR = 0x8;
    private static final int FLAG_UTF8 = 0x800;
    private static final long ZIP64_MAGICVAL = ZipEntry.ZIP64_MAGICVAL;
    private static final int ZIP64_MAGICCOUNT = 0xFFFF;
    private static final long ZIP64_ENDSIG = 0x06064b50L;
    private static final long ZIP64_LOCSIG = 0x07064b50L;
    private static final int ZIP64_ENDHDR = 56;
    /** Extended-timestamp flag bits: modification, access and creation time present. */
    private static final int EXTT_MTIME = 0x1;
    private static final int EXTT_ATIME = 0x2;
    private static final int EXTT_CTIME = 0x4;

    /** An entry written, with the offset of its local header. */
    private static final class WrittenEntry {
        final ZipEntry entry;
        final long offset;

        WrittenEntry(ZipEntry entry, long offset) {
            this.entry = entry;
            this.offset = offset;
        }
    }

    private WrittenEntry current;
    private final List<WrittenEntry> entries = new ArrayList<>();
    private final Set<String> names = new HashSet<>();
    private final CRC32 crc = new CRC32();
    /** Bytes written to the underlying stream so far. */
    private long written;
    /** Where the current entry's data starts. */
    private long dataStart;
    private byte[] comment;
    private int method = DEFLATED;
    private boolean finished;
    private boolean closed;
    private final Charset charset;
    private final boolean utf8;
    private final byte[] scratch = new byte[8];

    public ZipOutputStream(OutputStream out) {
        this(out, StandardCharsets.UTF_8);
    }

    public ZipOutputStream(OutputStream out, Charset charset) {
        super(out, out != null ? new Deflater(Deflater.DEFAULT_COMPRESSION, true) : null);
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
        this.utf8 = charset.equals(StandardCharsets.UTF_8);
        usesDefaultDeflater = true;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void setComment(String comment) {
        if (comment != null) {
            this.comment = comment.getBytes(charset);
            if (this.comment.length > 0xffff) {
                throw new IllegalArgumentException("ZIP file comment too long.");
            }
        }
    }

    /** The method for entries that do not set one (DEFLATED unless changed). */
    public void setMethod(int method) {
        if (method != DEFLATED && method != STORED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public void setLevel(int level) {
        def.setLevel(level);
    }

    /**
     * Starts a new entry (closing the current one) and writes its local
     * header. A STORED entry must come with its size and CRC-32.
     */
    public void putNextEntry(ZipEntry e) throws IOException {
        ensureOpen();
        if (current != null) {
            closeEntry();
        }
        if (e.xdostime == -1) {
            e.setTime(System.currentTimeMillis());
        }
        if (e.method == -1) {
            e.method = method;
        }
        e.flag = 0;
        switch (e.method) {
            case DEFLATED:
                // A compressed size read from another archive is not kept:
                // the level used there is unknown.
                if (e.size == -1 || e.csize == -1 || e.crc == -1 || !e.csizeSet) {
                    e.flag = FLAG_DATA_DESCRIPTOR;
                }
                break;
            case STORED:
                if (e.size == -1) {
                    e.size = e.csize;
                } else if (e.csize == -1) {
                    e.csize = e.size;
                } else if (e.size != e.csize) {
                    throw new ZipException("STORED entry where compressed != uncompressed size");
                }
                if (e.size == -1 || e.crc == -1) {
                    throw new ZipException("STORED entry missing size, compressed size, or crc-32");
                }
                break;
            default:
                throw new ZipException("unsupported compression method");
        }
        if (!names.add(e.name)) {
            throw new ZipException("duplicate entry: " + e.name);
        }
        if (utf8) {
            e.flag |= FLAG_UTF8;
        }
        current = new WrittenEntry(e, written);
        entries.add(current);
        writeLocalHeader(current);
    }

    /** Ends the current entry: finishes its data, checks or records its sizes and CRC. */
    public void closeEntry() throws IOException {
        ensureOpen();
        if (current == null) {
            return;
        }
        try {
            ZipEntry e = current.entry;
            switch (e.method) {
                case DEFLATED:
                    def.finish();
                    while (!def.finished()) {
                        deflate();
                    }
                    if ((e.flag & FLAG_DATA_DESCRIPTOR) == 0) {
                        checkDeclared(e);
                    } else {
                        e.size = def.getBytesRead();
                        e.csize = def.getBytesWritten();
                        e.crc = crc.getValue();
                        writeDataDescriptor(e);
                    }
                    def.reset();
                    written += e.csize;
                    break;
                case STORED:
                    if (e.size != written - dataStart) {
                        throw new ZipException("invalid entry size (expected " + e.size + " but got "
                                + (written - dataStart) + " bytes)");
                    }
                    if (e.crc != crc.getValue()) {
                        throw new ZipException("invalid entry crc-32 (expected 0x" + Long.toHexString(e.crc)
                                + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                    }
                    break;
                default:
                    throw new ZipException("invalid compression method");
            }
            crc.reset();
            current = null;
        } catch (IOException ex) {
            if (usesDefaultDeflater && !(ex instanceof ZipException)) {
                def.end();
            }
            throw ex;
        }
    }

    private void checkDeclared(ZipEntry e) throws ZipException {
        if (e.size != def.getBytesRead()) {
            throw new ZipException("invalid entry size (expected " + e.size + " but got " + def.getBytesRead()
                    + " bytes)");
        }
        if (e.csize != def.getBytesWritten()) {
            throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                    + def.getBytesWritten() + " bytes)");
        }
        if (e.crc != crc.getValue()) {
            throw new ZipException("invalid entry CRC-32 (expected 0x" + Long.toHexString(e.crc) + " but got 0x"
                    + Long.toHexString(crc.getValue()) + ")");
        }
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return;
        }
        if (current == null) {
            throw new ZipException("no current ZIP entry");
        }
        ZipEntry e = current.entry;
        switch (e.method) {
            case DEFLATED:
                super.write(b, off, len);
                break;
            case STORED:
                written += len;
                if (written - dataStart > e.size) {
                    throw new ZipException("attempt to write past end of STORED entry");
                }
                out.write(b, off, len);
                break;
            default:
                throw new ZipException("invalid compression method");
        }
        crc.update(b, off, len);
    }

    /** Closes the current entry and writes the central directory, without closing the underlying stream. */
    public void finish() throws IOException {
        ensureOpen();
        if (finished) {
            return;
        }
        if (current != null) {
            closeEntry();
        }
        long directoryStart = written;
        for (WrittenEntry entry : entries) {
            writeCentralHeader(entry);
        }
        writeEndRecord(directoryStart, written - directoryStart);
        finished = true;
    }

    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    private static int versionNeeded(ZipEntry e) throws ZipException {
        switch (e.method) {
            case DEFLATED:
                return 20;
            case STORED:
                return 10;
            default:
                throw new ZipException("unsupported compression method");
        }
    }

    private void writeLocalHeader(WrittenEntry entry) throws IOException {
        ZipEntry e = entry.entry;
        int extraLength = ZipExtraFields.lengthWithoutRewritten(e.extra);
        boolean zip64 = false;
        writeInt(LOCSIG);
        if ((e.flag & FLAG_DATA_DESCRIPTOR) != 0) {
            writeShort(versionNeeded(e));
            writeShort(e.flag);
            writeShort(e.method);
            writeInt(e.xdostime);
            // CRC-32 and sizes follow the data, in the data descriptor.
            writeInt(0);
            writeInt(0);
            writeInt(0);
        } else {
            zip64 = e.csize >= ZIP64_MAGICVAL || e.size >= ZIP64_MAGICVAL;
            writeShort(zip64 ? 45 : versionNeeded(e));
            writeShort(e.flag);
            writeShort(e.method);
            writeInt(e.xdostime);
            writeInt(e.crc);
            if (zip64) {
                writeInt(ZIP64_MAGICVAL);
                writeInt(ZIP64_MAGICVAL);
                extraLength += 20; // id, size, and both sizes as 8 bytes
            } else {
                writeInt(e.csize);
                writeInt(e.size);
            }
        }
        byte[] nameBytes = e.name.getBytes(charset);
        writeShort(nameBytes.length);
        TimeFields times = new TimeFields(e);
        extraLength += times.localLength();
        writeShort(extraLength);
        writeBytes(nameBytes, 0, nameBytes.length);
        if (zip64) {
            writeShort(ZipEntry.EXTID_ZIP64);
            writeShort(16);
            writeLong(e.size);
            writeLong(e.csize);
        }
        times.write(true);
        writeExtraWithoutRewritten(e.extra);
        dataStart = written;
    }

    private void writeDataDescriptor(ZipEntry e) throws IOException {
        writeInt(EXTSIG);
        writeInt(e.crc);
        if (e.csize >= ZIP64_MAGICVAL || e.size >= ZIP64_MAGICVAL) {
            writeLong(e.csize);
            writeLong(e.size);
        } else {
            writeInt(e.csize);
            writeInt(e.size);
        }
    }

    private void writeCentralHeader(WrittenEntry entry) throws IOException {
        ZipEntry e = entry.entry;
        long csize = e.csize;
        long size = e.size;
        long offset = entry.offset;
        int zip64Length = 0;
        if (e.csize >= ZIP64_MAGICVAL) {
            csize = ZIP64_MAGICVAL;
            zip64Length += 8;
        }
        if (e.size >= ZIP64_MAGICVAL) {
            size = ZIP64_MAGICVAL;
            zip64Length += 8;
        }
        if (entry.offset >= ZIP64_MAGICVAL) {
            offset = ZIP64_MAGICVAL;
            zip64Length += 8;
        }
        boolean zip64 = zip64Length > 0;
        int version = zip64 ? 45 : versionNeeded(e);
        writeInt(CENSIG);
        writeShort(version); // made by
        writeShort(version); // needed to extract
        writeShort(e.flag);
        writeShort(e.method);
        writeInt(e.xdostime);
        writeInt(e.crc);
        writeInt(csize);
        writeInt(size);
        byte[] nameBytes = e.name.getBytes(charset);
        writeShort(nameBytes.length);
        int extraLength = ZipExtraFields.lengthWithoutRewritten(e.extra);
        if (zip64) {
            extraLength += zip64Length + 4;
        }
        TimeFields times = new TimeFields(e);
        extraLength += times.centralLength();
        writeShort(extraLength);
        byte[] commentBytes = e.comment != null ? e.comment.getBytes(charset) : null;
        int commentLength = commentBytes != null ? Math.min(commentBytes.length, 0xffff) : 0;
        writeShort(commentLength);
        writeShort(0); // disk number start
        writeShort(0); // internal file attributes
        writeInt(0); // external file attributes
        writeInt(offset);
        writeBytes(nameBytes, 0, nameBytes.length);
        if (zip64) {
            writeShort(ZipEntry.EXTID_ZIP64);
            writeShort(zip64Length);
            if (size == ZIP64_MAGICVAL) {
                writeLong(e.size);
            }
            if (csize == ZIP64_MAGICVAL) {
                writeLong(e.csize);
            }
            if (offset == ZIP64_MAGICVAL) {
                writeLong(entry.offset);
            }
        }
        times.write(false);
        writeExtraWithoutRewritten(e.extra);
        if (commentBytes != null) {
            writeBytes(commentBytes, 0, commentLength);
        }
    }

    private void writeEndRecord(long directoryStart, long directoryLength) throws IOException {
        boolean zip64 = false;
        long length32 = directoryLength;
        long start32 = directoryStart;
        if (length32 >= ZIP64_MAGICVAL) {
            length32 = ZIP64_MAGICVAL;
            zip64 = true;
        }
        if (start32 >= ZIP64_MAGICVAL) {
            start32 = ZIP64_MAGICVAL;
            zip64 = true;
        }
        int count = entries.size();
        if (count >= ZIP64_MAGICCOUNT) {
            count = ZIP64_MAGICCOUNT;
            zip64 = true;
        }
        if (zip64) {
            long zip64EndStart = written;
            writeInt(ZIP64_ENDSIG);
            writeLong(ZIP64_ENDHDR - 12); // size of the rest of this record
            writeShort(45); // made by
            writeShort(45); // needed to extract
            writeInt(0); // this disk
            writeInt(0); // disk of the central directory
            writeLong(entries.size()); // entries on this disk
            writeLong(entries.size()); // entries in all
            writeLong(directoryLength);
            writeLong(directoryStart);
            writeInt(ZIP64_LOCSIG); // the locator of the record above
            writeInt(0); // its disk
            writeLong(zip64EndStart);
            writeInt(1); // number of disks
        }
        writeInt(ENDSIG);
        writeShort(0); // this disk
        writeShort(0); // disk of the central directory
        writeShort(count);
        writeShort(count);
        writeInt(length32);
        writeInt(start32);
        if (comment != null) {
            writeShort(comment.length);
            writeBytes(comment, 0, comment.length);
        } else {
            writeShort(0);
        }
    }

    /**
     * The time stamps written as extra fields: an Info-ZIP extended timestamp
     * (the central header carries only the modification time), or an NTFS
     * field when a time does not fit in 32-bit Unix seconds.
     */
    private final class TimeFields {
        private final ZipEntry entry;
        private final int flags;
        private final boolean ntfs;
        private final long unixMtime;
        private final long unixAtime;
        private final long unixCtime;

        TimeFields(ZipEntry e) {
            entry = e;
            unixMtime = e.mtime != null ? ZipTime.fileTimeToUnixTime(e.mtime) : -1;
            unixAtime = e.atime != null ? ZipTime.fileTimeToUnixTime(e.atime) : -1;
            unixCtime = e.ctime != null ? ZipTime.fileTimeToUnixTime(e.ctime) : -1;
            flags = (e.mtime != null ? EXTT_MTIME : 0) | (e.atime != null ? EXTT_ATIME : 0)
                    | (e.ctime != null ? EXTT_CTIME : 0);
            long bound = ZipTime.UPPER_UNIXTIME_BOUND;
            ntfs = unixMtime > bound || unixAtime > bound || unixCtime > bound;
        }

        int localLength() {
            if (flags == 0) {
                return 0;
            }
            return ntfs ? 36 : 5 + 4 * Integer.bitCount(flags);
        }

        int centralLength() {
            if (flags == 0) {
                return 0;
            }
            return ntfs ? 36 : 5 + (entry.mtime != null ? 4 : 0);
        }

        void write(boolean localHeader) throws IOException {
            if (flags == 0) {
                return;
            }
            if (ntfs) {
                writeShort(ZipEntry.EXTID_NTFS);
                writeShort(32);
                writeInt(0); // reserved
                writeShort(0x0001); // attribute tag: times
                writeShort(24);
                writeLong(windowsTime(entry.mtime));
                writeLong(windowsTime(entry.atime));
                writeLong(windowsTime(entry.ctime));
                return;
            }
            writeShort(ZipEntry.EXTID_EXTT);
            if (localHeader) {
                writeShort(1 + 4 * Integer.bitCount(flags));
                writeByte(flags);
                if (entry.mtime != null) {
                    writeInt(unixMtime);
                }
                if (entry.atime != null) {
                    writeInt(unixAtime);
                }
                if (entry.ctime != null) {
                    writeInt(unixCtime);
                }
            } else if (entry.mtime != null) {
                writeShort(5);
                writeByte(flags);
                writeInt(unixMtime);
            } else {
                writeShort(1);
                writeByte(flags);
            }
        }

        private long windowsTime(java.nio.file.attribute.FileTime time) {
            return time == null ? ZipTime.WINDOWS_TIME_NOT_AVAILABLE : ZipTime.fileTimeToWinTime(time);
        }
    }

    /** Writes the user's extra data, leaving out the fields written from the entry's own values. */
    private void writeExtraWithoutRewritten(byte[] extra) throws IOException {
        if (extra == null) {
            return;
        }
        int len = extra.length;
        int off = 0;
        while (off + 4 <= len) {
            int tag = ZipBuffers.get16(extra, off);
            int dataSize = ZipBuffers.get16(extra, off + 2);
            if (off + 4 + dataSize > len) {
                writeBytes(extra, off, len - off);
                return;
            }
            if (!ZipExtraFields.isRewritten(tag)) {
                writeBytes(extra, off, dataSize + 4);
            }
            off += dataSize + 4;
        }
        if (off < len) {
            writeBytes(extra, off, len - off);
        }
    }

    private void writeByte(int v) throws IOException {
        out.write(v & 0xff);
        written += 1;
    }

    private void writeShort(int v) throws IOException {
        ZipBuffers.put16(scratch, 0, v);
        out.write(scratch, 0, 2);
        written += 2;
    }

    private void writeInt(long v) throws IOException {
        ZipBuffers.put32(scratch, 0, v);
        out.write(scratch, 0, 4);
        written += 4;
    }

    private void writeLong(long v) throws IOException {
        ZipBuffers.put32(scratch, 0, v);
        ZipBuffers.put32(scratch, 4, v >>> 32);
        out.write(scratch, 0, 8);
        written += 8;
    }

    private void writeBytes(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        written += len;
    }
}
