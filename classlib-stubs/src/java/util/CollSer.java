package java.util;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;

/**
 * The serialized form of the immutable collections of List.of, Set.of and
 * Map.of (the JDK's): a tag saying which kind, then the elements (a map's
 * keys and values alternating). Reading it back makes the collection anew.
 */
final class CollSer implements Serializable {
    private static final long serialVersionUID = 6309168927139932177L;

    static final int IMM_LIST = 1;
    static final int IMM_SET = 2;
    static final int IMM_MAP = 3;
    static final int IMM_LIST_NULLS = 4;

    private final int tag;
    private transient Object[] array;

    CollSer(int tag, Object... array) {
        this.tag = tag;
        this.array = array;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeInt(array.length);
        for (Object element : array) {
            out.writeObject(element);
        }
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        int length = in.readInt();
        if (length < 0) {
            throw new InvalidObjectException("negative length " + length);
        }
        Object[] elements = new Object[length];
        for (int i = 0; i < length; i++) {
            elements[i] = in.readObject();
        }
        array = elements;
    }

    private Object readResolve() throws java.io.ObjectStreamException {
        try {
            if (array == null) {
                throw new InvalidObjectException("null array");
            }
            switch (tag & 0xff) {
                case IMM_LIST:
                case IMM_LIST_NULLS:
                    return ImmutableCollections.listOf(array);
                case IMM_SET:
                    return ImmutableCollections.setOf(array);
                case IMM_MAP:
                    if (array.length % 2 != 0) {
                        throw new InvalidObjectException("odd number of keys and values");
                    }
                    return ImmutableCollections.mapOf(array);
                default:
                    throw new InvalidObjectException(String.format("invalid flags 0x%x", tag));
            }
        } catch (NullPointerException | IllegalArgumentException e) {
            InvalidObjectException ioe = new InvalidObjectException("invalid object");
            ioe.initCause(e);
            throw ioe;
        }
    }
}
