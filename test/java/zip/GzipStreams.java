// GZIPOutputStream bytes equal to HotSpot's (header, trailer, sync flush), GZIPInputStream with concatenated members, optional header fields, small reads and skip, and its format errors.
import java.io.*;
import java.util.zip.*;

public class GzipStreams {
    static String hex(byte[] b, int off, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + len; i++) {
            sb.append(Character.forDigit((b[i] >> 4) & 15, 16)).append(Character.forDigit(b[i] & 15, 16));
        }
        return sb.toString();
    }

    static byte[] gzip(byte[] data, int size, boolean syncFlush) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        GZIPOutputStream gz = new GZIPOutputStream(bos, size, syncFlush);
        gz.write(data, 0, data.length / 2);
        gz.flush();
        System.out.println("after flush " + bos.size());
        gz.write(data, data.length / 2, data.length - data.length / 2);
        gz.finish();
        int finished = bos.size();
        gz.close();
        System.out.println("finished " + finished + " closed " + bos.size());
        return bos.toByteArray();
    }

    static String gunzip(byte[] gz, int chunk) throws IOException {
        GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz), 37);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[chunk];
        int n;
        while ((n = in.read(buf)) != -1) {
            out.write(buf, 0, n);
        }
        System.out.println("available at end " + in.available() + " read again " + in.read());
        in.close();
        return out.toString("UTF-8");
    }

    public static void main(String[] args) throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            sb.append(i * i % 97).append(i % 3 == 0 ? "\n" : " ");
        }
        byte[] data = sb.toString().getBytes("UTF-8");
        byte[] plain = gzip(data, 512, false);
        System.out.println(plain.length + " " + hex(plain, 0, 12) + " ... " + hex(plain, plain.length - 8, 8));
        byte[] synced = gzip(data, 64, true);
        CRC32 crc = new CRC32();
        crc.update(synced);
        System.out.println(synced.length + " crc " + Long.toHexString(crc.getValue()));
        System.out.println(gunzip(plain, 100).equals(sb.toString()) + " " + gunzip(synced, 7).length());

        ByteArrayOutputStream tiny = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(tiny)) {
            gz.write('x');
        }
        System.out.println("tiny " + hex(tiny.toByteArray(), 0, tiny.size()));
        ByteArrayOutputStream empty = new ByteArrayOutputStream();
        new GZIPOutputStream(empty).close();
        System.out.println("empty " + hex(empty.toByteArray(), 0, empty.size()));

        // Three members, one of them empty, read as one stream.
        ByteArrayOutputStream cat = new ByteArrayOutputStream();
        cat.write(tiny.toByteArray());
        cat.write(empty.toByteArray());
        cat.write(plain);
        String joined = gunzip(cat.toByteArray(), 1000);
        System.out.println("members " + joined.length() + " starts " + joined.substring(0, 5).replace('\n', '|'));

        // A hand-made header with FEXTRA, FNAME, FCOMMENT and FHCRC.
        byte[] body = java.util.Arrays.copyOfRange(tiny.toByteArray(), 10, tiny.size());
        ByteArrayOutputStream h = new ByteArrayOutputStream();
        h.write(new byte[] {0x1f, (byte) 0x8b, 8, 2 | 4 | 8 | 16, 1, 2, 3, 4, 0, 3});
        h.write(new byte[] {3, 0, 'a', 'b', 'c'});
        h.write("name.txt\0a comment\0".getBytes("US-ASCII"));
        CRC32 hcrc = new CRC32();
        hcrc.update(h.toByteArray());
        h.write((int) hcrc.getValue());
        h.write((int) (hcrc.getValue() >> 8));
        h.write(body);
        System.out.println("fields " + gunzip(h.toByteArray(), 4));
        byte[] badHcrc = h.toByteArray();
        badHcrc[34]++;

        GZIPInputStream sk = new GZIPInputStream(new ByteArrayInputStream(plain));
        System.out.println("skip " + sk.skip(100) + " then " + (char) sk.read() + " skip " + sk.skip(100000) + " eof "
                + sk.read());

        byte[] corruptTrailer = tiny.toByteArray().clone();
        corruptTrailer[corruptTrailer.length - 1] ^= 1;
        byte[] truncated = java.util.Arrays.copyOf(plain, plain.length - 20);
        byte[] wrongMethod = plain.clone();
        wrongMethod[2] = 7;
        byte[][] bad = {new byte[0], {0x1f}, {1, 2, 3}, wrongMethod, badHcrc, corruptTrailer, truncated};
        for (byte[] b : bad) {
            try {
                GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(b));
                while (in.read(new byte[50]) != -1) {
                }
                System.out.println("no exception");
            } catch (IOException e) {
                System.out.println(e);
            }
        }
        // Garbage after the last member is ignored.
        byte[] trailing = java.util.Arrays.copyOf(tiny.toByteArray(), tiny.size() + 3);
        System.out.println("trailing garbage " + gunzip(trailing, 10));
        GZIPInputStream closed = new GZIPInputStream(new ByteArrayInputStream(plain));
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println(e);
        }
        System.out.println(GZIPInputStream.GZIP_MAGIC);
    }
}
