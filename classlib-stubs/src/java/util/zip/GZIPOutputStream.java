package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes one GZIP member (RFC 1952): a fixed 10-byte header (no name, no
 * modification time, extra flags 0, OS 255 "unknown", as JDK 17 writes it),
 * raw deflate data, and a trailer with the CRC-32 and the length mod 2^32.
 */
public class GZIPOutputStream extends DeflaterOutputStream {
    protected CRC32 crc = new CRC32();

    private static final int GZIP_MAGIC = 0x8b1f;
    private static final int TRAILER_SIZE = 8;
    private static final byte[] HEADER = {
        (byte) GZIP_MAGIC, (byte) (GZIP_MAGIC >> 8), Deflater.DEFLATED, 0, 0, 0, 0, 0, 0, (byte) 0xff
    };

    public GZIPOutputStream(OutputStream out, int size) throws IOException {
        this(out, size, false);
    }

    public GZIPOutputStream(OutputStream out, int size, boolean syncFlush) throws IOException {
        super(out, out != null ? new Deflater(Deflater.DEFAULT_COMPRESSION, true) : null, size, syncFlush);
        usesDefaultDeflater = true;
        out.write(HEADER);
        crc.reset();
    }

    public GZIPOutputStream(OutputStream out) throws IOException {
        this(out, 512, false);
    }

    public GZIPOutputStream(OutputStream out, boolean syncFlush) throws IOException {
        this(out, 512, syncFlush);
    }

    public synchronized void write(byte[] buf, int off, int len) throws IOException {
        super.write(buf, off, len);
        crc.update(buf, off, len);
    }

    /** Finishes the compressed data and writes the trailer, without closing the underlying stream. */
    public void finish() throws IOException {
        if (def.finished()) {
            return;
        }
        def.finish();
        while (!def.finished()) {
            int len = def.deflate(buf, 0, buf.length);
            if (def.finished() && len <= buf.length - TRAILER_SIZE) {
                // The trailer fits behind the last compressed bytes: one write.
                writeTrailer(buf, len);
                out.write(buf, 0, len + TRAILER_SIZE);
                return;
            }
            if (len > 0) {
                out.write(buf, 0, len);
            }
        }
        byte[] trailer = new byte[TRAILER_SIZE];
        writeTrailer(trailer, 0);
        out.write(trailer);
    }

    private void writeTrailer(byte[] b, int off) {
        ZipBuffers.put32(b, off, crc.getValue());
        ZipBuffers.put32(b, off + 4, def.getTotalIn());
    }
}
