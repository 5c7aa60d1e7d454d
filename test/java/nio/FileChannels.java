// FileChannel on a temporary file: open options, sequential, scattering/gathering and positional I/O, position/size/truncate, transfers, streams' channels sharing position and close, Channels bridges, errors and their messages.
import java.io.*;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.EnumSet;

public class FileChannels {
    static final Path FILE = Paths.get("filechannels-test.tmp");
    static final Path OTHER = Paths.get("filechannels-other.tmp");

    static ByteBuffer ascii(String s) {
        return ByteBuffer.wrap(s.getBytes(StandardCharsets.US_ASCII));
    }

    static String text(ByteBuffer b) {
        b.flip();
        byte[] bytes = new byte[b.remaining()];
        b.get(bytes);
        return new String(bytes, StandardCharsets.US_ASCII).replace('\0', '_');
    }

    interface Action {
        void run() throws Exception;
    }

    static void expect(String what, Action action) {
        try {
            action.run();
            System.out.println(what + ": no exception");
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        try {
            run();
        } finally {
            Files.deleteIfExists(FILE);
            Files.deleteIfExists(OTHER);
        }
        System.out.println("left behind: " + Files.exists(FILE) + " " + Files.exists(OTHER));
    }

    static void run() throws Exception {
        // Sequential and gathering writes, position, size.
        FileChannel ch = FileChannel.open(FILE, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        System.out.println(ch.isOpen() + " " + ch.position() + " " + ch.size() + " " + (ch instanceof SeekableByteChannel));
        System.out.println(ch.write(ascii("hello ")) + " " + ch.write(new ByteBuffer[] {ascii("big "), ascii("world")})
                + " " + ch.position() + " " + ch.size());
        ByteBuffer direct = ByteBuffer.allocateDirect(3);
        direct.put((byte) '!').put((byte) '?').flip();
        System.out.println(ch.write(direct) + " " + direct.remaining() + " " + ch.write(ascii("X").asReadOnlyBuffer()));

        // Positional writes and reads leave the position alone; a write past the end leaves a hole.
        System.out.println(ch.write(ascii("HE"), 0) + " " + ch.write(ascii("end"), 20) + " " + ch.position() + " " + ch.size());
        ByteBuffer b = ByteBuffer.allocate(8);
        System.out.println(ch.read(b, 2) + " " + text(b) + " " + ch.read(ByteBuffer.allocate(4), 23) + " "
                + ch.read(ByteBuffer.allocate(4), 99) + " " + ch.position());

        // Sequential and scattering reads from a position.
        ch.position(6);
        ByteBuffer b1 = ByteBuffer.allocate(4), b2 = ByteBuffer.allocate(5), b3 = ByteBuffer.allocate(100);
        System.out.println(ch.read(new ByteBuffer[] {b1, b2, b3}) + " " + text(b1) + "|" + text(b2) + "|" + text(b3)
                + " " + ch.position() + " " + ch.read(ByteBuffer.allocate(1)) + " " + ch.read(new ByteBuffer[] {b1}));
        ByteBuffer d = ByteBuffer.allocateDirect(4);
        ch.position(0);
        System.out.println(ch.read(d) + " " + text(d) + " " + ch.read(ByteBuffer.allocate(0)));

        // truncate: shorter file, position pulled back; a longer size changes nothing.
        ch.position(18);
        System.out.println(ch.truncate(10) == ch);
        System.out.println(ch.size() + " " + ch.position() + " " + ch.truncate(50).size());
        ch.position(4);
        ch.truncate(8);
        System.out.println(ch.size() + " " + ch.position());
        ch.force(true);
        ch.force(false);

        // Argument errors.
        expect("position(-1)", () -> ch.position(-1));
        expect("truncate(-1)", () -> ch.truncate(-1));
        expect("read at -1", () -> ch.read(ByteBuffer.allocate(1), -1));
        expect("write at -1", () -> ch.write(ByteBuffer.allocate(1), -1));
        expect("read-only buffer", () -> ch.read(ByteBuffer.allocate(4).asReadOnlyBuffer()));
        expect("bad offsets", () -> ch.read(new ByteBuffer[2], 1, 2));
        expect("transferTo(-1)", () -> ch.transferTo(-1, 1, ch));
        System.out.println(FileChannel.MapMode.READ_WRITE + " " + FileChannel.MapMode.PRIVATE);

        // Transfers through Channels' wrappers of byte-array streams.
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        WritableByteChannel sinkChannel = Channels.newChannel(sink);
        System.out.println(ch.transferTo(2, 100, sinkChannel) + " " + sink + " " + ch.transferTo(100, 5, sinkChannel)
                + " " + ch.position());
        ReadableByteChannel source = Channels.newChannel(new ByteArrayInputStream("0123456789".getBytes("US-ASCII")));
        System.out.println(ch.transferFrom(source, 6, 7) + " " + ch.size() + " " + ch.transferFrom(source, 99, 1) + " "
                + ch.transferFrom(source, 0, 10) + " " + ch.position());
        ByteBuffer all = ByteBuffer.allocate(32);
        ch.read(all, 0);
        System.out.println(text(all));
        ch.close();
        ch.close();
        System.out.println(ch.isOpen());
        expect("read after close", () -> ch.read(ByteBuffer.allocate(1)));
        expect("size after close", () -> ch.size());
        expect("position after close", () -> ch.position());
        expect("transferTo closed target", () -> {
            sinkChannel.close();
            try (FileChannel w = FileChannel.open(FILE, StandardOpenOption.WRITE)) {
                w.transferTo(0, 1, sinkChannel);
            }
        });

        // Open options.
        expect("READ+APPEND", () -> FileChannel.open(FILE, StandardOpenOption.READ, StandardOpenOption.APPEND));
        expect("APPEND+TRUNCATE", () -> FileChannel.open(FILE, StandardOpenOption.APPEND, StandardOpenOption.TRUNCATE_EXISTING));
        expect("missing", () -> FileChannel.open(OTHER));
        expect("missing for write", () -> FileChannel.open(OTHER, StandardOpenOption.WRITE));
        expect("CREATE_NEW existing", () -> FileChannel.open(FILE, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE));
        try (FileChannel r = FileChannel.open(FILE)) {
            expect("write to read-only", () -> r.write(ascii("x")));
            expect("truncate read-only", () -> r.truncate(0));
            expect("transferFrom into read-only", () -> r.transferFrom(r, 0, 1));
            System.out.println(r.size() + " " + r.getClass().getName());
        }
        try (FileChannel a = FileChannel.open(FILE, StandardOpenOption.APPEND)) {
            expect("read from append-only", () -> a.read(ByteBuffer.allocate(1)));
            a.position(0);
            System.out.println(a.write(ascii("++")) + " " + a.position() + " " + a.size());
        }
        try (SeekableByteChannel s = Files.newByteChannel(OTHER, EnumSet.of(StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE, StandardOpenOption.READ))) {
            s.write(ascii("abcdef"));
            s.position(2).truncate(4);
            ByteBuffer rest = ByteBuffer.allocate(10);
            s.position(0);
            System.out.println(s.read(rest) + " " + text(rest) + " " + s.position());
        }
        try (SeekableByteChannel s = Files.newByteChannel(OTHER, StandardOpenOption.DELETE_ON_CLOSE)) {
            System.out.println(s.size() + " " + Files.exists(OTHER));
        }
        System.out.println(Files.exists(OTHER));

        // Streams' channels share the stream's position and its closing.
        try (FileOutputStream out = new FileOutputStream(FILE.toString())) {
            FileChannel oc = out.getChannel();
            System.out.println((oc == out.getChannel()) + " " + oc.position());
            out.write('A');
            oc.write(ascii("BC"));
            out.write('D');
            System.out.println(oc.position() + " " + oc.size());
            expect("read from output stream's channel", () -> oc.read(ByteBuffer.allocate(1)));
        }
        try (FileOutputStream out = new FileOutputStream(FILE.toString(), true)) {
            System.out.println(out.getChannel().position());
            out.getChannel().write(ascii("E"));
        }
        FileInputStream in = new FileInputStream(FILE.toString());
        FileChannel ic = in.getChannel();
        System.out.println((char) in.read() + " " + ic.position());
        ByteBuffer two = ByteBuffer.allocate(2);
        ic.read(two);
        System.out.println(text(two) + " " + (char) in.read() + " " + ic.size());
        ic.close();
        expect("stream after its channel closed", () -> in.read());
        FileInputStream in2 = new FileInputStream(FILE.toString());
        FileChannel ic2 = in2.getChannel();
        in2.close();
        System.out.println(ic2.isOpen());
        try (RandomAccessFile raf = new RandomAccessFile(FILE.toString(), "rw")) {
            FileChannel rc = raf.getChannel();
            raf.seek(3);
            System.out.println(rc.position());
            rc.position(1);
            System.out.println(raf.getFilePointer() + " " + (char) raf.read());
            rc.truncate(2);
            System.out.println(raf.length() + " " + raf.getFilePointer());
        }
        try (RandomAccessFile raf = new RandomAccessFile(FILE.toString(), "r")) {
            expect("write to read-only file's channel", () -> raf.getChannel().write(ascii("z")));
        }

        // Channels: streams, readers and writers over channels.
        try (FileChannel w = FileChannel.open(FILE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            OutputStream os = Channels.newOutputStream(w);
            os.write("line one\n".getBytes("US-ASCII"));
            os.write('2');
            Writer writer = Channels.newWriter(w, "UTF-8");
            writer.write("\ncaf\u00e9\n");
            writer.flush();
            System.out.println(w.size());
        }
        try (FileChannel r = FileChannel.open(FILE)) {
            InputStream is = Channels.newInputStream(r);
            System.out.println(is.available() + " " + (char) is.read() + " " + is.skip(4) + " " + is.available());
            BufferedReader reader = new BufferedReader(Channels.newReader(r, "UTF-8"));
            System.out.println(reader.readLine() + "|" + reader.readLine() + "|" + (reader.readLine().length()) + "|"
                    + reader.readLine());
            is.close();
            System.out.println(r.isOpen());
        }
    }
}
