// Properties: load escapes, continuations, comments and separators; store escaping (date line skipped); defaults, stringPropertyNames, list; Observable; EventObject
import java.io.*;
import java.util.*;

public class PropertiesLoad {
    public static void main(String[] args) throws IOException {
        String text = "# a comment\n"
                + "! another comment \\\n"
                + "   \n"
                + "key1=value1\n"
                + "  key2 : value2  \n"
                + "key3 value3\n"
                + "key4\n"
                + "key\\ with\\ spaces = spaced\\tvalue\n"
                + "multi = first, \\\n"
                + "        second, \\\r\n"
                + "   third\r"
                + "unicode=\\u0041\\u00e9\\u20ac\n"
                + "escapes=\\n\\r\\f\\\\ \\= \\: \\# \\! \\z\n"
                + "equals==starts with equals\n"
                + "colon:=:\n"
                + "trailing=backslash\\";
        Properties p = new Properties();
        p.load(new StringReader(text));
        TreeMap<Object, Object> sorted = new TreeMap<>(p);
        for (Map.Entry<Object, Object> e : sorted.entrySet()) {
            System.out.println("[" + e.getKey() + "] -> [" + e.getValue().toString().replace("\n", "\\n").replace("\r", "\\r").replace("\f", "\\f").replace("\t", "\\t") + "]");
        }
        System.out.println(p.size() + " " + p);
        Properties bytes = new Properties();
        bytes.load(new ByteArrayInputStream("latin=caf\u00e9\nesc=\\u00e9".getBytes("ISO-8859-1")));
        System.out.println(bytes.getProperty("latin").equals(bytes.getProperty("esc")) + " " + (int) bytes.getProperty("latin").charAt(3));
        try {
            new Properties().load(new StringReader("bad=\\u12g4"));
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }

        Properties out = new Properties();
        out.setProperty("plain", "value");
        out.setProperty("key with space", " leading space");
        out.setProperty("sep=:", "#!=:");
        out.setProperty("ctl", "tab\there\nnewline\\back");
        out.setProperty("uni", "\u00e9\u20ac");
        StringWriter sw = new StringWriter();
        out.store(sw, "Comment line 1\nline 2\r\n#kept\u20ac");
        printWithoutDate(sw.toString());
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        out.store(bos, null);
        printWithoutDate(bos.toString("ISO-8859-1"));
        Properties back = new Properties();
        back.load(new StringReader(sw.toString()));
        System.out.println(back.equals(out) + " " + back.size());

        Properties defaults = new Properties();
        defaults.setProperty("color", "red");
        defaults.setProperty("size", "10");
        Properties props = new Properties(defaults);
        props.setProperty("size", "12");
        props.put("object", 42);
        props.setProperty("long", "0123456789012345678901234567890123456789ABC");
        System.out.println(props.getProperty("color") + " " + props.getProperty("size") + " " + props.getProperty("object") + " " + props.getProperty("missing", "dflt") + " " + props.get("color") + " " + props.containsKey("color"));
        System.out.println(new TreeSet<>(props.stringPropertyNames()));
        props.remove("object");
        Enumeration<?> names = props.propertyNames();
        List<String> nameList = new ArrayList<>();
        while (names.hasMoreElements()) nameList.add((String) names.nextElement());
        Collections.sort(nameList);
        System.out.println(nameList);
        ByteArrayOutputStream listed = new ByteArrayOutputStream();
        props.list(new PrintStream(listed, true));
        String[] lines = listed.toString().split("\n");
        System.out.println(lines[0]);
        Arrays.sort(lines, 1, lines.length);
        for (int i = 1; i < lines.length; i++) System.out.println(lines[i]);
        try {
            props.put(null, "x");
        } catch (NullPointerException e) {
            System.out.println("NPE on null key");
        }
        Properties copy = (Properties) props.clone();
        copy.setProperty("extra", "1");
        System.out.println(props.containsKey("extra") + " " + copy.getProperty("extra") + " " + copy.getProperty("color"));

        Observable observable = new Observable() {
            void change(Object arg) { setChanged(); notifyObservers(arg); }
            { addObserver((o, arg) -> System.out.println("first saw " + arg)); addObserver((o, arg) -> System.out.println("second saw " + arg + " " + hasChanged())); }
            public String toString() { change("event"); notifyObservers("ignored"); return "observers=" + countObservers(); }
        };
        System.out.println(observable);
        EventObject ev = new EventObject("src");
        System.out.println(ev.getSource() + " " + ev.toString());
        try {
            new EventObject(null);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
    }

    static void printWithoutDate(String stored) {
        for (String line : stored.split("\n", -1)) {
            if (line.matches("#[A-Z][a-z][a-z] [A-Z][a-z][a-z] \\d\\d \\d\\d:\\d\\d:\\d\\d .*")) System.out.println("<date line>");
            else System.out.println(line.replace("\r", "\\r"));
        }
    }
}
