package java.time.temporal;

import java.util.List;

/** An amount of time such as a Duration or a Period. */
public interface TemporalAmount {
    long get(TemporalUnit unit);

    List<TemporalUnit> getUnits();

    Temporal addTo(Temporal temporal);

    Temporal subtractFrom(Temporal temporal);
}
