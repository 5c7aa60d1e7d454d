package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * A field of a class or interface, named by (declaring class, {@code slot}:
 * the index in the class's field table, class-file order). Reads and writes
 * go through four natives on the VM's field (vm/natives/reflection_natives.cpp):
 * primitives travel as raw bits in a long, references as themselves; the
 * conversions and checks the JDK specifies (widening only, JLS 5.1.2; final
 * fields; receivers) are made here.
 */
public final class Field extends AccessibleObject implements Member {
    final Class<?> clazz;
    final int slot;
    private final String name;
    private final Class<?> type;
    private final int modifiers;
    /** The type as a descriptor character: 'Z', 'B', 'C', 'S', 'I', 'J', 'F', 'D', or 'L' for references. */
    private final char typeCode;
    /** The object Class caches, of which this is a copy; null for that object itself. */
    private Field root;
    /** Kept on the root, shared by its copies (as the JDK). */
    private transient volatile Annotation[] declaredAnnotations;
    private transient volatile Type genericType;

    /** Called by the VM (Class.getDeclaredFields0) and by copy(). */
    Field(Class<?> clazz, int slot, String name, Class<?> type, int modifiers) {
        this.clazz = clazz;
        this.slot = slot;
        this.name = name;
        this.type = type;
        this.modifiers = modifiers;
        this.typeCode = codeOf(type);
    }

    Field copy() {
        Field f = new Field(clazz, slot, name, type, modifiers);
        f.root = root != null ? root : this;
        return f;
    }

    private static char codeOf(Class<?> c) {
        if (!c.isPrimitive()) {
            return 'L';
        }
        if (c == int.class) return 'I';
        if (c == long.class) return 'J';
        if (c == boolean.class) return 'Z';
        if (c == byte.class) return 'B';
        if (c == char.class) return 'C';
        if (c == short.class) return 'S';
        if (c == float.class) return 'F';
        return 'D';
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return name;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?> getType() {
        return type;
    }

    public boolean isSynthetic() {
        return (modifiers & Modifier.SYNTHETIC) != 0;
    }

    public boolean isEnumConstant() {
        return (modifiers & Modifier.ENUM) != 0;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Field)) {
            return false;
        }
        Field other = (Field) obj;
        return clazz == other.clazz && name.equals(other.name) && type == other.type;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    /** "private static final int a.B.C". */
    public String toString() {
        String mods = Modifier.toString(modifiers & Modifier.fieldModifiers());
        return (mods.isEmpty() ? "" : mods + " ") + type.getTypeName() + " " + clazz.getTypeName() + "." + name;
    }

    /** From the Signature attribute (loupe.internal.GenericTypes); the field's class without one. */
    public Type getGenericType() {
        Type t = genericType;
        if (t == null) {
            genericType = t = loupe.internal.GenericTypes.fieldType(clazz, slot);
        }
        return t;
    }

    /** "private java.util.List<java.lang.String> a.B.names". */
    public String toGenericString() {
        String mods = Modifier.toString(modifiers & Modifier.fieldModifiers());
        return (mods.isEmpty() ? "" : mods + " ") + getGenericType().getTypeName() + " " + clazz.getTypeName() + "."
                + name;
    }

    // ---- annotations (loupe.internal.Annotations) -------------------------

    private Annotation[] declaredAnnotations() {
        Field r = root != null ? root : this;
        Annotation[] as = r.declaredAnnotations;
        if (as == null) {
            r.declaredAnnotations = as = loupe.internal.Annotations.fieldAnnotations(clazz, slot);
        }
        return as;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return loupe.internal.Annotations.find(declaredAnnotations(), annotationClass);
    }

    @Override
    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return loupe.internal.Annotations.byType(declaredAnnotations(), annotationClass);
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return declaredAnnotations().clone();
    }

    // ---- reading ----------------------------------------------------------

    public Object get(Object obj) throws IllegalArgumentException, IllegalAccessException {
        prepareRead(obj);
        if (typeCode == 'L') {
            return getReference0(clazz, slot, obj);
        }
        long bits = getBits0(clazz, slot, obj);
        switch (typeCode) {
            case 'Z': return Boolean.valueOf(bits != 0);
            case 'B': return Byte.valueOf((byte) bits);
            case 'C': return Character.valueOf((char) bits);
            case 'S': return Short.valueOf((short) bits);
            case 'I': return Integer.valueOf((int) bits);
            case 'J': return Long.valueOf(bits);
            case 'F': return Float.valueOf(Float.intBitsToFloat((int) bits));
            default: return Double.valueOf(Double.longBitsToDouble(bits));
        }
    }

    public boolean getBoolean(Object obj) throws IllegalArgumentException, IllegalAccessException {
        prepareRead(obj);
        if (typeCode != 'Z') {
            throw getConversionFailure("boolean");
        }
        return getBits0(clazz, slot, obj) != 0;
    }

    public byte getByte(Object obj) throws IllegalArgumentException, IllegalAccessException {
        prepareRead(obj);
        if (typeCode != 'B') {
            throw getConversionFailure("byte");
        }
        return (byte) getBits0(clazz, slot, obj);
    }

    public char getChar(Object obj) throws IllegalArgumentException, IllegalAccessException {
        prepareRead(obj);
        if (typeCode != 'C') {
            throw getConversionFailure("char");
        }
        return (char) getBits0(clazz, slot, obj);
    }

    public short getShort(Object obj) throws IllegalArgumentException, IllegalAccessException {
        prepareRead(obj);
        if (typeCode != 'S' && typeCode != 'B') {
            throw getConversionFailure("short");
        }
        return (short) getBits0(clazz, slot, obj);
    }

    public int getInt(Object obj) throws IllegalArgumentException, IllegalAccessException {
        prepareRead(obj);
        if (!isIntLike(typeCode)) {
            throw getConversionFailure("int");
        }
        return (int) getBits0(clazz, slot, obj);
    }

    public long getLong(Object obj) throws IllegalArgumentException, IllegalAccessException {
        prepareRead(obj);
        if (!isIntLike(typeCode) && typeCode != 'J') {
            throw getConversionFailure("long");
        }
        return getBits0(clazz, slot, obj);
    }

    public float getFloat(Object obj) throws IllegalArgumentException, IllegalAccessException {
        prepareRead(obj);
        long bits = 0;
        if (typeCode != 'Z' && typeCode != 'D' && typeCode != 'L') {
            bits = getBits0(clazz, slot, obj);
        }
        switch (typeCode) {
            case 'F': return Float.intBitsToFloat((int) bits);
            case 'J': return (float) bits;
            case 'B': case 'C': case 'S': case 'I': return (float) (int) bits;
            default: throw getConversionFailure("float");
        }
    }

    public double getDouble(Object obj) throws IllegalArgumentException, IllegalAccessException {
        prepareRead(obj);
        if (typeCode == 'Z' || typeCode == 'L') {
            throw getConversionFailure("double");
        }
        long bits = getBits0(clazz, slot, obj);
        switch (typeCode) {
            case 'D': return Double.longBitsToDouble(bits);
            case 'F': return Float.intBitsToFloat((int) bits);
            case 'J': return (double) bits;
            default: return (double) (int) bits;
        }
    }

    private static boolean isIntLike(char code) {
        return code == 'I' || code == 'S' || code == 'B' || code == 'C';
    }

    // ---- writing ----------------------------------------------------------

    /** A reference, or a box whose value widens to the field's primitive type. */
    public void set(Object obj, Object value) throws IllegalArgumentException, IllegalAccessException {
        prepareWrite(obj, value, true, '?', 0, 0);
        if (typeCode == 'L') {
            if (value != null && !type.isInstance(value)) {
                throw new IllegalArgumentException(setMessage(value.getClass().getName()));
            }
            setReference0(clazz, slot, obj, value);
            return;
        }
        if (value == null) {
            throw new IllegalArgumentException(setMessage("null value"));
        }
        char from;
        long l = 0;
        double d = 0;
        if (value instanceof Integer) { from = 'I'; l = (Integer) value; }
        else if (value instanceof Long) { from = 'J'; l = (Long) value; }
        else if (value instanceof Boolean) { from = 'Z'; l = ((Boolean) value) ? 1 : 0; }
        else if (value instanceof Byte) { from = 'B'; l = (Byte) value; }
        else if (value instanceof Character) { from = 'C'; l = (Character) value; }
        else if (value instanceof Short) { from = 'S'; l = (Short) value; }
        else if (value instanceof Float) { from = 'F'; d = (Float) value; }
        else if (value instanceof Double) { from = 'D'; d = (Double) value; }
        else {
            throw new IllegalArgumentException(setMessage(value.getClass().getName()));
        }
        storeWidened(obj, from, l, d, value);
    }

    public void setBoolean(Object obj, boolean z) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, 'Z', z ? 1 : 0, 0);
    }

    public void setByte(Object obj, byte b) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, 'B', b, 0);
    }

    public void setChar(Object obj, char c) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, 'C', c, 0);
    }

    public void setShort(Object obj, short s) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, 'S', s, 0);
    }

    public void setInt(Object obj, int i) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, 'I', i, 0);
    }

    public void setLong(Object obj, long l) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, 'J', l, 0);
    }

    public void setFloat(Object obj, float f) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, 'F', 0, f);
    }

    public void setDouble(Object obj, double d) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, 'D', 0, d);
    }

    /** A value of type {@code from}: integral ones in {@code l}, float and double in {@code d}. */
    private void setPrimitive(Object obj, char from, long l, double d) throws IllegalAccessException {
        prepareWrite(obj, null, false, from, l, d);
        storeWidened(obj, from, l, d, null);
    }

    /** Widens (JLS 5.1.2) and stores; {@code box} is the value given to set(Object), for its message. */
    private void storeWidened(Object obj, char from, long l, double d, Object box) {
        boolean ok;
        long bits = l;
        switch (typeCode) {
            case 'Z': case 'B': case 'C':
                ok = from == typeCode;
                break;
            case 'S':
                ok = from == 'S' || from == 'B';
                break;
            case 'I':
                ok = isIntLike(from);
                break;
            case 'J':
                ok = isIntLike(from) || from == 'J';
                break;
            case 'F':
                ok = from != 'Z' && from != 'D';
                bits = Float.floatToRawIntBits(from == 'F' ? (float) d : (float) l);
                break;
            case 'D':
                ok = from != 'Z';
                bits = Double.doubleToRawLongBits(from == 'F' || from == 'D' ? d : (double) l);
                break;
            default:  // a reference field takes no primitive
                ok = false;
                break;
        }
        if (!ok) {
            throw new IllegalArgumentException(setMessage(box != null ? box.getClass().getName() : shown(from, l, d)));
        }
        setBits0(clazz, slot, obj, bits);
    }

    // ---- checks and messages (as HotSpot words them) ----------------------

    private void prepareRead(Object obj) throws IllegalAccessException {
        checkFieldAccess(obj);
        checkReceiver(obj);
    }

    private void prepareWrite(Object obj, Object value, boolean boxed, char from, long l, double d)
            throws IllegalAccessException {
        checkFieldAccess(obj);
        // Final fields: never static ones; instance ones only after
        // setAccessible(true), and never in records.
        if ((modifiers & Modifier.FINAL) != 0
                && (!override || (modifiers & Modifier.STATIC) != 0 || clazz.isRecord())) {
            String what = boxed ? (value == null ? "null value" : value.getClass().getName()) : shown(from, l, d);
            throw new IllegalAccessException(setMessage(what));
        }
        checkReceiver(obj);
    }

    private void checkFieldAccess(Object obj) throws IllegalAccessException {
        if (override) {
            return;
        }
        Class<?> target = null;
        if ((modifiers & Modifier.STATIC) == 0) {
            if (obj == null) {
                throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
            }
            target = obj.getClass();
        }
        checkAccess(clazz, modifiers, target);
    }

    private void checkReceiver(Object obj) {
        if ((modifiers & Modifier.STATIC) != 0) {
            return;
        }
        if (obj == null) {
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"o\" is null");
        }
        if (!clazz.isInstance(obj)) {
            throw new IllegalArgumentException(setMessage(obj.getClass().getName()));
        }
    }

    private IllegalArgumentException getConversionFailure(String to) {
        return new IllegalArgumentException("Attempt to get " + type.getName() + " field \"" + clazz.getName() + "."
                + name + "\" with illegal data type conversion to " + to);
    }

    private String setMessage(String what) {
        return "Can not set " + ((modifiers & Modifier.STATIC) != 0 ? "static " : "")
                + ((modifiers & Modifier.FINAL) != 0 ? "final " : "") + type.getName() + " field "
                + clazz.getName() + "." + name + " to " + what;
    }

    private static String shown(char from, long l, double d) {
        switch (from) {
            case 'Z': return "(boolean)" + (l != 0);
            case 'B': return "(byte)" + l;
            case 'C': return "(char)" + (char) l;
            case 'S': return "(short)" + l;
            case 'I': return "(int)" + l;
            case 'J': return "(long)" + l;
            case 'F': return "(float)" + (float) d;
            default: return "(double)" + d;
        }
    }

    // ---- natives (vm/natives/reflection_natives.cpp) ----------------------
    // The receiver has been checked; statics initialize their class first.
    // Volatile fields are read and written with volatile ordering.

    /** A primitive field's value: integral types sign- (char: zero-) extended, float and double as raw bits. */
    private static native long getBits0(Class<?> clazz, int slot, Object obj);

    private static native Object getReference0(Class<?> clazz, int slot, Object obj);

    /** Stores the low bits the field's type holds. */
    private static native void setBits0(Class<?> clazz, int slot, Object obj, long bits);

    private static native void setReference0(Class<?> clazz, int slot, Object obj, Object value);
}
