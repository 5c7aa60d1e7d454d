package java.io;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import loupe.internal.Members;

/**
 * The serialization descriptor of a class: its name, serialVersionUID and
 * serializable fields, and how its instances are written and read (default
 * fields, writeObject/readObject hooks, Externalizable, enum, record). A
 * descriptor is either computed from a loaded class (lookup) or read from a
 * stream (ObjectInputStream), in which case it is matched to the local one.
 */
public class ObjectStreamClass implements Serializable {
    private static final long serialVersionUID = -6120832682080437368L;

    public static final ObjectStreamField[] NO_FIELDS = new ObjectStreamField[0];

    /**
     * Descriptors computed from loaded classes, one per class, kept by the
     * class's loader (loupe.internal.LoaderValues) so that it can still be
     * unloaded.
     */
    private static final Object LOCAL = new Object();

    private Class<?> cl;
    private String name;
    private Long suid;
    private boolean isEnum;
    private boolean isRecord;
    private boolean serializable;
    private boolean externalizable;
    /** Stream flag SC_WRITE_METHOD: custom data follows the default fields. */
    private boolean hasWriteObjectData;
    /** Stream flag SC_BLOCK_DATA: externalized data is in block-data mode (protocol 2). */
    private boolean hasBlockExternalData = true;
    private ObjectStreamField[] fields = NO_FIELDS;
    private ObjectStreamClass superDesc;
    /** For a descriptor read from a stream: the local class's own descriptor, or null. */
    private ObjectStreamClass localDesc;

    // The local class's hooks (null when absent): see SerialHooks.
    private Class<?> writeObjectOwner;
    private Class<?> readObjectOwner;
    private Class<?> readObjectNoDataOwner;
    private Class<?> writeReplaceOwner;
    private Class<?> readResolveOwner;
    /** The class whose no-argument constructor a deserialized instance runs. */
    private Class<?> constructorOwner;
    /** Why instances cannot be deserialized (no valid constructor), or null. */
    private String deserializeProblem;

    private ObjectStreamClass() {}

    /** The descriptor of a serializable class, else null. */
    public static ObjectStreamClass lookup(Class<?> cl) {
        return Serializable.class.isAssignableFrom(cl) ? lookupAny(cl) : null;
    }

    /** The descriptor of any class; non-serializable ones have no fields and serialVersionUID 0. */
    public static ObjectStreamClass lookupAny(Class<?> cl) {
        Map<Class<?>, ObjectStreamClass> local = loupe.internal.LoaderValues.of(cl.getClassLoader(), LOCAL, HashMap::new);
        synchronized (local) {
            ObjectStreamClass desc = local.get(cl);
            if (desc == null) {
                desc = new ObjectStreamClass();
                local.put(cl, desc);
                desc.initLocal(cl);
            }
            return desc;
        }
    }

    private void initLocal(Class<?> c) {
        cl = c;
        name = c.getName();
        isEnum = Enum.class.isAssignableFrom(c);
        isRecord = c.isRecord();
        serializable = Serializable.class.isAssignableFrom(c);
        externalizable = Externalizable.class.isAssignableFrom(c);
        localDesc = this;
        Class<?> superclass = c.getSuperclass();
        superDesc = superclass != null && serializable && !c.isArray() ? lookup(superclass) : null;
        if (!serializable) {
            suid = 0L;
            return;
        }
        if (isEnum) {
            suid = 0L;
            return;
        }
        if (!c.isArray()) {
            fields = externalizable ? NO_FIELDS : SerialFields.of(c, isRecord);
            SerialHooks.find(this, c);
            hasWriteObjectData = writeObjectOwner != null;
            if (SerialFields.declaresSerialVersionUID(c)) {
                suid = Members.staticLong(c, "serialVersionUID");
            }
        }
    }

    // Set by SerialHooks.find.
    void setHooks(Class<?> writeObject, Class<?> readObject, Class<?> readObjectNoData, Class<?> writeReplace,
            Class<?> readResolve, Class<?> constructor, String problem) {
        writeObjectOwner = writeObject;
        readObjectOwner = readObject;
        readObjectNoDataOwner = readObjectNoData;
        writeReplaceOwner = writeReplace;
        readResolveOwner = readResolve;
        constructorOwner = constructor;
        deserializeProblem = problem;
    }

    /** A descriptor as read from a stream, before it is matched to a local class. */
    static ObjectStreamClass fromStream(String name, long suid, byte flags, ObjectStreamField[] fields) {
        ObjectStreamClass desc = new ObjectStreamClass();
        desc.name = name;
        desc.suid = suid;
        desc.hasWriteObjectData = (flags & ObjectStreamConstants.SC_WRITE_METHOD) != 0;
        desc.hasBlockExternalData = (flags & ObjectStreamConstants.SC_BLOCK_DATA) != 0;
        desc.externalizable = (flags & ObjectStreamConstants.SC_EXTERNALIZABLE) != 0;
        desc.serializable = (flags & ObjectStreamConstants.SC_SERIALIZABLE) != 0 || desc.externalizable;
        desc.isEnum = (flags & ObjectStreamConstants.SC_ENUM) != 0;
        desc.fields = fields;
        return desc;
    }

    /**
     * Matches a stream descriptor to the loaded class cl (null when it could
     * not be loaded): the serialVersionUIDs and kinds must agree, and each
     * stream field learns where the local field is.
     */
    void bindToLocal(Class<?> c, ObjectStreamClass streamSuper) throws InvalidClassException {
        superDesc = streamSuper;
        if (c == null) {
            return;
        }
        ObjectStreamClass local = lookupAny(c);
        if (!local.serializable) {
            // Only a class object (TC_CLASS) may name a class that is not serializable.
            if (serializable) {
                throw new InvalidClassException(c.getName(), "class invalid for deserialization");
            }
            cl = c;
            localDesc = local;
            return;
        }
        if (isEnum != local.isEnum) {
            throw new InvalidClassException(name, isEnum ? "cannot bind enum descriptor to a non-enum class"
                    : "cannot bind non-enum descriptor to an enum class");
        }
        if (!c.isArray() && !isEnum && suid.longValue() != local.getSerialVersionUID()) {
            throw new InvalidClassException(name, "local class incompatible: stream classdesc serialVersionUID = "
                    + suid + ", local class serialVersionUID = " + local.getSerialVersionUID());
        }
        if (externalizable != local.externalizable) {
            throw new InvalidClassException(name, "Serializable incompatible with Externalizable");
        }
        cl = c;
        localDesc = local;
        isRecord = local.isRecord;
        for (ObjectStreamField f : fields) {
            ObjectStreamField match = local.getField(f.getName());
            if (match == null) {
                continue;
            }
            boolean compatible = match.isPrimitive() ? match.getTypeCode() == f.getTypeCode() : !f.isPrimitive();
            if (!compatible) {
                throw new InvalidClassException(name, "incompatible types for field " + f.getName());
            }
            f.bindLocal(match);
        }
    }

    public String getName() {
        return name;
    }

    public long getSerialVersionUID() {
        if (suid == null) {
            suid = SerialVersion.compute(cl);
        }
        return suid.longValue();
    }

    public Class<?> forClass() {
        return cl;
    }

    public ObjectStreamField[] getFields() {
        return fields.clone();
    }

    public ObjectStreamField getField(String fieldName) {
        for (ObjectStreamField f : fields) {
            if (f.getName().equals(fieldName)) {
                return f;
            }
        }
        return null;
    }

    public String toString() {
        return name + ": static final long serialVersionUID = " + getSerialVersionUID() + "L;";
    }

    // For the object streams.

    ObjectStreamField[] fields() {
        return fields;
    }

    ObjectStreamClass superDesc() {
        return superDesc;
    }

    ObjectStreamClass localDesc() {
        return localDesc;
    }

    boolean isEnum() {
        return isEnum;
    }

    boolean isRecord() {
        return isRecord;
    }

    boolean isSerializable() {
        return serializable;
    }

    boolean isExternalizable() {
        return externalizable;
    }

    boolean hasWriteObjectData() {
        return hasWriteObjectData;
    }

    boolean hasBlockExternalData() {
        return hasBlockExternalData;
    }

    /** SC_* flags as the stream writes them. */
    byte flags() {
        byte flags = 0;
        if (externalizable) {
            flags |= ObjectStreamConstants.SC_EXTERNALIZABLE | ObjectStreamConstants.SC_BLOCK_DATA;
        } else if (serializable) {
            flags |= ObjectStreamConstants.SC_SERIALIZABLE;
        }
        if (hasWriteObjectData) {
            flags |= ObjectStreamConstants.SC_WRITE_METHOD;
        }
        if (isEnum) {
            flags |= ObjectStreamConstants.SC_ENUM;
        }
        return flags;
    }

    Class<?> writeObjectOwner() {
        return writeObjectOwner;
    }

    Class<?> readObjectOwner() {
        return readObjectOwner;
    }

    Class<?> readObjectNoDataOwner() {
        return readObjectNoDataOwner;
    }

    Class<?> writeReplaceOwner() {
        return writeReplaceOwner;
    }

    Class<?> readResolveOwner() {
        return readResolveOwner;
    }

    /** A new instance for deserialization: no constructor of a serializable class runs. */
    Object newInstance() throws IOException {
        if (deserializeProblem != null) {
            throw new InvalidClassException(name, deserializeProblem);
        }
        try {
            if (externalizable) {
                java.lang.reflect.Constructor<?> constructor = cl.getDeclaredConstructor();
                constructor.setAccessible(true);
                return constructor.newInstance();
            }
            Object obj = Members.allocate(cl);
            Members.invokeSpecial(obj, constructorOwner, "<init>", "()V", null);
            return obj;
        } catch (ReflectiveOperationException e) {
            throw new InvalidClassException(name, "no valid constructor");
        }
    }

    /** The descriptors of the class and its serializable superclasses, the topmost first. */
    ObjectStreamClass[] hierarchy() {
        ArrayList<ObjectStreamClass> chain = new ArrayList<>();
        for (ObjectStreamClass d = this; d != null; d = d.superDesc) {
            chain.add(d);
        }
        ObjectStreamClass[] result = chain.toArray(new ObjectStreamClass[0]);
        for (int i = 0, j = result.length - 1; i < j; i++, j--) {
            ObjectStreamClass t = result[i];
            result[i] = result[j];
            result[j] = t;
        }
        return result;
    }
}
