// Loupe benchmark: double arithmetic and field access. A star and six planets
// (initial conditions built from Pythagorean triples, so no trigonometry is
// needed) are integrated with a softened inverse-square force and a
// semi-implicit Euler step; the checksum is built from the exact bits of the
// final energy and positions (Java double arithmetic is exactly specified).
//
// usage: NBody [s1|s10|s100|param=<steps>]   (default s10)
// prints: bench NBody size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

final class Body {
    double x, y, z;
    double vx, vy, vz;
    final double mass;

    Body(double x, double y, double z, double vx, double vy, double vz, double mass) {
        this.x = x;
        this.y = y;
        this.z = z;
        this.vx = vx;
        this.vy = vy;
        this.vz = vz;
        this.mass = mass;
    }
}

public class NBody {
    static final String NAME = "NBody";
    // Integration steps per size.
    static final int[] PARAMS = {15000, 150000, 1500000};
    static final long[] CHECKSUMS = {3725798584181916364L, 2752149901988223132L, 7758516305873887240L};

    static final double STAR_MASS = 1000.0;
    static final double SOFTENING = 1e-4;
    static final double DT = 0.002;

    // Directions in the orbital plane as exact rational unit vectors (a/c, b/c).
    static final int[][] TRIPLES = {
        {3, 4, 5}, {-5, 12, 13}, {-15, -8, 17}, {24, -7, 25}, {20, 21, 29}, {-12, 35, 37}
    };

    static Body[] makeSystem() {
        Body[] bodies = new Body[1 + TRIPLES.length];
        double px = 0, py = 0, pz = 0;
        for (int i = 0; i < TRIPLES.length; i++) {
            double c = (double) TRIPLES[i][0] / TRIPLES[i][2];
            double s = (double) TRIPLES[i][1] / TRIPLES[i][2];
            double radius = 6.0 + 4.5 * i;
            double speed = Math.sqrt(STAR_MASS / radius) * (0.9 + 0.04 * i);
            double mass = 0.5 + 0.75 * i;
            double tilt = (i % 2 == 0 ? 0.05 : -0.03) * i;
            Body b = new Body(radius * c, radius * s, tilt, -s * speed, c * speed, 0.01 * i, mass);
            bodies[i + 1] = b;
            px += b.vx * mass;
            py += b.vy * mass;
            pz += b.vz * mass;
        }
        // The star moves so that the total momentum is zero.
        bodies[0] = new Body(0, 0, 0, -px / STAR_MASS, -py / STAR_MASS, -pz / STAR_MASS, STAR_MASS);
        return bodies;
    }

    static void advance(Body[] bodies, double dt) {
        int n = bodies.length;
        for (int i = 0; i < n; i++) {
            Body a = bodies[i];
            for (int j = i + 1; j < n; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x;
                double dy = a.y - b.y;
                double dz = a.z - b.z;
                double d2 = dx * dx + dy * dy + dz * dz + SOFTENING;
                double scale = dt / (d2 * Math.sqrt(d2));
                double ma = a.mass * scale;
                double mb = b.mass * scale;
                a.vx -= dx * mb;
                a.vy -= dy * mb;
                a.vz -= dz * mb;
                b.vx += dx * ma;
                b.vy += dy * ma;
                b.vz += dz * ma;
            }
        }
        for (int i = 0; i < n; i++) {
            Body b = bodies[i];
            b.x += dt * b.vx;
            b.y += dt * b.vy;
            b.z += dt * b.vz;
        }
    }

    static double energy(Body[] bodies) {
        double e = 0;
        int n = bodies.length;
        for (int i = 0; i < n; i++) {
            Body a = bodies[i];
            e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz);
            for (int j = i + 1; j < n; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x;
                double dy = a.y - b.y;
                double dz = a.z - b.z;
                e -= a.mass * b.mass / Math.sqrt(dx * dx + dy * dy + dz * dz + SOFTENING);
            }
        }
        return e;
    }

    static long kernel(int steps) {
        Body[] bodies = makeSystem();
        double before = energy(bodies);
        for (int s = 0; s < steps; s++) {
            advance(bodies, DT);
        }
        double after = energy(bodies);
        long sum = Double.doubleToLongBits(before) * 31 + Double.doubleToLongBits(after);
        for (Body b : bodies) {
            sum = sum * 31 + Double.doubleToLongBits(b.x);
            sum = sum * 31 + Double.doubleToLongBits(b.y);
            sum = sum * 31 + Double.doubleToLongBits(b.z);
        }
        return sum;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, NBody::kernel);
    }
}
