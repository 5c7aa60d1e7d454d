package java.net;

/** A socket option: its name and the type of its values. */
public interface SocketOption<T> {
    String name();

    Class<T> type();
}
