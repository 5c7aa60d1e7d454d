// Files.lines/list/walk/find on a scratch directory, lazy closing of lines, Properties.store's date comment
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.TimeZone;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class FilesStreams {
    public static void main(String[] args) throws IOException {
        Path root = Paths.get("files-streams-scratch");
        Path sub = root.resolve("b");
        Files.createDirectories(sub.resolve("deep"));
        Files.write(root.resolve("a.txt"), Arrays.asList("alpha", "beta", "", "gamma"));
        Files.write(sub.resolve("c.txt"), "caf\u00e9\nna\u00efve".getBytes(StandardCharsets.ISO_8859_1));
        Files.write(sub.resolve("deep").resolve("d.log"), new byte[0]);
        Files.write(root.resolve("e.log"), "one line, no newline".getBytes(StandardCharsets.UTF_8));
        try {
            try (Stream<String> lines = Files.lines(root.resolve("a.txt"))) {
                System.out.println(lines.map(String::toUpperCase).collect(Collectors.toList()));
            }
            try (Stream<String> lines = Files.lines(sub.resolve("c.txt"), StandardCharsets.ISO_8859_1)) {
                System.out.println(lines.map(s -> s + ":" + s.length()).collect(Collectors.joining("|")));
            }
            Stream<String> lazy = Files.lines(root.resolve("e.log"));
            final int[] closed = {0};
            lazy = lazy.onClose(() -> closed[0]++);
            System.out.println(lazy.findFirst().get() + " " + closed[0]);
            lazy.close();
            System.out.println("closed " + closed[0]);
            try (Stream<String> lines = Files.lines(sub.resolve("c.txt"))) {
                System.out.println(lines.count());
            } catch (UncheckedIOException e) {
                System.out.println("UncheckedIOException " + e.getCause().getClass().getName());
            }

            try (Stream<Path> list = Files.list(root)) {
                System.out.println(list.map(Path::toString).sorted().collect(Collectors.toList()));
            }
            List<String> walked = walk(Files.walk(root));
            System.out.println(walked);
            System.out.println(walk(Files.walk(root, 1)) + " " + walk(Files.walk(root, 0)) + " "
                    + walk(Files.walk(root.resolve("a.txt"))) + " " + walk(Files.walk(sub, FileVisitOption.FOLLOW_LINKS)));
            // Depth first: every directory comes before the entries under it.
            try (Stream<Path> all = Files.walk(root)) {
                List<Path> order = all.collect(Collectors.toList());
                boolean parentsFirst = true;
                for (int i = 0; i < order.size(); i++) {
                    Path parent = order.get(i).getParent();
                    if (parent != null && order.indexOf(parent) > i) {
                        parentsFirst = false;
                    }
                }
                System.out.println("parents first " + parentsFirst + " " + order.get(0));
            }
            System.out.println(walk(Files.find(root, 10, (p, attrs) -> attrs.isRegularFile() && p.toString().endsWith(".log")))
                    + " " + walk(Files.find(root, 10, (p, attrs) -> attrs.isDirectory())) + " "
                    + walk(Files.find(root, 1, (p, attrs) -> attrs.size() > 0)));
            try {
                Files.list(root.resolve("a.txt"));
            } catch (NotDirectoryException e) {
                System.out.println("NotDirectoryException " + e.getMessage());
            }
            try {
                Files.walk(root.resolve("missing"));
            } catch (NoSuchFileException e) {
                System.out.println("NoSuchFileException " + e.getMessage());
            }
            try {
                Files.walk(root, -1);
            } catch (IllegalArgumentException e) {
                System.out.println("IllegalArgumentException " + e.getMessage());
            }
            try {
                Files.lines(root.resolve("none.txt"));
            } catch (NoSuchFileException e) {
                System.out.println("NoSuchFileException " + e.getMessage());
            }

            TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
            Properties props = new Properties();
            props.setProperty("key", "value");
            StringWriter out = new StringWriter();
            props.store(out, "comment");
            String[] stored = out.toString().split("\n");
            System.out.println(stored[0] + " " + stored[1].matches("#[A-Z][a-z]{2} [A-Z][a-z]{2} [0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2} E[SD]T [0-9]{4}")
                    + " " + stored[2]);
        } finally {
            try (Stream<Path> all = Files.walk(root)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                    Files.delete(p);
                }
            }
        }
        System.out.println(Files.exists(root));
    }

    static List<String> walk(Stream<Path> paths) {
        try (Stream<Path> s = paths) {
            return s.map(Path::toString).sorted().collect(Collectors.toList());
        }
    }
}
