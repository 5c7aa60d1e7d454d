// Loupe benchmark: a recursive-descent JSON parser over a String. A document
// of nested objects and arrays (strings with escapes, integers, decimals with
// exponents, true/false/null) is generated once with a StringBuilder, then
// parsed many times into a tree of value classes under one abstract base
// (JObject keeps its members in a LinkedHashMap, JArray in an ArrayList);
// each tree is walked by three visitors, printed back to text, and every
// tenth print is parsed again and compared with the first tree by equals().
// It stresses String.charAt, small virtual methods at polymorphic sites
// (visitors and value classes), recursion, StringBuilder, HashMap lookups
// with String keys, and allocation of many small objects. The checksum folds
// the visitors' results, the printed lengths and the lookups.
//
// usage: JsonParse [s1|s10|s100|param=<parses>]   (default s10)
// prints: bench JsonParse size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What a walk over a value tree does at each kind of node. */
interface JVisitor<R> {
    R object(JObject o);

    R array(JArray a);

    R string(JString s);

    R number(JNumber n);

    R literal(JLiteral l);
}

abstract class JValue {
    abstract <R> R accept(JVisitor<R> v);

    abstract void print(StringBuilder out);

    boolean isContainer() {
        return false;
    }

    /** The member or element under key, or null; only containers have any. */
    JValue get(String key) {
        return null;
    }

    final String text() {
        StringBuilder sb = new StringBuilder();
        print(sb);
        return sb.toString();
    }
}

final class JObject extends JValue {
    final Map<String, JValue> members = new LinkedHashMap<>();

    <R> R accept(JVisitor<R> v) {
        return v.object(this);
    }

    boolean isContainer() {
        return true;
    }

    JValue get(String key) {
        return members.get(key);
    }

    void print(StringBuilder out) {
        out.append('{');
        boolean first = true;
        for (Map.Entry<String, JValue> e : members.entrySet()) {
            if (!first) {
                out.append(',');
            }
            first = false;
            JString.quote(e.getKey(), out);
            out.append(':');
            e.getValue().print(out);
        }
        out.append('}');
    }

    public boolean equals(Object other) {
        return other instanceof JObject && members.equals(((JObject) other).members);
    }

    public int hashCode() {
        return members.hashCode();
    }
}

final class JArray extends JValue {
    final List<JValue> items = new ArrayList<>();

    <R> R accept(JVisitor<R> v) {
        return v.array(this);
    }

    boolean isContainer() {
        return true;
    }

    JValue get(String key) {
        int i = Integer.parseInt(key);
        return i < items.size() ? items.get(i) : null;
    }

    void print(StringBuilder out) {
        out.append('[');
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            items.get(i).print(out);
        }
        out.append(']');
    }

    public boolean equals(Object other) {
        return other instanceof JArray && items.equals(((JArray) other).items);
    }

    public int hashCode() {
        return items.hashCode();
    }
}

final class JString extends JValue {
    final String value;

    JString(String value) {
        this.value = value;
    }

    <R> R accept(JVisitor<R> v) {
        return v.string(this);
    }

    void print(StringBuilder out) {
        quote(value, out);
    }

    static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\t': out.append("\\t"); break;
                case '/': out.append("\\/"); break;
                default:
                    if (c < 0x20 || c > 0x7e) {
                        out.append("\\u");
                        String hex = Integer.toHexString(c);
                        for (int pad = hex.length(); pad < 4; pad++) {
                            out.append('0');
                        }
                        out.append(hex);
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }

    public boolean equals(Object other) {
        return other instanceof JString && value.equals(((JString) other).value);
    }

    public int hashCode() {
        return value.hashCode();
    }
}

/** A number: integral ones kept as long, others as double. */
final class JNumber extends JValue {
    final boolean integral;
    final long whole;
    final double real;

    JNumber(long whole) {
        this.integral = true;
        this.whole = whole;
        this.real = whole;
    }

    JNumber(double real) {
        this.integral = false;
        this.whole = (long) real;
        this.real = real;
    }

    <R> R accept(JVisitor<R> v) {
        return v.number(this);
    }

    void print(StringBuilder out) {
        if (integral) {
            out.append(whole);
        } else {
            out.append(real);
        }
    }

    public boolean equals(Object other) {
        if (!(other instanceof JNumber)) {
            return false;
        }
        JNumber n = (JNumber) other;
        return integral == n.integral && whole == n.whole
                && Double.doubleToLongBits(real) == Double.doubleToLongBits(n.real);
    }

    public int hashCode() {
        return Long.hashCode(whole) * 31 + Double.hashCode(real);
    }
}

/** true, false and null: three shared instances. */
final class JLiteral extends JValue {
    static final JLiteral TRUE = new JLiteral("true");
    static final JLiteral FALSE = new JLiteral("false");
    static final JLiteral NULL = new JLiteral("null");

    final String word;

    private JLiteral(String word) {
        this.word = word;
    }

    <R> R accept(JVisitor<R> v) {
        return v.literal(this);
    }

    void print(StringBuilder out) {
        out.append(word);
    }

    public int hashCode() {
        return word.hashCode();
    }
}

final class JsonSyntaxError extends RuntimeException {
    JsonSyntaxError(String message, int at) {
        super(message + " at offset " + at);
    }
}

/** One parse of one string; not reusable. */
final class JReader {
    private final String src;
    private int pos;

    JReader(String src) {
        this.src = src;
    }

    JValue document() {
        JValue v = value();
        skipBlanks();
        if (pos != src.length()) {
            throw new JsonSyntaxError("trailing characters", pos);
        }
        return v;
    }

    private void skipBlanks() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
                return;
            }
            pos++;
        }
    }

    private char peek() {
        if (pos >= src.length()) {
            throw new JsonSyntaxError("unexpected end", pos);
        }
        return src.charAt(pos);
    }

    private void expect(char c) {
        if (peek() != c) {
            throw new JsonSyntaxError("expected '" + c + "'", pos);
        }
        pos++;
    }

    private JValue value() {
        skipBlanks();
        char c = peek();
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return new JString(string());
            case 't': word("true"); return JLiteral.TRUE;
            case 'f': word("false"); return JLiteral.FALSE;
            case 'n': word("null"); return JLiteral.NULL;
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw new JsonSyntaxError("unexpected '" + c + "'", pos);
        }
    }

    private void word(String w) {
        if (!src.startsWith(w, pos)) {
            throw new JsonSyntaxError("expected " + w, pos);
        }
        pos += w.length();
    }

    private JObject object() {
        expect('{');
        JObject o = new JObject();
        skipBlanks();
        if (peek() == '}') {
            pos++;
            return o;
        }
        while (true) {
            skipBlanks();
            String key = string();
            skipBlanks();
            expect(':');
            o.members.put(key, value());
            skipBlanks();
            if (peek() == ',') {
                pos++;
            } else {
                expect('}');
                return o;
            }
        }
    }

    private JArray array() {
        expect('[');
        JArray a = new JArray();
        skipBlanks();
        if (peek() == ']') {
            pos++;
            return a;
        }
        while (true) {
            a.items.add(value());
            skipBlanks();
            if (peek() == ',') {
                pos++;
            } else {
                expect(']');
                return a;
            }
        }
    }

    private String string() {
        expect('"');
        int start = pos;
        // Fast path: no escape before the closing quote, one substring.
        while (true) {
            char c = peek();
            if (c == '"') {
                String s = src.substring(start, pos);
                pos++;
                return s;
            }
            if (c == '\\') {
                break;
            }
            pos++;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(src, start, pos);
        while (true) {
            char c = peek();
            pos++;
            if (c == '"') {
                return sb.toString();
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = peek();
            pos++;
            switch (e) {
                case '"': sb.append('"'); break;
                case '\\': sb.append('\\'); break;
                case '/': sb.append('/'); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case 'u': sb.append((char) hex4()); break;
                default: throw new JsonSyntaxError("bad escape", pos - 1);
            }
        }
    }

    private int hex4() {
        int v = 0;
        for (int i = 0; i < 4; i++) {
            char c = peek();
            pos++;
            int d = Character.digit(c, 16);
            if (d < 0) {
                throw new JsonSyntaxError("bad hex digit", pos - 1);
            }
            v = v * 16 + d;
        }
        return v;
    }

    private JNumber number() {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        digits();
        boolean integral = true;
        if (pos < src.length() && src.charAt(pos) == '.') {
            integral = false;
            pos++;
            digits();
        }
        if (pos < src.length() && (src.charAt(pos) == 'e' || src.charAt(pos) == 'E')) {
            integral = false;
            pos++;
            char sign = peek();
            if (sign == '+' || sign == '-') {
                pos++;
            }
            digits();
        }
        String text = src.substring(start, pos);
        return integral ? new JNumber(Long.parseLong(text)) : new JNumber(Double.parseDouble(text));
    }

    private void digits() {
        int start = pos;
        while (pos < src.length() && src.charAt(pos) >= '0' && src.charAt(pos) <= '9') {
            pos++;
        }
        if (pos == start) {
            throw new JsonSyntaxError("digit expected", pos);
        }
    }
}

/** Counts nodes of each kind, packed in one long. */
final class KindCounter implements JVisitor<Long> {
    public Long object(JObject o) {
        long n = 1L << 48;
        for (JValue v : o.members.values()) {
            n += v.accept(this);
        }
        return n;
    }

    public Long array(JArray a) {
        long n = 1L << 32;
        for (JValue v : a.items) {
            n += v.accept(this);
        }
        return n;
    }

    public Long string(JString s) {
        return 1L << 16;
    }

    public Long number(JNumber n) {
        return 1L;
    }

    public Long literal(JLiteral l) {
        return l == JLiteral.NULL ? 0L : 1L << 8;
    }
}

/** The deepest nesting of containers. */
final class DepthMeter implements JVisitor<Integer> {
    public Integer object(JObject o) {
        int deepest = 0;
        for (JValue v : o.members.values()) {
            deepest = Math.max(deepest, v.accept(this));
        }
        return deepest + 1;
    }

    public Integer array(JArray a) {
        int deepest = 0;
        for (JValue v : a.items) {
            deepest = Math.max(deepest, v.accept(this));
        }
        return deepest + 1;
    }

    public Integer string(JString s) {
        return 0;
    }

    public Integer number(JNumber n) {
        return 0;
    }

    public Integer literal(JLiteral l) {
        return 0;
    }
}

/** A hash of keys, strings and numbers; the sum of the decimals kept by exact bits. */
final class ContentHasher implements JVisitor<Void> {
    long hash;
    double decimals;

    public Void object(JObject o) {
        for (Map.Entry<String, JValue> e : o.members.entrySet()) {
            hash = hash * 31 + e.getKey().hashCode();
            e.getValue().accept(this);
        }
        return null;
    }

    public Void array(JArray a) {
        for (int i = 0; i < a.items.size(); i++) {
            hash = hash * 17 + i;
            a.items.get(i).accept(this);
        }
        return null;
    }

    public Void string(JString s) {
        hash = hash * 31 + s.value.hashCode();
        return null;
    }

    public Void number(JNumber n) {
        if (n.integral) {
            hash = hash * 31 + n.whole;
        } else {
            decimals += n.real;
        }
        return null;
    }

    public Void literal(JLiteral l) {
        hash = hash * 31 + l.word.length();
        return null;
    }
}

public class JsonParse {
    static final String NAME = "JsonParse";
    // Parses of the document per size.
    static final int[] PARAMS = {5, 50, 500};
    static final long[] CHECKSUMS = {1479111489381730614L, 1944310779475651108L, 6847720658890931531L};

    static final int RECORDS = 16;

    static final String[] WORDS = {
        "alpha", "line\nbreak", "tab\there", "quote\"d", "back\\slash", "caf\u00e9",
        "slash/ed", "\u03bbx.x", "plain text with spaces", "", "x", "ok",
    };

    private static long seed;

    private static int next(int bound) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return (int) ((seed >>> 33) % bound);
    }

    /** A deterministic document of about 4 KB: records with nested parts. */
    static String document() {
        seed = 2024;
        StringBuilder sb = new StringBuilder();
        sb.append("{\"version\": 3, \"records\": [\n");
        for (int r = 0; r < RECORDS; r++) {
            if (r > 0) {
                sb.append(",\n");
            }
            sb.append("  {\"id\": ").append(r * 37 - 500);
            sb.append(", \"name\": ");
            JString.quote(WORDS[next(WORDS.length)] + r, sb);
            sb.append(", \"score\": ").append(next(100000) / 100.0);
            sb.append(", \"ratio\": ").append(next(9) + 1).append('.').append(next(1000)).append("e-").append(next(5));
            sb.append(", \"active\": ").append(next(2) == 0 ? "true" : "false");
            sb.append(", \"parent\": ").append(r % 7 == 0 ? "null" : Integer.toString(r / 7));
            sb.append(", \"tags\": [");
            int tags = next(5);
            for (int t = 0; t < tags; t++) {
                if (t > 0) {
                    sb.append(", ");
                }
                JString.quote(WORDS[next(WORDS.length)], sb);
            }
            sb.append("], \"shape\": ");
            nested(sb, 3);
            sb.append('}');
        }
        sb.append("\n], \"empty\": {}, \"nothing\": [], \"escaped\": \"\\u0041\\u00df\\/\\b\\f\\r\"}");
        return sb.toString();
    }

    private static void nested(StringBuilder sb, int depth) {
        if (depth == 0) {
            sb.append(next(2000) - 1000);
            return;
        }
        if (next(2) == 0) {
            sb.append("{\"w\": ").append(next(50)).append(", \"inner\": ");
            nested(sb, depth - 1);
            sb.append(", \"flag\": ").append(next(3) == 0 ? "null" : "true").append('}');
        } else {
            sb.append('[');
            nested(sb, depth - 1);
            sb.append(", ");
            nested(sb, depth - 1);
            sb.append(']');
        }
    }

    static long kernel(int parses) {
        String doc = document();
        KindCounter counter = new KindCounter();
        DepthMeter depth = new DepthMeter();
        JValue first = null;
        long check = doc.length();
        for (int i = 0; i < parses; i++) {
            JValue tree = new JReader(doc).document();
            if (first == null) {
                first = tree;
            }
            ContentHasher hasher = new ContentHasher();
            tree.accept(hasher);
            check = check * 31 + tree.accept(counter);
            check = check * 31 + tree.accept(depth);
            check = check * 31 + hasher.hash + Double.doubleToLongBits(hasher.decimals);
            JValue records = tree.get("records");
            JValue record = records.get(Integer.toString(i % RECORDS));
            check = check * 31 + record.get("name").text().hashCode() + record.get("shape").text().length();
            String printed = tree.text();
            check = check * 31 + printed.length();
            if (i % 10 == 0) {
                JValue again = new JReader(printed).document();
                if (!again.equals(first)) {
                    throw new IllegalStateException("printed document parses differently");
                }
            }
        }
        return check;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, JsonParse::kernel);
    }
}
