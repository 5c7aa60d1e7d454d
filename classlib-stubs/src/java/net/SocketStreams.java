package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import loupe.internal.Net;

/** The streams of a connected Socket. Closing either closes the socket. */
final class SocketStreams {
    private SocketStreams() {}

    static final class Input extends InputStream {
        private final Socket socket;
        private final SocketDescriptor fd;
        private boolean atEnd;

        Input(Socket socket, SocketDescriptor fd) {
            this.socket = socket;
            this.fd = fd;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        /** Waits at most the socket's SO_TIMEOUT for data; -1 at the end of the stream. */
        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (b == null) throw new NullPointerException();
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                        + ") out of bounds for length " + b.length);
            }
            if (socket.inputShutdown() || atEnd) return -1;
            if (len == 0) return 0;
            int descriptor = fd.enter();
            try {
                int n = Net.read(descriptor, b, off, len, socket.timeout());
                if (fd.closed()) throw new SocketException("Socket closed");
                if (n < 0) atEnd = true;
                return n;
            } catch (IOException e) {
                throw fd.failure(e);
            } finally {
                fd.leave();
            }
        }

        @Override
        public int available() throws IOException {
            if (fd.closed()) throw new SocketException("Socket closed");
            if (socket.inputShutdown() || atEnd) return 0;
            int descriptor = fd.enter();
            try {
                return Net.available(descriptor);
            } finally {
                fd.leave();
            }
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    static final class Output extends OutputStream {
        private final Socket socket;
        private final SocketDescriptor fd;

        Output(Socket socket, SocketDescriptor fd) {
            this.socket = socket;
            this.fd = fd;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (b == null) throw new NullPointerException();
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                        + ") out of bounds for length " + b.length);
            }
            if (socket.outputShutdown()) throw new SocketException("Socket output is shutdown");
            int descriptor = fd.enter();
            try {
                Net.write(descriptor, b, off, len);
            } catch (IOException e) {
                throw fd.failure(e);
            } finally {
                fd.leave();
            }
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
