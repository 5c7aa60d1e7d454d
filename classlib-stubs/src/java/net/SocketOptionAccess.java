package java.net;

import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import loupe.internal.Net;

/** setOption/getOption of the three kinds of sockets over the standard options they support. */
final class SocketOptionAccess {
    private SocketOptionAccess() {}

    static final Set<SocketOption<?>> TCP = options(StandardSocketOptions.IP_TOS, StandardSocketOptions.SO_KEEPALIVE,
            StandardSocketOptions.SO_LINGER, StandardSocketOptions.SO_RCVBUF, StandardSocketOptions.SO_REUSEADDR,
            StandardSocketOptions.SO_REUSEPORT, StandardSocketOptions.SO_SNDBUF, StandardSocketOptions.TCP_NODELAY);
    static final Set<SocketOption<?>> SERVER = options(StandardSocketOptions.IP_TOS, StandardSocketOptions.SO_RCVBUF,
            StandardSocketOptions.SO_REUSEADDR, StandardSocketOptions.SO_REUSEPORT);
    static final Set<SocketOption<?>> UDP = options(StandardSocketOptions.IP_TOS, StandardSocketOptions.SO_BROADCAST,
            StandardSocketOptions.SO_RCVBUF, StandardSocketOptions.SO_REUSEADDR, StandardSocketOptions.SO_REUSEPORT,
            StandardSocketOptions.SO_SNDBUF);

    private static Set<SocketOption<?>> options(SocketOption<?>... options) {
        Set<SocketOption<?>> set = new HashSet<>();
        Collections.addAll(set, options);
        return Collections.unmodifiableSet(set);
    }

    private static int code(SocketOption<?> option) {
        switch (option.name()) {
            case "TCP_NODELAY": return Net.TCP_NODELAY;
            case "SO_REUSEADDR": return Net.SO_REUSEADDR;
            case "SO_KEEPALIVE": return Net.SO_KEEPALIVE;
            case "SO_SNDBUF": return Net.SO_SNDBUF;
            case "SO_RCVBUF": return Net.SO_RCVBUF;
            case "SO_LINGER": return Net.SO_LINGER;
            case "SO_BROADCAST": return Net.SO_BROADCAST;
            case "IP_TOS": return Net.IP_TOS;
            default: return Net.SO_REUSEPORT;
        }
    }

    private static void checkSupported(Set<SocketOption<?>> supported, SocketOption<?> option) {
        if (option == null) throw new NullPointerException();
        if (!supported.contains(option)) throw new UnsupportedOperationException("'" + option + "' not supported");
    }

    static <T> void set(SocketDescriptor fd, Set<SocketOption<?>> supported, SocketOption<T> option, T value)
            throws SocketException {
        checkSupported(supported, option);
        if (value == null && option != StandardSocketOptions.SO_LINGER) {
            throw new IllegalArgumentException("Invalid value 'null'");
        }
        int raw;
        if (value instanceof Boolean) {
            raw = (Boolean) value ? 1 : 0;
        } else {
            raw = value == null ? -1 : (Integer) value;
            if ((option == StandardSocketOptions.SO_RCVBUF || option == StandardSocketOptions.SO_SNDBUF) && raw < 0) {
                throw new IllegalArgumentException("Invalid send/receive buffer size");
            }
            if (option == StandardSocketOptions.IP_TOS && (raw < 0 || raw > 255)) {
                throw new IllegalArgumentException("Invalid IP_TOS value");
            }
            if (option == StandardSocketOptions.SO_LINGER && raw > 65535) raw = 65535;
        }
        fd.setOption(code(option), raw);
    }

    @SuppressWarnings("unchecked")
    static <T> T get(SocketDescriptor fd, Set<SocketOption<?>> supported, SocketOption<T> option)
            throws SocketException {
        checkSupported(supported, option);
        int raw = fd.getOption(code(option));
        if (option.type() == Boolean.class) return (T) Boolean.valueOf(raw != 0);
        return (T) Integer.valueOf(raw);
    }
}
