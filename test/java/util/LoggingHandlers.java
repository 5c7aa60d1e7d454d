// java.util.logging handlers: XMLFormatter output, FileHandler naming/rotation/lock files, MemoryHandler push
import java.io.File;
import java.io.FileInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.logging.FileHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.MemoryHandler;
import java.util.logging.StreamHandler;
import java.util.logging.XMLFormatter;

public class LoggingHandlers {
    static class Text extends Formatter {
        public String format(LogRecord r) { return r.getLevel() + " " + formatMessage(r) + "\n"; }
    }

    static String read(String name) throws IOException {
        File f = new File(name);
        byte[] data = new byte[(int) f.length()];
        try (FileInputStream in = new FileInputStream(f)) {
            int n = 0;
            while (n < data.length) n += in.read(data, n, data.length - n);
        }
        return new String(data, "UTF-8");
    }

    static void listFiles(String prefix) {
        String[] names = new File(".").list();
        Arrays.sort(names);
        for (String n : names) {
            if (n.startsWith(prefix)) System.out.println("  " + n + " " + new File(n).length());
        }
    }

    static void clean(String prefix) {
        for (String n : new File(".").list()) if (n.startsWith(prefix)) new File(n).delete();
    }

    /** Held strongly: LogManager.reset() at exit flushes and closes its handler. */
    static final Logger AT_EXIT = Logger.getLogger("at.exit");

    @SuppressWarnings("deprecation")
    public static void main(String[] args) throws Exception {
        // XMLFormatter, with a fixed time, thread and sequence
        XMLFormatter xml = new XMLFormatter();
        LogRecord r = new LogRecord(Level.WARNING, "a <b> & {0} \"q\"");
        r.setMillis(1700000000123L);
        r.setSequenceNumber(5);
        r.setThreadID(7);
        r.setLoggerName("xml.test");
        r.setParameters(new Object[] {"p<1>"});
        System.out.print(xml.getHead(null).replaceAll("encoding=\"[^\"]*\"", "encoding=?"));
        System.out.print(xml.format(r));
        r.setThrown(new IllegalArgumentException("bad <arg>"));
        r.setSourceClassName("Src");
        r.setSourceMethodName("run");
        r.setMessage("no placeholders");
        r.setParameters(new Object[] {"p<2>", null, 3});
        r.setLoggerName(null);
        System.out.print(xml.format(r));
        System.out.print(xml.getTail(null));
        StreamHandler latin = new StreamHandler(new ByteArrayOutputStream(), xml);
        latin.setEncoding("ISO-8859-1");
        System.out.print(xml.getHead(latin));
        try { latin.setEncoding("no-such-charset"); } catch (java.io.UnsupportedEncodingException e) { System.out.println(e); }

        // FileHandler: generations with %g, unique numbers with %u, rotation at the limit
        clean("fh");
        FileHandler rotating = new FileHandler("fh%u.%g.txt", 60, 3);
        rotating.setFormatter(new Text());
        System.out.println("level " + rotating.getLevel() + " lock " + new File("fh0.0.txt.lck").exists());
        for (int i = 0; i < 7; i++) rotating.publish(new LogRecord(Level.INFO, "message number " + i));
        FileHandler second = new FileHandler("fh%u.%g.txt", 60, 3);
        System.out.println("second lock " + new File("fh1.0.txt.lck").exists() + " " + second.getFormatter().getClass().getSimpleName());
        rotating.close();
        second.close();
        System.out.println("locks after close " + new File("fh0.0.txt.lck").exists() + " " + new File("fh1.0.txt.lck").exists());
        listFiles("fh");
        System.out.print(read("fh0.1.txt"));
        System.out.print(read("fh0.0.txt"));
        System.out.print(read("fh1.0.txt").replaceAll("encoding=\"[^\"]*\"", "encoding=?"));
        clean("fh");

        // FileHandler: append, and the unique number and generation appended after a dot
        clean("plain");
        Logger logger = Logger.getLogger("files");
        logger.setUseParentHandlers(false);
        for (int round = 0; round < 2; round++) {
            FileHandler h = new FileHandler("plain.log", true);
            h.setFormatter(new Text());
            logger.addHandler(h);
            logger.info("round {0}");
            logger.log(Level.INFO, "round {0}", round);
            logger.removeHandler(h);
            h.close();
        }
        FileHandler a = new FileHandler("plain.log", true);
        FileHandler b = new FileHandler("plain.log", true);
        FileHandler c = new FileHandler("plain.gen", 0, 2);
        a.close(); b.close(); c.close();
        listFiles("plain");
        System.out.print(read("plain.log").substring(0, 40));
        System.out.println();
        clean("plain");
        for (Object[] bad : new Object[][] {{"", 0, 1}, {"x", -1, 1}, {"x", 0, 0}}) {
            try { new FileHandler((String) bad[0], (Integer) bad[1], (Integer) bad[2]); }
            catch (IllegalArgumentException e) { System.out.println("IAE " + Arrays.toString(bad)); }
        }

        // MemoryHandler: keeps the last records, pushes at the push level
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        StreamHandler target = new StreamHandler(sink, new Text());
        target.setLevel(Level.ALL);
        MemoryHandler memory = new MemoryHandler(target, 3, Level.WARNING);
        System.out.println(memory.getLevel() + " " + memory.getPushLevel());
        for (int i = 1; i <= 5; i++) memory.publish(new LogRecord(Level.FINE, "buffered " + i));
        memory.flush();
        System.out.println("before push: " + sink.size());
        memory.publish(new LogRecord(Level.SEVERE, "trigger"));
        memory.publish(new LogRecord(Level.INFO, "after"));
        memory.flush();
        System.out.print(sink);
        memory.setPushLevel(Level.INFO);
        memory.push();
        memory.close();
        System.out.print(sink.toString().substring(sink.toString().lastIndexOf("SEVERE")));
        System.out.println(memory.getLevel());
        try { new MemoryHandler(target, 0, Level.INFO); } catch (IllegalArgumentException e) { System.out.println("IAE size"); }
        try { memory.setPushLevel(null); } catch (NullPointerException e) { System.out.println("NPE push level"); }

        // A StreamHandler does not flush per record: this one is flushed, with its tail, at exit
        AT_EXIT.setUseParentHandlers(false);
        AT_EXIT.addHandler(new StreamHandler(System.out, new Text() {
            public String getTail(Handler h) { return "tail at exit\n"; }
        }));
        AT_EXIT.warning("written at exit");
        System.out.println("last line of main");
    }
}
