package java.util.zip;

import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * One entry of a ZIP archive: its name and the metadata of its local and
 * central headers. Unknown values are -1. The modification time is kept as
 * an extended DOS time (see ZipTime) and, when that cannot represent it or
 * when it came from an extended-timestamp or NTFS extra field, also as a FileTime.
 */
public class ZipEntry implements ZipConstants, Cloneable {
    public static final int STORED = 0;
    public static final int DEFLATED = 8;

    /** Extra field header ids: ZIP64 sizes, NTFS times, Info-ZIP extended timestamp. */
    static final int EXTID_ZIP64 = 0x0001;
    static final int EXTID_NTFS = 0x000a;
    static final int EXTID_EXTT = 0x5455;
    static final long ZIP64_MAGICVAL = 0xFFFFFFFFL;

    String name;
    long xdostime = -1;
    FileTime mtime;
    FileTime atime;
    FileTime ctime;
    long crc = -1;
    long size = -1;
    long csize = -1;
    /** Whether the compressed size was set by the user, not read from an archive. */
    boolean csizeSet;
    int method = -1;
    /** The general purpose bit flag. */
    int flag;
    byte[] extra;
    String comment;

    public ZipEntry(String name) {
        Objects.requireNonNull(name, "name");
        if (name.length() > 0xFFFF) {
            throw new IllegalArgumentException("entry name too long");
        }
        this.name = name;
    }

    public ZipEntry(ZipEntry e) {
        Objects.requireNonNull(e, "entry");
        name = e.name;
        xdostime = e.xdostime;
        mtime = e.mtime;
        atime = e.atime;
        ctime = e.ctime;
        crc = e.crc;
        size = e.size;
        csize = e.csize;
        csizeSet = e.csizeSet;
        method = e.method;
        flag = e.flag;
        extra = e.extra;
        comment = e.comment;
    }

    /** For readers that fill in the fields themselves. */
    ZipEntry() {}

    public String getName() {
        return name;
    }

    public void setTime(long time) {
        xdostime = ZipTime.javaToExtendedDosTime(time);
        if (xdostime != ZipTime.DOSTIME_BEFORE_1980 && time <= ZipTime.UPPER_DOSTIME_BOUND) {
            mtime = null;
        } else {
            int localYear = ZipTime.toLocal(time).getYear();
            mtime = localYear >= 1980 && localYear <= 2099 ? null : FileTime.from(time, TimeUnit.MILLISECONDS);
        }
    }

    public long getTime() {
        if (mtime != null) {
            return mtime.toMillis();
        }
        return xdostime != -1 ? ZipTime.extendedDosToJavaTime(xdostime) : -1;
    }

    public void setTimeLocal(LocalDateTime time) {
        xdostime = ZipTime.localToExtendedDosTime(time);
        if (xdostime != ZipTime.DOSTIME_BEFORE_1980 && time.getYear() - 1980 <= 0x7f) {
            mtime = null;
        } else {
            mtime = FileTime.fromMillis(ZipTime.toEpochMillis(time));
        }
    }

    public LocalDateTime getTimeLocal() {
        if (mtime != null) {
            return ZipTime.toLocal(mtime.toMillis());
        }
        return ZipTime.extendedDosToLocal(xdostime);
    }

    public ZipEntry setLastModifiedTime(FileTime time) {
        mtime = Objects.requireNonNull(time, "lastModifiedTime");
        xdostime = ZipTime.javaToExtendedDosTime(time.to(TimeUnit.MILLISECONDS));
        return this;
    }

    public FileTime getLastModifiedTime() {
        if (mtime != null) {
            return mtime;
        }
        if (xdostime == -1) {
            return null;
        }
        return FileTime.from(getTime(), TimeUnit.MILLISECONDS);
    }

    public ZipEntry setLastAccessTime(FileTime time) {
        atime = Objects.requireNonNull(time, "lastAccessTime");
        return this;
    }

    public FileTime getLastAccessTime() {
        return atime;
    }

    public ZipEntry setCreationTime(FileTime time) {
        ctime = Objects.requireNonNull(time, "creationTime");
        return this;
    }

    public FileTime getCreationTime() {
        return ctime;
    }

    public void setSize(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("invalid entry size");
        }
        this.size = size;
    }

    public long getSize() {
        return size;
    }

    public long getCompressedSize() {
        return csize;
    }

    public void setCompressedSize(long csize) {
        this.csize = csize;
        this.csizeSet = true;
    }

    public void setCrc(long crc) {
        if (crc < 0 || crc > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("invalid entry crc-32");
        }
        this.crc = crc;
    }

    public long getCrc() {
        return crc;
    }

    public void setMethod(int method) {
        if (method != STORED && method != DEFLATED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public int getMethod() {
        return method;
    }

    public void setExtra(byte[] extra) {
        setExtra0(extra, false, true);
    }

    /**
     * Sets the extra field data and takes the times of its extended-timestamp
     * and NTFS fields. With readZip64, a ZIP64 field supplies the sizes: in a
     * local header both sizes, in a central header those that are 0xFFFFFFFF.
     */
    void setExtra0(byte[] extra, boolean readZip64, boolean isLocalHeader) {
        if (extra != null) {
            if (extra.length > 0xFFFF) {
                throw new IllegalArgumentException("invalid extra field length");
            }
            int off = 0;
            int len = extra.length;
            while (off + 4 < len) {
                int tag = ZipBuffers.get16(extra, off);
                int dataSize = ZipBuffers.get16(extra, off + 2);
                off += 4;
                if (off + dataSize > len) {
                    break;
                }
                if (tag == EXTID_ZIP64 && readZip64) {
                    readZip64Sizes(extra, off, dataSize, isLocalHeader);
                } else if (tag == EXTID_EXTT) {
                    readExtendedTimestamp(extra, off, dataSize);
                } else if (tag == EXTID_NTFS) {
                    readNtfsTimes(extra, off, dataSize);
                }
                off += dataSize;
            }
        }
        this.extra = extra;
    }

    private void readZip64Sizes(byte[] extra, int off, int dataSize, boolean isLocalHeader) {
        if (isLocalHeader) {
            if (dataSize >= 16) {
                size = ZipBuffers.get64(extra, off);
                csize = ZipBuffers.get64(extra, off + 8);
            }
            return;
        }
        int pos = off;
        int end = off + dataSize;
        if (size == ZIP64_MAGICVAL && pos + 8 <= end) {
            size = ZipBuffers.get64(extra, pos);
            pos += 8;
        }
        if (csize == ZIP64_MAGICVAL && pos + 8 <= end) {
            csize = ZipBuffers.get64(extra, pos);
        }
    }

    /** Info-ZIP "UT": a flag byte, then the Unix times it announces (a central header holds at most mtime). */
    private void readExtendedTimestamp(byte[] extra, int off, int dataSize) {
        int flags = extra[off] & 0xff;
        int used = 1;
        if ((flags & 0x1) != 0 && used + 4 <= dataSize) {
            mtime = ZipTime.unixTimeToFileTime(ZipBuffers.get32S(extra, off + used));
            used += 4;
        }
        if ((flags & 0x2) != 0 && used + 4 <= dataSize) {
            atime = ZipTime.unixTimeToFileTime(ZipBuffers.get32S(extra, off + used));
            used += 4;
        }
        if ((flags & 0x4) != 0 && used + 4 <= dataSize) {
            ctime = ZipTime.unixTimeToFileTime(ZipBuffers.get32S(extra, off + used));
        }
    }

    /** NTFS: 4 reserved bytes, then attribute 1 of 24 bytes: mtime, atime, ctime as Windows times. */
    private void readNtfsTimes(byte[] extra, int off, int dataSize) {
        if (dataSize < 32) {
            return;
        }
        int pos = off + 4;
        if (ZipBuffers.get16(extra, pos) != 0x0001 || ZipBuffers.get16(extra, pos + 2) != 24) {
            return;
        }
        long windowsTime = ZipBuffers.get64(extra, pos + 4);
        if (windowsTime != ZipTime.WINDOWS_TIME_NOT_AVAILABLE) {
            mtime = ZipTime.winTimeToFileTime(windowsTime);
        }
        windowsTime = ZipBuffers.get64(extra, pos + 12);
        if (windowsTime != ZipTime.WINDOWS_TIME_NOT_AVAILABLE) {
            atime = ZipTime.winTimeToFileTime(windowsTime);
        }
        windowsTime = ZipBuffers.get64(extra, pos + 20);
        if (windowsTime != ZipTime.WINDOWS_TIME_NOT_AVAILABLE) {
            ctime = ZipTime.winTimeToFileTime(windowsTime);
        }
    }

    public byte[] getExtra() {
        return extra;
    }

    public void setComment(String comment) {
        this.comment = comment;
    }

    public String getComment() {
        return comment;
    }

    public boolean isDirectory() {
        return name.endsWith("/");
    }

    public String toString() {
        return getName();
    }

    public int hashCode() {
        return name.hashCode();
    }

    public Object clone() {
        try {
            ZipEntry copy = (ZipEntry) super.clone();
            copy.extra = extra == null ? null : extra.clone();
            return copy;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
