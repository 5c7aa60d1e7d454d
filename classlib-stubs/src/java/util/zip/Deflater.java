package java.util.zip;

import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import loupe.internal.Zlib;

/**
 * Compresses with zlib's deflate (RFC 1950 zlib format, or raw RFC 1951
 * deflate data with nowrap, as GZIP and ZIP use it). The compressor state
 * lives in native memory (loupe.internal.Zlib) until end(); unlike the JDK,
 * Loupe has no cleaner, so a Deflater that is never ended keeps its native
 * memory until the VM exits.
 */
public class Deflater {
    public static final int DEFLATED = 8;
    public static final int NO_COMPRESSION = 0;
    public static final int BEST_SPEED = 1;
    public static final int BEST_COMPRESSION = 9;
    public static final int DEFAULT_COMPRESSION = -1;
    public static final int FILTERED = 1;
    public static final int HUFFMAN_ONLY = 2;
    public static final int DEFAULT_STRATEGY = 0;
    public static final int NO_FLUSH = 0;
    public static final int SYNC_FLUSH = 2;
    public static final int FULL_FLUSH = 3;

    private static final byte[] NO_BYTES = new byte[0];

    /** The native stream; 0 once ended. */
    private long stream;
    private int level;
    private int strategy;
    /** A new level or strategy waits to be applied at the next deflate call. */
    private boolean paramsPending;
    private boolean finishRequested;
    private boolean finished;
    /** Input comes from input[inputPos, inputLimit), or from inputBuffer when that is set. */
    private byte[] input = NO_BYTES;
    private int inputPos;
    private int inputLimit;
    private ByteBuffer inputBuffer;
    private long bytesRead;
    private long bytesWritten;
    /** Filled by the natives: bytes consumed, bytes produced. */
    private final int[] counts = new int[2];

    public Deflater(int level, boolean nowrap) {
        // The JDK rejects a bad level here without a message (its native init does).
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException();
        }
        this.level = level;
        this.strategy = DEFAULT_STRATEGY;
        this.stream = Zlib.deflateInit(level, DEFAULT_STRATEGY, nowrap);
    }

    public Deflater(int level) {
        this(level, false);
    }

    public Deflater() {
        this(DEFAULT_COMPRESSION, false);
    }

    public synchronized void setInput(byte[] input, int off, int len) {
        if (off < 0 || len < 0 || off > input.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        this.input = input;
        this.inputPos = off;
        this.inputLimit = off + len;
        this.inputBuffer = null;
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
    }

    /** Deflates the buffer's remaining bytes; its position advances as they are consumed. */
    public synchronized void setInput(ByteBuffer input) {
        if (input == null) {
            throw new NullPointerException();
        }
        this.inputBuffer = input;
        this.input = null;
    }

    public synchronized void setDictionary(byte[] dictionary, int off, int len) {
        if (off < 0 || len < 0 || off > dictionary.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        ensureOpen();
        Zlib.deflateSetDictionary(stream, dictionary, off, len);
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public synchronized void setDictionary(ByteBuffer dictionary) {
        ensureOpen();
        byte[] bytes = ZipBuffers.remainingBytesKeepPosition(dictionary);
        Zlib.deflateSetDictionary(stream, bytes, 0, bytes.length);
        dictionary.position(dictionary.limit());
    }

    public synchronized void setStrategy(int strategy) {
        if (strategy != DEFAULT_STRATEGY && strategy != FILTERED && strategy != HUFFMAN_ONLY) {
            throw new IllegalArgumentException();
        }
        if (this.strategy != strategy) {
            this.strategy = strategy;
            paramsPending = true;
        }
    }

    public synchronized void setLevel(int level) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException("invalid compression level");
        }
        if (this.level != level) {
            this.level = level;
            paramsPending = true;
        }
    }

    public synchronized boolean needsInput() {
        return inputBuffer == null ? inputPos == inputLimit : !inputBuffer.hasRemaining();
    }

    public synchronized void finish() {
        finishRequested = true;
    }

    public synchronized boolean finished() {
        return finished;
    }

    public int deflate(byte[] output, int off, int len) {
        return deflate(output, off, len, NO_FLUSH);
    }

    public int deflate(byte[] output) {
        return deflate(output, 0, output.length, NO_FLUSH);
    }

    public int deflate(ByteBuffer output) {
        return deflate(output, NO_FLUSH);
    }

    public synchronized int deflate(byte[] output, int off, int len, int flush) {
        if (off < 0 || len < 0 || off > output.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        checkFlush(flush);
        ensureOpen();
        return deflateInto(output, off, len, flush);
    }

    public synchronized int deflate(ByteBuffer output, int flush) {
        if (output.isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
        checkFlush(flush);
        ensureOpen();
        int room = output.remaining();
        if (output.hasArray()) {
            int n = deflateInto(output.array(), output.arrayOffset() + output.position(), room, flush);
            output.position(output.position() + n);
            return n;
        }
        byte[] chunk = new byte[room];
        int n = deflateInto(chunk, 0, room, flush);
        output.put(chunk, 0, n);
        return n;
    }

    private static void checkFlush(int flush) {
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) {
            throw new IllegalArgumentException();
        }
    }

    /**
     * One call of zlib's deflate over the current input. A pending level or
     * strategy change is applied first, and alone, as deflateParams: it may
     * flush what was compressed so far and report BUF_ERROR when the output
     * had no room, in which case it stays pending for the next call.
     */
    private int deflateInto(byte[] output, int off, int len, int flush) {
        byte[] in;
        int inOff;
        int inLen;
        if (inputBuffer == null) {
            in = input;
            inOff = inputPos;
            inLen = inputLimit - inputPos;
        } else if (inputBuffer.hasArray()) {
            in = inputBuffer.array();
            inOff = inputBuffer.arrayOffset() + inputBuffer.position();
            inLen = inputBuffer.remaining();
        } else {
            in = ZipBuffers.remainingBytesKeepPosition(inputBuffer);
            inOff = 0;
            inLen = in.length;
        }
        boolean applyParams = paramsPending;
        int zlibFlush = finishRequested ? Zlib.FINISH : flush;
        int code = Zlib.deflate(stream, in, inOff, inLen, output, off, len, zlibFlush, applyParams, level, strategy,
                counts);
        if (applyParams) {
            if (code == Zlib.OK) {
                paramsPending = false;
            }
        } else if (code == Zlib.STREAM_END) {
            finished = true;
        }
        int consumed = counts[0];
        int produced = counts[1];
        if (inputBuffer == null) {
            inputPos += consumed;
        } else {
            inputBuffer.position(inputBuffer.position() + consumed);
        }
        bytesRead += consumed;
        bytesWritten += produced;
        return produced;
    }

    public synchronized int getAdler() {
        ensureOpen();
        return Zlib.adler(stream);
    }

    public int getTotalIn() {
        return (int) getBytesRead();
    }

    public synchronized long getBytesRead() {
        ensureOpen();
        return bytesRead;
    }

    public int getTotalOut() {
        return (int) getBytesWritten();
    }

    public synchronized long getBytesWritten() {
        ensureOpen();
        return bytesWritten;
    }

    public synchronized void reset() {
        ensureOpen();
        Zlib.deflateReset(stream);
        finishRequested = false;
        finished = false;
        input = NO_BYTES;
        inputPos = 0;
        inputLimit = 0;
        inputBuffer = null;
        bytesRead = 0;
        bytesWritten = 0;
    }

    public synchronized void end() {
        if (stream != 0) {
            Zlib.deflateEnd(stream);
            stream = 0;
        }
        input = NO_BYTES;
        inputPos = 0;
        inputLimit = 0;
        inputBuffer = null;
    }

    private void ensureOpen() {
        if (stream == 0) {
            throw new NullPointerException("Deflater has been closed");
        }
    }
}
