package java.io;

/** A check run when the whole object graph has been read (ObjectInputStream.registerValidation). */
public interface ObjectInputValidation {
    void validateObject() throws InvalidObjectException;
}
