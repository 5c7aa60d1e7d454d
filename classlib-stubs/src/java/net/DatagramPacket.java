package java.net;

/** A datagram's buffer (data, offset, length) and its remote address and port. */
public final class DatagramPacket {
    private byte[] buf;
    private int offset;
    private int length;
    /** The buffer space a receive may fill (length shrinks to what arrived). */
    private int bufLength;
    private InetAddress address;
    private int port;

    public DatagramPacket(byte[] buf, int offset, int length) {
        setData(buf, offset, length);
    }

    public DatagramPacket(byte[] buf, int length) {
        this(buf, 0, length);
    }

    public DatagramPacket(byte[] buf, int offset, int length, InetAddress address, int port) {
        setData(buf, offset, length);
        setAddress(address);
        setPort(port);
    }

    public DatagramPacket(byte[] buf, int offset, int length, SocketAddress address) {
        setData(buf, offset, length);
        setSocketAddress(address);
    }

    public DatagramPacket(byte[] buf, int length, InetAddress address, int port) {
        this(buf, 0, length, address, port);
    }

    public DatagramPacket(byte[] buf, int length, SocketAddress address) {
        this(buf, 0, length, address);
    }

    public synchronized InetAddress getAddress() { return address; }
    public synchronized int getPort() { return port; }
    public synchronized byte[] getData() { return buf; }
    public synchronized int getOffset() { return offset; }
    public synchronized int getLength() { return length; }

    public synchronized void setData(byte[] buf, int offset, int length) {
        if (length < 0 || offset < 0 || length + offset < 0 || length + offset > buf.length) {
            throw new IllegalArgumentException("illegal length or offset");
        }
        this.buf = buf;
        this.offset = offset;
        this.length = length;
        this.bufLength = length;
    }

    public synchronized void setData(byte[] buf) {
        if (buf == null) throw new NullPointerException("Null packet buffer");
        this.buf = buf;
        this.offset = 0;
        this.length = buf.length;
        this.bufLength = buf.length;
    }

    public synchronized void setAddress(InetAddress address) {
        this.address = address;
    }

    public synchronized void setPort(int port) {
        if (port < 0 || port > 0xffff) throw new IllegalArgumentException("Port out of range:" + port);
        this.port = port;
    }

    public synchronized void setSocketAddress(SocketAddress address) {
        if (!(address instanceof InetSocketAddress)) throw new IllegalArgumentException("unsupported address type");
        InetSocketAddress inet = (InetSocketAddress) address;
        if (inet.isUnresolved()) throw new IllegalArgumentException("unresolved address");
        setAddress(inet.getAddress());
        setPort(inet.getPort());
    }

    /** The address and port (the wildcard address when unset). */
    public synchronized SocketAddress getSocketAddress() {
        return new InetSocketAddress(getAddress(), port);
    }

    public synchronized void setLength(int length) {
        if (length + offset > buf.length || length < 0 || length + offset < 0) {
            throw new IllegalArgumentException("illegal length");
        }
        this.length = length;
        this.bufLength = length;
    }

    /** After a receive: what arrived, from whom. */
    synchronized void received(int receivedLength, InetAddress from, int fromPort) {
        this.length = receivedLength;
        this.address = from;
        this.port = fromPort;
    }

    synchronized int bufferLength() {
        return bufLength;
    }
}
