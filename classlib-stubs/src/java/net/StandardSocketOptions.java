package java.net;

/** The standard socket options (multicast options are not supported by Loupe's sockets). */
public final class StandardSocketOptions {
    private StandardSocketOptions() {}

    public static final SocketOption<Boolean> SO_BROADCAST = new Option<>("SO_BROADCAST", Boolean.class);
    public static final SocketOption<Boolean> SO_KEEPALIVE = new Option<>("SO_KEEPALIVE", Boolean.class);
    public static final SocketOption<Integer> SO_SNDBUF = new Option<>("SO_SNDBUF", Integer.class);
    public static final SocketOption<Integer> SO_RCVBUF = new Option<>("SO_RCVBUF", Integer.class);
    public static final SocketOption<Boolean> SO_REUSEADDR = new Option<>("SO_REUSEADDR", Boolean.class);
    public static final SocketOption<Boolean> SO_REUSEPORT = new Option<>("SO_REUSEPORT", Boolean.class);
    public static final SocketOption<Integer> SO_LINGER = new Option<>("SO_LINGER", Integer.class);
    public static final SocketOption<Integer> IP_TOS = new Option<>("IP_TOS", Integer.class);
    public static final SocketOption<Boolean> TCP_NODELAY = new Option<>("TCP_NODELAY", Boolean.class);

    private static final class Option<T> implements SocketOption<T> {
        private final String name;
        private final Class<T> type;

        Option(String name, Class<T> type) {
            this.name = name;
            this.type = type;
        }

        @Override public String name() { return name; }
        @Override public Class<T> type() { return type; }
        @Override public String toString() { return name; }
    }
}
