package java.io;

/** A class that writes and reads its own serialized form; it needs a public no-argument constructor. */
public interface Externalizable extends Serializable {
    void writeExternal(ObjectOutput out) throws IOException;

    void readExternal(ObjectInput in) throws IOException, ClassNotFoundException;
}
