package java.util.jar;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The manifest's text format, shared by Manifest and Attributes.
 *
 * Writing: each header is "Name: value" in UTF-8, cut into lines of at most
 * 72 bytes (the first line) and a space plus 71 bytes (each continuation
 * line), ended by CR LF. Cuts fall on bytes, as the JDK's do, even inside a
 * multi-byte character: readers join the bytes before decoding.
 *
 * Reading: lines end with CR LF, LF or CR, and may be 512 bytes long with
 * their terminator (a CR LF that would pass 512 counts as a CR ending the
 * line, then an empty line, as in the JDK); a last line without a terminator is ignored (a
 * well-known property of the JDK's reader). Errors carry the line number.
 */
final class ManifestText {
    static final int MAX_LINE_BYTES = 512;

    private ManifestText() {
    }

    static void writeLine(OutputStream out, String line) throws IOException {
        if (!line.isEmpty()) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            out.write(bytes[0]);
            int pos = 1;
            while (bytes.length - pos > 71) {
                out.write(bytes, pos, 71);
                pos += 71;
                out.write('\r');
                out.write('\n');
                out.write(' ');
            }
            out.write(bytes, pos, bytes.length - pos);
        }
        out.write('\r');
        out.write('\n');
    }

    /** The manifest's bytes as a sequence of terminated lines. */
    static final class LineReader {
        private final byte[] data;
        private final String source;
        private int pos;
        int lineNumber;

        LineReader(InputStream in, String source) throws IOException {
            this.data = readAll(in);
            this.source = source;
        }

        private static byte[] readAll(InputStream in) throws IOException {
            byte[] buffer = new byte[8192];
            int length = 0;
            int n;
            while ((n = in.read(buffer, length, buffer.length - length)) != -1) {
                length += n;
                if (length == buffer.length) {
                    byte[] larger = new byte[buffer.length * 2];
                    System.arraycopy(buffer, 0, larger, 0, length);
                    buffer = larger;
                }
            }
            byte[] exact = new byte[length];
            System.arraycopy(buffer, 0, exact, 0, length);
            return exact;
        }

        /**
         * The next line's content without its terminator, or null at the end
         * (including before a last, unterminated line). Counts the line.
         */
        byte[] nextLine() throws IOException {
            int start = pos;
            int end = start;
            while (end < data.length && data[end] != '\n' && data[end] != '\r') {
                end++;
            }
            if (end >= data.length) {
                pos = data.length;
                return null;
            }
            lineNumber++;
            int next = end + 1;
            if (next - start > MAX_LINE_BYTES) {
                throw error("line too long");
            }
            // The JDK reads lines into a 512-byte buffer: a CR that fills it
            // ends the line alone, and its LF then reads as an empty line.
            if (data[end] == '\r' && next < data.length && data[next] == '\n'
                    && next + 1 - start <= MAX_LINE_BYTES) {
                next++;
            }
            pos = next;
            byte[] line = new byte[end - start];
            System.arraycopy(data, start, line, 0, line.length);
            return line;
        }

        /** True if the next line is a continuation (starts with a space). */
        boolean continues() {
            return pos < data.length && data[pos] == ' ';
        }

        IOException error(String what) {
            String where = source == null ? "line " + lineNumber : "manifest of " + source + ":" + lineNumber;
            return new IOException(what + " (" + where + ")");
        }
    }

    /**
     * Reads "Name: value" lines (with continuations) into attrs until a
     * blank line or the end. A name given twice keeps the last value and
     * logs the JDK's warning on the "java.util.jar" logger.
     */
    static void readSection(Attributes attrs, LineReader reader) throws IOException {
        String name = null;
        byte[] pending = null;
        byte[] line;
        while ((line = reader.nextLine()) != null) {
            if (line.length == 0) {
                return;
            }
            boolean continued = false;
            String value;
            if (line[0] == ' ') {
                if (name == null) {
                    throw reader.error("misplaced continuation line");
                }
                continued = true;
                pending = concat(pending, line, 1);
                if (reader.continues()) {
                    continue;
                }
                value = new String(pending, StandardCharsets.UTF_8);
                pending = null;
            } else {
                int colon = 0;
                while (colon < line.length && line[colon] != ':') {
                    colon++;
                }
                if (colon >= line.length - 1 || line[colon + 1] != ' ') {
                    throw reader.error("invalid header field");
                }
                name = new String(line, 0, colon, StandardCharsets.UTF_8);
                int valueStart = colon + 2;
                if (reader.continues()) {
                    pending = concat(null, line, valueStart);
                    continue;
                }
                value = new String(line, valueStart, line.length - valueStart, StandardCharsets.UTF_8);
            }
            try {
                if (attrs.putValue(name, value) != null && !continued) {
                    warnDuplicate(name);
                }
            } catch (IllegalArgumentException badName) {
                throw reader.error("invalid header field name: " + name);
            }
        }
    }

    private static void warnDuplicate(String name) {
        Logger.getLogger("java.util.jar").logp(Level.WARNING, "java.util.jar.Attributes", "read",
                "Duplicate name in Manifest: " + name + ".\n"
                + "Ensure that the manifest does not have duplicate entries, and\n"
                + "that blank lines separate individual sections in both your\n"
                + "manifest and in the META-INF/MANIFEST.MF entry in the jar file.");
    }

    /** prefix followed by line[from..]. */
    static byte[] concat(byte[] prefix, byte[] line, int from) {
        int prefixLength = prefix == null ? 0 : prefix.length;
        byte[] joined = new byte[prefixLength + line.length - from];
        if (prefix != null) {
            System.arraycopy(prefix, 0, joined, 0, prefixLength);
        }
        System.arraycopy(line, from, joined, prefixLength, line.length - from);
        return joined;
    }
}
