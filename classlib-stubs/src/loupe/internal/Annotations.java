package loupe.internal;

import java.lang.annotation.Annotation;
import java.lang.annotation.AnnotationFormatError;
import java.lang.annotation.AnnotationTypeMismatchException;
import java.lang.annotation.IncompleteAnnotationException;
import java.lang.annotation.RetentionPolicy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Annotations as java.lang.reflect shows them, built from the raw attribute
 * bodies the VM keeps (VMMetadata): AnnotationReader reads the bytes,
 * this class types the values against the annotation interface's elements
 * and makes instances of the interface's forwarding class (AnnotationImpl).
 *
 * As in the JDK, an annotation whose type cannot be loaded, is not an
 * annotation interface, or is not RUNTIME-retained is left out; a value of
 * the wrong kind, an enum constant or class that is missing, or an element
 * without a value is kept as a Failure and thrown when the element is read.
 *
 * Member helpers take (declaring class, slot) as the VM names members.
 */
public final class Annotations {
    private Annotations() {}

    private static final Annotation[] NONE = new Annotation[0];

    // ---- Classes ----

    public static Annotation[] declaredAnnotations(Class<?> c) {
        ClassInfo info = ClassInfo.of(c);
        Annotation[] declared = info.declaredAnnotations;
        if (declared == null) {
            info.declaredAnnotations = declared = parse(VMMetadata.classAnnotations(c), c);
        }
        return declared;
    }

    /** Declared ones plus @Inherited ones of superclasses that this class does not declare (shared array). */
    public static Annotation[] annotations(Class<?> c) {
        ClassInfo info = ClassInfo.of(c);
        Annotation[] all = info.annotations;
        if (all == null) {
            Annotation[] declared = declaredAnnotations(c);
            Class<?> superclass = c.isInterface() ? null : c.getSuperclass();
            if (superclass == null) {
                all = declared;
            } else {
                Map<Class<?>, Annotation> map = new LinkedHashMap<>();
                for (Annotation a : annotations(superclass)) {
                    if (annotationType(a.annotationType()).inherited) {
                        map.put(a.annotationType(), a);
                    }
                }
                if (map.isEmpty()) {
                    all = declared;
                } else {
                    for (Annotation a : declared) {
                        map.put(a.annotationType(), a);
                    }
                    all = map.values().toArray(NONE);
                }
            }
            info.annotations = all;
        }
        return all;
    }

    public static <A extends Annotation> A find(Annotation[] annotations, Class<A> type) {
        java.util.Objects.requireNonNull(type);
        for (Annotation a : annotations) {
            if (a.annotationType() == type) {
                return type.cast(a);
            }
        }
        return null;
    }

    /**
     * getAnnotationsByType for a class: directly or indirectly present,
     * else (for an @Inherited type) the superclass's.
     */
    public static <A extends Annotation> A[] classAnnotationsByType(Class<?> c, Class<A> type) {
        A[] result = byType(declaredAnnotations(c), type);
        if (result.length == 0 && !c.isInterface() && c.getSuperclass() != null
                && type.isAnnotation() && annotationType(type).inherited) {
            return classAnnotationsByType(c.getSuperclass(), type);
        }
        return result;
    }

    // ---- Members ----

    public static Annotation[] methodAnnotations(Class<?> c, int slot) {
        return parse(VMMetadata.memberAnnotations(c, slot, false), c);
    }

    public static Annotation[] fieldAnnotations(Class<?> c, int slot) {
        return parse(VMMetadata.memberAnnotations(c, slot, true), c);
    }

    /** By parameter, as RuntimeVisibleParameterAnnotations lists them; null without the attribute. */
    public static Annotation[][] parameterAnnotations(Class<?> c, int slot) {
        byte[] bytes = VMMetadata.parameterAnnotations(c, slot);
        if (bytes == null) {
            return null;
        }
        AnnotationReader r = new AnnotationReader(bytes, c);
        int count = r.u1();
        Annotation[][] result = new Annotation[count][];
        for (int i = 0; i < count; i++) {
            result[i] = build(r.annotations(), c);
        }
        return result;
    }

    /** The element's default (arrays cloned), or null; c must be an annotation interface. */
    public static Object annotationDefault(Class<?> c, int slot) {
        AnnotationType type = annotationType(c);
        for (int i = 0; i < type.slots.length; i++) {
            if (type.slots[i] == slot) {
                Object d = type.defaults[i];
                return d instanceof Failure ? null : exposed(d);
            }
        }
        return null;
    }

    public static Annotation[] recordComponentAnnotations(Class<?> c, int index) {
        return parse(VMMetadata.recordComponentAnnotations(c, index), c);
    }

    // ---- Repeatable ----

    /** Directly present ones of type, then those inside its container (or the other way round, by which came first). */
    public static <A extends Annotation> A[] byType(Annotation[] annotations, Class<A> type) {
        java.util.Objects.requireNonNull(type);
        List<A> direct = new ArrayList<>();
        List<A> indirect = new ArrayList<>();
        boolean containerFirst = false;
        Class<?> container = type.isAnnotation() ? annotationType(type).container : null;
        for (Annotation a : annotations) {
            if (a.annotationType() == type) {
                direct.add(type.cast(a));
            } else if (container != null && a.annotationType() == container && a instanceof AnnotationImpl) {
                Object contained = ((AnnotationImpl) a).valueOf("value");
                if (contained instanceof Object[]) {
                    containerFirst = direct.isEmpty();
                    for (Object o : (Object[]) contained) {
                        indirect.add(type.cast(o));
                    }
                }
            }
        }
        List<A> all = new ArrayList<>();
        all.addAll(containerFirst ? indirect : direct);
        all.addAll(containerFirst ? direct : indirect);
        @SuppressWarnings("unchecked")
        A[] result = (A[]) java.lang.reflect.Array.newInstance(type, all.size());
        return all.toArray(result);
    }

    // ---- Annotation interfaces ----

    /** What an annotation interface declares: elements, defaults, retention, @Inherited, @Repeatable's container. */
    static final class AnnotationType {
        final Class<? extends Annotation> type;
        final String[] names;
        final String[] descriptors;  // return descriptors
        final int[] slots;
        final Object[] defaults;     // null: none
        final Map<String, Object> defaultsByName;  // HashMap: its order starts toString's
        final RetentionPolicy retention;
        final boolean inherited;
        final Class<?> container;

        @SuppressWarnings("unchecked")
        AnnotationType(Class<?> c) {
            this.type = (Class<? extends Annotation>) c;
            Object[] methods = Members.methods(c);
            String[] allNames = (String[]) methods[0];
            String[] allDescriptors = (String[]) methods[1];
            int[] modifiers = (int[]) methods[2];
            List<Integer> elements = new ArrayList<>();
            for (int i = 0; i < allNames.length; i++) {
                boolean isAbstract = (modifiers[i] & 0x0400) != 0 && (modifiers[i] & 0x0008) == 0;
                if (isAbstract && allDescriptors[i].startsWith("()")) {
                    elements.add(i);
                }
            }
            int n = elements.size();
            names = new String[n];
            descriptors = new String[n];
            slots = new int[n];
            defaults = new Object[n];
            for (int i = 0; i < n; i++) {
                slots[i] = elements.get(i);
                names[i] = allNames[slots[i]];
                descriptors[i] = allDescriptors[slots[i]].substring(2);
            }
            RetentionPolicy policy = RetentionPolicy.CLASS;
            boolean isInherited = false;
            Class<?> containerType = null;
            byte[] own = VMMetadata.classAnnotations(c);
            if (own != null) {
                // Read raw, not as instances: Retention is itself annotated with Retention.
                for (AnnotationReader.RawAnnotation a : new AnnotationReader(own, c).annotations()) {
                    if (a.typeDescriptor.equals("Ljava/lang/annotation/Retention;") && a.values.length == 1
                            && a.values[0].tag == 'e') {
                        try {
                            policy = RetentionPolicy.valueOf(((String[]) a.values[0].payload)[1]);
                        } catch (IllegalArgumentException e) {
                            // an unknown policy: as if there were no @Retention
                        }
                    } else if (a.typeDescriptor.equals("Ljava/lang/annotation/Inherited;")) {
                        isInherited = true;
                    } else if (a.typeDescriptor.equals("Ljava/lang/annotation/Repeatable;") && a.values.length == 1
                            && a.values[0].tag == 'c') {
                        try {
                            containerType = VMMetadata.classForDescriptor(c, (String) a.values[0].payload);
                        } catch (NoClassDefFoundError e) {
                            // no container: only direct annotations count
                        }
                    }
                }
            }
            retention = policy;
            inherited = isInherited;
            container = containerType;
            defaultsByName = new HashMap<>(0);
            for (int i = 0; i < n; i++) {
                byte[] d = VMMetadata.annotationDefault(c, slots[i]);
                if (d != null) {
                    AnnotationReader r = new AnnotationReader(d, c);
                    defaults[i] = typed(r.value(), descriptors[i], c, c, names[i]);
                    defaultsByName.put(names[i], defaults[i]);
                }
            }
        }

        int indexOf(String name) {
            for (int i = 0; i < names.length; i++) {
                if (names[i].equals(name)) {
                    return i;
                }
            }
            return -1;
        }
    }

    static AnnotationType annotationType(Class<?> c) {
        if (!c.isAnnotation()) {
            throw new IllegalArgumentException("Not an annotation type");
        }
        ClassInfo info = ClassInfo.of(c);
        AnnotationType t = info.annotationType;
        if (t == null) {
            info.annotationType = t = new AnnotationType(c);
        }
        return t;
    }

    // ---- Building instances ----

    private static Annotation[] parse(byte[] bytes, Class<?> c) {
        if (bytes == null) {
            return NONE;
        }
        AnnotationReader r = new AnnotationReader(bytes, c);
        return build(r.annotations(), c);  // bytes after the last one are ignored, as in the JDK
    }

    private static Annotation[] build(List<AnnotationReader.RawAnnotation> raw, Class<?> c) {
        List<Annotation> result = new ArrayList<>(raw.size());
        for (AnnotationReader.RawAnnotation a : raw) {
            Annotation instance = instance(a, c, true);
            if (instance == null) {
                continue;
            }
            for (Annotation seen : result) {
                if (seen.annotationType() == instance.annotationType()) {
                    throw new AnnotationFormatError("Duplicate annotation for class: " + instance.annotationType()
                            + ": " + instance);
                }
            }
            result.add(instance);
        }
        return result.toArray(NONE);
    }

    /** An instance, or null when its type is missing or not a RUNTIME annotation interface (topLevel). */
    private static Annotation instance(AnnotationReader.RawAnnotation a, Class<?> c, boolean topLevel) {
        Class<?> typeClass;
        try {
            typeClass = VMMetadata.classForDescriptor(c, a.typeDescriptor);
        } catch (NoClassDefFoundError e) {
            return null;
        }
        if (!typeClass.isAnnotation()) {
            return null;
        }
        AnnotationType type = annotationType(typeClass);
        if (topLevel && type.retention != RetentionPolicy.RUNTIME) {
            return null;
        }
        Object[] values = type.defaults.clone();
        Map<String, Object> members = new LinkedHashMap<>(type.defaultsByName);
        for (int i = 0; i < a.names.length; i++) {
            int index = type.indexOf(a.names[i]);
            if (index < 0) {
                continue;  // an element the interface no longer has
            }
            values[index] = typed(a.values[i], type.descriptors[index], c, type.type, a.names[i]);
            members.put(a.names[i], values[index]);
        }
        for (int i = 0; i < values.length; i++) {
            if (values[i] == null) {
                values[i] = new Failure(new IncompleteAnnotationException(type.type, type.names[i]));
            }
        }
        return make(type, values, members);
    }

    private static Annotation make(AnnotationType type, Object[] values, Map<String, Object> members) {
        ClassInfo info = ClassInfo.of(type.type);
        Class<?> forwarder = info.forwarder;
        if (forwarder == null) {
            String[] methodDescriptors = new String[type.names.length];
            for (int i = 0; i < methodDescriptors.length; i++) {
                methodDescriptors[i] = "()" + type.descriptors[i];
            }
            synchronized (info) {
                forwarder = info.forwarder;
                if (forwarder == null) {
                    info.forwarder = forwarder = VMMetadata.spinForwarder(type.type, AnnotationImpl.class,
                            "(Ljava/lang/Object;)V", new Class<?>[] {type.type}, type.names, methodDescriptors,
                            "loupe.internal.AnnotationImpl", "dispatch");
                }
            }
        }
        try {
            Object instance = Members.allocate(forwarder);
            Members.invokeSpecial(instance, forwarder, "<init>", "(Ljava/lang/Object;)V",
                    new Object[] {type, values, members});
            return (Annotation) instance;
        } catch (InstantiationException e) {
            throw new InternalError(e);
        }
    }

    /** A value that fails when read: the exception is made again for each read. */
    static final class Failure {
        final RuntimeException exception;

        Failure(RuntimeException exception) {
            this.exception = exception;
        }
    }

    /** What an element method returns for a stored value. */
    static Object exposed(Object value) {
        if (value instanceof Failure) {
            RuntimeException e = ((Failure) value).exception;
            e.fillInStackTrace();
            throw e;
        }
        return cloneArray(value);
    }

    private static Object cloneArray(Object v) {
        if (v instanceof Object[]) return ((Object[]) v).clone();
        if (v instanceof int[]) return ((int[]) v).clone();
        if (v instanceof long[]) return ((long[]) v).clone();
        if (v instanceof byte[]) return ((byte[]) v).clone();
        if (v instanceof short[]) return ((short[]) v).clone();
        if (v instanceof char[]) return ((char[]) v).clone();
        if (v instanceof float[]) return ((float[]) v).clone();
        if (v instanceof double[]) return ((double[]) v).clone();
        if (v instanceof boolean[]) return ((boolean[]) v).clone();
        return v;
    }

    /** The value of raw for an element of return descriptor d, or a Failure. */
    static Object typed(AnnotationReader.RawValue raw, String d, Class<?> c, Class<?> owner, String element) {
        char kind = d.charAt(0);
        if (kind == '[') {
            if (raw.tag != '[') {
                return mismatch(owner, element, raw);
            }
            AnnotationReader.RawValue[] elements = (AnnotationReader.RawValue[]) raw.payload;
            String componentDescriptor = d.substring(1);
            Object[] typedElements = new Object[elements.length];
            for (int i = 0; i < elements.length; i++) {
                typedElements[i] = typed(elements[i], componentDescriptor, c, owner, element);
                if (typedElements[i] instanceof Failure) {
                    return typedElements[i];
                }
            }
            return array(componentDescriptor, typedElements, c);
        }
        switch (kind) {
            case 'B': return raw.tag == 'B' ? (Object) (byte) (int) (Integer) raw.payload : mismatch(owner, element, raw);
            case 'C': return raw.tag == 'C' ? (Object) (char) (int) (Integer) raw.payload : mismatch(owner, element, raw);
            case 'S': return raw.tag == 'S' ? (Object) (short) (int) (Integer) raw.payload : mismatch(owner, element, raw);
            case 'I': return raw.tag == 'I' ? raw.payload : mismatch(owner, element, raw);
            case 'Z': return raw.tag == 'Z' ? (Object) ((Integer) raw.payload != 0) : mismatch(owner, element, raw);
            case 'J': case 'F': case 'D': return raw.tag == kind ? raw.payload : mismatch(owner, element, raw);
            default: break;
        }
        if (d.equals("Ljava/lang/String;")) {
            return raw.tag == 's' ? raw.payload : mismatch(owner, element, raw);
        }
        if (d.equals("Ljava/lang/Class;")) {
            if (raw.tag != 'c') {
                return mismatch(owner, element, raw);
            }
            String named = (String) raw.payload;
            try {
                return named.equals("V") ? void.class : VMMetadata.classForDescriptor(c, named);
            } catch (NoClassDefFoundError e) {
                return new Failure(new TypeNotPresentException(binaryName(named), e));
            }
        }
        Class<?> elementType;
        try {
            elementType = VMMetadata.classForDescriptor(c, d);
        } catch (NoClassDefFoundError e) {
            return new Failure(new TypeNotPresentException(binaryName(d), e));
        }
        if (raw.tag == 'e' && elementType.isEnum()) {
            String[] names = (String[]) raw.payload;
            if (!names[0].equals(d)) {
                return mismatch(owner, element, raw);
            }
            return enumConstant(elementType, names[1]);
        }
        if (raw.tag == '@' && elementType.isAnnotation()) {
            AnnotationReader.RawAnnotation nested = (AnnotationReader.RawAnnotation) raw.payload;
            if (!nested.typeDescriptor.equals(d)) {
                return mismatch(owner, element, raw);
            }
            Annotation a = instance(nested, c, false);
            return a != null ? a : new Failure(new TypeNotPresentException(binaryName(d), null));
        }
        return mismatch(owner, element, raw);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object enumConstant(Class<?> enumType, String name) {
        try {
            return Enum.valueOf((Class) enumType, name);
        } catch (IllegalArgumentException e) {
            return new Failure(new EnumConstantNotPresentException((Class) enumType, name));
        }
    }

    /** owner: the annotation interface, whose element method (no overloads, no parameters) the exception names. */
    private static Failure mismatch(Class<?> owner, String element, AnnotationReader.RawValue raw) {
        String found;
        switch (raw.tag) {
            case '[': found = "Array with component tag: "
                    + (((AnnotationReader.RawValue[]) raw.payload).length == 0 ? "0"
                            : String.valueOf(((AnnotationReader.RawValue[]) raw.payload)[0].tag)); break;
            case '@': found = "@" + binaryName(((AnnotationReader.RawAnnotation) raw.payload).typeDescriptor); break;
            case 'e': found = binaryName(((String[]) raw.payload)[0]) + "." + ((String[]) raw.payload)[1]; break;
            case 'B': case 'C': case 'S': case 'Z': case 'I': case 'J': case 'F': case 'D': case 's': {
                // A constant: its value as its tag types it, "java.lang.String[text]" as HotSpot prints it.
                Object v = raw.payload;
                switch (raw.tag) {
                    case 'B': v = (byte) (int) (Integer) v; break;
                    case 'C': v = (char) (int) (Integer) v; break;
                    case 'S': v = (short) (int) (Integer) v; break;
                    case 'Z': v = (Integer) v != 0; break;
                    default: break;
                }
                found = v.getClass().getName() + "[" + v + "]";
                break;
            }
            default: found = String.valueOf(raw.tag); break;
        }
        java.lang.reflect.Method method;
        try {
            method = owner.getDeclaredMethod(element);
        } catch (NoSuchMethodException e) {
            throw new InternalError(e);  // the element came from the interface's own methods
        }
        return new Failure(new AnnotationTypeMismatchException(method, found));
    }

    private static Object array(String componentDescriptor, Object[] values, Class<?> c) {
        int n = values.length;
        switch (componentDescriptor.charAt(0)) {
            case 'B': { byte[] a = new byte[n]; for (int i = 0; i < n; i++) a[i] = (Byte) values[i]; return a; }
            case 'C': { char[] a = new char[n]; for (int i = 0; i < n; i++) a[i] = (Character) values[i]; return a; }
            case 'S': { short[] a = new short[n]; for (int i = 0; i < n; i++) a[i] = (Short) values[i]; return a; }
            case 'I': { int[] a = new int[n]; for (int i = 0; i < n; i++) a[i] = (Integer) values[i]; return a; }
            case 'J': { long[] a = new long[n]; for (int i = 0; i < n; i++) a[i] = (Long) values[i]; return a; }
            case 'F': { float[] a = new float[n]; for (int i = 0; i < n; i++) a[i] = (Float) values[i]; return a; }
            case 'D': { double[] a = new double[n]; for (int i = 0; i < n; i++) a[i] = (Double) values[i]; return a; }
            case 'Z': { boolean[] a = new boolean[n]; for (int i = 0; i < n; i++) a[i] = (Boolean) values[i]; return a; }
            default: {
                Class<?> component = VMMetadata.classForDescriptor(c, componentDescriptor);
                Object[] a = (Object[]) java.lang.reflect.Array.newInstance(component, n);
                System.arraycopy(values, 0, a, 0, n);
                return a;
            }
        }
    }

    private static String binaryName(String descriptor) {
        String d = descriptor;
        if (d.startsWith("L") && d.endsWith(";")) {
            d = d.substring(1, d.length() - 1);
        }
        return d.replace('/', '.');
    }

    // ---- equals, hashCode, toString of values ----

    static boolean valueEquals(Object a, Object b) {
        if (a instanceof Failure || b instanceof Failure) {
            return a == b;
        }
        if (a instanceof Object[] && b instanceof Object[]) return Arrays.equals((Object[]) a, (Object[]) b);
        if (a instanceof int[] && b instanceof int[]) return Arrays.equals((int[]) a, (int[]) b);
        if (a instanceof long[] && b instanceof long[]) return Arrays.equals((long[]) a, (long[]) b);
        if (a instanceof byte[] && b instanceof byte[]) return Arrays.equals((byte[]) a, (byte[]) b);
        if (a instanceof short[] && b instanceof short[]) return Arrays.equals((short[]) a, (short[]) b);
        if (a instanceof char[] && b instanceof char[]) return Arrays.equals((char[]) a, (char[]) b);
        if (a instanceof float[] && b instanceof float[]) return Arrays.equals((float[]) a, (float[]) b);
        if (a instanceof double[] && b instanceof double[]) return Arrays.equals((double[]) a, (double[]) b);
        if (a instanceof boolean[] && b instanceof boolean[]) return Arrays.equals((boolean[]) a, (boolean[]) b);
        return a.equals(b);
    }

    static int valueHash(Object v) {
        if (v instanceof Object[]) return Arrays.hashCode((Object[]) v);
        if (v instanceof int[]) return Arrays.hashCode((int[]) v);
        if (v instanceof long[]) return Arrays.hashCode((long[]) v);
        if (v instanceof byte[]) return Arrays.hashCode((byte[]) v);
        if (v instanceof short[]) return Arrays.hashCode((short[]) v);
        if (v instanceof char[]) return Arrays.hashCode((char[]) v);
        if (v instanceof float[]) return Arrays.hashCode((float[]) v);
        if (v instanceof double[]) return Arrays.hashCode((double[]) v);
        if (v instanceof boolean[]) return Arrays.hashCode((boolean[]) v);
        return v.hashCode();
    }

    // The binary name, as HotSpot 17 prints it ("Outer$Inner", "java.util.Map$Entry").
    static String typeName(Class<?> c) {
        return c.getName();
    }

    /** A value as Java source would write it, as the JDK's Annotation.toString prints it. */
    static String valueText(Object v) {
        if (v instanceof Failure) {
            return "<error>";
        }
        if (v instanceof String) {
            return quoted((String) v, '"');
        }
        if (v instanceof Character) {
            return quoted(String.valueOf(v), '\'');
        }
        if (v instanceof Long) {
            return v + "L";
        }
        if (v instanceof Byte) {
            String hex = Integer.toHexString((Byte) v & 0xff);
            return "(byte)0x" + (hex.length() < 2 ? "0" : "") + hex;
        }
        if (v instanceof Float) {
            float f = (Float) v;
            if (Float.isNaN(f)) return "0.0f/0.0f";
            if (Float.isInfinite(f)) return f > 0 ? "1.0f/0.0f" : "-1.0f/0.0f";
            return f + "f";
        }
        if (v instanceof Double) {
            double d = (Double) v;
            if (Double.isNaN(d)) return "0.0/0.0";
            if (Double.isInfinite(d)) return d > 0 ? "1.0/0.0" : "-1.0/0.0";
            return String.valueOf(d);
        }
        if (v instanceof Class) {
            Class<?> c = (Class<?>) v;
            int dims = 0;
            while (c.isArray()) {
                c = c.getComponentType();
                dims++;
            }
            StringBuilder sb = new StringBuilder(typeName(c));
            for (int i = 0; i < dims; i++) {
                sb.append("[]");
            }
            return sb.append(".class").toString();
        }
        if (v instanceof Enum) {
            return ((Enum<?>) v).name();
        }
        if (v != null && v.getClass().isArray()) {
            StringBuilder sb = new StringBuilder("{");
            Object[] elements = boxed(v);
            for (int i = 0; i < elements.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(valueText(elements[i]));
            }
            return sb.append('}').toString();
        }
        return String.valueOf(v);
    }

    private static Object[] boxed(Object v) {
        if (v instanceof Object[]) return (Object[]) v;
        List<Object> list = new ArrayList<>();
        if (v instanceof int[]) for (int x : (int[]) v) list.add(x);
        if (v instanceof long[]) for (long x : (long[]) v) list.add(x);
        if (v instanceof byte[]) for (byte x : (byte[]) v) list.add(x);
        if (v instanceof short[]) for (short x : (short[]) v) list.add(x);
        if (v instanceof char[]) for (char x : (char[]) v) list.add(x);
        if (v instanceof float[]) for (float x : (float[]) v) list.add(x);
        if (v instanceof double[]) for (double x : (double[]) v) list.add(x);
        if (v instanceof boolean[]) for (boolean x : (boolean[]) v) list.add(x);
        return list.toArray();
    }

    private static String quoted(String s, char quote) {
        StringBuilder sb = new StringBuilder().append(quote);
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '\b': sb.append("\\b"); break;
                case '\t': sb.append("\\t"); break;
                case '\n': sb.append("\\n"); break;
                case '\f': sb.append("\\f"); break;
                case '\r': sb.append("\\r"); break;
                case '\\': sb.append("\\\\"); break;
                case '"': sb.append("\\\""); break;
                case '\'': sb.append("\\'"); break;
                default:
                    if (ch < 0x20 || ch == 0x7f) {
                        String hex = Integer.toHexString(ch);
                        sb.append("\\u").append("0000".substring(hex.length())).append(hex);
                    } else {
                        sb.append(ch);
                    }
            }
        }
        return sb.append(quote).toString();
    }
}
