package loupe.internal;

import java.lang.annotation.AnnotationFormatError;
import java.util.ArrayList;
import java.util.List;

/**
 * First stage of reading annotations: the bytes of a RuntimeVisible*
 * attribute or AnnotationDefault (JVMS 4.7.16) into raw values, their
 * constants fetched from the declaring class's runtime constant pool. Every
 * read is bounds-checked; a truncated body, an index that is out of range
 * or names the wrong kind of constant, or an unknown tag is an
 * AnnotationFormatError. Nothing is loaded here: the second stage
 * (Annotations) gives the values their types.
 */
final class AnnotationReader {
    /** One annotation as written: its type's descriptor and its element-value pairs. */
    static final class RawAnnotation {
        final String typeDescriptor;
        final String[] names;
        final RawValue[] values;

        RawAnnotation(String typeDescriptor, String[] names, RawValue[] values) {
            this.typeDescriptor = typeDescriptor;
            this.names = names;
            this.values = values;
        }
    }

    /**
     * One element_value: tag and payload. Constants (BCDFIJSZ s) carry
     * their boxed value (an Integer for B C I S Z); e: {type descriptor,
     * constant name}; c: the return descriptor; @: a RawAnnotation;
     * [: RawValue[].
     */
    static final class RawValue {
        final char tag;
        final Object payload;

        RawValue(char tag, Object payload) {
            this.tag = tag;
            this.payload = payload;
        }
    }

    private final byte[] bytes;
    private final Class<?> pool;
    private int pos;

    AnnotationReader(byte[] bytes, Class<?> pool) {
        this.bytes = bytes;
        this.pool = pool;
    }

    boolean atEnd() {
        return pos == bytes.length;
    }

    int u1() {
        if (pos + 1 > bytes.length) {
            throw new AnnotationFormatError("Unexpected end of annotations");
        }
        return bytes[pos++] & 0xff;
    }

    int u2() {
        return (u1() << 8) | u1();
    }

    /** RuntimeVisibleAnnotations: u2 count, annotations. */
    List<RawAnnotation> annotations() {
        int count = u2();
        List<RawAnnotation> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add(annotation());
        }
        return list;
    }

    RawAnnotation annotation() {
        String type = utf8(u2());
        int pairs = u2();
        String[] names = new String[pairs];
        RawValue[] values = new RawValue[pairs];
        for (int i = 0; i < pairs; i++) {
            names[i] = utf8(u2());
            values[i] = value();
        }
        return new RawAnnotation(type, names, values);
    }

    RawValue value() {
        char tag = (char) u1();
        switch (tag) {
            case 'B': case 'C': case 'I': case 'S': case 'Z':
                return new RawValue(tag, constant(u2(), VMMetadata.INTEGER));
            case 'J':
                return new RawValue(tag, constant(u2(), VMMetadata.LONG));
            case 'F':
                return new RawValue(tag, constant(u2(), VMMetadata.FLOAT));
            case 'D':
                return new RawValue(tag, constant(u2(), VMMetadata.DOUBLE));
            case 's':
                return new RawValue(tag, utf8(u2()));
            case 'e': {
                String type = utf8(u2());
                return new RawValue(tag, new String[] {type, utf8(u2())});
            }
            case 'c':
                return new RawValue(tag, utf8(u2()));
            case '@':
                return new RawValue(tag, annotation());
            case '[': {
                int n = u2();
                RawValue[] elements = new RawValue[n];
                for (int i = 0; i < n; i++) {
                    elements[i] = value();
                }
                return new RawValue(tag, elements);
            }
            default:
                throw new AnnotationFormatError("Invalid member-value tag in annotation: " + tag);
        }
    }

    private String utf8(int index) {
        if (VMMetadata.poolTag(pool, index) != VMMetadata.UTF8) {
            throw wrongType(index);
        }
        return VMMetadata.poolUtf8(pool, index);
    }

    private Object constant(int index, int tag) {
        if (VMMetadata.poolTag(pool, index) != tag) {
            throw wrongType(index);
        }
        switch (tag) {
            case VMMetadata.INTEGER: return VMMetadata.poolInt(pool, index);
            case VMMetadata.LONG: return VMMetadata.poolLong(pool, index);
            case VMMetadata.FLOAT: return VMMetadata.poolFloat(pool, index);
            default: return VMMetadata.poolDouble(pool, index);
        }
    }

    // As the JDK reports it: the constant pool's IllegalArgumentException as the cause.
    private static AnnotationFormatError wrongType(int index) {
        return new AnnotationFormatError(new IllegalArgumentException("Wrong type at constant pool index"));
    }
}
