// ZipOutputStream bytes equal to HotSpot's (deflated with and without data descriptor, stored, times, extra, comments), read back with ZipInputStream and ZipFile; ZipEntry times and errors.
// loupe-test: java17-only
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.util.*;
import java.util.zip.*;

public class ZipArchives {
    static final long T = 1234567890123L;

    static String describe(ZipEntry e) {
        return e + " method " + e.getMethod() + " size " + e.getSize() + " csize " + e.getCompressedSize() + " crc "
                + Long.toHexString(e.getCrc()) + " time " + e.getTime() + " local "
                + (e.getTime() == -1 ? "-" : e.getTimeLocal().toString()) + " mtime "
                + e.getLastModifiedTime() + " atime " + e.getLastAccessTime() + " dir " + e.isDirectory() + " extra "
                + (e.getExtra() == null ? "null" : e.getExtra().length) + " comment " + e.getComment();
    }

    static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[64];
        int n;
        while ((n = in.read(buf)) != -1) {
            out.write(buf, 0, n);
        }
        return out.size() > 30 ? out.size() + " bytes" : "'" + out.toString("UTF-8") + "'";
    }

    static byte[] archive() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            sb.append("row ").append(i).append(i % 10 == 9 ? '\n' : ',');
        }
        byte[] rows = sb.toString().getBytes(StandardCharsets.UTF_8);
        byte[] hello = "hello, zip".getBytes(StandardCharsets.UTF_8);
        CRC32 crc = new CRC32();
        crc.update(hello);

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ZipOutputStream zos = new ZipOutputStream(bos);
        zos.setComment("archive comment");
        ZipEntry dir = new ZipEntry("docs/");
        dir.setTime(T);
        zos.putNextEntry(dir);
        zos.closeEntry();

        ZipEntry a = new ZipEntry("docs/rows.csv");
        a.setTime(T);
        a.setComment("the rows");
        zos.putNextEntry(a);
        zos.write(rows, 0, 1000);
        zos.write(rows, 1000, rows.length - 1000);
        zos.closeEntry();
        System.out.println("after close: " + describe(a));

        ZipEntry s = new ZipEntry("stored.txt");
        s.setMethod(ZipEntry.STORED);
        s.setSize(hello.length);
        s.setCrc(crc.getValue());
        s.setTime(T + 1000);
        s.setExtra(new byte[] {(byte) 0xfe, (byte) 0xca, 2, 0, 7, 8});
        zos.putNextEntry(s);
        zos.write(hello);

        zos.setLevel(Deflater.BEST_COMPRESSION);
        ZipEntry k = new ZipEntry("known-sizes.txt");
        k.setTime(T);
        k.setSize(hello.length);
        k.setCrc(crc.getValue());
        k.setCompressedSize(12);
        zos.putNextEntry(k);
        zos.write(hello);
        zos.closeEntry();

        zos.setMethod(ZipOutputStream.STORED);
        ZipEntry u = new ZipEntry("\u00fcber/\u20ac.txt");
        u.setLastModifiedTime(FileTime.fromMillis(T));
        u.setLastAccessTime(FileTime.fromMillis(T + 5000));
        u.setSize(0);
        u.setCompressedSize(0);
        u.setCrc(0);
        zos.putNextEntry(u);
        zos.setMethod(ZipOutputStream.DEFLATED);

        ZipEntry e = new ZipEntry("empty");
        e.setTime(T);
        zos.putNextEntry(e);
        try {
            zos.putNextEntry(new ZipEntry("docs/rows.csv"));
        } catch (ZipException ex) {
            System.out.println(ex);
        }
        zos.close();
        return bos.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        byte[] zip = archive();
        CRC32 crc = new CRC32();
        crc.update(zip);
        System.out.println("zip " + zip.length + " bytes, crc " + Long.toHexString(crc.getValue()));
        for (int i = 0; i < zip.length; i += 160) {
            CRC32 part = new CRC32();
            part.update(zip, i, Math.min(160, zip.length - i));
            System.out.println(String.format("%04d", i) + " " + Long.toHexString(part.getValue()));
        }

        ZipInputStream zis = new ZipInputStream(new ByteArrayInputStream(zip));
        ZipEntry e;
        while ((e = zis.getNextEntry()) != null) {
            System.out.println("zis " + describe(e));
            if (e.getName().equals("stored.txt") || e.getName().startsWith("known")) {
                System.out.println("  available " + zis.available() + " data " + readAll(zis) + " available "
                        + zis.available());
            } else if (e.getName().endsWith(".csv")) {
                System.out.println("  skip " + zis.skip(100) + " read " + (char) zis.read());
                zis.closeEntry();
                System.out.println("  after closeEntry: " + describe(e));
            }
        }
        zis.close();

        File file = new File("ZipArchives-test.zip");
        try (FileOutputStream fos = new FileOutputStream(file)) {
            fos.write(zip);
        }
        try (ZipFile zf = new ZipFile(file)) {
            System.out.println("zipfile " + zf.getName() + " size " + zf.size() + " comment " + zf.getComment());
            for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements();) {
                ZipEntry z = en.nextElement();
                InputStream in = zf.getInputStream(z);
                System.out.println("zf " + describe(z) + "\n  available " + in.available() + " data " + readAll(in));
            }
            System.out.println(zf.stream().map(ZipEntry::getName).filter(n -> n.contains("."))
                    .collect(java.util.stream.Collectors.joining(";")));
            System.out.println("getEntry docs -> " + zf.getEntry("docs") + ", missing -> " + zf.getEntry("nope"));
            System.out.println("stream of unknown entry " + zf.getInputStream(new ZipEntry("nope")));
            InputStream open = zf.getInputStream(zf.getEntry("docs/rows.csv"));
            open.read();
            zf.close();
            try {
                zf.size();
            } catch (IllegalStateException ex) {
                System.out.println(ex);
            }
            try {
                open.read();
            } catch (IOException ex) {
                System.out.println(ex);
            }
        } finally {
            file.delete();
        }

        // ZipEntry on its own.
        ZipEntry z = new ZipEntry("a/b.txt");
        System.out.println(describe(z));
        z.setTimeLocal(LocalDateTime.of(2020, 2, 29, 23, 59, 59, 500_000_000));
        System.out.println(z.getTime() + " " + z.getTimeLocal() + " " + z.getLastModifiedTime());
        z.setTime(0);
        System.out.println(z.getTime() + " " + z.getTimeLocal() + " " + z.getLastModifiedTime());
        z.setTime(5_000_000_000_000L);
        System.out.println(z.getTime() + " " + z.getTimeLocal() + " " + z.getLastModifiedTime());
        z.setTime(T + 1);
        ZipEntry copy = (ZipEntry) z.clone();
        ZipEntry copy2 = new ZipEntry(z);
        System.out.println(copy.getTime() + " " + copy2.getName() + " " + (copy.hashCode() == "a/b.txt".hashCode()));
        Runnable[] bad = {
            () -> z.setSize(-1),
            () -> z.setCrc(1L << 32),
            () -> z.setMethod(7),
            () -> new ZipEntry((String) null),
            () -> z.setLastModifiedTime(null),
        };
        for (Runnable r : bad) {
            try {
                r.run();
            } catch (RuntimeException ex) {
                System.out.println(ex);
            }
        }
        ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
        try {
            zos.write(1);
        } catch (ZipException ex) {
            System.out.println(ex);
        }
        ZipEntry stored = new ZipEntry("s");
        stored.setMethod(ZipEntry.STORED);
        try {
            zos.putNextEntry(stored);
        } catch (ZipException ex) {
            System.out.println(ex);
        }
        stored.setSize(3);
        stored.setCrc(0);
        zos.putNextEntry(stored);
        zos.write(new byte[2]);
        try {
            zos.closeEntry();
        } catch (ZipException ex) {
            System.out.println(ex);
        }
        try {
            new ZipFile("no-such-file.zip");
        } catch (IOException ex) {
            System.out.println(ex);
        }
        ZipInputStream junk = new ZipInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3}));
        System.out.println("junk " + junk.getNextEntry());
    }
}
