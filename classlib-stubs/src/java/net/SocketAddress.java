package java.net;

/** A socket address with no protocol attached; InetSocketAddress is the one kind. */
public abstract class SocketAddress implements java.io.Serializable {
    static final long serialVersionUID = 5215720748342549866L;

    public SocketAddress() {}
}
