// A JSON-like pretty printer and parser: builds nested maps/lists, escapes strings, prints compact and indented forms, parses them back and compares.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class JsonPrinter {
    static String spaces(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(' ');
        return sb.toString();
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    static void write(Object v, StringBuilder sb, int indent, int depth) {
        String pad = indent > 0 ? "\n" + spaces(indent * (depth + 1)) : "";
        String close = indent > 0 ? "\n" + spaces(indent * depth) : "";
        if (v == null) sb.append("null");
        else if (v instanceof String) sb.append(escape((String) v));
        else if (v instanceof Number || v instanceof Boolean) sb.append(v);
        else if (v instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) v;
            if (m.isEmpty()) { sb.append("{}"); return; }
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) sb.append(',');
                first = false;
                sb.append(pad).append(escape(String.valueOf(e.getKey()))).append(indent > 0 ? ": " : ":");
                write(e.getValue(), sb, indent, depth + 1);
            }
            sb.append(close).append('}');
        } else if (v instanceof List) {
            List<?> l = (List<?>) v;
            if (l.isEmpty()) { sb.append("[]"); return; }
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) sb.append(',');
                sb.append(pad);
                write(l.get(i), sb, indent, depth + 1);
            }
            sb.append(close).append(']');
        } else throw new IllegalArgumentException("cannot serialize " + v.getClass().getSimpleName());
    }

    static String toJson(Object v, int indent) {
        StringBuilder sb = new StringBuilder();
        write(v, sb, indent, 0);
        return sb.toString();
    }

    // minimal parser for what we print
    static final class Reader {
        final String s; int i;
        Reader(String s) { this.s = s; }
        void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }
        Object value() {
            ws();
            char c = s.charAt(i);
            if (c == '{') {
                i++;
                Map<String, Object> m = new LinkedHashMap<>();
                ws();
                if (s.charAt(i) == '}') { i++; return m; }
                while (true) {
                    ws();
                    String k = (String) value();
                    ws(); i++;   // ':'
                    m.put(k, value());
                    ws();
                    if (s.charAt(i++) == '}') return m;
                }
            }
            if (c == '[') {
                i++;
                List<Object> l = new ArrayList<>();
                ws();
                if (s.charAt(i) == ']') { i++; return l; }
                while (true) {
                    l.add(value());
                    ws();
                    if (s.charAt(i++) == ']') return l;
                }
            }
            if (c == '"') {
                StringBuilder sb = new StringBuilder();
                i++;
                while (s.charAt(i) != '"') {
                    char ch = s.charAt(i++);
                    if (ch == '\\') {
                        char e = s.charAt(i++);
                        switch (e) {
                            case 'n': sb.append('\n'); break;
                            case 't': sb.append('\t'); break;
                            case 'u': sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
                            default: sb.append(e);
                        }
                    } else sb.append(ch);
                }
                i++;
                return sb.toString();
            }
            if (s.startsWith("null", i)) { i += 4; return null; }
            if (s.startsWith("true", i)) { i += 4; return true; }
            if (s.startsWith("false", i)) { i += 5; return false; }
            int start = i;
            while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
            String num = s.substring(start, i);
            if (num.contains(".") || num.contains("E")) return Double.parseDouble(num);
            long l = Long.parseLong(num);
            return l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE ? (Object) (int) l : (Object) l;
        }
    }

    public static void main(String[] args) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("name", "Loupe \"VM\"");
        doc.put("version", 17);
        doc.put("pi", 3.14159);
        doc.put("big", 1L << 40);
        doc.put("tiny", 1e-9);
        doc.put("enabled", true);
        doc.put("nothing", null);
        doc.put("tags", Arrays.asList("jvm", "teaching", "c++20"));
        Map<String, Object> nested = new TreeMap<>();
        nested.put("zeta", Arrays.asList(1, 2, Arrays.asList(3, Arrays.asList())));
        nested.put("alpha", new LinkedHashMap<>());
        nested.put("text", "line1\nline2\ttabbed \u00e9 \\ end");
        doc.put("nested", nested);
        String compact = toJson(doc, 0);
        String pretty = toJson(doc, 2);
        System.out.println(compact);
        System.out.println(pretty);
        Object back = new Reader(pretty).value();
        System.out.println("round trip equal: " + back.equals(doc));
        System.out.println("re-serialized equal: " + toJson(back, 0).equals(compact));
        System.out.println(toJson(Arrays.asList(-0.0, Double.MAX_VALUE, Integer.MIN_VALUE, "", new ArrayList<>()), 0));
        try {
            toJson(Arrays.asList(new Object[]{new int[0]}), 0);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
