package java.net;

import java.io.IOException;
import loupe.internal.Net;

/**
 * A TCP listening socket. SO_REUSEADDR is on by default, as on the JDK for
 * Unix. close() from another thread wakes a thread blocked in accept(),
 * which then throws SocketException "Socket closed".
 */
public class ServerSocket implements java.io.Closeable {
    private final SocketDescriptor fd;
    private boolean bound, closed;
    private int timeoutMillis;
    /** Kept so that the address and port are still known after close. */
    private InetSocketAddress localAddress;
    private final Object stateLock = new Object();

    /** An unbound server socket. */
    public ServerSocket() throws IOException {
        fd = new SocketDescriptor(true);
        fd.setOption(Net.SO_REUSEADDR, 1);
    }

    /** Bound to the port (0: any free one) on every local address. */
    public ServerSocket(int port) throws IOException {
        this(port, 50, null);
    }

    public ServerSocket(int port, int backlog) throws IOException {
        this(port, backlog, null);
    }

    public ServerSocket(int port, int backlog, InetAddress bindAddr) throws IOException {
        this();
        try {
            if (port < 0 || port > 0xffff) throw new IllegalArgumentException("Port value out of range: " + port);
            bind(new InetSocketAddress(bindAddr, port), backlog);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    public void bind(SocketAddress endpoint) throws IOException {
        bind(endpoint, 50);
    }

    /** Binds and listens; a backlog below 1 means 50. */
    public void bind(SocketAddress endpoint, int backlog) throws IOException {
        if (isClosed()) throw new SocketException("Socket is closed");
        if (isBound()) throw new SocketException("Already bound");
        if (endpoint != null && !(endpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress local = endpoint == null ? new InetSocketAddress(0) : (InetSocketAddress) endpoint;
        if (local.isUnresolved()) throw new SocketException("Unresolved address");
        Socket.bindDescriptor(fd, local);
        int descriptor = fd.enter();
        try {
            Net.listen(descriptor, backlog < 1 ? 50 : backlog);
        } finally {
            fd.leave();
        }
        // The JDK reports the address given to bind (with its host name) and the port chosen.
        InetSocketAddress chosen = fd.address(false);
        synchronized (stateLock) {
            bound = true;
            localAddress = new InetSocketAddress(local.getAddress(), chosen == null ? local.getPort() : chosen.getPort());
        }
    }

    /**
     * Waits for the next connection, at most the SO_TIMEOUT
     * (SocketTimeoutException "Accept timed out").
     */
    public Socket accept() throws IOException {
        if (isClosed()) throw new SocketException("Socket is closed");
        if (!isBound()) throw new SocketException("Socket is not bound yet");
        int descriptor = fd.enter();
        int accepted;
        try {
            accepted = Net.accept(descriptor, timeout());
        } catch (IOException e) {
            throw fd.failure(e);
        } finally {
            fd.leave();
        }
        if (fd.closed()) {
            Net.close(accepted);
            throw new SocketException("Socket closed");
        }
        return new Socket(accepted);
    }

    private int timeout() {
        synchronized (stateLock) {
            return timeoutMillis;
        }
    }

    /** The address given to bind, null until bound. */
    public InetAddress getInetAddress() {
        synchronized (stateLock) {
            return bound && localAddress != null ? localAddress.getAddress() : null;
        }
    }

    public int getLocalPort() {
        synchronized (stateLock) {
            return bound && localAddress != null ? localAddress.getPort() : -1;
        }
    }

    public SocketAddress getLocalSocketAddress() {
        synchronized (stateLock) {
            if (!bound || localAddress == null) return null;
            return new InetSocketAddress(getInetAddress(), localAddress.getPort());
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (stateLock) {
            if (closed) return;
            closed = true;
        }
        fd.close();
    }

    public boolean isBound() {
        synchronized (stateLock) {
            return bound;
        }
    }

    public boolean isClosed() {
        synchronized (stateLock) {
            return closed;
        }
    }

    private void checkOpen() throws SocketException {
        if (isClosed()) throw new SocketException("Socket is closed");
    }

    public void setSoTimeout(int timeout) throws SocketException {
        checkOpen();
        if (timeout < 0) throw new IllegalArgumentException("timeout < 0");
        synchronized (stateLock) {
            timeoutMillis = timeout;
        }
    }

    public int getSoTimeout() throws IOException {
        checkOpen();
        return timeout();
    }

    public void setReuseAddress(boolean on) throws SocketException {
        checkOpen();
        fd.setOption(Net.SO_REUSEADDR, on ? 1 : 0);
    }

    public boolean getReuseAddress() throws SocketException {
        checkOpen();
        return fd.getOption(Net.SO_REUSEADDR) != 0;
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) throw new IllegalArgumentException("negative receive size");
        checkOpen();
        fd.setOption(Net.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException {
        checkOpen();
        return fd.getOption(Net.SO_RCVBUF);
    }

    /** "ServerSocket[addr=0.0.0.0/0.0.0.0,localport=p]", or "ServerSocket[unbound]". */
    @Override
    public String toString() {
        if (!isBound()) return "ServerSocket[unbound]";
        return "ServerSocket[addr=" + getInetAddress() + ",localport=" + getLocalPort() + "]";
    }

    /** One of the standard options supportedOptions() lists; UnsupportedOperationException for others. */
    public <T> ServerSocket setOption(SocketOption<T> name, T value) throws java.io.IOException {
        if (name == null) throw new NullPointerException();
        checkOpen();
        SocketOptionAccess.set(fd, SocketOptionAccess.SERVER, name, value);
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws java.io.IOException {
        if (name == null) throw new NullPointerException();
        checkOpen();
        return SocketOptionAccess.get(fd, SocketOptionAccess.SERVER, name);
    }

    public java.util.Set<SocketOption<?>> supportedOptions() {
        return SocketOptionAccess.SERVER;
    }
}
