// File, RandomAccessFile, FileInputStream.skip and java.nio.file (Path, Files) on a scratch directory
// loupe-test: java17-only
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.*;

public class FileSystemOps {
    public static void main(String[] args) throws Exception {
        File dir = new File("scratch");
        System.out.println("mkdir " + dir.mkdir() + " again " + dir.mkdir() + " isDirectory " + dir.isDirectory() + " isFile " + dir.isFile());
        File a = new File(dir, "a.txt");
        System.out.println("createNewFile " + a.createNewFile() + " again " + a.createNewFile() + " length " + a.length());
        try (FileWriter w = new FileWriter(a)) { w.write("hello\nworld\n"); }
        System.out.println("length " + a.length() + " canRead " + a.canRead() + " canWrite " + a.canWrite() + " hidden " + a.isHidden() + " " + new File(".x").isHidden());
        File nested = new File("scratch/x/y/z");
        System.out.println("mkdirs " + nested.mkdirs() + " again " + nested.mkdirs() + " exists " + nested.exists());
        String[] names = dir.list(); Arrays.sort(names);
        System.out.println("list " + Arrays.toString(names));
        File[] txt = dir.listFiles((d, n) -> n.endsWith(".txt"));
        System.out.println("listFiles(filter) " + Arrays.toString(txt) + " dirs " + dir.listFiles(File::isDirectory).length);
        System.out.println("list of a file " + a.list() + " of missing " + new File("nope").listFiles());
        File b = new File(dir, "b.txt");
        System.out.println("renameTo " + a.renameTo(b) + " a exists " + a.exists() + " b exists " + b.exists());
        String cwd = new File("").getAbsolutePath();
        System.out.println("canonical " + new File("scratch/./x/../b.txt").getCanonicalPath().equals(cwd + "/scratch/b.txt")
                + " " + new File("scratch/missing/../q").getCanonicalPath().equals(cwd + "/scratch/q"));
        System.out.println("lastModified>0 " + (b.lastModified() > 0) + " missing " + new File("nope").lastModified());
        System.out.println("setLastModified " + b.setLastModified(86_400_000L * 365) + " -> " + b.lastModified());
        try { File.createTempFile("ab", null); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        File tmp = File.createTempFile("loupe", ".tst", dir);
        System.out.println("temp " + tmp.getName().startsWith("loupe") + " " + tmp.getName().endsWith(".tst") + " " + tmp.exists() + " delete " + tmp.delete());

        // FileInputStream.skip, forwards and backwards
        try (FileInputStream in = new FileInputStream(b)) {
            System.out.println("skip 6 -> " + in.skip(6) + " read " + (char) in.read());
            System.out.println("skip -4 -> " + in.skip(-4) + " read " + (char) in.read());
            System.out.println("skip 100 -> " + in.skip(100) + " read " + in.read());
        }

        // RandomAccessFile
        try { new RandomAccessFile(b, "x"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        File raf = new File(dir, "data.bin");
        try (RandomAccessFile f = new RandomAccessFile(raf, "rw")) {
            f.writeInt(42); f.writeLong(-7L); f.writeUTF("h\u00e9llo"); f.writeDouble(2.5); f.writeBytes("line1\r\nline2\n");
            System.out.println("pointer " + f.getFilePointer() + " length " + f.length());
            f.seek(4);
            System.out.println("long " + f.readLong() + " utf " + f.readUTF() + " double " + f.readDouble());
            System.out.println("lines " + f.readLine() + "|" + f.readLine() + "|" + f.readLine());
            f.seek(0); f.writeInt(7); f.seek(0);
            System.out.println("rewritten " + f.readInt() + " skipBytes " + f.skipBytes(1000));
            f.setLength(6);
            System.out.println("truncated " + f.length() + " pointer " + f.getFilePointer());
            try { f.seek(0); f.readFully(new byte[10]); } catch (EOFException e) { System.out.println("EOF " + e.getMessage()); }
        }
        try (RandomAccessFile f = new RandomAccessFile(raf, "r")) {
            try { f.write(1); } catch (IOException e) { System.out.println("read-only write: " + e.getMessage()); }
        }
        try { new RandomAccessFile("scratch/none/x", "r"); } catch (FileNotFoundException e) { System.out.println(e.getMessage()); }

        // Paths
        Path p = Paths.get("/usr", "local/", "lib//x.so");
        System.out.println(p + " name " + p.getFileName() + " parent " + p.getParent() + " root " + p.getRoot() + " count " + p.getNameCount()
                + " sub " + p.subpath(1, 3) + " name(0) " + p.getName(0));
        Path rel = Path.of("a/./b/../c");
        System.out.println(rel.normalize() + " " + Path.of("/../x/..").normalize() + " " + Path.of("../../a").normalize()
                + " abs " + rel.isAbsolute() + " root " + rel.getRoot());
        System.out.println(Path.of("a/b").resolve("c") + " " + Path.of("a/b").resolve("/c") + " " + Path.of("a/b").resolveSibling("z")
                + " " + Path.of("/a/b").relativize(Path.of("/a/c/d")) + " " + Path.of("a").relativize(Path.of("a/b/c")));
        System.out.println(p.startsWith("/usr") + " " + p.startsWith("usr") + " " + p.endsWith("lib/x.so") + " " + p.endsWith("/x.so")
                + " empty " + Path.of("").getNameCount() + " '" + Path.of("").getFileName() + "' root name " + Path.of("/").getFileName());
        List<String> parts = new ArrayList<>(); for (Path part : p) parts.add(part.toString());
        System.out.println(parts + " compare " + Integer.signum(Path.of("a").compareTo(Path.of("b"))) + " equals " + Path.of("a//b/").equals(Path.of("a/b")));
        try { Path.of("a").relativize(Path.of("/b")); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Path.of("a\u0000b"); } catch (InvalidPathException e) { System.out.println(e.getMessage()); }
        try { Path.of("a").getName(3); } catch (IllegalArgumentException e) { System.out.println("getName " + e.getMessage()); }

        // Files
        Path d = Paths.get("scratch/nio");
        Path made = Files.createDirectories(d.resolve("deep/er"));
        System.out.println("createDirectories " + made.isAbsolute() + " " + made.endsWith("scratch/nio/deep/er") + " existing " + Files.createDirectories(d) + " direct " + Files.createDirectories(d.resolve("deep2")) + " isDirectory " + Files.isDirectory(d));
        Path f = d.resolve("f.txt");
        Files.write(f, Arrays.asList("alpha", "b\u00e9ta", "gamma"));
        System.out.println("size " + Files.size(f) + " lines " + Files.readAllLines(f) + " exists " + Files.exists(f) + " regular " + Files.isRegularFile(f));
        Files.writeString(f, "more\n", StandardOpenOption.APPEND);
        System.out.println("readString " + Files.readString(f).replace("\n", "/") + " bytes " + Files.readAllBytes(f).length);
        System.out.println("latin1 " + Files.readAllLines(f, StandardCharsets.ISO_8859_1).get(1).length());
        try (BufferedWriter w = Files.newBufferedWriter(d.resolve("g.txt"))) { w.write("one"); w.newLine(); w.write("two"); }
        try (BufferedReader r = Files.newBufferedReader(d.resolve("g.txt"))) { System.out.println("reader " + r.readLine() + "," + r.readLine() + "," + r.readLine()); }
        Files.copy(f, d.resolve("copy.txt"));
        System.out.println("copy " + Files.readString(d.resolve("copy.txt")).length() + " mismatch " + Files.mismatch(f, d.resolve("copy.txt")) + " vs g " + Files.mismatch(f, d.resolve("g.txt")));
        try { Files.copy(f, d.resolve("copy.txt")); } catch (FileAlreadyExistsException e) { System.out.println("FileAlreadyExistsException " + e.getMessage()); }
        Files.copy(d.resolve("g.txt"), d.resolve("copy.txt"), StandardCopyOption.REPLACE_EXISTING);
        Files.move(d.resolve("copy.txt"), d.resolve("moved.txt"));
        System.out.println("moved " + Files.exists(d.resolve("copy.txt")) + " " + Files.readString(d.resolve("moved.txt")).length());
        List<String> listed = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(d)) { for (Path e : s) listed.add(e.getFileName().toString()); }
        Collections.sort(listed);
        System.out.println("directory " + listed);
        BasicFileAttributes attrs = Files.readAttributes(f, BasicFileAttributes.class);
        System.out.println("attrs size " + attrs.size() + " dir " + attrs.isDirectory() + " file " + attrs.isRegularFile() + " link " + attrs.isSymbolicLink());
        Files.setLastModifiedTime(f, java.nio.file.attribute.FileTime.fromMillis(1_600_000_000_123L));
        System.out.println("mtime " + Files.getLastModifiedTime(f) + " " + java.nio.file.attribute.FileTime.fromMillis(0));
        Files.createSymbolicLink(d.resolve("link"), Paths.get("f.txt"));
        System.out.println("symlink " + Files.isSymbolicLink(d.resolve("link")) + " -> " + Files.readSymbolicLink(d.resolve("link")) + " same " + Files.isSameFile(f, d.resolve("link")));
        System.out.println("realPath " + d.resolve("link").toRealPath().endsWith("scratch/nio/f.txt"));
        List<String> visited = new ArrayList<>();
        Files.walkFileTree(Paths.get("scratch"), new SimpleFileVisitor<Path>() {
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes a) { visited.add("dir " + dir); return dir.endsWith("x") ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE; }
            public FileVisitResult visitFile(Path file, BasicFileAttributes a) { visited.add(file.toString()); return FileVisitResult.CONTINUE; }
        });
        Collections.sort(visited);
        System.out.println("walk " + visited);
        for (String bad : new String[] {"missing.txt"}) {
            try { Files.readAllBytes(d.resolve(bad)); } catch (NoSuchFileException e) { System.out.println("NoSuchFileException " + e.getMessage() + " file " + e.getFile()); }
            try { Files.delete(d.resolve(bad)); } catch (NoSuchFileException e) { System.out.println("delete: NoSuchFileException " + e.getMessage()); }
            try { Files.size(d.resolve(bad)); } catch (NoSuchFileException e) { System.out.println("size: NoSuchFileException " + e.getMessage()); }
        }
        try { Files.delete(d); } catch (DirectoryNotEmptyException e) { System.out.println("DirectoryNotEmptyException " + e.getMessage()); }
        try { Files.createDirectory(d); } catch (FileAlreadyExistsException e) { System.out.println("createDirectory: FileAlreadyExistsException " + e.getMessage()); }
        try { Files.createFile(f); } catch (FileAlreadyExistsException e) { System.out.println("createFile: FileAlreadyExistsException " + e.getMessage()); }
        try { Files.newOutputStream(d.resolve("new.txt"), StandardOpenOption.APPEND); } catch (NoSuchFileException e) { System.out.println("append to missing: " + e.getMessage()); }
        System.out.println("deleteIfExists " + Files.deleteIfExists(d.resolve("g.txt")) + " " + Files.deleteIfExists(d.resolve("g.txt")));
        Path t = Files.createTempFile(d, "pre", null);
        System.out.println("temp " + t.getFileName().toString().startsWith("pre") + " " + t.toString().endsWith(".tmp") + " " + Files.exists(t));
        System.out.println("toPath " + new File("scratch/b.txt").toPath().getFileName() + " toFile " + Paths.get("scratch/b.txt").toFile().length());

        // Clean up with a walk that deletes after visiting
        Files.walkFileTree(Paths.get("scratch"), new SimpleFileVisitor<Path>() {
            public FileVisitResult visitFile(Path file, BasicFileAttributes a) throws IOException { Files.delete(file); return FileVisitResult.CONTINUE; }
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException { Files.delete(dir); return FileVisitResult.CONTINUE; }
        });
        System.out.println("cleaned " + !dir.exists());
    }
}
