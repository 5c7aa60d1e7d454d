package java.net;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.CodeSource;
import java.security.SecureClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A class loader over a search path of file: URLs: a URL ending in '/' is a
 * directory, any other a jar file. Classes and resources are looked for in
 * path order after the parent's. Jar files are opened on first use and
 * stay open until close(); after close() nothing new is found, and the
 * classes already defined stay usable.
 */
public class URLClassLoader extends SecureClassLoader implements Closeable {
    static {
        ClassLoader.registerAsParallelCapable();
    }

    private final List<URL> path = new ArrayList<>();
    /** By index into path: the open jar, or null (a directory, or not opened yet). */
    private final List<ZipFile> jars = new ArrayList<>();
    private boolean closed;

    public URLClassLoader(URL[] urls, ClassLoader parent) {
        super(parent);
        addAll(urls);
    }

    public URLClassLoader(URL[] urls) {
        super();
        addAll(urls);
    }

    public URLClassLoader(String name, URL[] urls, ClassLoader parent) {
        super(name, parent);
        addAll(urls);
    }

    public static URLClassLoader newInstance(URL[] urls, ClassLoader parent) {
        return new URLClassLoader(urls, parent);
    }

    public static URLClassLoader newInstance(URL[] urls) {
        return new URLClassLoader(urls);
    }

    private void addAll(URL[] urls) {
        for (URL url : urls) {
            if (url == null) {
                throw new NullPointerException();
            }
            addURL(url);
        }
    }

    protected synchronized void addURL(URL url) {
        if (url == null || closed) {
            return;
        }
        path.add(url);
        jars.add(null);
    }

    public synchronized URL[] getURLs() {
        return path.toArray(new URL[0]);
    }

    /** A resource found on the path: its URL and the path entry it is in. */
    private static final class Found {
        final URL url;
        final URL base;
        final int index;
        final String name;

        Found(URL url, URL base, int index, String name) {
            this.url = url;
            this.base = base;
            this.index = index;
            this.name = name;
        }
    }

    private synchronized List<Found> search(String name, boolean all) {
        List<Found> found = new ArrayList<>();
        if (closed) {
            return found;
        }
        for (int i = 0; i < path.size(); i++) {
            URL base = path.get(i);
            if (!base.getProtocol().equals("file")) {
                continue;
            }
            try {
                File root = new File(URLDecoder.decode(base.getPath(), StandardCharsets.UTF_8));
                URL url = null;
                if (base.getFile().endsWith("/")) {
                    File file = new File(root, name);
                    if (file.exists() && !name.isEmpty()) {
                        url = new URL(base, name.replace(" ", "%20"));
                    }
                } else {
                    ZipFile jar = jars.get(i);
                    if (jar == null && root.isFile()) {
                        jar = new ZipFile(root);
                        jars.set(i, jar);
                    }
                    if (jar != null && jar.getEntry(name) != null) {
                        url = new URL("jar:" + base + "!/" + name);
                    }
                }
                if (url != null) {
                    found.add(new Found(url, base, i, name));
                    if (!all) {
                        break;
                    }
                }
            } catch (IOException unreadable) {
                // an entry that cannot be read is skipped
            }
        }
        return found;
    }

    private synchronized byte[] read(Found f) throws IOException {
        if (closed) {
            throw new IOException("loader closed");
        }
        ZipFile jar = jars.get(f.index);
        InputStream in;
        if (jar != null) {
            ZipEntry entry = jar.getEntry(f.name);
            in = jar.getInputStream(entry);
        } else {
            in = f.url.openStream();
        }
        try (InputStream input = in) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            for (int n; (n = input.read(buffer)) > 0; ) {
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        List<Found> found = search(name.replace('.', '/').concat(".class"), false);
        if (found.isEmpty()) {
            throw new ClassNotFoundException(name);
        }
        Found f = found.get(0);
        byte[] bytes;
        try {
            bytes = read(f);
        } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
        }
        return defineClass(name, bytes, 0, bytes.length, new CodeSource(f.base, (java.security.cert.Certificate[]) null));
    }

    @Override
    public URL findResource(String name) {
        List<Found> found = search(name, false);
        return found.isEmpty() ? null : found.get(0).url;
    }

    @Override
    public Enumeration<URL> findResources(String name) throws IOException {
        List<URL> urls = new ArrayList<>();
        for (Found f : search(name, true)) {
            urls.add(f.url);
        }
        return Collections.enumeration(urls);
    }

    @Override
    public InputStream getResourceAsStream(String name) {
        URL url = getResource(name);
        if (url == null) {
            return null;
        }
        try {
            return url.openStream();
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public void close() throws IOException {
        List<ZipFile> toClose;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            toClose = new ArrayList<>(jars);
        }
        IOException failure = null;
        for (ZipFile jar : toClose) {
            if (jar == null) {
                continue;
            }
            try {
                jar.close();
            } catch (IOException e) {
                failure = e;
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
