package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import loupe.internal.Net;

/**
 * A TCP client socket (or the server's end of an accepted connection).
 * The system socket is made when the Socket is; options set before connect
 * apply to it directly. Closing the socket, or either of its streams,
 * closes all three; a thread blocked in a read then gets "Socket closed".
 */
public class Socket implements java.io.Closeable {
    private final SocketDescriptor fd;
    private boolean bound, connected, closed, inputShut, outputShut;
    private int timeoutMillis;
    private InetAddress remoteAddress;
    private int remotePort;
    /** Kept so that the local port is still known after close. */
    private InetSocketAddress localAddress;
    private InputStream input;
    private OutputStream output;
    private final Object stateLock = new Object();

    public Socket() {
        try {
            fd = new SocketDescriptor(true);
        } catch (IOException e) {
            throw new UncheckedSocketCreation(e);
        }
    }

    /** The server's end of an accepted connection. */
    Socket(int acceptedFd) {
        fd = new SocketDescriptor(acceptedFd);
        bound = connected = true;
        localAddress = fd.address(false);
        InetSocketAddress peer = fd.address(true);
        if (peer != null) {
            remoteAddress = peer.getAddress();
            remotePort = peer.getPort();
        }
    }

    public Socket(String host, int port) throws UnknownHostException, IOException {
        this(host != null ? new InetSocketAddress(host, port) : new InetSocketAddress(InetAddress.getByName(null), port),
                null);
    }

    public Socket(InetAddress address, int port) throws IOException {
        this(address != null ? new InetSocketAddress(address, port) : null, null);
    }

    public Socket(String host, int port, InetAddress localAddr, int localPort) throws IOException {
        this(host != null ? new InetSocketAddress(host, port) : new InetSocketAddress(InetAddress.getByName(null), port),
                new InetSocketAddress(localAddr, localPort));
    }

    public Socket(InetAddress address, int port, InetAddress localAddr, int localPort) throws IOException {
        this(address != null ? new InetSocketAddress(address, port) : null, new InetSocketAddress(localAddr, localPort));
    }

    private Socket(InetSocketAddress remote, InetSocketAddress local) throws IOException {
        this();
        if (remote == null) throw new NullPointerException();
        if (local != null) bind(local);
        connect(remote);
    }

    /** Socket() cannot declare IOException; a failure of socket(2) there is rare enough to surface unchecked. */
    private static final class UncheckedSocketCreation extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UncheckedSocketCreation(IOException cause) {
            super(cause.getMessage(), cause);
        }
    }

    public void connect(SocketAddress endpoint) throws IOException {
        connect(endpoint, 0);
    }

    /**
     * Connects within timeout milliseconds (0: no limit). As on the JDK, a
     * failed connect closes the socket.
     */
    public void connect(SocketAddress endpoint, int timeout) throws IOException {
        if (endpoint == null) throw new IllegalArgumentException("connect: The address can't be null");
        if (timeout < 0) throw new IllegalArgumentException("connect: timeout can't be negative");
        if (isClosed()) throw new SocketException("Socket is closed");
        if (isConnected()) throw new SocketException("already connected");
        if (!(endpoint instanceof InetSocketAddress)) throw new IllegalArgumentException("Unsupported address type");
        InetSocketAddress target = (InetSocketAddress) endpoint;
        try {
            if (target.isUnresolved()) throw new UnknownHostException(target.getHostName());
            InetAddress address = target.getAddress();
            // The wildcard address means this host.
            if (address.isAnyLocalAddress()) address = InetAddress.getLoopbackAddress();
            int descriptor = fd.enter();
            try {
                Net.connect(descriptor, SocketDescriptor.raw(address), target.getPort(), timeout);
            } catch (IOException e) {
                throw fd.failure(e);
            } finally {
                fd.leave();
            }
            synchronized (stateLock) {
                connected = bound = true;
                remoteAddress = address;
                remotePort = target.getPort();
                localAddress = fd.address(false);
            }
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /** Binds to the address (null: the wildcard address and any port). */
    public void bind(SocketAddress bindpoint) throws IOException {
        if (isClosed()) throw new SocketException("Socket is closed");
        if (isBound()) throw new SocketException("Already bound");
        if (bindpoint != null && !(bindpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress local = bindpoint == null ? new InetSocketAddress(0) : (InetSocketAddress) bindpoint;
        if (local.isUnresolved()) throw new SocketException("Unresolved address");
        bindDescriptor(fd, local);
        synchronized (stateLock) {
            bound = true;
            localAddress = fd.address(false);
        }
    }

    static void bindDescriptor(SocketDescriptor fd, InetSocketAddress local) throws IOException {
        InetAddress address = local.getAddress();
        int descriptor = fd.enter();
        try {
            Net.bind(descriptor, address.isAnyLocalAddress() ? null : SocketDescriptor.raw(address), local.getPort());
        } finally {
            fd.leave();
        }
    }

    public InetAddress getInetAddress() {
        synchronized (stateLock) {
            return connected ? remoteAddress : null;
        }
    }

    /** The wildcard address when not bound or closed. */
    public InetAddress getLocalAddress() {
        synchronized (stateLock) {
            if (!bound || closed || localAddress == null) return InetAddress.anyLocalAddress();
            return wildcardAsIPv4(localAddress.getAddress());
        }
    }

    /** The dual-stack wildcard (::) reads as the JDK reports it for TCP sockets: 0.0.0.0. */
    static InetAddress wildcardAsIPv4(InetAddress address) {
        return address.isAnyLocalAddress() ? InetAddress.anyLocalAddress() : address;
    }

    public int getPort() {
        synchronized (stateLock) {
            return connected ? remotePort : 0;
        }
    }

    public int getLocalPort() {
        synchronized (stateLock) {
            return bound && localAddress != null ? localAddress.getPort() : -1;
        }
    }

    public SocketAddress getRemoteSocketAddress() {
        synchronized (stateLock) {
            return connected ? new InetSocketAddress(remoteAddress, remotePort) : null;
        }
    }

    public SocketAddress getLocalSocketAddress() {
        synchronized (stateLock) {
            if (!bound || localAddress == null) return null;
            return new InetSocketAddress(getLocalAddress(), localAddress.getPort());
        }
    }

    public InputStream getInputStream() throws IOException {
        synchronized (stateLock) {
            checkOpenAndConnected();
            if (inputShut) throw new SocketException("Socket input is shutdown");
            if (input == null) input = new SocketStreams.Input(this, fd);
            return input;
        }
    }

    public OutputStream getOutputStream() throws IOException {
        synchronized (stateLock) {
            checkOpenAndConnected();
            if (outputShut) throw new SocketException("Socket output is shutdown");
            if (output == null) output = new SocketStreams.Output(this, fd);
            return output;
        }
    }

    private void checkOpenAndConnected() throws SocketException {
        if (closed) throw new SocketException("Socket is closed");
        if (!connected) throw new SocketException("Socket is not connected");
    }

    private void checkOpen() throws SocketException {
        if (isClosed()) throw new SocketException("Socket is closed");
    }

    /** Later reads answer end of stream. */
    public void shutdownInput() throws IOException {
        synchronized (stateLock) {
            checkOpenAndConnected();
            if (inputShut) throw new SocketException("Socket input is already shutdown");
            inputShut = true;
        }
        shutdown(0);
    }

    /** Sends end of stream to the peer; later writes fail. */
    public void shutdownOutput() throws IOException {
        synchronized (stateLock) {
            checkOpenAndConnected();
            if (outputShut) throw new SocketException("Socket output is already shutdown");
            outputShut = true;
        }
        shutdown(1);
    }

    private void shutdown(int how) throws IOException {
        int descriptor = fd.enter();
        try {
            Net.shutdown(descriptor, how);
        } finally {
            fd.leave();
        }
    }

    boolean inputShutdown() {
        synchronized (stateLock) {
            return inputShut;
        }
    }

    boolean outputShutdown() {
        synchronized (stateLock) {
            return outputShut;
        }
    }

    int timeout() {
        synchronized (stateLock) {
            return timeoutMillis;
        }
    }

    public boolean isInputShutdown() { return inputShutdown(); }
    public boolean isOutputShutdown() { return outputShutdown(); }

    public boolean isConnected() {
        synchronized (stateLock) {
            return connected;
        }
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

    @Override
    public void close() throws IOException {
        synchronized (stateLock) {
            if (closed) return;
            closed = true;
        }
        fd.close();
    }

    // ---- options ----

    public void setSoTimeout(int timeout) throws SocketException {
        checkOpen();
        if (timeout < 0) throw new IllegalArgumentException("timeout can't be negative");
        synchronized (stateLock) {
            timeoutMillis = timeout;
        }
    }

    public int getSoTimeout() throws SocketException {
        checkOpen();
        return timeout();
    }

    public void setTcpNoDelay(boolean on) throws SocketException { setFlag(Net.TCP_NODELAY, on); }
    public boolean getTcpNoDelay() throws SocketException { return getFlag(Net.TCP_NODELAY); }
    public void setKeepAlive(boolean on) throws SocketException { setFlag(Net.SO_KEEPALIVE, on); }
    public boolean getKeepAlive() throws SocketException { return getFlag(Net.SO_KEEPALIVE); }
    public void setReuseAddress(boolean on) throws SocketException { setFlag(Net.SO_REUSEADDR, on); }
    public boolean getReuseAddress() throws SocketException { return getFlag(Net.SO_REUSEADDR); }
    public void setOOBInline(boolean on) throws SocketException { setFlag(Net.SO_OOBINLINE, on); }
    public boolean getOOBInline() throws SocketException { return getFlag(Net.SO_OOBINLINE); }

    private void setFlag(int option, boolean on) throws SocketException {
        checkOpen();
        fd.setOption(option, on ? 1 : 0);
    }

    private boolean getFlag(int option) throws SocketException {
        checkOpen();
        return fd.getOption(option) != 0;
    }

    /** Linger (at most 65535 seconds) on close while unsent data remains. */
    public void setSoLinger(boolean on, int linger) throws SocketException {
        checkOpen();
        if (on && linger < 0) throw new IllegalArgumentException("invalid value for SO_LINGER");
        fd.setOption(Net.SO_LINGER, on ? Math.min(linger, 65535) : -1);
    }

    public int getSoLinger() throws SocketException {
        checkOpen();
        return fd.getOption(Net.SO_LINGER);
    }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0) throw new IllegalArgumentException("negative send size");
        checkOpen();
        fd.setOption(Net.SO_SNDBUF, size);
    }

    public int getSendBufferSize() throws SocketException {
        checkOpen();
        return fd.getOption(Net.SO_SNDBUF);
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) throw new IllegalArgumentException("invalid receive size");
        checkOpen();
        fd.setOption(Net.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException {
        checkOpen();
        return fd.getOption(Net.SO_RCVBUF);
    }

    public void setTrafficClass(int tc) throws SocketException {
        if (tc < 0 || tc > 255) throw new IllegalArgumentException("tc is not in range 0 -- 255");
        checkOpen();
        fd.setOption(Net.IP_TOS, tc);
    }

    public int getTrafficClass() throws SocketException {
        checkOpen();
        return fd.getOption(Net.IP_TOS);
    }

    /** "Socket[addr=host/a.b.c.d,port=p,localport=l]" once connected, else "Socket[unconnected]". */
    @Override
    public String toString() {
        if (isConnected()) {
            return "Socket[addr=" + getInetAddress() + ",port=" + getPort() + ",localport=" + getLocalPort() + "]";
        }
        return "Socket[unconnected]";
    }

    /** One of the standard options supportedOptions() lists; UnsupportedOperationException for others. */
    public <T> Socket setOption(SocketOption<T> name, T value) throws java.io.IOException {
        if (name == null) throw new NullPointerException();
        checkOpen();
        SocketOptionAccess.set(fd, SocketOptionAccess.TCP, name, value);
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws java.io.IOException {
        if (name == null) throw new NullPointerException();
        checkOpen();
        return SocketOptionAccess.get(fd, SocketOptionAccess.TCP, name);
    }

    public java.util.Set<SocketOption<?>> supportedOptions() {
        return SocketOptionAccess.TCP;
    }
}
