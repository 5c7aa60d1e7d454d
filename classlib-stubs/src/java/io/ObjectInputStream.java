package java.io;

import loupe.internal.Members;

/**
 * Reads what ObjectOutputStream wrote: primitive data and object graphs in
 * the Java object serialization stream format. Each object is allocated
 * without running the constructors of its serializable classes (the first
 * non-serializable superclass's no-argument constructor runs), then its
 * fields are read class by class from the topmost, through readObject where
 * a class has one; records go through their canonical constructor, enums
 * through valueOf. Classes are loaded by the application class loader.
 */
public class ObjectInputStream extends InputStream implements ObjectInput, ObjectStreamConstants {
    private final BlockDataInput bin;
    private final DataInputStream data;
    private final SerialReader reader;
    private final boolean enableOverride;
    private boolean enableResolve;

    public ObjectInputStream(InputStream in) throws IOException {
        bin = new BlockDataInput(in);
        data = new DataInputStream(bin);
        reader = new SerialReader(this, bin, data);
        enableOverride = false;
        readStreamHeader();
        bin.setBlockDataMode(true);
    }

    /** For subclasses that override readObjectOverride. */
    protected ObjectInputStream() throws IOException {
        bin = null;
        data = null;
        reader = null;
        enableOverride = true;
    }

    protected void readStreamHeader() throws IOException, StreamCorruptedException {
        short magic = data.readShort();
        short version = data.readShort();
        if (magic != STREAM_MAGIC || version != STREAM_VERSION) {
            throw new StreamCorruptedException(String.format("invalid stream header: %04X%04X", magic, version));
        }
    }

    public final Object readObject() throws IOException, ClassNotFoundException {
        if (enableOverride) {
            return readObjectOverride();
        }
        return reader.readTopLevel(false);
    }

    public Object readUnshared() throws IOException, ClassNotFoundException {
        return reader.readTopLevel(true);
    }

    protected Object readObjectOverride() throws IOException, ClassNotFoundException {
        return null;
    }

    /** Loads the class a descriptor names (primitive names give primitive classes). */
    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        String name = desc.getName();
        switch (name) {
            case "boolean": return boolean.class;
            case "byte": return byte.class;
            case "char": return char.class;
            case "short": return short.class;
            case "int": return int.class;
            case "long": return long.class;
            case "float": return float.class;
            case "double": return double.class;
            case "void": return void.class;
            default: return Members.loadClass(name, null);
        }
    }

    protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
        throw new ClassNotFoundException("dynamic proxy classes are not supported");
    }

    protected Object resolveObject(Object obj) throws IOException {
        return obj;
    }

    protected boolean enableResolveObject(boolean enable) {
        boolean old = enableResolve;
        enableResolve = enable;
        return old;
    }

    boolean resolveEnabled() {
        return enableResolve;
    }

    /** The body of a class descriptor: name, serialVersionUID, flags, fields. */
    protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
        return reader.readClassDescriptorBody();
    }

    public void defaultReadObject() throws IOException, ClassNotFoundException {
        reader.defaultReadObject();
    }

    /** The field values of the class whose readObject is running, by name. */
    public abstract static class GetField {
        public GetField() {}

        public abstract ObjectStreamClass getObjectStreamClass();

        public abstract boolean defaulted(String name) throws IOException;

        public abstract boolean get(String name, boolean val) throws IOException;

        public abstract byte get(String name, byte val) throws IOException;

        public abstract char get(String name, char val) throws IOException;

        public abstract short get(String name, short val) throws IOException;

        public abstract int get(String name, int val) throws IOException;

        public abstract long get(String name, long val) throws IOException;

        public abstract float get(String name, float val) throws IOException;

        public abstract double get(String name, double val) throws IOException;

        public abstract Object get(String name, Object val) throws IOException, ClassNotFoundException;
    }

    public GetField readFields() throws IOException, ClassNotFoundException {
        return reader.readFields();
    }

    public void registerValidation(ObjectInputValidation obj, int prio)
            throws NotActiveException, InvalidObjectException {
        reader.registerValidation(obj, prio);
    }

    public int read() throws IOException {
        return bin.read();
    }

    public int read(byte[] buf, int off, int len) throws IOException {
        if (buf == null) {
            throw new NullPointerException();
        }
        return bin.read(buf, off, len);
    }

    public int available() throws IOException {
        return bin.available();
    }

    public void close() throws IOException {
        bin.close();
    }

    public boolean readBoolean() throws IOException {
        return data.readBoolean();
    }

    public byte readByte() throws IOException {
        return data.readByte();
    }

    public int readUnsignedByte() throws IOException {
        return data.readUnsignedByte();
    }

    public char readChar() throws IOException {
        return data.readChar();
    }

    public short readShort() throws IOException {
        return data.readShort();
    }

    public int readUnsignedShort() throws IOException {
        return data.readUnsignedShort();
    }

    public int readInt() throws IOException {
        return data.readInt();
    }

    public long readLong() throws IOException {
        return data.readLong();
    }

    public float readFloat() throws IOException {
        return data.readFloat();
    }

    public double readDouble() throws IOException {
        return data.readDouble();
    }

    public void readFully(byte[] buf) throws IOException {
        data.readFully(buf);
    }

    public void readFully(byte[] buf, int off, int len) throws IOException {
        data.readFully(buf, off, len);
    }

    public int skipBytes(int len) throws IOException {
        return data.skipBytes(len);
    }

    @Deprecated
    public String readLine() throws IOException {
        return data.readLine();
    }

    public String readUTF() throws IOException {
        return data.readUTF();
    }
}
