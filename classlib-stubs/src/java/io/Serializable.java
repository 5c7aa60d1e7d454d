package java.io;

/** Marks classes whose instances may be serialized (Loupe has no serialization; the marker is kept for typing). */
public interface Serializable {
}
