package java.lang.invoke;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The type of a method handle: a return type and parameter types. Immutable;
 * every "change" makes a new MethodType. Two types with the same classes are
 * equal (Loupe does not intern them, so compare with equals).
 */
public final class MethodType implements java.io.Serializable {
    private static final long serialVersionUID = 292L;
    private static final Class<?>[] NO_CLASSES = new Class<?>[0];

    private final Class<?> rtype;
    private final Class<?>[] ptypes;

    private MethodType(Class<?> rtype, Class<?>[] ptypes) {
        this.rtype = rtype;
        this.ptypes = ptypes;
    }

    /** Checks and copies the types (the caller's array is not kept). */
    private static MethodType make(Class<?> rtype, Class<?>[] ptypes) {
        if (rtype == null) {
            throw new NullPointerException();
        }
        Class<?>[] copy = ptypes.length == 0 ? NO_CLASSES : ptypes.clone();
        int slots = 0;
        for (Class<?> p : copy) {
            if (p == null) {
                throw new NullPointerException();
            }
            if (p == void.class) {
                throw new IllegalArgumentException("parameter type cannot be void");
            }
            slots += (p == long.class || p == double.class) ? 2 : 1;
        }
        // A method takes at most 255 argument slots (JVMS 4.3.3); a handle
        // may need one more for itself.
        if (slots > 254) {
            throw new IllegalArgumentException("bad parameter count " + copy.length);
        }
        return new MethodType(rtype, copy);
    }

    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return make(rtype, ptypes);
    }

    public static MethodType methodType(Class<?> rtype, List<Class<?>> ptypes) {
        return make(rtype, ptypes.toArray(NO_CLASSES));
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] all = new Class<?>[ptypes.length + 1];
        all[0] = ptype0;
        System.arraycopy(ptypes, 0, all, 1, ptypes.length);
        return make(rtype, all);
    }

    public static MethodType methodType(Class<?> rtype) {
        return make(rtype, NO_CLASSES);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return make(rtype, new Class<?>[] {ptype0});
    }

    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return make(rtype, ptypes.ptypes);
    }

    /** (Object, ..., Object)Object with the given count, plus a trailing Object[] if asked. */
    public static MethodType genericMethodType(int objectArgCount, boolean finalArray) {
        if (objectArgCount < 0 || objectArgCount > 255) {
            throw new IllegalArgumentException("bad parameter count " + objectArgCount);
        }
        Class<?>[] ps = new Class<?>[objectArgCount + (finalArray ? 1 : 0)];
        Arrays.fill(ps, Object.class);
        if (finalArray) {
            ps[objectArgCount] = Object[].class;
        }
        return make(Object.class, ps);
    }

    public static MethodType genericMethodType(int objectArgCount) {
        return genericMethodType(objectArgCount, false);
    }

    /**
     * The type a method descriptor ("(I[Ljava/lang/String;)V") names, its
     * classes loaded (not initialized) through the loader, or the system
     * class loader when it is null.
     */
    public static MethodType fromMethodDescriptorString(String descriptor, ClassLoader loader)
            throws IllegalArgumentException, TypeNotPresentException {
        if (!descriptor.startsWith("(") || descriptor.indexOf(')') < 0) {
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        }
        ClassLoader from = loader != null ? loader : ClassLoader.getSystemClassLoader();
        java.util.List<Class<?>> parameters = new java.util.ArrayList<>();
        int[] position = {1};
        while (descriptor.charAt(position[0]) != ')') {
            parameters.add(typeAt(descriptor, position, from));
        }
        position[0]++;
        if (parameters.contains(void.class)) {
            throw new IllegalArgumentException("bad signature: " + descriptor + ": bad argument type");
        }
        Class<?> returnType = typeAt(descriptor, position, from);
        if (position[0] != descriptor.length()) {
            throw new IllegalArgumentException("bad signature: " + descriptor + ": bad return type");
        }
        return make(returnType, parameters.toArray(NO_CLASSES));
    }

    /** The field type at position[0] of a descriptor; moves position past it. */
    private static Class<?> typeAt(String d, int[] position, ClassLoader loader) {
        int start = position[0];
        int i = start;
        while (i < d.length() && d.charAt(i) == '[') {
            i++;
        }
        if (i >= d.length()) {
            throw new IllegalArgumentException("bad signature: " + d);
        }
        char c = d.charAt(i);
        int end;
        if (c == 'L') {
            end = d.indexOf(';', i);
            if (end < 0) {
                throw new IllegalArgumentException("bad signature: " + d);
            }
            end++;
        } else if ("ZBCSIJFDV".indexOf(c) >= 0) {
            end = i + 1;
        } else {
            throw new IllegalArgumentException("not basic type char: " + c);
        }
        position[0] = end;
        if (i == start && c != 'L') {
            return Conversions.primitiveOfDescriptor(c);
        }
        String name = i == start ? d.substring(i + 1, end - 1) : d.substring(start, end);
        try {
            return Class.forName(name.replace('/', '.'), false, loader);
        } catch (ClassNotFoundException e) {
            throw new TypeNotPresentException(name.replace('/', '.'), e);
        }
    }

    public MethodType changeParameterType(int num, Class<?> nptype) {
        Class<?>[] ps = ptypes.clone();
        ps[checkIndex(num, ptypes.length)] = nptype;
        return make(rtype, ps);
    }

    public MethodType insertParameterTypes(int num, Class<?>... ptypesToInsert) {
        checkIndex(num, ptypes.length + 1);
        Class<?>[] ps = new Class<?>[ptypes.length + ptypesToInsert.length];
        System.arraycopy(ptypes, 0, ps, 0, num);
        System.arraycopy(ptypesToInsert, 0, ps, num, ptypesToInsert.length);
        System.arraycopy(ptypes, num, ps, num + ptypesToInsert.length, ptypes.length - num);
        return make(rtype, ps);
    }

    public MethodType insertParameterTypes(int num, List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(num, ptypesToInsert.toArray(NO_CLASSES));
    }

    public MethodType appendParameterTypes(Class<?>... ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType appendParameterTypes(List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    /** Without the parameters from start (inclusive) to end (exclusive). */
    public MethodType dropParameterTypes(int start, int end) {
        if (start < 0 || start > end || end > ptypes.length) {
            throw new IndexOutOfBoundsException("start=" + start + " end=" + end);
        }
        Class<?>[] ps = new Class<?>[ptypes.length - (end - start)];
        System.arraycopy(ptypes, 0, ps, 0, start);
        System.arraycopy(ptypes, end, ps, start, ptypes.length - end);
        return make(rtype, ps);
    }

    public MethodType changeReturnType(Class<?> nrtype) {
        return make(nrtype, ptypes);
    }

    public boolean hasPrimitives() {
        if (rtype.isPrimitive()) {
            return true;
        }
        for (Class<?> p : ptypes) {
            if (p.isPrimitive()) {
                return true;
            }
        }
        return false;
    }

    public boolean hasWrappers() {
        return unwrap() != this;
    }

    /** Every reference type replaced by Object. */
    public MethodType erase() {
        Class<?>[] ps = new Class<?>[ptypes.length];
        for (int i = 0; i < ps.length; i++) {
            ps[i] = ptypes[i].isPrimitive() ? ptypes[i] : Object.class;
        }
        return make(rtype.isPrimitive() ? rtype : Object.class, ps);
    }

    /** Every type replaced by Object. */
    public MethodType generic() {
        return genericMethodType(ptypes.length);
    }

    /** Every primitive replaced by its wrapper (void by Void). */
    public MethodType wrap() {
        Class<?>[] ps = new Class<?>[ptypes.length];
        boolean changed = false;
        for (int i = 0; i < ps.length; i++) {
            ps[i] = Conversions.wrapperOrSelf(ptypes[i]);
            changed |= ps[i] != ptypes[i];
        }
        Class<?> r = Conversions.wrapperOrSelf(rtype);
        return changed || r != rtype ? make(r, ps) : this;
    }

    /** Every wrapper replaced by its primitive (Void by void). */
    public MethodType unwrap() {
        Class<?>[] ps = new Class<?>[ptypes.length];
        boolean changed = false;
        for (int i = 0; i < ps.length; i++) {
            ps[i] = Conversions.primitiveOrSelf(ptypes[i]);
            changed |= ps[i] != ptypes[i];
        }
        Class<?> r = Conversions.primitiveOrSelf(rtype);
        return changed || r != rtype ? make(r, ps) : this;
    }

    public Class<?> parameterType(int num) {
        return ptypes[checkIndex(num, ptypes.length)];
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public Class<?> returnType() {
        return rtype;
    }

    public List<Class<?>> parameterList() {
        return Collections.unmodifiableList(new ArrayList<>(Arrays.asList(ptypes)));
    }

    public Class<?> lastParameterType() {
        return ptypes.length == 0 ? void.class : ptypes[ptypes.length - 1];
    }

    public Class<?>[] parameterArray() {
        return ptypes.clone();
    }

    /** The parameter types without a copy; callers must not change the array. */
    Class<?>[] ptypes() {
        return ptypes;
    }

    public boolean equals(Object x) {
        if (this == x) {
            return true;
        }
        if (!(x instanceof MethodType)) {
            return false;
        }
        MethodType other = (MethodType) x;
        return rtype == other.rtype && Arrays.equals(ptypes, other.ptypes);
    }

    /** As specified: 31 * rtype.hashCode() + ptypes' list hash code. */
    public int hashCode() {
        int hash = 31 + rtype.hashCode();
        for (Class<?> p : ptypes) {
            hash = 31 * hash + p.hashCode();
        }
        return hash;
    }

    /** "(int,String)void": simple names, as the JDK prints types. */
    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }

    /** "(I[Ljava/lang/String;)V". */
    public String toMethodDescriptorString() {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : ptypes) {
            sb.append(descriptorOf(p));
        }
        return sb.append(')').append(descriptorOf(rtype)).toString();
    }

    public String descriptorString() {
        return toMethodDescriptorString();
    }

    /** The field descriptor of a class: "I", "Ljava/lang/String;", "[[D". */
    static String descriptorOf(Class<?> c) {
        if (c.isPrimitive()) {
            return String.valueOf(Conversions.descriptorChar(c));
        }
        if (c.isArray()) {
            return c.getName().replace('.', '/');
        }
        return "L" + c.getName().replace('.', '/') + ";";
    }

    private static int checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + length);
        }
        return index;
    }
}
