package java.io;

import java.util.IdentityHashMap;
import loupe.internal.Unsafe;

/**
 * Writes primitive data and graphs of objects in the Java object
 * serialization stream format (protocol version 2): a header, then type
 * codes, class descriptors, handles for objects already written, and each
 * object's fields class by class from its topmost serializable superclass
 * down, through its writeObject or writeExternal where it has one.
 */
public class ObjectOutputStream extends OutputStream implements ObjectOutput, ObjectStreamConstants {
    private final BlockDataOutput bout;
    private final DataOutputStream data;
    /** Objects and class descriptors written so far, with their handles. */
    private IdentityHashMap<Object, Integer> handles = new IdentityHashMap<>();
    private int nextHandle = baseWireHandle;
    private final boolean enableOverride;
    private boolean enableReplace;
    private int depth;
    /** The object and class whose writeObject is running, for defaultWriteObject and putFields. */
    private Object currentObject;
    private ObjectStreamClass currentDesc;
    private PutFieldImpl currentPutField;

    public ObjectOutputStream(OutputStream out) throws IOException {
        bout = new BlockDataOutput(out);
        data = new DataOutputStream(bout);
        enableOverride = false;
        writeStreamHeader();
        bout.setBlockDataMode(true);
    }

    /** For subclasses that override writeObjectOverride. */
    protected ObjectOutputStream() throws IOException {
        bout = null;
        data = null;
        enableOverride = true;
    }

    protected void writeStreamHeader() throws IOException {
        data.writeShort(STREAM_MAGIC);
        data.writeShort(STREAM_VERSION);
    }

    public void useProtocolVersion(int version) throws IOException {
        if (version != PROTOCOL_VERSION_1 && version != PROTOCOL_VERSION_2) {
            throw new IllegalArgumentException("unknown version: " + version);
        }
    }

    public final void writeObject(Object obj) throws IOException {
        if (enableOverride) {
            writeObjectOverride(obj);
            return;
        }
        writeTopLevel(obj, false);
    }

    public void writeUnshared(Object obj) throws IOException {
        writeTopLevel(obj, true);
    }

    private void writeTopLevel(Object obj, boolean unshared) throws IOException {
        try {
            writeObject0(obj, unshared);
        } catch (IOException e) {
            if (depth == 0) {
                writeFatalException(e);
            }
            throw e;
        }
    }

    protected void writeObjectOverride(Object obj) throws IOException {}

    /** After a failure at the top level: TC_EXCEPTION and the exception, between two resets. */
    private void writeFatalException(IOException e) throws IOException {
        handles.clear();
        boolean oldMode = bout.setBlockDataMode(false);
        try {
            bout.write(TC_EXCEPTION);
            writeObject0(e, false);
            handles.clear();
        } finally {
            bout.setBlockDataMode(oldMode);
        }
    }

    private void assignHandle(Object obj) {
        handles.put(obj, nextHandle++);
    }

    private void writeObject0(Object obj, boolean unshared) throws IOException {
        boolean oldMode = bout.setBlockDataMode(false);
        depth++;
        try {
            if (obj == null) {
                bout.write(TC_NULL);
                return;
            }
            if (!unshared && writeHandleIfKnown(obj)) {
                return;
            }
            if (obj instanceof Class) {
                writeClass((Class<?>) obj, unshared);
                return;
            }
            if (obj instanceof ObjectStreamClass) {
                writeClassDesc((ObjectStreamClass) obj, unshared);
                return;
            }
            Object replaced = replace(obj);
            if (replaced != obj) {
                obj = replaced;
                if (obj == null) {
                    bout.write(TC_NULL);
                    return;
                }
                if (!unshared && writeHandleIfKnown(obj)) {
                    return;
                }
            }
            if (obj instanceof String) {
                writeString((String) obj, unshared);
            } else if (obj.getClass().isArray()) {
                writeArray(obj, unshared);
            } else if (obj instanceof Enum) {
                writeEnum((Enum<?>) obj, unshared);
            } else if (obj instanceof Serializable) {
                writeOrdinaryObject(obj, ObjectStreamClass.lookup(obj.getClass()), unshared);
            } else {
                throw new NotSerializableException(obj.getClass().getName());
            }
        } finally {
            depth--;
            bout.setBlockDataMode(oldMode);
        }
    }

    private boolean writeHandleIfKnown(Object obj) throws IOException {
        Integer handle = handles.get(obj);
        if (handle == null) {
            return false;
        }
        bout.write(TC_REFERENCE);
        data.writeInt(handle);
        return true;
    }

    /** writeReplace (repeated while it gives an object of another class), then replaceObject. */
    private Object replace(Object obj) throws IOException {
        for (int i = 0; i < 100; i++) {
            Class<?> c = obj.getClass();
            if (!(obj instanceof Serializable) || obj instanceof String || c.isArray() || obj instanceof Enum) {
                break;
            }
            ObjectStreamClass desc = ObjectStreamClass.lookup(c);
            if (desc.writeReplaceOwner() == null) {
                break;
            }
            Object next = SerialCalls.call(obj, desc.writeReplaceOwner(), "writeReplace", "()Ljava/lang/Object;", null);
            if (next == null || next.getClass() == c) {
                obj = next;
                break;
            }
            obj = next;
        }
        if (enableReplace && obj != null) {
            obj = replaceObject(obj);
        }
        return obj;
    }

    protected Object replaceObject(Object obj) throws IOException {
        return obj;
    }

    protected boolean enableReplaceObject(boolean enable) {
        boolean old = enableReplace;
        enableReplace = enable;
        return old;
    }

    protected void annotateClass(Class<?> cl) throws IOException {}

    protected void annotateProxyClass(Class<?> cl) throws IOException {}

    private void writeClass(Class<?> c, boolean unshared) throws IOException {
        bout.write(TC_CLASS);
        writeClassDesc(ObjectStreamClass.lookupAny(c), false);
        if (!unshared) {
            assignHandle(c);
        }
    }

    private void writeClassDesc(ObjectStreamClass desc, boolean unshared) throws IOException {
        if (desc == null) {
            bout.write(TC_NULL);
            return;
        }
        if (!unshared && writeHandleIfKnown(desc)) {
            return;
        }
        bout.write(TC_CLASSDESC);
        if (!unshared) {
            assignHandle(desc);
        }
        writeClassDescriptor(desc);
        Class<?> c = desc.forClass();
        bout.setBlockDataMode(true);
        annotateClass(c);
        bout.setBlockDataMode(false);
        bout.write(TC_ENDBLOCKDATA);
        writeClassDesc(desc.superDesc(), false);
    }

    /** The descriptor's body: name, serialVersionUID, flags and fields. */
    protected void writeClassDescriptor(ObjectStreamClass desc) throws IOException {
        data.writeUTF(desc.getName());
        data.writeLong(desc.getSerialVersionUID());
        data.writeByte(desc.flags());
        ObjectStreamField[] fields = desc.fields();
        data.writeShort(fields.length);
        for (ObjectStreamField f : fields) {
            data.writeByte(f.getTypeCode());
            data.writeUTF(f.getName());
            if (!f.isPrimitive()) {
                writeTypeString(f.getSignature());
            }
        }
    }

    private void writeTypeString(String signature) throws IOException {
        if (!writeHandleIfKnown(signature)) {
            writeString(signature, false);
        }
    }

    private void writeString(String s, boolean unshared) throws IOException {
        if (!unshared) {
            assignHandle(s);
        }
        long utfLength = SerialCalls.utfLength(s);
        if (utfLength <= 0xFFFF) {
            bout.write(TC_STRING);
            data.writeUTF(s);
        } else {
            bout.write(TC_LONGSTRING);
            data.writeLong(utfLength);
            SerialCalls.writeUtfBody(data, s);
        }
    }

    private void writeEnum(Enum<?> e, boolean unshared) throws IOException {
        bout.write(TC_ENUM);
        Class<?> c = e.getDeclaringClass();
        writeClassDesc(ObjectStreamClass.lookup(c), false);
        if (!unshared) {
            assignHandle(e);
        }
        writeString(e.name(), false);
    }

    private void writeArray(Object array, boolean unshared) throws IOException {
        bout.write(TC_ARRAY);
        writeClassDesc(ObjectStreamClass.lookupAny(array.getClass()), false);
        if (!unshared) {
            assignHandle(array);
        }
        SerialArrays.write(this, data, array);
    }

    /** An element of an Object[] (SerialArrays calls back). */
    void writeElement(Object element) throws IOException {
        writeObject0(element, false);
    }

    private void writeOrdinaryObject(Object obj, ObjectStreamClass desc, boolean unshared) throws IOException {
        bout.write(TC_OBJECT);
        writeClassDesc(desc, false);
        if (!unshared) {
            assignHandle(obj);
        }
        if (desc.isExternalizable()) {
            bout.setBlockDataMode(true);
            ((Externalizable) obj).writeExternal(this);
            bout.setBlockDataMode(false);
            bout.write(TC_ENDBLOCKDATA);
            return;
        }
        for (ObjectStreamClass slice : desc.hierarchy()) {
            if (slice.writeObjectOwner() == null) {
                writeFields(obj, slice);
                continue;
            }
            Object savedObject = currentObject;
            ObjectStreamClass savedDesc = currentDesc;
            PutFieldImpl savedPut = currentPutField;
            currentObject = obj;
            currentDesc = slice;
            currentPutField = null;
            try {
                bout.setBlockDataMode(true);
                SerialCalls.call(obj, slice.writeObjectOwner(), "writeObject", "(Ljava/io/ObjectOutputStream;)V", this);
                bout.setBlockDataMode(false);
                bout.write(TC_ENDBLOCKDATA);
            } finally {
                currentObject = savedObject;
                currentDesc = savedDesc;
                currentPutField = savedPut;
            }
        }
    }

    /** The default serial form: primitive fields, then object fields, in descriptor order. */
    private void writeFields(Object obj, ObjectStreamClass desc) throws IOException {
        ObjectStreamField[] fields = desc.fields();
        for (ObjectStreamField f : fields) {
            if (f.isPrimitive()) {
                SerialFieldValues.writePrimitive(data, obj, f);
            }
        }
        for (ObjectStreamField f : fields) {
            if (!f.isPrimitive()) {
                Object value = f.fieldOffset() < 0 ? null : Unsafe.getReferenceVolatile(obj, f.fieldOffset());
                writeObject0(value, f.isUnshared());
            }
        }
    }

    public void defaultWriteObject() throws IOException {
        if (currentObject == null) {
            throw new NotActiveException("not in call to writeObject");
        }
        bout.setBlockDataMode(false);
        writeFields(currentObject, currentDesc);
        bout.setBlockDataMode(true);
    }

    /** The values of the serializable fields to write with writeFields, instead of the object's own. */
    public abstract static class PutField {
        public PutField() {}

        public abstract void put(String name, boolean val);

        public abstract void put(String name, byte val);

        public abstract void put(String name, char val);

        public abstract void put(String name, short val);

        public abstract void put(String name, int val);

        public abstract void put(String name, long val);

        public abstract void put(String name, float val);

        public abstract void put(String name, double val);

        public abstract void put(String name, Object val);

        @Deprecated
        public abstract void write(ObjectOutput out) throws IOException;
    }

    public PutField putFields() throws IOException {
        if (currentObject == null) {
            throw new NotActiveException("not in call to writeObject");
        }
        if (currentPutField == null) {
            currentPutField = new PutFieldImpl(currentDesc);
        }
        return currentPutField;
    }

    public void writeFields() throws IOException {
        if (currentPutField == null) {
            throw new NotActiveException("no current PutField object");
        }
        bout.setBlockDataMode(false);
        currentPutField.writeTo(this, data);
        bout.setBlockDataMode(true);
    }

    /** A PutField's object value (PutFieldImpl calls back). */
    void writeFieldObject(Object value, boolean unshared) throws IOException {
        writeObject0(value, unshared);
    }

    public void reset() throws IOException {
        if (depth != 0) {
            throw new IOException("stream active");
        }
        bout.setBlockDataMode(false);
        bout.write(TC_RESET);
        handles.clear();
        nextHandle = baseWireHandle;
        bout.setBlockDataMode(true);
    }

    protected void drain() throws IOException {
        bout.drain();
    }

    public void write(int val) throws IOException {
        bout.write(val);
    }

    public void write(byte[] buf) throws IOException {
        bout.write(buf, 0, buf.length);
    }

    public void write(byte[] buf, int off, int len) throws IOException {
        if (buf == null) {
            throw new NullPointerException();
        }
        bout.write(buf, off, len);
    }

    public void flush() throws IOException {
        bout.flush();
    }

    public void close() throws IOException {
        flush();
        bout.close();
    }

    public void writeBoolean(boolean val) throws IOException {
        data.writeBoolean(val);
    }

    public void writeByte(int val) throws IOException {
        data.writeByte(val);
    }

    public void writeShort(int val) throws IOException {
        data.writeShort(val);
    }

    public void writeChar(int val) throws IOException {
        data.writeChar(val);
    }

    public void writeInt(int val) throws IOException {
        data.writeInt(val);
    }

    public void writeLong(long val) throws IOException {
        data.writeLong(val);
    }

    public void writeFloat(float val) throws IOException {
        data.writeFloat(val);
    }

    public void writeDouble(double val) throws IOException {
        data.writeDouble(val);
    }

    public void writeBytes(String str) throws IOException {
        data.writeBytes(str);
    }

    public void writeChars(String str) throws IOException {
        data.writeChars(str);
    }

    public void writeUTF(String str) throws IOException {
        data.writeUTF(str);
    }
}
