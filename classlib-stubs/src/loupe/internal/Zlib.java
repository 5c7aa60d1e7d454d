package loupe.internal;

import java.util.zip.DataFormatException;

/**
 * zlib's deflate and inflate streams (vm/natives/zip_natives.cpp), under
 * java.util.zip's Deflater and Inflater. A stream lives in native memory and
 * is named by the address returned from deflateInit or inflateInit; end must
 * be called exactly once to free it. The calls work directly on the Java
 * arrays given (they do not block, so the collector cannot move them
 * meanwhile) and report through result: result[0] the input bytes consumed,
 * result[1] the output bytes produced.
 */
public final class Zlib {
    private Zlib() {}

    /** deflate's flush modes, as Deflater's NO_FLUSH, SYNC_FLUSH and FULL_FLUSH, and FINISH. */
    public static final int NO_FLUSH = 0, SYNC_FLUSH = 2, FULL_FLUSH = 3, FINISH = 4;

    /** What deflate and inflate answer besides the counts. */
    public static final int OK = 0, STREAM_END = 1, NEED_DICT = 2, BUF_ERROR = -5;

    /**
     * A new deflate stream: level 0-9 or -1 (default), strategy 0 (default),
     * 1 (filtered) or 2 (Huffman only); nowrap: raw deflate without the zlib
     * header and checksum (as GZIP and ZIP use it).
     */
    public static native long deflateInit(int level, int strategy, boolean nowrap);

    /**
     * Compresses from in[inOff, inOff+inLen) into out[outOff, outOff+outLen).
     * Answers OK, STREAM_END (everything finished and written) or BUF_ERROR
     * (no progress was possible). If params is set, the call only switches to
     * the new level and strategy (zlib's deflateParams, which first
     * compresses the pending input under the old ones, as the JDK's Deflater
     * does): OK then means the new parameters apply from now on, BUF_ERROR
     * that the output space did not suffice and the call must be repeated.
     */
    public static native int deflate(long stream, byte[] in, int inOff, int inLen, byte[] out, int outOff, int outLen,
            int flush, boolean params, int level, int strategy, int[] result);

    public static native void deflateSetDictionary(long stream, byte[] b, int off, int len);

    public static native void deflateReset(long stream);

    public static native void deflateEnd(long stream);

    /** A new inflate stream; nowrap: raw deflate data. */
    public static native long inflateInit(boolean nowrap);

    /**
     * Decompresses from in[inOff, inOff+inLen) into out[outOff, outOff+outLen).
     * Answers OK, STREAM_END, NEED_DICT or BUF_ERROR; corrupt data throws
     * DataFormatException with zlib's message.
     */
    public static native int inflate(long stream, byte[] in, int inOff, int inLen, byte[] out, int outOff, int outLen,
            int[] result) throws DataFormatException;

    /** DataFormatException (zlib's message) when the dictionary does not match. */
    public static native void inflateSetDictionary(long stream, byte[] b, int off, int len) throws DataFormatException;

    public static native void inflateReset(long stream);

    public static native void inflateEnd(long stream);

    /** The Adler-32 of the data so far (or of the dictionary an inflater needs). */
    public static native int adler(long stream);

    /** Total bytes read and written by the stream since its start or last reset. */
    public static native long totalIn(long stream);

    public static native long totalOut(long stream);
}
