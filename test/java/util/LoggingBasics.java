// java.util.logging: logger tree and levels, handlers, formatters, LogRecord, caller inference, ConsoleHandler on stderr
// loupe-test: compare-stderr
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.logging.ConsoleHandler;
import java.util.logging.ErrorManager;
import java.util.logging.Filter;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;

public class LoggingBasics {
    /** Everything a record carries except time and thread. */
    static class Line extends Formatter {
        public String format(LogRecord r) {
            return "[" + r.getLevel() + " " + r.getLoggerName() + " " + r.getSourceClassName() + "."
                    + r.getSourceMethodName() + "] " + formatMessage(r)
                    + (r.getThrown() == null ? "" : " !" + r.getThrown()) + "\n";
        }
        public String getHead(Handler h) { return "<head>\n"; }
        public String getTail(Handler h) { return "<tail>\n"; }
    }

    static class Collector extends Handler {
        final List<LogRecord> records = new ArrayList<>();
        public void publish(LogRecord r) { if (isLoggable(r)) records.add(r); }
        public void flush() { }
        public void close() { System.out.println("collector closed"); }
    }

    static class Custom extends Level {
        Custom(String name, int value) { super(name, value); }
    }

    static final Logger APP = Logger.getLogger("app");

    static void helper(Logger log) { log.warning("from helper"); }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s: %5$s [%2$s|%3$s]%6$s%n");
        // Levels
        Level[] std = {Level.OFF, Level.SEVERE, Level.WARNING, Level.INFO, Level.CONFIG, Level.FINE,
                Level.FINER, Level.FINEST, Level.ALL};
        StringBuilder sb = new StringBuilder();
        for (Level l : std) sb.append(l.getName()).append('=').append(l.intValue()).append(' ');
        System.out.println(sb);
        Level custom = new Custom("NOTICE", 850);
        System.out.println(Level.parse("WARNING") + " " + Level.parse("700") + " " + Level.parse("NOTICE")
                + " " + (Level.parse("850") == custom) + " " + Level.parse("42") + " " + Level.parse("42").intValue()
                + " " + Level.INFO.equals(new Custom("X", 800)) + " " + Level.FINE.hashCode()
                + " " + Level.SEVERE.getLocalizedName() + " " + Level.INFO.getResourceBundleName());
        try { Level.parse("LOUD"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }

        // The tree: parents, effective levels, defaults
        Logger root = Logger.getLogger("");
        Logger abc = Logger.getLogger("app.db.sql");
        System.out.println(abc.getParent().getName() + " " + root.getLevel() + " " + abc.getLevel()
                + " " + root.getHandlers().length + " " + root.getHandlers()[0].getClass().getName()
                + " " + root.getHandlers()[0].getLevel() + " " + root.getParent());
        Logger ab = Logger.getLogger("app.db");
        System.out.println(abc.getParent().getName() + " " + ab.getParent().getName()
                + " " + (Logger.getLogger("app.db") == ab) + " " + Logger.getGlobal().getName()
                + " " + Logger.getGlobal().getParent().getName().isEmpty() + " " + Logger.getAnonymousLogger().getName()
                + " " + (LogManager.getLogManager().getLogger("app.db") == ab) + " " + LogManager.getLogManager().getLogger("nope"));
        APP.setLevel(Level.FINE);
        System.out.println(abc.isLoggable(Level.FINE) + " " + abc.isLoggable(Level.FINER) + " " + root.isLoggable(Level.FINE));
        ab.setLevel(Level.OFF);
        System.out.println(abc.isLoggable(Level.SEVERE) + " " + abc.isLoggable(Level.OFF));
        ab.setLevel(null);

        // A handler on stdout; the root's ConsoleHandler (stderr) also sees INFO and above
        StreamHandler out = new StreamHandler(System.out, new Line());
        out.setLevel(Level.ALL);
        APP.addHandler(out);
        APP.info("plain");
        out.flush();
        APP.fine("fine {0}");
        APP.log(Level.FINE, "one param {0} and {1}", "P0");
        APP.log(Level.INFO, "params {1}/{0} {2,number,#.##}", new Object[] {"a", "b", 3.14159});
        APP.log(Level.WARNING, "failed", new IllegalStateException("bad state"));
        APP.finest("not logged");
        abc.config(() -> "supplied " + 6 * 7);
        abc.log(Level.SEVERE, new RuntimeException("rt"), () -> "with thrown");
        abc.logp(Level.INFO, "SomeClass", "someMethod", "explicit source {0}", 1);
        abc.logp(Level.INFO, "SomeClass", null, () -> "no method");
        helper(abc);
        new Runnable() { public void run() { APP.info("from run"); } }.run();
        out.flush();
        System.out.println("-- tracing");
        APP.setLevel(Level.ALL);
        APP.entering("C", "m");
        APP.entering("C", "m", "x");
        APP.entering("C", "m", new Object[] {1, "two", null});
        APP.entering("C", "m", new Object[0]);
        APP.exiting("C", "m");
        APP.exiting("C", "m", 99);
        APP.throwing("C", "m", new ArithmeticException("div"));
        out.flush();

        // useParentHandlers, filters, handler levels
        System.out.println("-- filters");
        abc.setUseParentHandlers(false);
        Collector collector = new Collector();
        abc.addHandler(collector);
        abc.info("only collected");
        abc.setFilter(r -> !r.getMessage().startsWith("drop"));
        abc.info("drop me");
        collector.setLevel(Level.WARNING);
        abc.info("below collector");
        abc.warning("kept");
        collector.setFilter(new Filter() { public boolean isLoggable(LogRecord r) { return r.getParameters() == null; } });
        abc.log(Level.SEVERE, "with param {0}", "p");
        for (LogRecord r : collector.records) System.out.println(r.getLevel() + " " + r.getMessage() + " " + r.getLoggerName());
        long s0 = collector.records.get(0).getSequenceNumber();
        System.out.println("seq delta " + (collector.records.get(1).getSequenceNumber() - s0)
                + " filter " + (abc.getFilter() != null) + " handlers " + abc.getHandlers().length);
        abc.removeHandler(collector);
        abc.removeHandler(null);
        System.out.println("handlers " + abc.getHandlers().length + " " + abc.getUseParentHandlers());
        try { abc.addHandler(null); } catch (NullPointerException e) { System.out.println("NPE addHandler"); }

        // LogRecord on its own
        LogRecord rec = new LogRecord(Level.INFO, "rec {0}");
        System.out.println(rec.getSourceClassName() + " " + rec.getLoggerName() + " " + rec.getParameters()
                + " " + rec.getThrown() + " " + (rec.getMillis() > 0));
        rec.setParameters(new Object[] {"z"});
        rec.setSourceClassName("K");
        rec.setMillis(1234L);
        rec.setSequenceNumber(77);
        rec.setLevel(Level.CONFIG);
        System.out.println(rec.getSourceClassName() + " " + rec.getSourceMethodName() + " " + rec.getMillis()
                + " " + rec.getSequenceNumber() + " " + new Line().format(rec).trim());
        try { rec.setLevel(null); } catch (NullPointerException e) { System.out.println("NPE setLevel"); }
        LogRecord viaLog = new LogRecord(Level.WARNING, "prebuilt");
        APP.log(viaLog);
        out.flush();
        System.out.println(viaLog.getSourceClassName() + " " + viaLog.getLoggerName());

        // SimpleFormatter with the format property; a StreamHandler on a byte array
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StreamHandler sh = new StreamHandler(bytes, new SimpleFormatter());
        System.out.println(sh.getLevel() + " " + sh.getEncoding() + " " + sh.getFormatter().getClass().getSimpleName());
        ByteArrayOutputStream framed = new ByteArrayOutputStream();
        StreamHandler framing = new StreamHandler(framed, new Line());
        framing.close();
        System.out.print(framed);
        Logger anon = Logger.getAnonymousLogger();
        anon.setUseParentHandlers(false);
        anon.addHandler(sh);
        anon.info("anonymous");
        anon.fine("too fine");
        System.out.println("before flush: " + bytes.size());
        sh.close();
        System.out.print(bytes);
        System.out.println(sh.isLoggable(new LogRecord(Level.SEVERE, "x")));

        // ErrorManager through a failing formatter
        StreamHandler broken = new StreamHandler(System.out, new Formatter() {
            public String format(LogRecord r) { throw new IllegalStateException("cannot format"); }
        });
        broken.setErrorManager(new ErrorManager() {
            public void error(String msg, Exception ex, int code) { System.out.println("error " + code + " " + msg + " " + ex); }
        });
        broken.publish(new LogRecord(Level.SEVERE, "x"));
        new ErrorManager().error("direct", null, ErrorManager.WRITE_FAILURE);

        // LogManager: names, reset, configuration from properties
        List<String> names = new ArrayList<>();
        for (Enumeration<String> e = LogManager.getLogManager().getLoggerNames(); e.hasMoreElements(); ) names.add(e.nextElement());
        java.util.Collections.sort(names);
        System.out.println(names);
        ConsoleHandler console = new ConsoleHandler();
        System.out.println(console.getLevel() + " " + console.getFormatter().getClass().getSimpleName());
        APP.removeHandler(out);
        out.flush(); // closing it (as reset() would) would close System.out
        LogManager.getLogManager().reset();
        System.out.println("after reset: " + root.getHandlers().length + " " + root.getLevel() + " " + APP.getLevel()
                + " " + APP.getHandlers().length + " " + LogManager.getLogManager().getProperty(".level"));
        APP.warning("nobody hears this");
        String config = "handlers=java.util.logging.ConsoleHandler\n.level=WARNING\napp.level=FINEST\n"
                + "java.util.logging.ConsoleHandler.level=FINE\n";
        LogManager.getLogManager().readConfiguration(new ByteArrayInputStream(config.getBytes("ISO-8859-1")));
        System.out.println("configured: " + root.getLevel() + " " + APP.getLevel() + " " + root.getHandlers()[0].getLevel()
                + " " + LogManager.getLogManager().getProperty("app.level"));
        APP.fine("fine to stderr");
        Logger.getLogger("other").info("below WARNING");
        Logger.getLogger("other").severe("severe to stderr");
        System.out.println("done");
    }
}
