package java.time.temporal;

/** Extracts information (a date, a zone, a precision...) from a temporal. */
@FunctionalInterface
public interface TemporalQuery<R> {
    R queryFrom(TemporalAccessor temporal);
}
