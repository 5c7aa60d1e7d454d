package java.net;

import java.io.IOException;
import loupe.internal.Net;

/**
 * A UDP socket. SO_BROADCAST is on by default, as on the JDK. close() from
 * another thread wakes a thread blocked in receive(), which then throws
 * SocketException "Socket closed".
 */
public class DatagramSocket implements java.io.Closeable {
    private final SocketDescriptor fd;
    private boolean bound, closed;
    private int timeoutMillis;
    private InetSocketAddress localAddress;
    private InetAddress connectedAddress;
    private int connectedPort = -1;
    private final Object stateLock = new Object();

    /** Bound to any free port on every local address. */
    public DatagramSocket() throws SocketException {
        this(new InetSocketAddress(0));
    }

    /** Bound to bindaddr; null leaves the socket unbound. */
    public DatagramSocket(SocketAddress bindaddr) throws SocketException {
        try {
            fd = new SocketDescriptor(false);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
        fd.setOption(Net.SO_BROADCAST, 1);
        if (bindaddr != null) {
            try {
                bind(bindaddr);
            } catch (SocketException | RuntimeException e) {
                close();
                throw e;
            }
        }
    }

    public DatagramSocket(int port) throws SocketException {
        this(port, null);
    }

    public DatagramSocket(int port, InetAddress laddr) throws SocketException {
        this(new InetSocketAddress(laddr, port));
    }

    public void bind(SocketAddress addr) throws SocketException {
        if (isClosed()) throw new SocketException("Socket is closed");
        if (isBound()) throw new SocketException("already bound");
        if (addr != null && !(addr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type!");
        }
        InetSocketAddress local = addr == null ? new InetSocketAddress(0) : (InetSocketAddress) addr;
        if (local.isUnresolved()) throw new SocketException("Unresolved address");
        try {
            Socket.bindDescriptor(fd, local);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        }
        synchronized (stateLock) {
            bound = true;
            localAddress = fd.address(false);
        }
    }

    public void connect(InetAddress address, int port) {
        try {
            connect(new InetSocketAddress(address, port));
        } catch (SocketException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Sends and receives only to and from this address afterwards. */
    public void connect(SocketAddress addr) throws SocketException {
        if (addr == null) throw new IllegalArgumentException("Address can't be null");
        if (!(addr instanceof InetSocketAddress)) throw new IllegalArgumentException("Unsupported address type");
        InetSocketAddress target = (InetSocketAddress) addr;
        if (target.isUnresolved()) throw new SocketException("Unresolved address");
        if (isClosed()) throw new SocketException("Socket closed");
        if (!isBound()) bind(null);
        int descriptor = fd.enter();
        try {
            Net.connect(descriptor, SocketDescriptor.raw(target.getAddress()), target.getPort(), 0);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        } finally {
            fd.leave();
        }
        synchronized (stateLock) {
            connectedAddress = target.getAddress();
            connectedPort = target.getPort();
            localAddress = fd.address(false);
        }
    }

    public void disconnect() {
        synchronized (stateLock) {
            if (closed || connectedAddress == null) return;
            connectedAddress = null;
            connectedPort = -1;
        }
        try {
            int descriptor = fd.enter();
            try {
                Net.disconnect(descriptor);
            } finally {
                fd.leave();
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** To the packet's address, or the connected one (IllegalArgumentException "Address not set" if neither). */
    public void send(DatagramPacket p) throws IOException {
        InetAddress target;
        int port;
        byte[] data;
        int offset, length;
        synchronized (p) {
            target = p.getAddress();
            port = p.getPort();
            data = p.getData();
            offset = p.getOffset();
            length = p.getLength();
        }
        InetAddress connected;
        int connectedTo;
        synchronized (stateLock) {
            connected = connectedAddress;
            connectedTo = connectedPort;
        }
        if (target == null) {
            if (connected == null) throw new IllegalArgumentException("Address not set");
        } else if (connected != null && (!target.equals(connected) || port != connectedTo)) {
            throw new IllegalArgumentException("connected address and packet address differ");
        }
        if (isClosed()) throw new SocketException("Socket closed");
        if (!isBound()) bind(null);
        int descriptor = fd.enter();
        try {
            if (connected != null) {
                Net.sendTo(descriptor, data, offset, length, null, 0);
            } else {
                InetAddress to = target.isAnyLocalAddress() ? InetAddress.getLoopbackAddress() : target;
                Net.sendTo(descriptor, data, offset, length, SocketDescriptor.raw(to), port);
            }
        } catch (IOException e) {
            throw fd.failure(e);
        } finally {
            fd.leave();
        }
    }

    /**
     * Waits at most the SO_TIMEOUT for a datagram (SocketTimeoutException
     * "Receive timed out"); a longer one is cut to the packet's length.
     */
    public void receive(DatagramPacket p) throws IOException {
        if (isClosed()) throw new SocketException("Socket closed");
        if (!isBound()) bind(null);
        byte[] from = new byte[19];
        int descriptor = fd.enter();
        int length;
        try {
            synchronized (p) {
                length = Net.receive(descriptor, p.getData(), p.getOffset(), p.bufferLength(), timeout(), from);
            }
        } catch (IOException e) {
            throw fd.failure(e);
        } finally {
            fd.leave();
        }
        if (fd.closed()) throw new SocketException("Socket closed");
        InetSocketAddress sender = SocketDescriptor.toSocketAddress(from, 1, from[0]);
        p.received(length, sender.getAddress(), sender.getPort());
    }

    private int timeout() {
        synchronized (stateLock) {
            return timeoutMillis;
        }
    }

    public InetAddress getInetAddress() {
        synchronized (stateLock) {
            return connectedAddress;
        }
    }

    public int getPort() {
        synchronized (stateLock) {
            return connectedPort;
        }
    }

    public SocketAddress getRemoteSocketAddress() {
        synchronized (stateLock) {
            return connectedAddress == null ? null : new InetSocketAddress(connectedAddress, connectedPort);
        }
    }

    /** Null when closed, the wildcard when not bound. */
    public InetAddress getLocalAddress() {
        synchronized (stateLock) {
            if (closed) return null;
            if (!bound || localAddress == null) return InetAddress.anyLocalAddress();
            return localAddress.getAddress();
        }
    }

    /** -1 when closed, 0 when not bound. */
    public int getLocalPort() {
        synchronized (stateLock) {
            if (closed) return -1;
            return bound && localAddress != null ? localAddress.getPort() : 0;
        }
    }

    public SocketAddress getLocalSocketAddress() {
        synchronized (stateLock) {
            if (closed || !bound || localAddress == null) return null;
            return localAddress;
        }
    }

    public boolean isBound() {
        synchronized (stateLock) {
            return bound;
        }
    }

    public boolean isConnected() {
        synchronized (stateLock) {
            return connectedAddress != null;
        }
    }

    public boolean isClosed() {
        synchronized (stateLock) {
            return closed;
        }
    }

    @Override
    public void close() {
        synchronized (stateLock) {
            if (closed) return;
            closed = true;
            connectedAddress = null;
            connectedPort = -1;
        }
        fd.close();
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

    public int getSoTimeout() throws SocketException {
        checkOpen();
        return timeout();
    }

    public void setBroadcast(boolean on) throws SocketException {
        checkOpen();
        fd.setOption(Net.SO_BROADCAST, on ? 1 : 0);
    }

    public boolean getBroadcast() throws SocketException {
        checkOpen();
        return fd.getOption(Net.SO_BROADCAST) != 0;
    }

    public void setReuseAddress(boolean on) throws SocketException {
        checkOpen();
        fd.setOption(Net.SO_REUSEADDR, on ? 1 : 0);
    }

    public boolean getReuseAddress() throws SocketException {
        checkOpen();
        return fd.getOption(Net.SO_REUSEADDR) != 0;
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

    /** One of the standard options supportedOptions() lists; UnsupportedOperationException for others. */
    public <T> DatagramSocket setOption(SocketOption<T> name, T value) throws java.io.IOException {
        if (name == null) throw new NullPointerException();
        checkOpen();
        SocketOptionAccess.set(fd, SocketOptionAccess.UDP, name, value);
        return this;
    }

    public <T> T getOption(SocketOption<T> name) throws java.io.IOException {
        if (name == null) throw new NullPointerException();
        checkOpen();
        return SocketOptionAccess.get(fd, SocketOptionAccess.UDP, name);
    }

    public java.util.Set<SocketOption<?>> supportedOptions() {
        return SocketOptionAccess.UDP;
    }
}
