package java.lang;

/** A resource that try-with-resources closes. */
public interface AutoCloseable {
    void close() throws Exception;
}
