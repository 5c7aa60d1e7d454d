package java.time.format;

/** How strictly parsed fields are combined into a date and time. */
public enum ResolverStyle {
    STRICT, SMART, LENIENT
}
