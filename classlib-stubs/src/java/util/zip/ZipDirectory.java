package java.util.zip;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The central directory of a ZIP file, as ZipFile reads it when it opens
 * the file: the end record is searched backwards from the end (it may be
 * followed by a comment of up to 64 KiB), a ZIP64 end record is used when
 * its locator precedes it, and then every central header is parsed.
 * Data prepended to the archive (as in self-extracting files) shifts all
 * offsets; this is allowed for, as the JDK does.
 */
final class ZipDirectory implements ZipConstants {
    private static final int FLAG_UTF8 = 0x800;
    private static final long ZIP64_MAGICVAL = ZipEntry.ZIP64_MAGICVAL;
    private static final long ZIP64_ENDSIG = 0x06064b50L;
    private static final long ZIP64_LOCSIG = 0x07064b50L;
    private static final int ZIP64_LOCHDR = 20;
    private static final int ZIP64_ENDHDR = 56;
    private static final int MAX_COMMENT = 0xFFFF;

    final List<ZipEntry> entries = new ArrayList<>();
    long[] localHeaderOffsets;
    String comment;

    private ZipDirectory() {}

    static ZipDirectory read(RandomAccessFile file, Charset charset) throws IOException {
        ZipDirectory directory = new ZipDirectory();
        directory.parse(file, charset);
        return directory;
    }

    private void parse(RandomAccessFile file, Charset charset) throws IOException {
        long fileLength = file.length();
        if (fileLength == 0) {
            throw new ZipException("zip file is empty");
        }
        long endPos = findEndRecord(file, fileLength);
        byte[] end = readAt(file, endPos, ENDHDR);
        long directoryLength = ZipBuffers.get32(end, ENDSIZ);
        long directoryOffset = ZipBuffers.get32(end, ENDOFF);
        long count = ZipBuffers.get16(end, ENDTOT);
        int commentLength = ZipBuffers.get16(end, ENDCOM);
        if (commentLength > 0) {
            byte[] commentBytes = readAt(file, endPos + ENDHDR, commentLength);
            comment = new String(commentBytes, 0, commentLength, charset);
        }
        long directoryEnd = endPos;
        if (endPos >= ZIP64_LOCHDR) {
            byte[] locator = readAt(file, endPos - ZIP64_LOCHDR, ZIP64_LOCHDR);
            if (ZipBuffers.get32(locator, 0) == ZIP64_LOCSIG) {
                long zip64EndPos = ZipBuffers.get64(locator, 8);
                byte[] zip64End = readAt(file, zip64EndPos, ZIP64_ENDHDR);
                if (ZipBuffers.get32(zip64End, 0) != ZIP64_ENDSIG) {
                    throw new ZipException("invalid zip64 END header");
                }
                count = ZipBuffers.get64(zip64End, 32);
                directoryLength = ZipBuffers.get64(zip64End, 40);
                directoryOffset = ZipBuffers.get64(zip64End, 48);
                directoryEnd = zip64EndPos;
            }
        }
        if (directoryLength > directoryEnd || directoryLength > Integer.MAX_VALUE) {
            throw new ZipException("invalid END header (bad central directory size)");
        }
        long directoryPos = directoryEnd - directoryLength;
        // Bytes before the archive proper: what the recorded offsets leave unexplained.
        long prefix = directoryPos - directoryOffset;
        if (prefix < 0) {
            throw new ZipException("invalid END header (bad central directory offset)");
        }
        byte[] cen = readAt(file, directoryPos, (int) directoryLength);
        parseCentralHeaders(cen, prefix, count, charset);
    }

    /** The position of the end record: the last signature whose comment length reaches the end of the file. */
    private static long findEndRecord(RandomAccessFile file, long fileLength) throws IOException {
        if (fileLength < ENDHDR) {
            throw new ZipException("zip END header not found");
        }
        long searchStart = Math.max(0, fileLength - ENDHDR - MAX_COMMENT);
        byte[] tail = readAt(file, searchStart, (int) (fileLength - searchStart));
        for (int i = tail.length - ENDHDR; i >= 0; i--) {
            if (ZipBuffers.get32(tail, i) == ENDSIG) {
                int commentLength = ZipBuffers.get16(tail, i + ENDCOM);
                if (i + ENDHDR + commentLength <= tail.length) {
                    return searchStart + i;
                }
            }
        }
        throw new ZipException("zip END header not found");
    }

    private void parseCentralHeaders(byte[] cen, long prefix, long count, Charset charset) throws ZipException {
        List<Long> offsets = new ArrayList<>();
        int pos = 0;
        while (pos + CENHDR <= cen.length) {
            if (ZipBuffers.get32(cen, pos) != CENSIG) {
                throw new ZipException("invalid CEN header (bad signature)");
            }
            int flag = ZipBuffers.get16(cen, pos + CENFLG);
            int method = ZipBuffers.get16(cen, pos + CENHOW);
            int nameLength = ZipBuffers.get16(cen, pos + CENNAM);
            int extraLength = ZipBuffers.get16(cen, pos + CENEXT);
            int commentLength = ZipBuffers.get16(cen, pos + CENCOM);
            int next = pos + CENHDR + nameLength + extraLength + commentLength;
            if (next > cen.length) {
                throw new ZipException("invalid CEN header (bad header size)");
            }
            if ((flag & 1) != 0) {
                throw new ZipException("invalid CEN header (encrypted entry)");
            }
            if (method != ZipEntry.STORED && method != ZipEntry.DEFLATED) {
                throw new ZipException("invalid CEN header (bad compression method: " + method + ")");
            }
            Charset textCharset = (flag & FLAG_UTF8) != 0 ? StandardCharsets.UTF_8 : charset;
            int namePos = pos + CENHDR;
            ZipEntry e = new ZipEntry(new String(cen, namePos, nameLength, textCharset));
            e.flag = flag;
            e.xdostime = ZipBuffers.get32(cen, pos + CENTIM);
            e.crc = ZipBuffers.get32(cen, pos + CENCRC);
            e.size = ZipBuffers.get32(cen, pos + CENLEN);
            e.csize = ZipBuffers.get32(cen, pos + CENSIZ);
            e.method = method;
            long localOffset = ZipBuffers.get32(cen, pos + CENOFF);
            boolean sizeEscaped = e.size == ZIP64_MAGICVAL;
            boolean csizeEscaped = e.csize == ZIP64_MAGICVAL;
            if (extraLength > 0) {
                int extraPos = namePos + nameLength;
                byte[] extra = new byte[extraLength];
                System.arraycopy(cen, extraPos, extra, 0, extraLength);
                e.setExtra0(extra, true, false);
                if (localOffset == ZIP64_MAGICVAL) {
                    localOffset = zip64LocalOffset(extra, (sizeEscaped ? 8 : 0) + (csizeEscaped ? 8 : 0));
                }
            }
            if (commentLength > 0) {
                e.comment = new String(cen, namePos + nameLength + extraLength, commentLength, textCharset);
            }
            entries.add(e);
            offsets.add(localOffset + prefix);
            pos = next;
        }
        if (pos != cen.length) {
            // Lengths that do not add up to the directory's size.
            throw new ZipException("invalid CEN header (bad header size)");
        }
        if (entries.size() != count && count != 0xFFFF) {
            throw new ZipException("invalid CEN header (bad entry count)");
        }
        localHeaderOffsets = new long[offsets.size()];
        for (int i = 0; i < localHeaderOffsets.length; i++) {
            localHeaderOffsets[i] = offsets.get(i);
        }
    }

    /**
     * The local header offset from a central ZIP64 field, which holds, in
     * order, only the values that were 0xFFFFFFFF: size, compressed size,
     * offset (skip: the bytes of the escaped sizes before it).
     */
    private static long zip64LocalOffset(byte[] extra, int skip) throws ZipException {
        int off = 0;
        while (off + 4 <= extra.length) {
            int tag = ZipBuffers.get16(extra, off);
            int dataSize = ZipBuffers.get16(extra, off + 2);
            if (tag == ZipEntry.EXTID_ZIP64 && skip + 8 <= dataSize && off + 4 + dataSize <= extra.length) {
                return ZipBuffers.get64(extra, off + 4 + skip);
            }
            off += 4 + dataSize;
        }
        throw new ZipException("invalid CEN header (bad zip64 extra)");
    }

    private static byte[] readAt(RandomAccessFile file, long pos, int length) throws IOException {
        byte[] bytes = new byte[length];
        file.seek(pos);
        file.readFully(bytes);
        return bytes;
    }
}
