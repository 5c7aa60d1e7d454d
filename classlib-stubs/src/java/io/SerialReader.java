package java.io;

import java.util.ArrayList;
import java.util.List;
import loupe.internal.Unsafe;

/**
 * The reading half of ObjectInputStream: type codes, handles, class
 * descriptors and each kind of object. Kept apart so that the stream class
 * holds only the public API.
 */
final class SerialReader implements ObjectStreamConstants {
    /** Stands in the handle table for an object read with readUnshared. */
    private static final Object UNSHARED = new Object();

    private final ObjectInputStream ois;
    private final BlockDataInput bin;
    private final DataInputStream data;
    private final List<Object> handles = new ArrayList<>();
    private int depth;
    /** A class the stream named that could not be loaded; thrown when the top-level read ends. */
    private ClassNotFoundException missingClass;
    /** The object and stream descriptor whose readObject is running. */
    private Object currentObject;
    private ObjectStreamClass currentDesc;
    /** True inside a readObject whose class wrote no custom data: reading past the fields is the end. */
    private boolean defaultDataEnd;
    private final List<Object[]> validations = new ArrayList<>();

    SerialReader(ObjectInputStream ois, BlockDataInput bin, DataInputStream data) {
        this.ois = ois;
        this.bin = bin;
        this.data = data;
    }

    Object readTopLevel(boolean unshared) throws IOException, ClassNotFoundException {
        Object obj = readObject0(unshared);
        if (depth == 0) {
            ClassNotFoundException missing = missingClass;
            missingClass = null;
            if (missing != null) {
                validations.clear();
                throw missing;
            }
            runValidations();
        }
        return obj;
    }

    private int assignHandle(Object obj) {
        handles.add(obj);
        return handles.size() - 1;
    }

    private Object readObject0(boolean unshared) throws IOException, ClassNotFoundException {
        boolean oldMode = bin.getBlockDataMode();
        if (oldMode) {
            int remaining = bin.currentBlockRemaining();
            if (remaining > 0) {
                throw new OptionalDataException(remaining);
            }
            if (defaultDataEnd) {
                throw new OptionalDataException(true);
            }
            bin.setBlockDataMode(false);
        }
        int tc;
        while ((tc = bin.peek()) == (TC_RESET & 0xFF)) {
            bin.readRawByte();
            handleReset();
        }
        depth++;
        try {
            switch ((byte) tc) {
                case TC_NULL:
                    bin.readRawByte();
                    return null;
                case TC_REFERENCE:
                    return readHandle(unshared);
                case TC_CLASS:
                    return readClass(unshared);
                case TC_CLASSDESC:
                case TC_PROXYCLASSDESC:
                    return readClassDesc(unshared);
                case TC_STRING:
                case TC_LONGSTRING:
                    return resolve(readString(unshared));
                case TC_ARRAY:
                    return resolve(readArray(unshared));
                case TC_ENUM:
                    return resolve(readEnum(unshared));
                case TC_OBJECT:
                    return resolve(readOrdinaryObject(unshared));
                case TC_EXCEPTION:
                    throw new WriteAbortedException("writing aborted", readFatalException());
                case TC_BLOCKDATA:
                case TC_BLOCKDATALONG:
                    if (oldMode) {
                        bin.setBlockDataMode(true);
                        throw new OptionalDataException(bin.currentBlockRemaining());
                    }
                    throw new StreamCorruptedException("unexpected block data");
                case TC_ENDBLOCKDATA:
                    if (oldMode) {
                        throw new OptionalDataException(true);
                    }
                    throw new StreamCorruptedException("unexpected end of block data");
                default:
                    if (tc < 0) {
                        throw new EOFException();
                    }
                    throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
            }
        } finally {
            depth--;
            bin.setBlockDataMode(oldMode);
        }
    }

    private Object resolve(Object obj) throws IOException {
        return ois.resolveEnabled() && obj != null ? ois.resolveObject(obj) : obj;
    }

    private void handleReset() throws StreamCorruptedException {
        if (depth > 0) {
            throw new StreamCorruptedException("unexpected reset; recursion depth: " + depth);
        }
        handles.clear();
    }

    private IOException readFatalException() throws IOException, ClassNotFoundException {
        bin.readRawByte();
        handles.clear();
        Object ex = readObject0(false);
        handles.clear();
        if (!(ex instanceof IOException)) {
            throw new StreamCorruptedException("unexpected exception in stream");
        }
        return (IOException) ex;
    }

    private Object readHandle(boolean unshared) throws IOException {
        bin.readRawByte();
        int handle = data.readInt() - baseWireHandle;
        if (handle < 0 || handle >= handles.size()) {
            throw new StreamCorruptedException(String.format("invalid handle value: %08X", handle + baseWireHandle));
        }
        if (unshared) {
            throw new InvalidObjectException("cannot read back reference as unshared");
        }
        Object obj = handles.get(handle);
        if (obj == UNSHARED) {
            throw new InvalidObjectException("cannot read back reference to unshared object");
        }
        return obj;
    }

    private Object readClass(boolean unshared) throws IOException, ClassNotFoundException {
        bin.readRawByte();
        ObjectStreamClass desc = readClassDesc(false);
        Class<?> c = desc.forClass();
        assignHandle(unshared ? UNSHARED : c);
        return c;
    }

    private ObjectStreamClass readClassDesc(boolean unshared) throws IOException, ClassNotFoundException {
        int tc = bin.peek();
        if (tc == (TC_NULL & 0xFF)) {
            bin.readRawByte();
            return null;
        }
        if (tc == (TC_REFERENCE & 0xFF)) {
            Object d = readHandle(unshared);
            if (!(d instanceof ObjectStreamClass)) {
                throw new StreamCorruptedException("invalid class descriptor reference");
            }
            return (ObjectStreamClass) d;
        }
        if (tc == (TC_PROXYCLASSDESC & 0xFF)) {
            throw new InvalidClassException("dynamic proxy classes are not supported");
        }
        if (tc != (TC_CLASSDESC & 0xFF)) {
            throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
        }
        bin.readRawByte();
        // The descriptor's handle comes before the type strings in its body.
        int handle = assignHandle(null);
        ObjectStreamClass desc = ois.readClassDescriptor();
        Class<?> c = null;
        bin.setBlockDataMode(true);
        try {
            c = ois.resolveClass(desc);
        } catch (ClassNotFoundException e) {
            if (missingClass == null) {
                missingClass = e;
            }
        }
        skipCustomData();
        ObjectStreamClass superDesc = readClassDesc(false);
        desc.bindToLocal(c, superDesc);
        handles.set(handle, unshared ? UNSHARED : desc);
        return desc;
    }

    ObjectStreamClass readClassDescriptorBody() throws IOException, ClassNotFoundException {
        String name = data.readUTF();
        long suid = data.readLong();
        byte flags = data.readByte();
        int count = data.readShort();
        if (count < 0) {
            throw new InvalidClassException(name, "illegal field count: " + count);
        }
        ObjectStreamField[] fields = new ObjectStreamField[count];
        for (int i = 0; i < count; i++) {
            char code = (char) data.readByte();
            String fieldName = data.readUTF();
            String signature;
            if (code == 'L' || code == '[') {
                Object s = readObject0(false);
                if (!(s instanceof String)) {
                    throw new InvalidClassException(name, "invalid descriptor for field " + fieldName);
                }
                signature = (String) s;
            } else if ("BCDFIJSZ".indexOf(code) >= 0) {
                signature = String.valueOf(code);
            } else {
                throw new InvalidClassException(name, "invalid descriptor for field " + fieldName);
            }
            fields[i] = new ObjectStreamField(fieldName, signature, false);
        }
        if ((flags & SC_SERIALIZABLE) != 0 && (flags & SC_EXTERNALIZABLE) != 0) {
            throw new InvalidClassException(name, "serializable and externalizable flags conflict");
        }
        return ObjectStreamClass.fromStream(name, suid, flags, fields);
    }

    /** Skips a class's custom data (or a descriptor's annotations) up to and including TC_ENDBLOCKDATA. */
    private void skipCustomData() throws IOException, ClassNotFoundException {
        while (true) {
            if (bin.getBlockDataMode()) {
                bin.skipBlockData();
                bin.setBlockDataMode(false);
            }
            int tc = bin.peek();
            if (tc == (TC_BLOCKDATA & 0xFF) || tc == (TC_BLOCKDATALONG & 0xFF)) {
                bin.setBlockDataMode(true);
            } else if (tc == (TC_ENDBLOCKDATA & 0xFF)) {
                bin.readRawByte();
                return;
            } else {
                readObject0(false);
            }
        }
    }

    private String readString(boolean unshared) throws IOException {
        byte tc = bin.readRawByte();
        String s = tc == TC_STRING ? data.readUTF() : SerialCalls.readUtfBody(data, data.readLong());
        assignHandle(unshared ? UNSHARED : s);
        return s;
    }

    private Object readArray(boolean unshared) throws IOException, ClassNotFoundException {
        bin.readRawByte();
        ObjectStreamClass desc = readClassDesc(false);
        int length = data.readInt();
        Class<?> c = desc.forClass();
        Class<?> component = c == null ? null : c.getComponentType();
        if (c != null && component == null) {
            throw new InvalidClassException(desc.getName(), "not an array class");
        }
        if (component == null) {
            // The class is missing: read the elements to stay in step with the stream.
            char code = desc.getName().charAt(1);
            Class<?> primitive = code == 'L' || code == '[' ? null : ObjectStreamField.primitiveClass(code);
            int handle = assignHandle(null);
            if (primitive != null) {
                SerialArrays.readPrimitiveOrAllocate(data, primitive, length);
            } else {
                for (int i = 0; i < length; i++) {
                    readObject0(false);
                }
            }
            handles.set(handle, null);
            return null;
        }
        Object array = SerialArrays.readPrimitiveOrAllocate(data, component, length);
        assignHandle(unshared ? UNSHARED : array);
        if (!component.isPrimitive()) {
            Object[] elements = (Object[]) array;
            for (int i = 0; i < length; i++) {
                elements[i] = readObject0(false);
            }
        }
        return array;
    }

    private Object readEnum(boolean unshared) throws IOException, ClassNotFoundException {
        bin.readRawByte();
        ObjectStreamClass desc = readClassDesc(false);
        if (!desc.isEnum()) {
            throw new InvalidClassException("non-enum class: " + desc);
        }
        int handle = assignHandle(null);
        Object name = readObject0(false);
        if (!(name instanceof String)) {
            throw new StreamCorruptedException("invalid enum constant name");
        }
        Class<?> c = desc.forClass();
        Object constant = null;
        if (c != null) {
            try {
                @SuppressWarnings({"unchecked", "rawtypes"})
                Object found = Enum.valueOf((Class) c, (String) name);
                constant = found;
            } catch (IllegalArgumentException e) {
                throw (IOException) new InvalidObjectException("enum constant " + name + " does not exist in " + c)
                        .initCause(e);
            }
        }
        handles.set(handle, unshared ? UNSHARED : constant);
        return constant;
    }

    private Object readOrdinaryObject(boolean unshared) throws IOException, ClassNotFoundException {
        bin.readRawByte();
        ObjectStreamClass desc = readClassDesc(false);
        Class<?> c = desc.forClass();
        if (c == String.class || c == Class.class || c == ObjectStreamClass.class) {
            throw new InvalidClassException("invalid class descriptor");
        }
        if (c != null && !desc.localDesc().isSerializable()) {
            throw new InvalidClassException(c.getName(), "class invalid for deserialization");
        }
        Object obj = c == null || desc.isRecord() ? null : desc.localDesc().newInstance();
        int handle = assignHandle(unshared ? UNSHARED : obj);
        if (desc.isExternalizable()) {
            readExternalData((Externalizable) obj, desc);
        } else if (desc.isRecord()) {
            obj = SerialRecords.read(this, desc);
        } else {
            readSerialData(obj, desc);
        }
        if (obj != null && missingClass == null && desc.localDesc().readResolveOwner() != null) {
            Object replacement = SerialCalls.call(obj, desc.localDesc().readResolveOwner(), "readResolve",
                    "()Ljava/lang/Object;", null);
            obj = replacement;
        }
        if (!unshared) {
            handles.set(handle, obj);
        }
        return obj;
    }

    private void readExternalData(Externalizable obj, ObjectStreamClass desc)
            throws IOException, ClassNotFoundException {
        if (!desc.hasBlockExternalData()) {
            throw new InvalidClassException(desc.getName(), "externalizable data of protocol version 1 is not supported");
        }
        Object savedObject = currentObject;
        ObjectStreamClass savedDesc = currentDesc;
        currentObject = null;
        currentDesc = null;
        try {
            bin.setBlockDataMode(true);
            if (obj != null) {
                obj.readExternal(ois);
            }
            skipCustomData();
        } finally {
            currentObject = savedObject;
            currentDesc = savedDesc;
        }
    }

    /**
     * Each class's data, topmost first. A class in the stream that is not a
     * superclass of the object's class here is read and dropped; a local
     * serializable superclass the stream lacks gets readObjectNoData.
     */
    private void readSerialData(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        ObjectStreamClass[] slices = desc.hierarchy();
        if (obj != null) {
            callReadObjectNoData(obj, slices);
        }
        for (ObjectStreamClass slice : slices) {
            Class<?> sliceClass = slice.forClass();
            boolean applies = obj != null && sliceClass != null && sliceClass.isInstance(obj);
            ObjectStreamClass local = applies ? slice.localDesc() : null;
            if (local != null && local.readObjectOwner() != null) {
                Object savedObject = currentObject;
                ObjectStreamClass savedDesc = currentDesc;
                boolean savedEnd = defaultDataEnd;
                currentObject = obj;
                currentDesc = slice;
                defaultDataEnd = !slice.hasWriteObjectData();
                try {
                    bin.setBlockDataMode(true);
                    SerialCalls.call(obj, local.readObjectOwner(), "readObject", "(Ljava/io/ObjectInputStream;)V", ois);
                } finally {
                    currentObject = savedObject;
                    currentDesc = savedDesc;
                    defaultDataEnd = savedEnd;
                }
                if (slice.hasWriteObjectData()) {
                    skipCustomData();
                } else {
                    bin.setBlockDataMode(false);
                }
            } else {
                readFieldValues(applies ? obj : null, slice);
                if (slice.hasWriteObjectData()) {
                    bin.setBlockDataMode(true);
                    skipCustomData();
                }
            }
        }
    }

    private void callReadObjectNoData(Object obj, ObjectStreamClass[] slices) throws IOException {
        ObjectStreamClass local = ObjectStreamClass.lookup(obj.getClass());
        for (ObjectStreamClass l = local; l != null; l = l.superDesc()) {
            boolean inStream = false;
            for (ObjectStreamClass slice : slices) {
                inStream |= slice.forClass() == l.forClass();
            }
            if (!inStream && l.readObjectNoDataOwner() != null) {
                SerialCalls.call(obj, l.readObjectNoDataOwner(), "readObjectNoData", "()V", null);
            }
        }
    }

    /** The default serial form of one class: primitives, then objects; stored into obj when it is not null. */
    private void readFieldValues(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        ObjectStreamField[] fields = desc.fields();
        for (ObjectStreamField f : fields) {
            if (f.isPrimitive()) {
                SerialFieldValues.readPrimitive(data, obj, f);
            }
        }
        for (ObjectStreamField f : fields) {
            if (f.isPrimitive()) {
                continue;
            }
            Object value = readObject0(f.isUnshared());
            if (obj != null && f.fieldOffset() >= 0) {
                storeReference(obj, desc, f, value);
            }
        }
    }

    /** A reference field's value, checked against the field's declared type (a ClassCastException as the JDK's). */
    static void storeReference(Object obj, ObjectStreamClass desc, ObjectStreamField f, Object value) {
        if (value != null && !f.localType().isInstance(value)) {
            throw new ClassCastException("cannot assign instance of " + value.getClass().getName() + " to field "
                    + desc.getName() + "." + f.getName() + " of type " + f.localType().getName() + " in instance of "
                    + obj.getClass().getName());
        }
        Unsafe.putReferenceVolatile(obj, f.fieldOffset(), value);
    }

    /** A value read by readObject0 for a record component or a GetField (the callers know no object). */
    Object readFieldObject(boolean unshared) throws IOException, ClassNotFoundException {
        return readObject0(unshared);
    }

    DataInputStream data() {
        return data;
    }

    void defaultReadObject() throws IOException, ClassNotFoundException {
        if (currentObject == null) {
            throw new NotActiveException("not in call to readObject");
        }
        bin.setBlockDataMode(false);
        readFieldValues(currentObject, currentDesc);
        bin.setBlockDataMode(true);
    }

    ObjectInputStream.GetField readFields() throws IOException, ClassNotFoundException {
        if (currentObject == null) {
            throw new NotActiveException("not in call to readObject");
        }
        bin.setBlockDataMode(false);
        GetFieldImpl fields = new GetFieldImpl(this, currentDesc);
        bin.setBlockDataMode(true);
        return fields;
    }

    void registerValidation(ObjectInputValidation obj, int priority) throws NotActiveException, InvalidObjectException {
        if (depth == 0) {
            throw new NotActiveException("stream inactive");
        }
        if (obj == null) {
            throw new InvalidObjectException("null callback");
        }
        validations.add(new Object[] {obj, priority});
    }

    /** Highest priority first; equal priorities in the order registered. */
    private void runValidations() throws InvalidObjectException {
        List<Object[]> pending = new ArrayList<>(validations);
        validations.clear();
        pending.sort((a, b) -> Integer.compare((Integer) b[1], (Integer) a[1]));
        for (Object[] v : pending) {
            ((ObjectInputValidation) v[0]).validateObject();
        }
    }
}
