package java.nio.channels;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.channels.spi.AbstractInterruptibleChannel;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.util.Objects;

/** Bridges between channels and java.io's streams, readers and writers. */
public final class Channels {
    private Channels() {}

    /** A stream that reads from ch (unbuffered); closing it closes ch. */
    public static InputStream newInputStream(ReadableByteChannel ch) {
        Objects.requireNonNull(ch, "ch");
        return new ChannelInputStream(ch);
    }

    /** A stream that writes to ch (unbuffered); closing it closes ch. */
    public static OutputStream newOutputStream(final WritableByteChannel ch) {
        Objects.requireNonNull(ch, "ch");
        return new OutputStream() {
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            public void write(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                ByteBuffer buffer = ByteBuffer.wrap(b, off, len);
                while (buffer.hasRemaining()) {
                    ch.write(buffer);
                }
            }

            public void close() throws IOException {
                ch.close();
            }
        };
    }

    /** A channel that reads from in: a FileInputStream's own channel, else a wrapper. */
    public static ReadableByteChannel newChannel(InputStream in) {
        Objects.requireNonNull(in, "in");
        if (in.getClass() == java.io.FileInputStream.class) {
            return ((java.io.FileInputStream) in).getChannel();
        }
        return new ReadableByteChannelImpl(in);
    }

    /** A channel that writes to out: a FileOutputStream's own channel, else a wrapper. */
    public static WritableByteChannel newChannel(OutputStream out) {
        Objects.requireNonNull(out, "out");
        if (out.getClass() == java.io.FileOutputStream.class) {
            return ((java.io.FileOutputStream) out).getChannel();
        }
        return new WritableByteChannelImpl(out);
    }

    /**
     * A reader decoding ch's bytes with dec (which reports malformed input
     * unless told otherwise). minBufferCap is a sizing hint, ignored here.
     */
    public static Reader newReader(ReadableByteChannel ch, CharsetDecoder dec, int minBufferCap) {
        Objects.requireNonNull(ch, "ch");
        return new InputStreamReader(newInputStream(ch), dec.reset());
    }

    public static Reader newReader(ReadableByteChannel ch, String csName) {
        Objects.requireNonNull(csName, "csName");
        return newReader(ch, Charset.forName(csName).newDecoder(), -1);
    }

    public static Reader newReader(ReadableByteChannel ch, Charset charset) {
        Objects.requireNonNull(charset, "charset");
        return newReader(ch, charset.newDecoder(), -1);
    }

    /**
     * A writer encoding to ch. Unmappable characters are replaced (the JDK
     * reports them): java.io's OutputStreamWriter takes no CharsetEncoder in
     * Loupe.
     */
    public static Writer newWriter(WritableByteChannel ch, String csName) {
        Objects.requireNonNull(csName, "csName");
        return newWriter(ch, Charset.forName(csName));
    }

    public static Writer newWriter(WritableByteChannel ch, Charset charset) {
        Objects.requireNonNull(ch, "ch");
        Objects.requireNonNull(charset, "charset");
        return new OutputStreamWriter(newOutputStream(ch), charset);
    }

    /** newInputStream's stream. */
    private static final class ChannelInputStream extends InputStream {
        private final ReadableByteChannel ch;

        ChannelInputStream(ReadableByteChannel ch) {
            this.ch = ch;
        }

        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        /** Blocks until at least one byte is read (a channel may answer 0). */
        public int read(byte[] b, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, b.length);
            if (len == 0) {
                return 0;
            }
            ByteBuffer buffer = ByteBuffer.wrap(b, off, len);
            int n;
            do {
                n = ch.read(buffer);
            } while (n == 0);
            return n;
        }

        public int available() throws IOException {
            if (ch instanceof SeekableByteChannel) {
                SeekableByteChannel sbc = (SeekableByteChannel) ch;
                long rem = Math.max(0, sbc.size() - sbc.position());
                return (int) Math.min(rem, Integer.MAX_VALUE);
            }
            return 0;
        }

        public void close() throws IOException {
            ch.close();
        }
    }

    /** newChannel(InputStream)'s channel. */
    private static final class ReadableByteChannelImpl extends AbstractInterruptibleChannel
            implements ReadableByteChannel {
        private final InputStream in;

        ReadableByteChannelImpl(InputStream in) {
            this.in = in;
        }

        public int read(ByteBuffer dst) throws IOException {
            if (!isOpen()) {
                throw new ClosedChannelException();
            }
            int wanted = dst.remaining();
            if (wanted == 0) {
                return 0;
            }
            byte[] chunk = new byte[Math.min(wanted, 8192)];
            int n = in.read(chunk, 0, chunk.length);
            if (n > 0) {
                dst.put(chunk, 0, n);
            }
            return n;
        }

        protected void implCloseChannel() throws IOException {
            in.close();
        }
    }

    /** newChannel(OutputStream)'s channel. */
    private static final class WritableByteChannelImpl extends AbstractInterruptibleChannel
            implements WritableByteChannel {
        private final OutputStream out;

        WritableByteChannelImpl(OutputStream out) {
            this.out = out;
        }

        public int write(ByteBuffer src) throws IOException {
            if (!isOpen()) {
                throw new ClosedChannelException();
            }
            int count = src.remaining();
            byte[] chunk = new byte[count];
            src.get(chunk);
            out.write(chunk);
            return count;
        }

        protected void implCloseChannel() throws IOException {
            out.close();
        }
    }
}
