import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Compiles every conformance test under test/java/<area>/<Name>.java into a
 * directory of its own, twice: out/17/<Name> (javac's default target) and,
 * unless the test says "// loupe-test: java17-only", out/8/<Name> (--release 8).
 * One JVM runs all compilations, which is far quicker than a javac process per
 * test. A test is recompiled only when its source is newer than its output.
 *
 *   java tools/CompileJavaTests.java <test/java dir> <out dir> <stamp file>
 */
public class CompileJavaTests {
    public static void main(String[] args) throws IOException {
        Path sources = Path.of(args[0]);
        Path out = Path.of(args[1]);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<Path> tests;
        try (Stream<Path> walk = Files.walk(sources, 2)) {
            tests = walk.filter(p -> p.toString().endsWith(".java") && sources.relativize(p).getNameCount() == 2)
                        .sorted().collect(Collectors.toList());
        }
        int compiled = 0, failed = 0;
        for (Path test : tests) {
            String name = test.getFileName().toString().replace(".java", "");
            boolean java17Only = Files.readAllLines(test).stream()
                    .takeWhile(l -> l.isBlank() || l.startsWith("//"))
                    .anyMatch(l -> l.trim().equals("// loupe-test: java17-only"));
            List<String> targets = new ArrayList<>(List.of("17"));
            if (!java17Only) targets.add("8");
            for (String target : targets) {
                Path dir = out.resolve(target).resolve(name);
                Path stamp = dir.resolve(".compiled");
                if (Files.exists(stamp) && Files.getLastModifiedTime(stamp).compareTo(Files.getLastModifiedTime(test)) > 0) {
                    continue;
                }
                deleteTree(dir);
                Files.createDirectories(dir);
                List<String> options = new ArrayList<>(List.of("-encoding", "UTF-8", "-d", dir.toString(), "-nowarn", "-Xlint:none"));
                if (target.equals("8")) options.addAll(List.of("--release", "8"));
                options.add(test.toString());
                ByteArrayOutputStream errors = new ByteArrayOutputStream();
                int rc = javac.run(null, errors, errors, options.toArray(new String[0]));
                if (rc != 0) {
                    System.err.println("compiling " + test + " for target " + target + " failed:\n" + errors);
                    failed++;
                    continue;
                }
                Files.writeString(stamp, "");
                compiled++;
            }
        }
        if (failed > 0) System.exit(1);
        Files.writeString(Path.of(args[2]), compiled + " compiled\n");
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted((a, b) -> b.compareTo(a)).collect(Collectors.toList())) Files.delete(p);
        }
    }
}
