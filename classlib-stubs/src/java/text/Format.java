package java.text;

import java.io.Serializable;

/**
 * The base of the locale-sensitive formatters: text from an object
 * (format) and an object from text (parseObject). Subclasses implement the
 * three-argument forms; the others are conveniences built on them.
 */
public abstract class Format implements Serializable, Cloneable {
    protected Format() {
    }

    public final String format(Object obj) {
        return format(obj, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public abstract StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition pos);

    public abstract Object parseObject(String source, ParsePosition pos);

    /** Parses from the start; a parse that consumes nothing is an error at the error index. */
    public Object parseObject(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Object result = parseObject(source, pos);
        if (pos.getIndex() == 0) {
            throw new ParseException("Format.parseObject(String) failed", pos.getErrorIndex());
        }
        return result;
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** Identifies a field of formatted output (e.g. the integer part of a number). */
    public static class Field {
        private final String name;

        protected Field(String name) {
            this.name = name;
        }

        protected String getName() {
            return name;
        }

        @Override
        public String toString() {
            return getClass().getName() + "(" + name + ")";
        }
    }
}
