// Deflater and Inflater: compressed bytes equal to HotSpot's at several levels and strategies, flush modes, dictionaries, counters, stream classes and error messages.
// loupe-test: java17-only
import java.io.*;
import java.nio.ByteBuffer;
import java.util.zip.*;

public class DeflaterInflater {
    static String hex(byte[] b, int off, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + len; i++) {
            sb.append(Character.forDigit((b[i] >> 4) & 15, 16)).append(Character.forDigit(b[i] & 15, 16));
        }
        return sb.toString();
    }

    static byte[] text(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; sb.length() < n; i++) {
            sb.append("line ").append(i % 37).append(" of the quick brown fox; ");
        }
        return sb.substring(0, n).getBytes();
    }

    static byte[] compress(byte[] data, int level, int strategy, boolean nowrap) {
        Deflater d = new Deflater(level, nowrap);
        d.setStrategy(strategy);
        d.setInput(data);
        d.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[100];
        while (!d.finished()) {
            int n = d.deflate(buf);
            out.write(buf, 0, n);
        }
        System.out.println("level " + level + " strategy " + strategy + " nowrap " + nowrap + ": in " + d.getTotalIn()
                + " out " + d.getTotalOut() + " read " + d.getBytesRead() + " written " + d.getBytesWritten()
                + " adler " + Integer.toHexString(d.getAdler()) + " needsInput " + d.needsInput());
        d.end();
        return out.toByteArray();
    }

    static byte[] decompress(byte[] data, boolean nowrap, int chunk) throws DataFormatException {
        Inflater inf = new Inflater(nowrap);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[chunk];
        int fed = 0;
        while (!inf.finished()) {
            if (inf.needsInput()) {
                int n = Math.min(chunk, data.length - fed);
                inf.setInput(data, fed, n);
                fed += n;
            }
            int n = inf.inflate(buf);
            out.write(buf, 0, n);
        }
        System.out.println("  inflated: in " + inf.getTotalIn() + " out " + inf.getBytesWritten() + " remaining "
                + inf.getRemaining() + " adler " + Integer.toHexString(inf.getAdler()));
        inf.end();
        return out.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        byte[] small = "hello, hello, hello zlib".getBytes();
        for (int level : new int[] {Deflater.DEFAULT_COMPRESSION, 0, 1, 6, 9}) {
            byte[] c = compress(small, level, Deflater.DEFAULT_STRATEGY, false);
            System.out.println("  " + hex(c, 0, c.length));
        }
        System.out.println("  raw " + hex(compress(small, 9, Deflater.HUFFMAN_ONLY, true), 0, 20));

        byte[] big = text(6000);
        for (int strategy = 0; strategy <= 2; strategy++) {
            for (int level : new int[] {1, 5, 9}) {
                byte[] c = compress(big, level, strategy, strategy == 1);
                CRC32 crc = new CRC32();
                crc.update(c);
                byte[] back = decompress(c, strategy == 1, 57);
                System.out.println("  crc " + Long.toHexString(crc.getValue()) + " roundtrip "
                        + java.util.Arrays.equals(big, back));
            }
        }

        // Flush modes and a level change in the middle of a stream.
        Deflater d = new Deflater(Deflater.BEST_SPEED);
        byte[] out = new byte[4096];
        d.setInput(big, 0, 1000);
        int n1 = d.deflate(out, 0, out.length, Deflater.SYNC_FLUSH);
        System.out.println("sync " + n1 + " tail " + hex(out, n1 - 4, 4));
        d.setLevel(Deflater.BEST_COMPRESSION);
        d.setInput(big, 1000, 2000);
        int n2 = d.deflate(out, n1, out.length - n1, Deflater.FULL_FLUSH);
        int n3 = d.deflate(out, n1 + n2, out.length - n1 - n2, Deflater.FULL_FLUSH);
        d.finish();
        int n4 = d.deflate(out, n1 + n2 + n3, out.length - n1 - n2 - n3);
        System.out.println("full " + n2 + " " + n3 + " end " + n4 + " finished " + d.finished());
        byte[] whole = java.util.Arrays.copyOf(out, n1 + n2 + n3 + n4);
        System.out.println("  " + hex(whole, whole.length - 12, 12));
        System.out.println("  roundtrip " + new String(decompress(whole, false, 300)).equals(new String(big, 0, 3000)));
        d.reset();
        System.out.println("after reset: " + d.getTotalIn() + " " + d.finished() + " " + d.needsInput());
        d.end();

        // Preset dictionary.
        byte[] dict = "quick brown fox".getBytes();
        Deflater dd = new Deflater();
        dd.setDictionary(dict);
        dd.setInput("the quick brown fox jumps".getBytes());
        dd.finish();
        byte[] dc = new byte[100];
        int dn = dd.deflate(dc);
        System.out.println("dict " + hex(dc, 0, dn));
        Inflater di = new Inflater();
        di.setInput(dc, 0, dn);
        byte[] db = new byte[100];
        System.out.println("  first inflate " + di.inflate(db) + " needsDictionary " + di.needsDictionary()
                + " adler " + Integer.toHexString(di.getAdler()));
        di.setDictionary(dict);
        int m = di.inflate(db);
        System.out.println("  " + new String(db, 0, m) + " finished " + di.finished());

        // ByteBuffer forms.
        Deflater bd = new Deflater(9, true);
        bd.setInput(ByteBuffer.wrap(small));
        bd.finish();
        ByteBuffer cb = ByteBuffer.allocate(64);
        bd.deflate(cb);
        cb.flip();
        System.out.println("buffer " + cb.remaining() + " finished " + bd.finished());
        Inflater bi = new Inflater(true);
        bi.setInput(cb);
        ByteBuffer ob = ByteBuffer.allocate(64);
        bi.inflate(ob);
        System.out.println("  " + new String(ob.array(), 0, ob.position()) + " " + cb.remaining());

        // Streams.
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (DeflaterOutputStream dos = new DeflaterOutputStream(bos, new Deflater(3), 64, true)) {
            dos.write(big, 0, 700);
            dos.flush();
            System.out.println("flushed " + bos.size());
            dos.write('!');
        }
        byte[] zs = bos.toByteArray();
        System.out.println("dos " + zs.length + " " + hex(zs, 0, 6));
        InflaterInputStream iis = new InflaterInputStream(new ByteArrayInputStream(zs), new Inflater(), 16);
        byte[] rd = new byte[1000];
        int total = 0;
        int k;
        while ((k = iis.read(rd, total, rd.length - total)) > 0) {
            total += k;
        }
        System.out.println("iis " + total + " last " + (char) rd[total - 1] + " available " + iis.available());
        DeflaterInputStream dis = new DeflaterInputStream(new ByteArrayInputStream(big), new Deflater(3), 100);
        ByteArrayOutputStream dis2 = new ByteArrayOutputStream();
        InflaterOutputStream ios = new InflaterOutputStream(dis2);
        int b;
        System.out.println("dis skip " + new DeflaterInputStream(new ByteArrayInputStream(small)).skip(5));
        while ((b = dis.read()) != -1) {
            ios.write(b);
        }
        ios.close();
        System.out.println("dis->ios " + dis2.size() + " " + java.util.Arrays.equals(big, dis2.toByteArray()));
        CheckedInputStream cis = new CheckedInputStream(new InflaterInputStream(new ByteArrayInputStream(zs)), new Adler32());
        System.out.println("checked skip " + cis.skip(10000) + " " + Long.toHexString(cis.getChecksum().getValue()));

        // Errors.
        Deflater closed = new Deflater();
        closed.end();
        closed.end();
        Runnable[] bad = {
            () -> closed.deflate(new byte[4]),
            () -> closed.getAdler(),
            () -> new Deflater(10),
            () -> new Deflater().setLevel(11),
            () -> new Deflater().setStrategy(3),
            () -> new Deflater().deflate(new byte[4], 0, 4, 1),
            () -> new Deflater().setInput(new byte[4], 2, 3),
            () -> new Inflater().setInput(new byte[4], -1, 2),
            () -> { Inflater i = new Inflater(); i.end(); i.reset(); },
        };
        for (Runnable r : bad) {
            try {
                r.run();
                System.out.println("no exception");
            } catch (RuntimeException e) {
                System.out.println(e);
            }
        }
        Inflater corrupt = new Inflater();
        corrupt.setInput(new byte[] {0x78, 0x11, 1, 2, 3});
        try {
            corrupt.inflate(new byte[10]);
        } catch (DataFormatException e) {
            System.out.println(e);
        }
        for (byte[] input : new byte[][] {{0x78}, {0x78, (byte) 0x9c, 0x55, 0x55}, {}}) {
            try {
                new InflaterInputStream(new ByteArrayInputStream(input)).read();
            } catch (IOException e) {
                System.out.println(e);
            }
        }
        try {
            DeflaterOutputStream ds = new DeflaterOutputStream(new ByteArrayOutputStream());
            ds.finish();
            ds.write(1);
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            new InflaterInputStream(new ByteArrayInputStream(zs)).reset();
        } catch (IOException e) {
            System.out.println(e);
        }
    }
}
