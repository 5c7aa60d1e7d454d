// java.util.jar: Manifest/Attributes write and read (72-byte lines, sections, errors), JarOutputStream -> JarFile and JarInputStream
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;

public class JarRoundTrip {
    static String show(byte[] bytes) throws IOException {
        return new String(bytes, "UTF-8").replace("\r\n", "|\n");
    }

    static String dump(Attributes a) {
        if (a == null) return "null";
        StringBuilder sb = new StringBuilder("[");
        for (Map.Entry<Object, Object> e : a.entrySet()) sb.append(e.getKey()).append('=').append(e.getValue()).append(';');
        return sb.append(']').toString();
    }

    static String dump(Manifest m) {
        StringBuilder sb = new StringBuilder("main" + dump(m.getMainAttributes()));
        List<String> names = new ArrayList<>(m.getEntries().keySet());
        java.util.Collections.sort(names);
        for (String n : names) sb.append(' ').append(n).append(dump(m.getAttributes(n)));
        return sb.toString();
    }

    static void parse(String text) {
        try {
            System.out.println("  ok " + dump(new Manifest(new ByteArrayInputStream(text.getBytes("UTF-8")))));
        } catch (IOException e) {
            System.out.println("  " + e);
        }
    }

    static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[64];
        int n;
        while ((n = in.read(buf)) != -1) out.write(buf, 0, n);
        return out.toString("UTF-8");
    }

    static String repeat(String s, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(s);
        return sb.toString();
    }

    static String extra(ZipEntry e) {
        byte[] x = e.getExtra();
        if (x == null) return "none";
        StringBuilder sb = new StringBuilder();
        for (byte b : x) sb.append(String.format("%02x", b & 0xff));
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        // Attributes and names
        Attributes.Name mc = new Attributes.Name("main-CLASS");
        System.out.println(mc + " " + mc.equals(Attributes.Name.MAIN_CLASS) + " " + mc.hashCode() + " "
                + Attributes.Name.MANIFEST_VERSION.hashCode() + " " + Attributes.Name.IMPLEMENTATION_VENDOR
                + " " + Attributes.Name.SPECIFICATION_TITLE + " " + Attributes.Name.CLASS_PATH);
        for (String bad : new String[] {"has space", "", repeat("a", 71), "caf\u00e9"}) {
            try { new Attributes.Name(bad); } catch (IllegalArgumentException e) { System.out.println("bad name [" + e.getMessage() + "]"); }
        }
        Manifest m = new Manifest();
        Attributes main = m.getMainAttributes();
        main.putValue("Created-By", "JarRoundTrip");
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.put(Attributes.Name.MAIN_CLASS, "demo.Main");
        main.putValue("Class-Path", repeat("lib/dependency.jar ", 9).trim());
        main.putValue("X-Accents", repeat("\u00e9\u00e8", 40));
        System.out.println(main + " " + main.size() + " " + main.getValue("main-class") + " " + main.getValue(mc)
                + " " + main.get("Main-Class") + " " + main.containsKey(new Attributes.Name("CREATED-BY")) + " " + main.containsValue("1.0"));
        try { main.put("Plain-String", "x"); } catch (ClassCastException e) { System.out.println("CCE key"); }
        try { main.put(Attributes.Name.SEALED, Boolean.TRUE); } catch (ClassCastException e) { System.out.println("CCE value"); }
        Attributes sealed = new Attributes();
        sealed.put(Attributes.Name.SEALED, "true");
        m.getEntries().put("demo/", sealed);
        Attributes cls = new Attributes(2);
        cls.putValue("X-Digest", "abc");
        cls.putValue("X-Kind", "class");
        m.getEntries().put("demo/Main.class", cls);
        m.getEntries().put("demo/" + repeat("Long", 20) + ".txt", new Attributes());
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        m.write(written);
        System.out.print(show(written.toByteArray()));
        Manifest back = new Manifest(new ByteArrayInputStream(written.toByteArray()));
        System.out.println(back.equals(m) + " " + (back.hashCode() == m.hashCode()) + " " + back.getMainAttributes().getValue("X-Accents").length()
                + " " + dump(back.getAttributes("demo/Main.class")) + " " + back.getAttributes("nope"));
        Manifest copy = new Manifest(m);
        copy.getMainAttributes().remove(Attributes.Name.MAIN_CLASS);
        System.out.println(copy.equals(m) + " " + m.getMainAttributes().size() + " " + ((Manifest) m.clone()).equals(m)
                + " " + (((Attributes) cls.clone()).equals(cls)) + " " + new Manifest().hashCode());
        Manifest noVersion = new Manifest();
        noVersion.getMainAttributes().putValue("Only", "this");
        ByteArrayOutputStream nv = new ByteArrayOutputStream();
        noVersion.write(nv);
        Manifest sigOnly = new Manifest();
        sigOnly.getMainAttributes().putValue("X", "1");
        sigOnly.getMainAttributes().putValue("Signature-Version", "1.0");
        sigOnly.write(nv);
        System.out.print(show(nv.toByteArray()));

        System.out.println("-- reading");
        parse("Manifest-Version: 1.0\r\nA: b\r\n  c\r\n\r\nName: e\r\nB: c\r\nName: f\r\n\r\n\r\nName: g\rC: d\r\n");
        parse("A: b\nB: c");
        parse("A: b\n\nname: x\nD: e\n\nNAME: x\nF: g\n\nName: y\n");
        parse("A: b\n\nName: lo\n ng\n na\n me\nE: f\n g\n");
        parse("A: b\nA: c\n");
        parse("A:  two\nC: \n");
        parse("No-Colon\n");
        parse("A:x\n");
        parse("B:\n");
        parse(": x\n");
        parse("Bad Name: x\n");
        parse(" lead\n");
        parse("A: b\n\nB: c\n");
        parse("A: " + repeat("y", 508) + "\r\n");
        parse("A: " + repeat("y", 508) + "\n");

        // A jar written with JarOutputStream, read with JarFile and JarInputStream
        File jar = new File("roundtrip-test.jar");
        long time = 1600000000000L;
        try (JarOutputStream out = new JarOutputStream(new FileOutputStream(jar), m)) {
            JarEntry dir = new JarEntry("demo/");
            dir.setTime(time);
            out.putNextEntry(dir);
            out.closeEntry();
            JarEntry main1 = new JarEntry("demo/Main.class");
            main1.setTime(time);
            out.putNextEntry(main1);
            out.write(repeat("class bytes ", 50).getBytes("UTF-8"));
            out.closeEntry();
            byte[] stored = "stored text\n".getBytes("UTF-8");
            ZipEntry st = new ZipEntry("demo/stored.txt");
            st.setMethod(ZipEntry.STORED);
            st.setSize(stored.length);
            CRC32 crc = new CRC32();
            crc.update(stored);
            st.setCrc(crc.getValue());
            st.setTime(time);
            out.putNextEntry(st);
            out.write(stored);
            out.closeEntry();
        }
        try (JarFile jf = new JarFile(jar)) {
            System.out.println("JarFile " + jf.getName().endsWith("roundtrip-test.jar") + " " + jf.size()
                    + " " + (jf.getManifest() == jf.getManifest()) + " " + jf.getManifest().equals(m));
            for (Enumeration<JarEntry> en = jf.entries(); en.hasMoreElements(); ) {
                JarEntry e = en.nextElement();
                System.out.println("  " + e.getName() + " dir=" + e.isDirectory() + " size=" + e.getSize() + " method=" + e.getMethod()
                        + " crc=" + Long.toHexString(e.getCrc()) + " extra=" + extra(e) + " attrs=" + dump(e.getAttributes()));
            }
            JarEntry je = jf.getJarEntry("demo/Main.class");
            System.out.println(je.getClass() == JarEntry.class ? "plain JarEntry" : "JarEntry subclass " + (je instanceof JarEntry));
            System.out.println(readAll(jf.getInputStream(je)).length() + " " + readAll(jf.getInputStream(jf.getEntry("demo/stored.txt"))).trim()
                    + " " + jf.getJarEntry("missing") + " " + dump(jf.getJarEntry("demo").getAttributes()));
            System.out.print(show(readAll(jf.getInputStream(jf.getEntry(JarFile.MANIFEST_NAME))).getBytes("UTF-8")).substring(0, 60));
            System.out.println();
        }
        try (JarInputStream in = new JarInputStream(new java.io.FileInputStream(jar))) {
            System.out.println("JarInputStream manifest " + in.getManifest().equals(m));
            JarEntry e;
            while ((e = in.getNextJarEntry()) != null) {
                System.out.println("  " + e.getName() + " " + dump(e.getAttributes()) + " " + readAll(in).length());
            }
        }

        // Without a manifest; and a manifest after a META-INF/ directory entry, as the jar tool writes
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        try (JarOutputStream out = new JarOutputStream(plain)) {
            ZipEntry a = new ZipEntry("a.txt");
            a.setExtra(new byte[] {1, 0, 0, 0});
            out.putNextEntry(a);
            out.write('A');
            out.putNextEntry(new ZipEntry("b.txt"));
            out.write('B');
        }
        try (JarInputStream in = new JarInputStream(new ByteArrayInputStream(plain.toByteArray()))) {
            System.out.println("no manifest: " + in.getManifest());
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) System.out.println("  " + e.getName() + " " + extra(e) + " " + readAll(in));
        }
        ByteArrayOutputStream tool = new ByteArrayOutputStream();
        try (java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(tool)) {
            out.putNextEntry(new ZipEntry("META-INF/"));
            out.putNextEntry(new ZipEntry("meta-inf/manifest.mf"));
            out.write("Manifest-Version: 1.0\r\nMain-Class: T\r\n\r\nName: t.txt\r\nK: v\r\n\r\n".getBytes("UTF-8"));
            out.putNextEntry(new ZipEntry("t.txt"));
            out.write("tee".getBytes("UTF-8"));
        }
        try (JarInputStream in = new JarInputStream(new ByteArrayInputStream(tool.toByteArray()), false)) {
            System.out.println("tool manifest: " + dump(in.getManifest()));
            JarEntry e = in.getNextJarEntry();
            System.out.println("  " + e.getName() + " " + dump(e.getAttributes()) + " " + readAll(in) + " " + in.getNextJarEntry());
        }
        try { new JarOutputStream(new ByteArrayOutputStream(), null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        System.out.println("deleted " + jar.delete());
    }
}
