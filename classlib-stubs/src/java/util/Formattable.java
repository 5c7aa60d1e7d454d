package java.util;

/** Objects that format themselves for %s (Formatter passes its flags, width and precision). */
public interface Formattable {
    void formatTo(Formatter formatter, int flags, int width, int precision);
}
