import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Loupe's demo: a small ray tracer that draws three spheres in ASCII, then
 * a word-frequency count over generated text. It exercises objects and
 * floating point, collections, lambdas, strings and the collector.
 */
public class Demo {
    record Vec(double x, double y, double z) {
        Vec plus(Vec o) { return new Vec(x + o.x, y + o.y, z + o.z); }
        Vec minus(Vec o) { return new Vec(x - o.x, y - o.y, z - o.z); }
        Vec times(double k) { return new Vec(x * k, y * k, z * k); }
        double dot(Vec o) { return x * o.x + y * o.y + z * o.z; }
        Vec unit() { return times(1 / Math.sqrt(dot(this))); }
    }

    record Sphere(Vec center, double radius, double shine) {
        /** Distance along the ray to the nearest hit, or -1. */
        double hit(Vec origin, Vec dir) {
            Vec oc = origin.minus(center);
            double b = oc.dot(dir);
            double c = oc.dot(oc) - radius * radius;
            double disc = b * b - c;
            if (disc < 0) return -1;
            double t = -b - Math.sqrt(disc);
            return t > 1e-6 ? t : -1;
        }
    }

    static final String SHADES = " .:-=+*#%@";

    static String render(List<Sphere> scene, int width, int height) {
        Vec light = new Vec(-1, 1, -1).unit();
        Vec eye = new Vec(0, 0, -4);
        StringBuilder out = new StringBuilder();
        for (int row = 0; row < height; row++) {
            for (int col = 0; col < width; col++) {
                Vec dir = new Vec((col - width / 2.0) / width * 2.2, (height / 2.0 - row) / height * 1.2, 1).unit();
                double nearest = Double.MAX_VALUE;
                Sphere hit = null;
                for (Sphere s : scene) {
                    double t = s.hit(eye, dir);
                    if (t > 0 && t < nearest) {
                        nearest = t;
                        hit = s;
                    }
                }
                if (hit == null) {
                    out.append(' ');
                    continue;
                }
                Vec point = eye.plus(dir.times(nearest));
                Vec normal = point.minus(hit.center()).unit();
                double diffuse = Math.max(0, normal.dot(light));
                double level = Math.min(1, 0.1 + diffuse * hit.shine());
                out.append(SHADES.charAt((int) (level * (SHADES.length() - 1))));
            }
            out.append('\n');
        }
        return out.toString();
    }

    static Map<String, Integer> wordFrequencies(int words, long seed) {
        String[] vocabulary = {"heap", "stack", "frame", "class", "method", "object", "monitor", "thread", "agent",
                               "event", "arena", "sweep", "mark", "copy", "nursery", "barrier"};
        Random random = new Random(seed);
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < words; i++) {
            String word = vocabulary[(int) Math.abs(random.nextGaussian() * 4) % vocabulary.length];
            counts.merge(word, 1, Integer::sum);
        }
        return counts;
    }

    public static void main(String[] args) {
        List<Sphere> scene = new ArrayList<>();
        scene.add(new Sphere(new Vec(-1.2, 0, 1), 0.9, 1.0));
        scene.add(new Sphere(new Vec(1.1, -0.2, 0.5), 0.7, 0.8));
        scene.add(new Sphere(new Vec(0, -101, 3), 100, 0.6));
        String picture = "";
        for (int frame = 0; frame < 20; frame++) picture = render(scene, 72, 24);
        System.out.print(picture);

        Map<String, Integer> counts = wordFrequencies(200_000, 42);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        entries.sort((a, b) -> b.getValue() - a.getValue());
        System.out.println("most frequent words in 200000 generated ones:");
        for (int i = 0; i < 5; i++) {
            Map.Entry<String, Integer> e = entries.get(i);
            System.out.printf("%3d. %-8s %6d%n", i + 1, e.getKey(), e.getValue());
        }
    }
}
