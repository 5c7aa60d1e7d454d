// Loupe benchmark modelled on SPECjvm98 _227_mtrt: a multi-threaded ray
// tracer. A scene of spheres (placed from a seed) over a checkered floor
// plane, in front of a back wall, lit by two point lights, is rendered as a
// short animation (the camera moves from frame to frame). Each frame is
// rendered by TWO threads, one for the upper and one for the lower half of
// the rows, into a shared pixel array; the main thread joins both and folds
// the pixels. Rays get shadows, Phong highlights (powers by repeated
// multiplication) and up to four levels of mirror reflection. Only + - * /
// and Math.sqrt are used, so every pixel is exactly reproducible; the
// checksum folds every pixel of every frame and the exact bits of each
// thread's sum of colour channels.
//
// What it stresses in the VM: double arithmetic, virtual calls through an
// abstract Shape, getfield on immutable vector objects, a very high rate of
// tiny short-lived allocations (every vector operation returns a new Vec),
// recursion, and two threads allocating at the same time (thread start and
// join every frame).
//
// usage: Mtrt [s1|s10|s100|param=<frames>]   (default s10)
// prints: bench Mtrt size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** An immutable 3-vector; also used for RGB colours. */
final class Vec {
    final double x, y, z;

    Vec(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    Vec add(Vec o) {
        return new Vec(x + o.x, y + o.y, z + o.z);
    }

    Vec sub(Vec o) {
        return new Vec(x - o.x, y - o.y, z - o.z);
    }

    Vec scale(double s) {
        return new Vec(x * s, y * s, z * s);
    }

    /** Component-wise product (colour filtering). */
    Vec mul(Vec o) {
        return new Vec(x * o.x, y * o.y, z * o.z);
    }

    double dot(Vec o) {
        return x * o.x + y * o.y + z * o.z;
    }

    Vec cross(Vec o) {
        return new Vec(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x);
    }

    double length() {
        return Math.sqrt(dot(this));
    }

    Vec normalize() {
        double len = length();
        return new Vec(x / len, y / len, z / len);
    }
}

final class Ray {
    final Vec origin;
    final Vec dir;  // unit length

    Ray(Vec origin, Vec dir) {
        this.origin = origin;
        this.dir = dir;
    }

    Vec at(double t) {
        return origin.add(dir.scale(t));
    }
}

/** Surface properties. */
final class Material {
    final Vec color;
    final Vec altColor;  // second colour of a checker pattern, or null
    final double diffuse;
    final double specular;
    final int shininess;  // exponent of the highlight, applied by repeated multiplication
    final double reflect;

    Material(Vec color, Vec altColor, double diffuse, double specular, int shininess, double reflect) {
        this.color = color;
        this.altColor = altColor;
        this.diffuse = diffuse;
        this.specular = specular;
        this.shininess = shininess;
        this.reflect = reflect;
    }

    Vec colorAt(Vec p) {
        if (altColor == null) {
            return color;
        }
        long cell = (long) Math.floor(p.x) + (long) Math.floor(p.z);
        return (cell & 1) == 0 ? color : altColor;
    }
}

abstract class Shape {
    final Material material;

    Shape(Material material) {
        this.material = material;
    }

    /** Distance along the ray to the nearest intersection beyond EPS, or a negative number. */
    abstract double intersect(Ray ray);

    abstract Vec normalAt(Vec p);
}

final class Sphere extends Shape {
    static final double EPS = 1e-7;
    final Vec center;
    final double radius2;

    Sphere(Vec center, double radius, Material material) {
        super(material);
        this.center = center;
        this.radius2 = radius * radius;
    }

    @Override
    double intersect(Ray ray) {
        Vec oc = ray.origin.sub(center);
        double b = oc.dot(ray.dir);
        double c = oc.dot(oc) - radius2;
        double disc = b * b - c;
        if (disc < 0) {
            return -1;
        }
        double root = Math.sqrt(disc);
        double t = -b - root;
        if (t > EPS) {
            return t;
        }
        t = -b + root;
        return t > EPS ? t : -1;
    }

    @Override
    Vec normalAt(Vec p) {
        return p.sub(center).normalize();
    }
}

final class Plane extends Shape {
    final Vec normal;  // unit length
    final double offset;  // the plane is { p : normal . p = offset }

    Plane(Vec normal, double offset, Material material) {
        super(material);
        this.normal = normal.normalize();
        this.offset = offset;
    }

    @Override
    double intersect(Ray ray) {
        double denom = normal.dot(ray.dir);
        if (denom > -1e-9 && denom < 1e-9) {
            return -1;
        }
        double t = (offset - normal.dot(ray.origin)) / denom;
        return t > 1e-7 ? t : -1;
    }

    @Override
    Vec normalAt(Vec p) {
        return normal;
    }
}

final class Light {
    final Vec position;
    final Vec color;

    Light(Vec position, Vec color) {
        this.position = position;
        this.color = color;
    }
}

/** The nearest hit of a ray: a small result object per traced ray. */
final class Hit {
    final Shape shape;
    final double t;

    Hit(Shape shape, double t) {
        this.shape = shape;
        this.t = t;
    }
}

final class Scene {
    static final int MAX_DEPTH = 4;
    final List<Shape> shapes = new ArrayList<>();
    final List<Light> lights = new ArrayList<>();
    final Vec ambient = new Vec(0.08, 0.08, 0.1);
    final Vec background = new Vec(0.2, 0.3, 0.5);

    static Scene build(long seed) {
        Scene s = new Scene();
        Random r = new Random(seed);
        s.shapes.add(new Plane(new Vec(0, 1, 0), 0,
            new Material(new Vec(0.9, 0.9, 0.85), new Vec(0.15, 0.15, 0.2), 0.8, 0.2, 8, 0.25)));
        s.shapes.add(new Plane(new Vec(0, 0, -1), -30,
            new Material(new Vec(0.6, 0.5, 0.4), null, 0.9, 0.0, 1, 0.0)));
        for (int i = 0; i < 14; i++) {
            double radius = 0.4 + r.nextDouble() * 0.9;
            Vec center = new Vec(-6 + r.nextDouble() * 12, radius + r.nextDouble() * 1.5, 2 + r.nextDouble() * 14);
            Vec color = new Vec(0.2 + 0.8 * r.nextDouble(), 0.2 + 0.8 * r.nextDouble(), 0.2 + 0.8 * r.nextDouble());
            double reflect = r.nextInt(3) == 0 ? 0.6 : 0.1 * r.nextInt(3);
            s.shapes.add(new Sphere(center, radius, new Material(color, null, 0.7, 0.5, 4 << r.nextInt(4), reflect)));
        }
        s.lights.add(new Light(new Vec(-8, 12, -4), new Vec(0.8, 0.75, 0.7)));
        s.lights.add(new Light(new Vec(10, 6, 2), new Vec(0.35, 0.35, 0.45)));
        return s;
    }

    Hit nearest(Ray ray) {
        Shape best = null;
        double bestT = Double.MAX_VALUE;
        for (int i = 0; i < shapes.size(); i++) {
            Shape s = shapes.get(i);
            double t = s.intersect(ray);
            if (t > 0 && t < bestT) {
                bestT = t;
                best = s;
            }
        }
        return best == null ? null : new Hit(best, bestT);
    }

    boolean shadowed(Vec point, Vec toLight, double distance) {
        Ray ray = new Ray(point, toLight);
        for (int i = 0; i < shapes.size(); i++) {
            double t = shapes.get(i).intersect(ray);
            if (t > 0 && t < distance) {
                return true;
            }
        }
        return false;
    }

    static double power(double base, int exponent) {
        double result = 1;
        for (int i = 0; i < exponent; i++) {
            result *= base;
        }
        return result;
    }

    Vec trace(Ray ray, int depth) {
        Hit hit = nearest(ray);
        if (hit == null) {
            // a vertical sky gradient
            double k = 0.5 + 0.5 * ray.dir.y;
            return background.scale(1 - 0.5 * k).add(new Vec(0.5, 0.6, 0.9).scale(0.5 * k));
        }
        Material m = hit.shape.material;
        Vec p = ray.at(hit.t);
        Vec n = hit.shape.normalAt(p);
        if (n.dot(ray.dir) > 0) {
            n = n.scale(-1);
        }
        Vec base = m.colorAt(p);
        Vec color = ambient.mul(base);
        Vec reflected = ray.dir.sub(n.scale(2 * ray.dir.dot(n)));
        for (int i = 0; i < lights.size(); i++) {
            Light light = lights.get(i);
            Vec toLight = light.position.sub(p);
            double distance = toLight.length();
            Vec l = toLight.scale(1 / distance);
            double lambert = n.dot(l);
            if (lambert <= 0 || shadowed(p, l, distance)) {
                continue;
            }
            color = color.add(base.mul(light.color).scale(m.diffuse * lambert));
            double spec = reflected.dot(l);
            if (spec > 0 && m.specular > 0) {
                color = color.add(light.color.scale(m.specular * power(spec, m.shininess)));
            }
        }
        if (m.reflect > 0 && depth < MAX_DEPTH) {
            Vec mirror = trace(new Ray(p, reflected), depth + 1);
            color = color.scale(1 - m.reflect).add(mirror.scale(m.reflect));
        }
        return color;
    }
}

/** A pinhole camera looking from `eye` at `target`. */
final class Camera {
    final Vec eye;
    final Vec forward, right, up;
    final int width, height;

    Camera(Vec eye, Vec target, int width, int height) {
        this.eye = eye;
        this.width = width;
        this.height = height;
        forward = target.sub(eye).normalize();
        right = forward.cross(new Vec(0, 1, 0)).normalize().scale(-1);
        up = right.cross(forward).scale(-1);
    }

    Ray rayThrough(int px, int py) {
        double sx = (px + 0.5) / width * 2 - 1;
        double sy = 1 - (py + 0.5) / height * 2;
        double aspect = (double) width / height;
        Vec dir = forward.add(right.scale(sx * aspect * 0.6)).add(up.scale(sy * 0.6));
        return new Ray(eye, dir.normalize());
    }
}

/** Renders rows [from, to) of a frame into the shared pixel array. */
final class RenderWorker implements Runnable {
    private final Scene scene;
    private final Camera camera;
    private final int[] pixels;
    private final int from, to;
    double channelSum;  // read by the main thread after join()

    RenderWorker(Scene scene, Camera camera, int[] pixels, int from, int to) {
        this.scene = scene;
        this.camera = camera;
        this.pixels = pixels;
        this.from = from;
        this.to = to;
    }

    static int channel(double c) {
        if (c <= 0) {
            return 0;
        }
        if (c >= 1) {
            return 255;
        }
        return (int) (c * 255 + 0.5);
    }

    @Override
    public void run() {
        double sum = 0;
        for (int y = from; y < to; y++) {
            for (int x = 0; x < camera.width; x++) {
                Vec c = scene.trace(camera.rayThrough(x, y), 0);
                sum += c.x + c.y + c.z;
                pixels[y * camera.width + x] = (channel(c.x) << 16) | (channel(c.y) << 8) | channel(c.z);
            }
        }
        channelSum = sum;
    }
}

public class Mtrt {
    static final String NAME = "Mtrt";
    // Frames per size (each WIDTH x HEIGHT pixels, two threads).
    static final int[] PARAMS = {1, 10, 100};
    static final long[] CHECKSUMS = {-4751417333308874176L, -9024963991782290876L, 4050846581062524836L};

    static final int WIDTH = 32;
    static final int HEIGHT = 24;

    static long renderFrame(Scene scene, int frame) {
        // the camera moves to the right and rises, returning every 32 frames
        double step = (frame % 32) * 0.25;
        Vec eye = new Vec(-3 + step, 2.5 + 0.1 * step, -9 + 0.2 * step);
        Camera camera = new Camera(eye, new Vec(0, 1, 8), WIDTH, HEIGHT);
        int[] pixels = new int[WIDTH * HEIGHT];
        RenderWorker top = new RenderWorker(scene, camera, pixels, 0, HEIGHT / 2);
        RenderWorker bottom = new RenderWorker(scene, camera, pixels, HEIGHT / 2, HEIGHT);
        Thread t1 = new Thread(top, "render-top");
        Thread t2 = new Thread(bottom, "render-bottom");
        t1.start();
        t2.start();
        try {
            t1.join();
            t2.join();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        long sum = Double.doubleToLongBits(top.channelSum) * 31 + Double.doubleToLongBits(bottom.channelSum);
        for (int i = 0; i < pixels.length; i++) {
            sum = sum * 1000003 + pixels[i];
        }
        return sum;
    }

    static long kernel(int frames) {
        Scene scene = Scene.build(227L);
        long sum = 0;
        for (int f = 0; f < frames; f++) {
            sum = sum * 31 + renderFrame(scene, f);
        }
        return sum;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Mtrt::kernel);
    }
}
