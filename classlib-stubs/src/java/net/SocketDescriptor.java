package java.net;

import java.io.IOException;
import loupe.internal.Net;

/**
 * A socket's descriptor, shared by the socket and its streams. Calls that
 * may wait go between enter() and leave(); close() shuts the socket down,
 * which wakes those threads, and the descriptor itself is closed when the
 * last of them leaves, so its number cannot be reused under them. A thread
 * woken by close finds closed() true and throws "Socket closed".
 */
final class SocketDescriptor {
    private final int fd;
    private int callsInside;
    private boolean closed;
    private boolean released;

    SocketDescriptor(boolean stream) throws IOException {
        this.fd = Net.socket(stream);
    }

    SocketDescriptor(int acceptedFd) {
        this.fd = acceptedFd;
    }

    /** The descriptor for one call; SocketException "Socket closed" once closed. */
    synchronized int enter() throws SocketException {
        if (closed) throw new SocketException("Socket closed");
        callsInside++;
        return fd;
    }

    void leave() {
        boolean release;
        synchronized (this) {
            callsInside--;
            release = closed && callsInside == 0 && !released;
            if (release) released = true;
        }
        if (release) Net.close(fd);
    }

    synchronized boolean closed() {
        return closed;
    }

    /** For calls that cannot wait (options, addresses): the descriptor, -1 when closed. */
    synchronized int peek() {
        return closed ? -1 : fd;
    }

    void close() {
        boolean release;
        synchronized (this) {
            if (closed) return;
            closed = true;
            release = callsInside == 0;
            if (release) released = true;
        }
        if (!release) {
            try {
                Net.shutdown(fd, 2);
            } catch (IOException ignored) {
                // the threads inside will fail on their own
            }
        } else {
            Net.close(fd);
        }
    }

    /**
     * What a failed call throws: "Socket closed" when the socket was closed
     * meanwhile, else the call's own exception.
     */
    IOException failure(IOException e) {
        return closed() ? new SocketException("Socket closed") : e;
    }

    // ---- the options both kinds of sockets share ----

    void setOption(int option, int value) throws SocketException {
        int descriptor = enter();
        try {
            Net.setOption(descriptor, option, value);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        } finally {
            leave();
        }
    }

    int getOption(int option) throws SocketException {
        int descriptor = enter();
        try {
            return Net.getOption(descriptor, option);
        } catch (SocketException e) {
            throw e;
        } catch (IOException e) {
            throw new SocketException(e.getMessage());
        } finally {
            leave();
        }
    }

    /** The local or remote address and port, or null. */
    InetSocketAddress address(boolean peer) {
        int descriptor = peek();
        if (descriptor < 0) return null;
        byte[] raw = Net.address(descriptor, peer);
        return raw == null ? null : toSocketAddress(raw, 0, raw.length - 2);
    }

    /** An address of addressLength bytes at raw[start], followed by the port in two bytes. */
    static InetSocketAddress toSocketAddress(byte[] raw, int start, int addressLength) {
        byte[] address = new byte[addressLength];
        System.arraycopy(raw, start, address, 0, addressLength);
        int port = (raw[start + addressLength] & 0xff) << 8 | (raw[start + addressLength + 1] & 0xff);
        InetAddress inet = addressLength == 4 ? new Inet4Address(null, address) : new Inet6Address(null, address, 0);
        return new InetSocketAddress(inet, port);
    }

    /** The raw bytes of an address for the natives (IPv4: 4, IPv6: 16). */
    static byte[] raw(InetAddress address) {
        return address.getAddress();
    }
}
