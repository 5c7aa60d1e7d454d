// URLClassLoader over a directory and a jar the test writes; getResource(s), getResourceAsStream, close().
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

public class UrlLoaders {
    static byte[] bytesOf(String resource) throws Exception {
        try (InputStream in = ClassLoader.getSystemResourceAsStream(resource)) {
            return readAll(in);
        }
    }

    static byte[] readAll(InputStream in) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        for (int n; (n = in.read(buffer)) > 0; ) {
            out.write(buffer, 0, n);
        }
        return out.toByteArray();
    }

    static void write(File file, byte[] bytes) throws Exception {
        file.getParentFile().mkdirs();
        try (FileOutputStream out = new FileOutputStream(file)) {
            out.write(bytes);
        }
    }

    static String root;

    // The working directory differs from run to run.
    static String stable(Object o) {
        return o == null ? "null" : o.toString().replace(root, "ROOT");
    }

    static String text(URL url) throws Exception {
        try (InputStream in = url.openStream()) {
            return new String(readAll(in), "UTF-8");
        }
    }

    public static void main(String[] args) throws Exception {
        File base = new File("urlloaders").getAbsoluteFile();
        root = base.toURI().toString();
        File dir = new File(base, "dir");
        File jar = new File(base, "lib.jar");
        write(new File(dir, "Plugin.class"), bytesOf("Plugin.class"));
        write(new File(dir, "data/note.txt"), "note from dir\n".getBytes("UTF-8"));
        write(new File(dir, "shared.txt"), "shared in dir\n".getBytes("UTF-8"));
        try (JarOutputStream out = new JarOutputStream(new FileOutputStream(jar))) {
            out.putNextEntry(new JarEntry("Extra.class"));
            out.write(bytesOf("Extra.class"));
            out.closeEntry();
            out.putNextEntry(new JarEntry("data/jarnote.txt"));
            out.write("note from jar\n".getBytes("UTF-8"));
            out.closeEntry();
            out.putNextEntry(new JarEntry("shared.txt"));
            out.write("shared in jar\n".getBytes("UTF-8"));
            out.closeEntry();
        }

        URL dirUrl = dir.toURI().toURL();
        URL jarUrl = jar.toURI().toURL();
        System.out.println("dir url: " + stable(dirUrl) + " protocol=" + dirUrl.getProtocol());
        System.out.println("jar url: " + stable(jarUrl));

        // Parent: the bootstrap loader, so Plugin and Extra are defined here, not by the app loader.
        URLClassLoader loader = new URLClassLoader(new URL[] {dirUrl, jarUrl}, null);
        System.out.println("urls: " + loader.getURLs().length + " " + stable(loader.getURLs()[1]));
        System.out.println("parent: " + loader.getParent());
        Class<?> plugin = loader.loadClass("Plugin");
        System.out.println("Plugin: " + (plugin != Plugin.class) + " loader ok: " + (plugin.getClassLoader() == loader));
        Class<?> extra = loader.loadClass("Extra");
        System.out.println("Extra from jar: " + (extra.getClassLoader() == loader));
        Class.forName("Plugin", true, loader);
        try {
            loader.loadClass("Missing");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE: " + e.getMessage());
        }

        URL note = loader.getResource("data/note.txt");
        System.out.println("note: " + stable(note) + " -> " + text(note).trim());
        URL jarNote = loader.getResource("data/jarnote.txt");
        System.out.println("jar note: " + stable(jarNote) + " -> " + text(jarNote).trim());
        System.out.println("jar note protocol: " + jarNote.getProtocol() + " file=" + stable(jarNote.getFile()));
        try (InputStream in = loader.getResourceAsStream("data/jarnote.txt")) {
            System.out.println("stream: " + new String(readAll(in), "UTF-8").trim());
        }
        System.out.println("missing: " + loader.getResource("nope.txt"));
        System.out.println("missing stream: " + loader.getResourceAsStream("nope.txt"));
        List<String> all = new ArrayList<>();
        for (Enumeration<URL> e = loader.getResources("shared.txt"); e.hasMoreElements(); ) {
            URL u = e.nextElement();
            all.add(stable(u) + " -> " + text(u).trim());
        }
        System.out.println("shared: " + all);
        System.out.println("findResource: " + stable(loader.findResource("shared.txt")));
        System.out.println("findResources: " + Collections.list(loader.findResources("shared.txt")).size());
        System.out.println("Plugin.class resource: " + stable(plugin.getResource("Plugin.class")));
        System.out.println("class resource stream: " + (plugin.getResourceAsStream("/data/note.txt") != null));

        // Through the app loader: its class path has only the test's classes.
        ClassLoader app = ClassLoader.getSystemClassLoader();
        URL own = app.getResource("UrlLoaders.class");
        System.out.println("app resource: " + own.getProtocol() + " " + own.toString().endsWith("/UrlLoaders.class"));
        System.out.println("system resource: " + (ClassLoader.getSystemResource("UrlLoaders.class") != null));
        System.out.println("app missing: " + app.getResource("data/note.txt"));
        System.out.println("app resources: " + Collections.list(ClassLoader.getSystemResources("Plugin.class")).size());
        System.out.println("bootstrap resource of app class: " + String.class.getResource("/UrlLoaders.class"));

        // A child of the app loader finds the app's classes first.
        URLClassLoader child = URLClassLoader.newInstance(new URL[] {dirUrl});
        System.out.println("child parent is app: " + (child.getParent() == app));
        System.out.println("child Plugin is app's: " + (child.loadClass("Plugin") == Plugin.class));
        child.close();

        loader.close();
        try {
            loader.loadClass("Other");
        } catch (ClassNotFoundException e) {
            System.out.println("after close: CNFE " + e.getMessage());
        }
        System.out.println("loaded before close still usable: " + (loader.loadClass("Plugin") == plugin));
        System.out.println("resource after close: " + loader.getResource("shared.txt"));
    }
}

class Plugin {
    static {
        ClassLoader l = Plugin.class.getClassLoader();
        System.out.println("Plugin initialized by " + (l == null ? "bootstrap" : l.getClass().getName()));
    }
}

class Extra {
}
