// Runtime.exec and ProcessBuilder: pipes both ways, exit codes, redirects to files, the environment, the working directory, errors
// loupe-test: java17-only
import java.io.*;
import java.nio.file.*;
import java.util.*;
import java.util.concurrent.TimeUnit;

public class ProcessRuns {
    static String read(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[256];
        int n;
        while ((n = in.read(buf)) > 0) out.write(buf, 0, n);
        return out.toString("UTF-8");
    }

    public static void main(String[] args) throws Exception {
        Process echo = Runtime.getRuntime().exec("echo hello   world");
        System.out.println("echo: [" + read(echo.getInputStream()).trim() + "] exit " + echo.waitFor());

        Process cat = new ProcessBuilder("cat").start();
        try (Writer w = new OutputStreamWriter(cat.getOutputStream(), "UTF-8")) { w.write("line one\nline two\n"); }
        System.out.println("cat: " + read(cat.getInputStream()).replace("\n", "|") + " exit " + cat.waitFor() + " alive " + cat.isAlive());

        Process fail = new ProcessBuilder("sh", "-c", "echo oops >&2; exit 3").start();
        System.out.println("stderr: " + read(fail.getErrorStream()).trim() + " stdout: [" + read(fail.getInputStream()) + "] exit " + fail.waitFor() + " exitValue " + fail.exitValue());

        Process merged = new ProcessBuilder("sh", "-c", "echo out; echo err >&2").redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>(Arrays.asList(read(merged.getInputStream()).trim().split("\n")));
        Collections.sort(lines);
        System.out.println("merged: " + lines + " error stream empty " + (merged.getErrorStream().read() == -1) + " exit " + merged.waitFor());

        ProcessBuilder envb = new ProcessBuilder("sh", "-c", "echo $LOUPE_TEST_VAR-$HOME_SET");
        envb.environment().put("LOUPE_TEST_VAR", "v1");
        envb.environment().remove("HOME_SET");
        System.out.println("env: " + read(envb.start().getInputStream()).trim());
        Process envp = Runtime.getRuntime().exec(new String[] {"sh", "-c", "echo $ONLY"}, new String[] {"ONLY=this"});
        System.out.println("envp: " + read(envp.getInputStream()).trim());

        new File("sub").mkdir();
        Process pwd = new ProcessBuilder("sh", "-c", "basename \"$(pwd)\"").directory(new File("sub")).start();
        System.out.println("directory: " + read(pwd.getInputStream()).trim());

        File out = new File("out.txt");
        Process toFile = new ProcessBuilder("sh", "-c", "echo to-file; echo more").redirectOutput(out).start();
        System.out.println("to file exit " + toFile.waitFor() + " stdout stream ends " + (toFile.getInputStream().read() == -1) + " file: " + new String(Files.readAllBytes(out.toPath())).replace("\n", "|"));
        new ProcessBuilder("sh", "-c", "echo appended").redirectOutput(ProcessBuilder.Redirect.appendTo(out)).start().waitFor();
        Process fromFile = new ProcessBuilder("wc", "-l").redirectInput(out).start();
        System.out.println("lines in file: " + read(fromFile.getInputStream()).trim() + " " + ProcessBuilder.Redirect.to(out) + " " + ProcessBuilder.Redirect.PIPE + " " + ProcessBuilder.Redirect.INHERIT);
        Process discarded = new ProcessBuilder("echo", "gone").redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        System.out.println("discard exit " + discarded.waitFor());

        Process sleeper = new ProcessBuilder("sleep", "30").start();
        try { sleeper.exitValue(); } catch (IllegalThreadStateException e) { System.out.println("exitValue while running: " + e.getMessage()); }
        System.out.println("waitFor(50ms): " + sleeper.waitFor(50, TimeUnit.MILLISECONDS));
        sleeper.destroy();
        System.out.println("destroyed exit " + sleeper.waitFor() + " alive " + sleeper.isAlive());
        Process killed = new ProcessBuilder("sleep", "30").start();
        killed.destroyForcibly();
        System.out.println("killed exit " + killed.waitFor());

        try { new ProcessBuilder("no-such-program-xyz").start(); } catch (IOException e) { System.out.println(e.getMessage()); }
        try { new ProcessBuilder("ls").directory(new File("no-such-dir")).start(); } catch (IOException e) { System.out.println(e.getMessage()); }
        try { new ProcessBuilder().start(); } catch (IndexOutOfBoundsException e) { System.out.println("empty command: " + e.getClass().getSimpleName()); }
        try { Runtime.getRuntime().exec(""); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { new ProcessBuilder("cat").redirectInput(ProcessBuilder.Redirect.to(out)); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        out.delete();
    }
}
