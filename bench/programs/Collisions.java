// Loupe benchmark: object-oriented floating point. An air-traffic conflict
// detector: aircraft fly along paths of four kinds (straight legs, holding
// orbits, zigzag searches, climbing spirals; an abstract FlightPath with a
// virtual positionAt), entering and leaving the airspace over time. Each frame
// is a list of sightings (id, position); the detector pairs every sighting
// with the aircraft's previous position (a HashMap<Integer, Vec3>) into a
// motion, drops the motions into a hash grid of columns (HashMap<Cell,
// ArrayList<Motion>>), splits every crowded column recursively into octants
// until few motions share a box, then tests the motions of each box pairwise:
// the closest approach of two aircraft moving linearly during the frame,
// against the larger of their kinds' separation minima. A conflict found in
// several boxes counts once (a HashSet<Long> of pairs).
//
// What it stresses: allocation of small immutable vectors (Vec3 with plus,
// minus, times, dot), virtual calls at polymorphic sites (four FlightPath
// kinds, three AircraftKind kinds), HashMap with boxed and user-defined keys,
// ArrayList, recursion, double arithmetic with Math.sqrt and Math.floor only
// (exact in Java, so the checksum is reproducible bit for bit).
//
// The checksum folds, per frame, the number of conflicts and pair tests and
// the order-independent sum of every conflict's pair, distance and place.
//
// usage: Collisions [s1|s10|s100|param=<frames>]   (default s10)
// prints: bench Collisions size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/** An immutable 3D vector; every operation makes a new one. */
final class Vec3 {
    final double x;
    final double y;
    final double z;

    Vec3(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    Vec3 plus(Vec3 other) {
        return new Vec3(x + other.x, y + other.y, z + other.z);
    }

    Vec3 minus(Vec3 other) {
        return new Vec3(x - other.x, y - other.y, z - other.z);
    }

    Vec3 times(double factor) {
        return new Vec3(x * factor, y * factor, z * factor);
    }

    double dot(Vec3 other) {
        return x * other.x + y * other.y + z * other.z;
    }

    double length() {
        return Math.sqrt(dot(this));
    }

    double component(int axis) {
        return axis == 0 ? x : axis == 1 ? y : z;
    }

    long bits() {
        return Double.doubleToLongBits(x) * 3 + Double.doubleToLongBits(y) * 5 + Double.doubleToLongBits(z) * 7;
    }
}

/** A deterministic generator (64-bit LCG) so that every VM builds the same traffic. */
final class Traffic {
    private long state;

    Traffic(long seed) {
        state = seed;
    }

    private long next() {
        state = state * 6364136223846793005L + 1442695040888963407L;
        return state;
    }

    int nextInt(int bound) {
        return (int) ((next() >>> 33) % bound);
    }

    /** Uniform in [low, high): 53 random bits scaled, exact. */
    double nextDouble(double low, double high) {
        double unit = (next() >>> 11) * 0x1.0p-53;
        return low + unit * (high - low);
    }
}

/** Where an aircraft is at a given time. */
abstract class FlightPath {
    protected final Vec3 start;
    private final int departure;

    FlightPath(Vec3 start, int departure) {
        this.start = start;
        this.departure = departure;
    }

    /** Where the aircraft is at this frame. */
    final Vec3 positionAt(int frame) {
        return at(frame - departure);
    }

    /** Where the aircraft is this long after it entered the airspace. */
    abstract Vec3 at(double time);

    /** A periodic ramp in [-1, 1) with period 2. */
    static double ramp(double phase) {
        return phase - 2 * Math.floor((phase + 1) / 2);
    }

    /**
     * A point of the circle of this radius round the origin, going once round
     * as p goes through [-1, 1), without trigonometry: each half of the range
     * maps linearly to h in [-1, 1), the tangent of half the point's angle,
     * and the rational parametrisation ((1 - h^2) / (1 + h^2), 2h / (1 + h^2))
     * gives the right half of the circle; for negative p the point is
     * mirrored through the origin.
     */
    static Vec3 onCircle(double p, double radius) {
        double h = p >= 0 ? 2 * p - 1 : 2 * p + 1;
        double scale = (p >= 0 ? radius : -radius) / (1 + h * h);
        return new Vec3((1 - h * h) * scale, 2 * h * scale, 0);
    }
}

final class StraightPath extends FlightPath {
    private final Vec3 velocity;

    StraightPath(Vec3 start, Vec3 velocity, int departure) {
        super(start, departure);
        this.velocity = velocity;
    }

    Vec3 at(double time) {
        return start.plus(velocity.times(time));
    }
}

/** A holding pattern: an orbit around a fix, at constant altitude. */
class OrbitPath extends FlightPath {
    private final double radius;
    private final double rate;

    OrbitPath(Vec3 fix, double radius, double rate, int departure) {
        super(fix, departure);
        this.radius = radius;
        this.rate = rate;
    }

    Vec3 at(double time) {
        return start.plus(onCircle(ramp(rate * time), radius));
    }
}

/** An orbit whose altitude climbs and drops back with the ramp. */
final class SpiralPath extends OrbitPath {
    private final double climb;

    SpiralPath(Vec3 fix, double radius, double rate, double climb, int departure) {
        super(fix, radius, rate, departure);
        this.climb = climb;
    }

    @Override
    Vec3 at(double time) {
        Vec3 level = super.at(time);
        return level.plus(new Vec3(0, 0, climb * Math.abs(ramp(time / 64))));
    }
}

/** A search pattern: a heading with a triangle-wave sideways offset. */
final class ZigzagPath extends FlightPath {
    private final Vec3 heading;
    private final Vec3 sideways;
    private final double period;

    ZigzagPath(Vec3 start, Vec3 heading, Vec3 sideways, double period, int departure) {
        super(start, departure);
        this.heading = heading;
        this.sideways = sideways;
        this.period = period;
    }

    Vec3 at(double time) {
        double swing = Math.abs(ramp(time / period)) * 2 - 1;
        return start.plus(heading.times(time)).plus(sideways.times(swing));
    }
}

/** What separation an aircraft needs from others. */
abstract class AircraftKind {
    abstract double separation();

    abstract int code();
}

final class Airliner extends AircraftKind {
    double separation() {
        return 3.0;
    }

    int code() {
        return 1;
    }
}

final class LightAircraft extends AircraftKind {
    double separation() {
        return 1.5;
    }

    int code() {
        return 2;
    }
}

final class Helicopter extends AircraftKind {
    double separation() {
        return 1.0;
    }

    int code() {
        return 3;
    }
}

final class Aircraft {
    final int id;
    final AircraftKind kind;
    final FlightPath path;
    final int enters;
    final int leaves;

    Aircraft(int id, AircraftKind kind, FlightPath path, int enters, int leaves) {
        this.id = id;
        this.kind = kind;
        this.path = path;
        this.enters = enters;
        this.leaves = leaves;
    }

    boolean flyingAt(int frame) {
        return frame >= enters && frame < leaves;
    }
}

final class Sighting {
    final Aircraft aircraft;
    final Vec3 position;

    Sighting(Aircraft aircraft, Vec3 position) {
        this.aircraft = aircraft;
        this.position = position;
    }
}

/** An aircraft moving in a straight line from one frame's position to the next. */
final class Motion {
    final Aircraft aircraft;
    final Vec3 from;
    final Vec3 to;
    private final double reach;

    Motion(Aircraft aircraft, Vec3 from, Vec3 to) {
        this.aircraft = aircraft;
        this.from = from;
        this.to = to;
        this.reach = aircraft.kind.separation();
    }

    double low(int axis) {
        return Math.min(from.component(axis), to.component(axis)) - reach;
    }

    double high(int axis) {
        return Math.max(from.component(axis), to.component(axis)) + reach;
    }

    boolean touches(Box box) {
        for (int axis = 0; axis < 3; axis++) {
            if (high(axis) < box.low.component(axis) || low(axis) > box.high.component(axis)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The smallest distance between the two aircraft during the frame, both
     * moving at constant velocity: |d0 + t dv| minimised over t in [0, 1].
     */
    double closestApproach(Motion other) {
        Vec3 offset = from.minus(other.from);
        Vec3 drift = to.minus(from).minus(other.to.minus(other.from));
        double driftSquared = drift.dot(drift);
        double t = driftSquared == 0 ? 0 : -offset.dot(drift) / driftSquared;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        return offset.plus(drift.times(t)).length();
    }

    Vec3 positionAt(double t) {
        return from.plus(to.minus(from).times(t));
    }
}

/** An axis-aligned box of airspace. */
final class Box {
    final Vec3 low;
    final Vec3 high;

    Box(Vec3 low, Vec3 high) {
        this.low = low;
        this.high = high;
    }

    Box[] octants() {
        Vec3 middle = low.plus(high).times(0.5);
        Box[] parts = new Box[8];
        for (int i = 0; i < 8; i++) {
            Vec3 partLow = new Vec3((i & 1) == 0 ? low.x : middle.x, (i & 2) == 0 ? low.y : middle.y,
                    (i & 4) == 0 ? low.z : middle.z);
            Vec3 partHigh = new Vec3((i & 1) == 0 ? middle.x : high.x, (i & 2) == 0 ? middle.y : high.y,
                    (i & 4) == 0 ? middle.z : high.z);
            parts[i] = new Box(partLow, partHigh);
        }
        return parts;
    }
}

/** A column of the hash grid: the key of the first, coarse reduction. */
final class Cell {
    final int column;
    final int row;

    Cell(int column, int row) {
        this.column = column;
        this.row = row;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Cell)) {
            return false;
        }
        Cell cell = (Cell) other;
        return cell.column == column && cell.row == row;
    }

    @Override
    public int hashCode() {
        return column * 7919 + row;
    }
}

final class Conflict {
    final Aircraft first;
    final Aircraft second;
    final double distance;
    final Vec3 place;

    Conflict(Aircraft first, Aircraft second, double distance, Vec3 place) {
        this.first = first;
        this.second = second;
        this.distance = distance;
        this.place = place;
    }

    /** Independent of the order conflicts are found in: summed, not chained. */
    long fingerprint() {
        return (first.id * 1_000_003L + second.id) * 31 + Double.doubleToLongBits(distance) + place.bits()
                + first.kind.code() * 17 + second.kind.code();
    }
}

final class Detector {
    static final double CELL = 32;
    static final double FLOOR = -16;
    static final double CEILING = 48;
    static final int CROWDED = 4;
    static final int MAX_DEPTH = 5;

    private Map<Integer, Vec3> lastSeen = new HashMap<>();
    long pairTests;

    List<Conflict> frame(List<Sighting> sightings) {
        Map<Integer, Vec3> seen = new HashMap<>();
        List<Motion> motions = new ArrayList<>(sightings.size());
        for (Sighting s : sightings) {
            Vec3 before = lastSeen.get(s.aircraft.id);
            motions.add(new Motion(s.aircraft, before == null ? s.position : before, s.position));
            seen.put(s.aircraft.id, s.position);
        }
        lastSeen = seen;

        Map<Cell, List<Motion>> grid = new HashMap<>();
        for (Motion m : motions) {
            int firstColumn = (int) Math.floor(m.low(0) / CELL);
            int lastColumn = (int) Math.floor(m.high(0) / CELL);
            int firstRow = (int) Math.floor(m.low(1) / CELL);
            int lastRow = (int) Math.floor(m.high(1) / CELL);
            for (int column = firstColumn; column <= lastColumn; column++) {
                for (int row = firstRow; row <= lastRow; row++) {
                    grid.computeIfAbsent(new Cell(column, row), cell -> new ArrayList<>()).add(m);
                }
            }
        }

        List<Conflict> conflicts = new ArrayList<>();
        HashSet<Long> reported = new HashSet<>();
        for (Map.Entry<Cell, List<Motion>> entry : grid.entrySet()) {
            List<Motion> column = entry.getValue();
            if (column.size() < 2) {
                continue;
            }
            Cell cell = entry.getKey();
            Box box = new Box(new Vec3(cell.column * CELL, cell.row * CELL, FLOOR),
                    new Vec3((cell.column + 1) * CELL, (cell.row + 1) * CELL, CEILING));
            refine(box, column, 0, conflicts, reported);
        }
        return conflicts;
    }

    /** Splits a crowded box into octants (a motion goes to every octant it touches) until few motions remain. */
    private void refine(Box box, List<Motion> motions, int depth, List<Conflict> conflicts, HashSet<Long> reported) {
        if (motions.size() <= CROWDED || depth == MAX_DEPTH) {
            testPairs(motions, conflicts, reported);
            return;
        }
        for (Box part : box.octants()) {
            List<Motion> inside = new ArrayList<>();
            for (Motion m : motions) {
                if (m.touches(part)) {
                    inside.add(m);
                }
            }
            if (inside.size() > 1) {
                refine(part, inside, depth + 1, conflicts, reported);
            }
        }
    }

    private void testPairs(List<Motion> motions, List<Conflict> conflicts, HashSet<Long> reported) {
        for (int i = 0; i < motions.size(); i++) {
            for (int j = i + 1; j < motions.size(); j++) {
                Motion a = motions.get(i);
                Motion b = motions.get(j);
                if (a.aircraft.id > b.aircraft.id) {  // same operand order wherever the pair is met
                    Motion swap = a;
                    a = b;
                    b = swap;
                }
                pairTests++;
                double distance = a.closestApproach(b);
                double limit = Math.max(a.aircraft.kind.separation(), b.aircraft.kind.separation());
                if (distance < limit && reported.add(a.aircraft.id * 1_000_003L + b.aircraft.id)) {
                    conflicts.add(new Conflict(a.aircraft, b.aircraft, distance, a.positionAt(0.5)));
                }
            }
        }
    }
}

public class Collisions {
    static final String NAME = "Collisions";
    // Frames per size.
    static final int[] PARAMS = {4, 40, 400};
    static final long[] CHECKSUMS = {8753852766370827392L, 9176558467830872152L, -6122162873634367008L};

    static final double SPAN = 512;
    static final int ARRIVALS_PER_FRAME = 4;
    static final int SHORTEST_FLIGHT = 40;
    static final int LONGEST_FLIGHT = 160;

    /**
     * Every aircraft that flies during the run: a steady stream of arrivals,
     * each flying for 40 to 160 frames, and as many already airborne at frame
     * 0 as in the steady state, so that every frame carries about the same
     * traffic (some 400 aircraft).
     */
    static List<Aircraft> fleet(int frames) {
        Traffic random = new Traffic(20261128);
        AircraftKind[] kinds = {new Airliner(), new LightAircraft(), new Helicopter()};
        Vec3[] fixes = new Vec3[10];
        for (int i = 0; i < fixes.length; i++) {
            fixes[i] = new Vec3(random.nextDouble(64, SPAN - 64), random.nextDouble(64, SPAN - 64), random.nextDouble(0, 24));
        }
        List<Aircraft> fleet = new ArrayList<>();
        for (int enters = -LONGEST_FLIGHT; enters < frames; enters++) {
            for (int k = 0; k < ARRIVALS_PER_FRAME; k++) {
                int leaves = enters + SHORTEST_FLIGHT + random.nextInt(LONGEST_FLIGHT - SHORTEST_FLIGHT + 1);
                if (leaves <= 0) {
                    continue;
                }
                fleet.add(new Aircraft(fleet.size(), kinds[random.nextInt(kinds.length)], path(random, fixes, enters),
                        enters, leaves));
            }
        }
        return fleet;
    }

    private static FlightPath path(Traffic random, Vec3[] fixes, int enters) {
        Vec3 start = new Vec3(random.nextDouble(0, SPAN), random.nextDouble(0, SPAN), random.nextDouble(0, 32));
        switch (random.nextInt(4)) {
            case 0:
                // Aimed at the middle of the airspace, to cross the traffic there.
                Vec3 centre = new Vec3(SPAN / 2, SPAN / 2, 16);
                return new StraightPath(start, centre.minus(start).times(random.nextDouble(0.004, 0.02)), enters);
            case 1:
                return new OrbitPath(fixes[random.nextInt(fixes.length)].plus(new Vec3(0, 0, random.nextDouble(0, 8))),
                        random.nextDouble(8, 40), random.nextDouble(0.005, 0.03), enters);
            case 2:
                return new SpiralPath(fixes[random.nextInt(fixes.length)], random.nextDouble(8, 40),
                        random.nextDouble(-0.03, -0.005), random.nextDouble(4, 16), enters);
            default:
                return new ZigzagPath(start, new Vec3(random.nextDouble(-2, 2), random.nextDouble(-2, 2), 0),
                        new Vec3(random.nextDouble(-24, 24), random.nextDouble(-24, 24), random.nextDouble(-2, 2)),
                        random.nextDouble(8, 40), enters);
        }
    }

    static long kernel(int frames) {
        List<Aircraft> fleet = fleet(frames);
        Detector detector = new Detector();
        long check = 0;
        int next = 0;  // fleet is ordered by entry: aircraft before this one have all entered
        List<Aircraft> airborne = new ArrayList<>();
        for (int frame = 0; frame < frames; frame++) {
            while (next < fleet.size() && fleet.get(next).enters <= frame) {
                airborne.add(fleet.get(next++));
            }
            List<Sighting> sightings = new ArrayList<>(airborne.size());
            List<Aircraft> staying = new ArrayList<>(airborne.size());
            for (Aircraft a : airborne) {
                if (a.flyingAt(frame)) {
                    sightings.add(new Sighting(a, a.path.positionAt(frame)));
                    staying.add(a);
                }
            }
            airborne = staying;
            List<Conflict> conflicts = detector.frame(sightings);
            long sum = 0;
            for (Conflict c : conflicts) {
                sum += c.fingerprint();
            }
            check = check * 1_000_003L + conflicts.size() * 65_537L + sightings.size() + sum;
        }
        return check * 31 + detector.pairTests;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Collisions::kernel);
    }
}
