package java.util.zip;

/**
 * The extra fields that ZipOutputStream writes itself from an entry's values
 * (extended timestamp, ZIP64 sizes); copies of them in the user's extra data
 * are left out, so that they do not appear twice.
 */
final class ZipExtraFields {
    private ZipExtraFields() {}

    static boolean isRewritten(int tag) {
        return tag == ZipEntry.EXTID_EXTT || tag == ZipEntry.EXTID_ZIP64;
    }

    /** The length of extra once the rewritten fields are left out. */
    static int lengthWithoutRewritten(byte[] extra) {
        if (extra == null) {
            return 0;
        }
        int len = extra.length;
        int skipped = 0;
        int off = 0;
        while (off + 4 <= len) {
            int tag = ZipBuffers.get16(extra, off);
            int dataSize = ZipBuffers.get16(extra, off + 2);
            if (off + 4 + dataSize > len) {
                break;
            }
            if (isRewritten(tag)) {
                skipped += dataSize + 4;
            }
            off += dataSize + 4;
        }
        return len - skipped;
    }
}
