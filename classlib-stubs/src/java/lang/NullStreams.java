package java.lang;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** The streams of a child process's redirected (not piped) standard streams, as the JDK's. */
final class NullStreams {
    private NullStreams() {}

    static final InputStream INPUT = new InputStream() {
        public int read() {
            return -1;
        }

        public int available() {
            return 0;
        }
    };

    static final OutputStream OUTPUT = new OutputStream() {
        public void write(int b) throws IOException {
            throw new IOException("Stream closed");
        }
    };
}
