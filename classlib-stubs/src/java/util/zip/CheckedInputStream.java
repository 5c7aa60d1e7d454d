package java.util.zip;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** An input stream that keeps a checksum of the bytes read through it. */
public class CheckedInputStream extends FilterInputStream {
    private final Checksum cksum;

    public CheckedInputStream(InputStream in, Checksum cksum) {
        super(in);
        this.cksum = cksum;
    }

    public int read() throws IOException {
        int b = in.read();
        if (b != -1) {
            cksum.update(b);
        }
        return b;
    }

    public int read(byte[] buf, int off, int len) throws IOException {
        int n = in.read(buf, off, len);
        if (n != -1) {
            cksum.update(buf, off, n);
        }
        return n;
    }

    /** Skips by reading, so that the skipped bytes count in the checksum. */
    public long skip(long n) throws IOException {
        byte[] scratch = new byte[512];
        long total = 0;
        while (total < n) {
            long want = Math.min(n - total, scratch.length);
            int k = read(scratch, 0, (int) want);
            if (k == -1) {
                return total;
            }
            total += k;
        }
        return total;
    }

    public Checksum getChecksum() {
        return cksum;
    }
}
