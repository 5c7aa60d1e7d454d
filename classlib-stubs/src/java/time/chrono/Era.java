package java.time.chrono;

/** An era of a calendar system, such as CE. */
public interface Era {
    int getValue();
}
