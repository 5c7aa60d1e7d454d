package java.io;

/**
 * Marks classes whose instances ObjectOutputStream may write and
 * ObjectInputStream may read back (Java object serialization).
 */
public interface Serializable {
}
