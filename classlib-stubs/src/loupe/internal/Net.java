package loupe.internal;

import java.io.IOException;

/**
 * POSIX sockets for java.net (vm/natives/net_natives.cpp). Descriptors are
 * non-blocking; the calls that wait (accept, connect, read, write, receive)
 * poll with the collector free to run, for at most timeoutMillis (0: no
 * limit). Addresses are byte arrays of 4 (IPv4) or 16 (IPv6) bytes; the
 * sockets are dual-stack where the system has IPv6. Failures throw the
 * JDK's exceptions (ConnectException "Connection refused", BindException,
 * SocketTimeoutException "Read timed out", ...).
 */
public final class Net {
    private Net() {}

    /** Option numbers for setOption and getOption. */
    public static final int TCP_NODELAY = 1, SO_REUSEADDR = 2, SO_KEEPALIVE = 3, SO_SNDBUF = 4, SO_RCVBUF = 5,
            SO_LINGER = 6, SO_OOBINLINE = 7, SO_BROADCAST = 8, IP_TOS = 9, SO_REUSEPORT = 10;

    /** A new socket: stream (TCP) or datagram (UDP). */
    public static native int socket(boolean stream) throws IOException;

    /** Binds to the address (null: the wildcard) and port (0: any free one). */
    public static native void bind(int fd, byte[] address, int port) throws IOException;

    public static native void listen(int fd, int backlog) throws IOException;

    /** The descriptor of the next connection. */
    public static native int accept(int fd, int timeoutMillis) throws IOException;

    public static native void connect(int fd, byte[] address, int port, int timeoutMillis) throws IOException;

    /** Bytes read into b[off..], at least one; -1 at the end of the stream. */
    public static native int read(int fd, byte[] b, int off, int len, int timeoutMillis) throws IOException;

    /** Writes all of b[off..off+len). */
    public static native void write(int fd, byte[] b, int off, int len) throws IOException;

    public static native int available(int fd) throws IOException;

    /** how: 0 input, 1 output, 2 both (which wakes every thread waiting on the socket). */
    public static native void shutdown(int fd, int how) throws IOException;

    public static native void close(int fd);

    /**
     * The socket's local (peer false) or remote address followed by its port
     * in two bytes, big-endian; null if it has none.
     */
    public static native byte[] address(int fd, boolean peer);

    /** SO_LINGER: a negative value is off. */
    public static native void setOption(int fd, int option, int value) throws IOException;

    /** SO_LINGER: -1 when off. Booleans are 0 or non-zero. */
    public static native int getOption(int fd, int option) throws IOException;

    /**
     * getaddrinfo: each address as a length byte (4 or 16) and the address;
     * UnknownHostException "host: Name or service not known".
     */
    public static native byte[] lookup(String host) throws IOException;

    /** getnameinfo: the host's name, or null. */
    public static native String reverseLookup(byte[] address);

    /** gethostname. */
    public static native String localHostName();

    /** One datagram to the address and port (null address: the connected peer). */
    public static native void sendTo(int fd, byte[] b, int off, int len, byte[] address, int port)
            throws IOException;

    /**
     * One datagram into b[off..off+len); answers its length and writes the
     * sender into from (19 bytes): the address length, the address, the port
     * in two bytes.
     */
    public static native int receive(int fd, byte[] b, int off, int len, int timeoutMillis, byte[] from)
            throws IOException;

    /** Ends a datagram socket's connection. */
    public static native void disconnect(int fd) throws IOException;
}
