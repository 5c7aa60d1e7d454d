package java.net;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** MIME types by file extension (the entries of the JDK's table for common files) and by magic bytes. */
final class UrlContentTypes {
    private UrlContentTypes() {}

    private static final Map<String, String> BY_EXTENSION = new HashMap<>();

    private static void add(String type, String... extensions) {
        for (String extension : extensions) BY_EXTENSION.put(extension, type);
    }

    static {
        add("text/plain", "text", "txt", "java", "c", "cc", "c++", "h", "pl", "py");
        add("text/html", "htm", "html");
        add("text/css", "css");
        add("text/csv", "csv");
        add("text/javascript", "js");
        add("text/markdown", "md", "markdown");
        add("application/xml", "xml");
        add("application/json", "json");
        add("application/pdf", "pdf");
        add("application/zip", "zip");
        add("application/gzip", "gz");
        add("application/x-tar", "tar");
        add("application/java-archive", "jar");
        add("application/octet-stream", "bin", "exe", "saveme", "dump", "hqx", "arc", "o", "a", "z", "gtar");
        add("application/postscript", "ai", "eps", "ps");
        add("application/rtf", "rtf");
        add("application/msword", "doc");
        add("application/vnd.ms-excel", "xls");
        add("application/vnd.ms-powerpoint", "ppt");
        add("application/x-shar", "sh", "shar");
        add("image/gif", "gif");
        add("image/jpeg", "jpg", "jpeg", "jpe", "jfif");
        add("image/png", "png");
        add("image/bmp", "bmp");
        add("image/tiff", "tif", "tiff");
        add("image/svg+xml", "svg", "svgz");
        add("audio/mpeg", "mp3", "mpga");
        add("audio/x-wav", "wav");
        add("audio/basic", "au", "snd");
        add("video/mpeg", "mpeg", "mpg", "mpe");
        add("video/mp4", "mp4");
    }

    static String forFileName(String name) {
        if (name == null) return null;
        int hash = name.indexOf('#');
        if (hash >= 0) name = name.substring(0, hash);
        int dot = name.lastIndexOf('.');
        if (dot < 0 || dot < name.lastIndexOf('/')) return null;
        return BY_EXTENSION.get(name.substring(dot + 1).toLowerCase(Locale.ROOT));
    }

    private static boolean startsWith(byte[] head, int n, int... magic) {
        if (n < magic.length) return false;
        for (int i = 0; i < magic.length; i++) {
            if ((head[i] & 0xff) != magic[i]) return false;
        }
        return true;
    }

    static String forContent(byte[] head, int n) {
        if (startsWith(head, n, 'G', 'I', 'F', '8')) return "image/gif";
        if (startsWith(head, n, 0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
        if (startsWith(head, n, 0xff, 0xd8, 0xff)) return "image/jpeg";
        if (startsWith(head, n, 0xca, 0xfe, 0xba, 0xbe)) return "application/java-vm";
        if (startsWith(head, n, '<', '?', 'x', 'm', 'l')) return "application/xml";
        if (startsWith(head, n, '<', '!') || startsWith(head, n, '<', 'h', 't', 'm', 'l')
                || startsWith(head, n, '<', 'H', 'T', 'M', 'L')) {
            return "text/html";
        }
        if (startsWith(head, n, '#', 'd', 'e', 'f')) return "image/x-bitmap";
        if (startsWith(head, n, '.', 's', 'n', 'd')) return "audio/basic";
        if (startsWith(head, n, 'R', 'I', 'F', 'F')) return "audio/x-wav";
        return null;
    }
}
