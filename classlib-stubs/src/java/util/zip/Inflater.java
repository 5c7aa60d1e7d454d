package java.util.zip;

import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import loupe.internal.Zlib;

/**
 * Decompresses zlib (RFC 1950) data, or raw deflate data with nowrap, with
 * zlib's inflate. The state lives in native memory until end() (no cleaner:
 * an Inflater never ended keeps it until the VM exits).
 */
public class Inflater {
    private static final byte[] NO_BYTES = new byte[0];

    /** The native stream; 0 once ended. */
    private long stream;
    private boolean finished;
    private boolean needsDictionary;
    /** Input comes from input[inputPos, inputLimit), or from inputBuffer when that is set. */
    private byte[] input = NO_BYTES;
    private int inputPos;
    private int inputLimit;
    private ByteBuffer inputBuffer;
    private long bytesRead;
    private long bytesWritten;
    /** Filled by the natives: bytes consumed, bytes produced. */
    private final int[] counts = new int[2];

    public Inflater(boolean nowrap) {
        stream = Zlib.inflateInit(nowrap);
    }

    public Inflater() {
        this(false);
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

    /** Inflates the buffer's remaining bytes; its position advances as they are consumed. */
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
        setDictionaryChecked(dictionary, off, len);
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public synchronized void setDictionary(ByteBuffer dictionary) {
        ensureOpen();
        byte[] bytes = ZipBuffers.remainingBytesKeepPosition(dictionary);
        setDictionaryChecked(bytes, 0, bytes.length);
        dictionary.position(dictionary.limit());
    }

    /** zlib refuses a dictionary whose Adler-32 differs from the one the stream asks for. */
    private void setDictionaryChecked(byte[] dictionary, int off, int len) {
        try {
            Zlib.inflateSetDictionary(stream, dictionary, off, len);
        } catch (DataFormatException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        needsDictionary = false;
    }

    public synchronized int getRemaining() {
        return inputBuffer == null ? inputLimit - inputPos : inputBuffer.remaining();
    }

    public synchronized boolean needsInput() {
        return inputBuffer == null ? inputPos == inputLimit : !inputBuffer.hasRemaining();
    }

    public synchronized boolean needsDictionary() {
        return needsDictionary;
    }

    public synchronized boolean finished() {
        return finished;
    }

    public int inflate(byte[] output) throws DataFormatException {
        return inflate(output, 0, output.length);
    }

    public synchronized int inflate(byte[] output, int off, int len) throws DataFormatException {
        if (off < 0 || len < 0 || off > output.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        ensureOpen();
        return inflateInto(output, off, len);
    }

    public synchronized int inflate(ByteBuffer output) throws DataFormatException {
        if (output.isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
        ensureOpen();
        int room = output.remaining();
        if (output.hasArray()) {
            int n = inflateInto(output.array(), output.arrayOffset() + output.position(), room);
            output.position(output.position() + n);
            return n;
        }
        byte[] chunk = new byte[room];
        int n = inflateInto(chunk, 0, room);
        output.put(chunk, 0, n);
        return n;
    }

    /** One call of zlib's inflate over the current input. */
    private int inflateInto(byte[] output, int off, int len) throws DataFormatException {
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
        int code = Zlib.inflate(stream, in, inOff, inLen, output, off, len, counts);
        if (code == Zlib.STREAM_END) {
            finished = true;
        } else if (code == Zlib.NEED_DICT) {
            needsDictionary = true;
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

    /** The Adler-32 of the output so far, or of the dictionary needed when needsDictionary(). */
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
        Zlib.inflateReset(stream);
        input = NO_BYTES;
        inputPos = 0;
        inputLimit = 0;
        inputBuffer = null;
        finished = false;
        needsDictionary = false;
        bytesRead = 0;
        bytesWritten = 0;
    }

    public synchronized void end() {
        if (stream != 0) {
            Zlib.inflateEnd(stream);
            stream = 0;
        }
        input = NO_BYTES;
        inputPos = 0;
        inputLimit = 0;
        inputBuffer = null;
    }

    private void ensureOpen() {
        if (stream == 0) {
            throw new NullPointerException("Inflater has been closed");
        }
    }
}
