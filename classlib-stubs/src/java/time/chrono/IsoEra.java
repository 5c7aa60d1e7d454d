package java.time.chrono;

import java.time.DateTimeException;

/** The two eras of the ISO calendar: before (0) and in (1) the current era. */
public enum IsoEra implements Era {
    BCE, CE;

    public static IsoEra of(int isoEra) {
        switch (isoEra) {
            case 0:
                return BCE;
            case 1:
                return CE;
            default:
                throw new DateTimeException("Invalid era: " + isoEra);
        }
    }

    @Override
    public int getValue() {
        return ordinal();
    }
}
