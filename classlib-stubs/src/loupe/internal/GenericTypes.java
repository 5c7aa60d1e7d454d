package loupe.internal;

import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.GenericSignatureFormatError;
import java.lang.reflect.MalformedParameterizedTypeException;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.List;

/**
 * Generic signatures (JVMS 4.7.9.1) turned into java.lang.reflect types.
 *
 * A signature is read by one recursive-descent reader that either checks
 * only (build false: a malformed signature is a GenericSignatureFormatError)
 * or also builds Type objects. Type variables resolve through a Scope: a
 * method's own variables, then its class's, then the enclosing classes'.
 * A type variable keeps the text of its bounds and builds them on first
 * use, since a bound may name the variable itself ({@code T extends
 * Comparable<T>}).
 *
 * Member helpers take (declaring class, slot) as the VM names members, and
 * for methods the reflective object that declares the method's own type
 * variables (a java.lang.reflect.Method or Constructor; null before they
 * exist: variables then resolve against the class only).
 */
public final class GenericTypes {
    private GenericTypes() {}

    // ---- Class ----

    public static TypeVariable<?>[] classTypeParameters(Class<?> c) {
        ClassInfo info = ClassInfo.of(c);
        TypeVariable<?>[] params = info.typeParameters;
        if (params == null) {
            String sig = VMMetadata.classSignature(c);
            params = sig == null || !sig.startsWith("<") ? new TypeVariable<?>[0]
                    : new Reader(sig, c, null).typeParameters(c, classScope(c));
            info.typeParameters = params;
        }
        return params.clone();
    }

    /** Class.getGenericSuperclass(). */
    public static Type genericSuperclass(Class<?> c) {
        classGenerics(c);
        return ClassInfo.of(c).genericSuperclass;
    }

    public static Type[] genericInterfaces(Class<?> c) {
        classGenerics(c);
        return ClassInfo.of(c).genericInterfaces.clone();
    }

    private static void classGenerics(Class<?> c) {
        ClassInfo info = ClassInfo.of(c);
        if (info.genericsDone) {
            return;
        }
        String sig = VMMetadata.classSignature(c);
        if (sig == null) {
            info.genericSuperclass = c.isInterface() ? null : c.getSuperclass();
            info.genericInterfaces = c.getInterfaces();
        } else {
            Reader r = new Reader(sig, c, classScope(c));
            r.skipTypeParameters();
            Type superclass = r.classType();
            List<Type> interfaces = new ArrayList<>();
            while (!r.atEnd()) {
                interfaces.add(r.classType());
            }
            // An interface's signature names Object as its superclass; Class says null.
            info.genericSuperclass = c.isInterface() ? null : superclass;
            info.genericInterfaces = interfaces.toArray(new Type[0]);
        }
        info.genericsDone = true;
    }

    // ---- Methods and constructors ----

    /** The method's type variables; declaration is the reflective Method or Constructor (null: the class). */
    public static TypeVariable<?>[] methodTypeParameters(Class<?> c, int slot, GenericDeclaration declaration) {
        String sig = VMMetadata.memberSignature(c, slot, false);
        if (sig == null || !sig.startsWith("<")) {
            return new TypeVariable<?>[0];
        }
        return new Reader(sig, c, null).typeParameters(declaration != null ? declaration : c, classScope(c));
    }

    /** The generic return type; the erased one (from the descriptor) without a Signature. */
    public static Type methodReturnType(Class<?> c, int slot, GenericDeclaration declaration) {
        Reader r = methodReader(c, slot, declaration);
        if (r == null) {
            return erasedMethodTypes(c, slot)[0];
        }
        r.skipParameters();
        return r.javaType();
    }

    /** The generic parameter types, in the Signature's terms (which may omit synthetic parameters). */
    public static Type[] methodParameterTypes(Class<?> c, int slot, GenericDeclaration declaration) {
        Reader r = methodReader(c, slot, declaration);
        if (r == null) {
            Type[] all = erasedMethodTypes(c, slot);
            Type[] params = new Type[all.length - 1];
            System.arraycopy(all, 1, params, 0, params.length);
            return params;
        }
        return r.parameters();
    }

    /** The generic exception types; null when the Signature lists none (use the Exceptions attribute then). */
    public static Type[] methodExceptionTypes(Class<?> c, int slot, GenericDeclaration declaration) {
        Reader r = methodReader(c, slot, declaration);
        if (r == null) {
            return null;
        }
        r.skipParameters();
        r.javaType();
        List<Type> thrown = new ArrayList<>();
        while (!r.atEnd()) {
            r.expect('^');
            thrown.add(r.referenceType());
        }
        return thrown.isEmpty() ? null : thrown.toArray(new Type[0]);
    }

    public static String methodSignature(Class<?> c, int slot) {
        return VMMetadata.memberSignature(c, slot, false);
    }

    private static Reader methodReader(Class<?> c, int slot, GenericDeclaration declaration) {
        String sig = VMMetadata.memberSignature(c, slot, false);
        if (sig == null) {
            return null;
        }
        new Reader(sig, c, null).checkMethod();
        Scope scope = classScope(c);
        Reader r = new Reader(sig, c, null);
        if (sig.startsWith("<")) {
            TypeVariable<?>[] own = r.typeParameters(declaration != null ? declaration : c, scope);
            scope = new VariablesScope(own, scope);
        }
        return new Reader(sig, r.pos, c, scope);
    }

    /** {return type, parameter types...} from the method's descriptor. */
    private static Type[] erasedMethodTypes(Class<?> c, int slot) {
        String descriptor = ((String[]) Members.methods(c)[1])[slot];
        Reader r = new Reader(descriptor, c, classScope(c));
        r.expect('(');
        List<Type> types = new ArrayList<>();
        types.add(null);
        while (r.peek() != ')') {
            types.add(r.javaType());
        }
        r.expect(')');
        types.set(0, r.javaType());
        return types.toArray(new Type[0]);
    }

    // ---- Fields and record components ----

    public static Type fieldType(Class<?> c, int slot) {
        String sig = VMMetadata.memberSignature(c, slot, true);
        if (sig == null) {
            String descriptor = ((String[]) Members.fields(c)[1])[slot];
            // A scope, though a descriptor names no variable: a null scope means "only check" to the Reader.
            return new Reader(descriptor, c, classScope(c)).javaType();
        }
        return typeOfSignature(c, sig);
    }

    public static String fieldSignature(Class<?> c, int slot) {
        return VMMetadata.memberSignature(c, slot, true);
    }

    /** A field or record component signature (a reference type) read in c's scope. */
    public static Type typeOfSignature(Class<?> c, String sig) {
        new Reader(sig, c, null).checkWhole();
        Reader r = new Reader(sig, c, classScope(c));
        Type t = r.javaType();
        return t;
    }

    // ---- Scopes ----

    /** Where a type variable's name is looked up. */
    interface Scope {
        TypeVariable<?> find(String name);
    }

    /**
     * Makes the reflective Method or Constructor for (declaring class, slot),
     * which declares a method's type variables. Set once by the class that
     * wires java.lang.reflect.Method in; until then a method's variables
     * are declared by its class.
     */
    public static volatile java.util.function.BiFunction<Class<?>, Integer, GenericDeclaration> methodDeclarations;

    /** A class's variables, then for a local or anonymous class its enclosing method's, then the enclosing class's, outwards. */
    static Scope classScope(Class<?> c) {
        return name -> {
            for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
                for (TypeVariable<?> v : ClassInfo.of(k).typeParameters == null ? classTypeParameters(k)
                        : ClassInfo.of(k).typeParameters) {
                    if (v.getName().equals(name)) {
                        return v;
                    }
                }
                TypeVariable<?> v = enclosingMethodVariable(k, name);
                if (v != null) {
                    return v;
                }
            }
            return null;
        };
    }

    private static TypeVariable<?> enclosingMethodVariable(Class<?> k, String name) {
        String[] enclosing = VMMetadata.enclosingMethod(k);
        if (enclosing == null) {
            return null;
        }
        Class<?> outer = k.getEnclosingClass();
        if (outer == null) {
            return null;
        }
        int slot = VMMetadata.methodSlot(outer, enclosing[1], enclosing[2]);
        if (slot < 0) {
            return null;
        }
        java.util.function.BiFunction<Class<?>, Integer, GenericDeclaration> factory = methodDeclarations;
        GenericDeclaration declaration = factory != null ? factory.apply(outer, slot) : null;
        for (TypeVariable<?> v : methodTypeParameters(outer, slot, declaration)) {
            if (v.getName().equals(name)) {
                return v;
            }
        }
        return null;
    }

    static final class VariablesScope implements Scope {
        private final TypeVariable<?>[] variables;
        private final Scope outer;

        VariablesScope(TypeVariable<?>[] variables, Scope outer) {
            this.variables = variables;
            this.outer = outer;
        }

        public TypeVariable<?> find(String name) {
            for (TypeVariable<?> v : variables) {
                if (v.getName().equals(name)) {
                    return v;
                }
            }
            return outer.find(name);
        }
    }

    // ---- The reader ----

    /**
     * Reads one signature. With a null scope it only checks (and returns
     * null for every type); with a scope it builds types, loading classes
     * through `context`'s loader.
     */
    static final class Reader {
        private final String sig;
        int pos;
        private final Class<?> context;
        private final Scope scope;

        Reader(String sig, Class<?> context, Scope scope) {
            this(sig, 0, context, scope);
        }

        Reader(String sig, int pos, Class<?> context, Scope scope) {
            this.sig = sig;
            this.pos = pos;
            this.context = context;
            this.scope = scope;
        }

        boolean atEnd() {
            return pos >= sig.length();
        }

        char peek() {
            if (pos >= sig.length()) {
                throw error("unexpected end of signature");
            }
            return sig.charAt(pos);
        }

        void expect(char c) {
            if (peek() != c) {
                throw error("expected '" + c + "'");
            }
            pos++;
        }

        GenericSignatureFormatError error(String what) {
            return new GenericSignatureFormatError("Signature Parse error: " + what + "\n\tRemaining input: "
                    + (pos < sig.length() ? sig.substring(pos) : ""));
        }

        private String identifier() {
            int start = pos;
            while (pos < sig.length() && ".;[/<>:".indexOf(sig.charAt(pos)) < 0) {
                pos++;
            }
            if (pos == start) {
                throw error("expected an identifier");
            }
            return sig.substring(start, pos);
        }

        /** Checks that the whole input is one field-type signature. */
        void checkWhole() {
            new Reader(sig, context, null).checkReference();
        }

        private void checkReference() {
            Reader r = new Reader(sig, pos, context, null);
            r.referenceType();
            if (!r.atEnd()) {
                throw r.error("trailing input");
            }
        }

        /** Checks a whole method signature. */
        void checkMethod() {
            Reader r = new Reader(sig, pos, context, null);
            if (r.peek() == '<') {
                r.skipTypeParameters();
            }
            r.skipParameters();
            r.javaType();
            while (!r.atEnd()) {
                r.expect('^');
                r.referenceType();
            }
        }

        /** Reads <T:bounds...> into variables declared by `declaration`. */
        TypeVariable<?>[] typeParameters(GenericDeclaration declaration, Scope outer) {
            int start = pos;
            skipTypeParameters();  // checks the whole list first
            pos = start;
            expect('<');
            List<TypeVariableImpl> vars = new ArrayList<>();
            do {
                String name = identifier();
                List<Integer> boundStarts = new ArrayList<>();
                expect(':');
                char c = peek();
                if (c == 'L' || c == 'T' || c == '[') {
                    boundStarts.add(pos);
                    new Reader(sig, pos, context, null).referenceTypeEnd(this);
                }
                while (peek() == ':') {
                    pos++;
                    boundStarts.add(pos);
                    new Reader(sig, pos, context, null).referenceTypeEnd(this);
                }
                int[] starts = new int[boundStarts.size()];
                for (int i = 0; i < starts.length; i++) {
                    starts[i] = boundStarts.get(i);
                }
                vars.add(new TypeVariableImpl(name, declaration, sig, starts, context));
            } while (peek() != '>');
            pos++;
            TypeVariable<?>[] result = vars.toArray(new TypeVariable<?>[0]);
            Scope scope = new VariablesScope(result, outer);
            for (TypeVariableImpl v : vars) {
                v.scope = scope;
            }
            return result;
        }

        /** Reads one reference type and leaves `owner` just after it. */
        private void referenceTypeEnd(Reader owner) {
            referenceType();
            owner.pos = pos;
        }

        void skipTypeParameters() {
            if (atEnd() || peek() != '<') {
                return;
            }
            Reader check = new Reader(sig, pos, context, null);
            check.expect('<');
            do {
                check.identifier();
                check.expect(':');
                char c = check.peek();
                if (c == 'L' || c == 'T' || c == '[') {
                    check.referenceType();
                } else if (c != ':') {
                    // As the JDK reads it: without a class bound an interface bound must follow.
                    throw check.error("expected a bound");
                }
                while (check.peek() == ':') {
                    check.pos++;
                    check.referenceType();
                }
            } while (check.peek() != '>');
            check.pos++;
            pos = check.pos;
        }

        void skipParameters() {
            expect('(');
            while (peek() != ')') {
                Reader check = new Reader(sig, pos, context, null);
                check.javaType();
                pos = check.pos;
            }
            pos++;
        }

        Type[] parameters() {
            expect('(');
            List<Type> types = new ArrayList<>();
            while (peek() != ')') {
                types.add(javaType());
            }
            pos++;
            return types.toArray(new Type[0]);
        }

        Type classType() {
            if (peek() != 'L') {
                throw error("expected a class type");
            }
            return referenceType();
        }

        /** Any Java type signature, V included. */
        Type javaType() {
            char c = peek();
            switch (c) {
                case 'B': pos++; return byte.class;
                case 'C': pos++; return char.class;
                case 'D': pos++; return double.class;
                case 'F': pos++; return float.class;
                case 'I': pos++; return int.class;
                case 'J': pos++; return long.class;
                case 'S': pos++; return short.class;
                case 'Z': pos++; return boolean.class;
                case 'V': pos++; return void.class;
                default: return referenceType();
            }
        }

        Type referenceType() {
            char c = peek();
            if (c == 'T') {
                pos++;
                String name = identifier();
                expect(';');
                if (scope == null) {
                    return null;
                }
                TypeVariable<?> v = scope.find(name);
                if (v == null) {
                    throw new TypeNotPresentException(name, null);
                }
                return v;
            }
            if (c == '[') {
                pos++;
                char next = peek();
                Type component = "BCDFIJSZ".indexOf(next) >= 0 ? javaType() : referenceType();
                if (scope == null) {
                    return null;
                }
                if (component instanceof Class) {
                    return java.lang.reflect.Array.newInstance((Class<?>) component, 0).getClass();
                }
                return new GenericArrayTypeImpl(component);
            }
            if (c != 'L') {
                throw error("expected a reference type");
            }
            pos++;
            StringBuilder name = new StringBuilder();
            Type owner = null;
            while (true) {
                int start = pos;
                name.append(identifier());
                while (peek() == '/') {
                    pos++;
                    name.append('/').append(identifier());
                }
                Type[] args = null;
                if (peek() == '<') {
                    pos++;
                    List<Type> list = new ArrayList<>();
                    do {
                        list.add(typeArgument());
                    } while (peek() != '>');
                    pos++;
                    args = list.toArray(new Type[0]);
                }
                Type here = null;
                if (scope != null) {
                    Class<?> raw = load(name.toString());
                    if (args != null || owner instanceof java.lang.reflect.ParameterizedType) {
                        Type[] actual = args == null ? new Type[0] : args;
                        if (args != null && raw.getTypeParameters().length != actual.length) {
                            throw new MalformedParameterizedTypeException("Mismatch of count of formal and actual type "
                                    + "arguments in constructor of " + raw.getName() + ": "
                                    + raw.getTypeParameters().length + " formal argument(s) " + actual.length
                                    + " actual argument(s)");
                        }
                        here = new ParameterizedTypeImpl(raw, actual, owner != null ? owner : raw.getDeclaringClass());
                    } else {
                        here = raw;
                    }
                }
                owner = here;
                char next = peek();
                if (next == ';') {
                    pos++;
                    return here;
                }
                if (next != '.') {
                    throw error("expected ';' or '.'");
                }
                pos++;
                name.append('$');
            }
        }

        private Type typeArgument() {
            char c = peek();
            if (c == '*') {
                pos++;
                return scope == null ? null : new WildcardTypeImpl(new Type[] {Object.class}, new Type[0]);
            }
            if (c == '+') {
                pos++;
                Type bound = referenceType();
                return scope == null ? null : new WildcardTypeImpl(new Type[] {bound}, new Type[0]);
            }
            if (c == '-') {
                pos++;
                Type bound = referenceType();
                return scope == null ? null : new WildcardTypeImpl(new Type[] {Object.class}, new Type[] {bound});
            }
            return referenceType();
        }

        private Class<?> load(String internalName) {
            try {
                return VMMetadata.classForDescriptor(context, "L" + internalName + ";");
            } catch (NoClassDefFoundError e) {
                throw new TypeNotPresentException(internalName.replace('/', '.'), e);
            }
        }
    }

    /** "T", "T extends java.lang.Comparable<T>", "T extends A & B": a type parameter in toGenericString. */
    public static String typeParameterText(TypeVariable<?> v) {
        Type[] bounds = v.getBounds();
        if (bounds.length == 0 || bounds.length == 1 && bounds[0] == Object.class) {
            return v.getName();
        }
        StringBuilder sb = new StringBuilder(v.getName()).append(" extends ");
        for (int i = 0; i < bounds.length; i++) {
            if (i > 0) {
                sb.append(" & ");
            }
            sb.append(bounds[i].getTypeName());
        }
        return sb.toString();
    }

    /** "<T, U extends X>" or "" for none. */
    public static String typeParametersText(TypeVariable<?>[] params) {
        if (params.length == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder("<");
        for (int i = 0; i < params.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(typeParameterText(params[i]));
        }
        return sb.append('>').toString();
    }
}
