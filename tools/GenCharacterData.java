import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Writes the Unicode tables behind java.lang.Character, read from the running
 * JDK's own Character class (run it with JDK 17, whose Unicode version is 13.0,
 * so that the tables match HotSpot 17):
 *
 *     java --add-opens java.base/java.lang=ALL-UNNAMED tools/GenCharacterData.java classlib-stubs/src/java/lang
 *
 * It writes CharacterTables.java (properties, blocks, scripts),
 * CharacterNameTables.java (the character names) and rewrites the generated
 * sections of Character.java (the UnicodeBlock and UnicodeScript constants).
 * The block aliases accepted by UnicodeBlock.forName and the script codes of
 * UnicodeScript.forName are only reachable through the JDK's private maps,
 * hence --add-opens.
 *
 * Every numeric table is a list of non-negative ints packed into ASCII string
 * literals (see pack()); java.lang.CharacterData unpacks them once, when first used.
 */
public class GenCharacterData {
    /** Final base-32 digit of a packed int: ']'..'|'; earlier digits: '#'..'B'. Neither range holds '"' or '\'. */
    private static final char FINAL_BASE = 0x5D;
    private static final char MORE_BASE = 0x23;

    public static void main(String[] args) throws Exception {
        Path dir = Paths.get(args.length > 0 ? args[0] : "classlib-stubs/src/java/lang");
        Files.write(dir.resolve("CharacterTables.java"), propertyTables().getBytes(StandardCharsets.UTF_8));
        Files.write(dir.resolve("CharacterNameTables.java"),
                GenNames.nameTables().getBytes(StandardCharsets.UTF_8));
        spliceIntoCharacter(dir.resolve("Character.java"));
        checkDigitsComeInTens();
    }

    private static String propertyTables() throws Exception {
        StringBuilder out = new StringBuilder();
        out.append(HEADER);
        table(out, "TYPE_RUNS", typeRuns(),
                "General categories: pairs (gap from the previous run's start, category).");
        table(out, "LOWER_RUNS", caseRuns(false),
                "toLowerCase: quadruples (gap from the previous run's start, count, step, zigzag delta).");
        table(out, "UPPER_RUNS", caseRuns(true),
                "toUpperCase: same layout as LOWER_RUNS.");
        table(out, "TITLE_EXCEPTIONS", titleExceptions(),
                "toTitleCase where it differs from toUpperCase: pairs (code point, title case).");
        table(out, "NUMERIC_RUNS", numericRuns(),
                "getNumericValue of characters that are not decimal digits nor Latin letters: quadruples\n"
                + "     * (gap from the previous run's start, count, value + 2, increment per character).");
        table(out, "UPPER_EXPANSIONS", upperExpansions(),
                "Characters whose upper case is several chars (String.toUpperCase): code point, length, chars.");
        ranges(out, "OTHER_LOWERCASE", cp -> Character.isLowerCase(cp) && Character.getType(cp) != Character.LOWERCASE_LETTER);
        ranges(out, "OTHER_UPPERCASE", cp -> Character.isUpperCase(cp) && Character.getType(cp) != Character.UPPERCASE_LETTER);
        ranges(out, "OTHER_ALPHABETIC", cp -> Character.isAlphabetic(cp) && !Character.isLetter(cp)
                && Character.getType(cp) != Character.LETTER_NUMBER);
        ranges(out, "IDEOGRAPHIC", Character::isIdeographic);
        ranges(out, "MIRRORED", Character::isMirrored);
        ranges(out, "OTHER_ID_START", cp -> Character.isUnicodeIdentifierStart(cp) && !Character.isLetter(cp)
                && Character.getType(cp) != Character.LETTER_NUMBER);
        ranges(out, "OTHER_ID_CONTINUE", GenCharacterData::isOtherIdContinue);
        table(out, "DIRECTIONALITY_RUNS", valueRuns(cp -> Character.getDirectionality(cp) + 1),
                "getDirectionality: pairs (gap from the previous run's start, directionality + 1).");
        List<Character.UnicodeBlock> blocks = blockConstants();
        out.append("    static final int BLOCK_COUNT = ").append(blocks.size()).append(";\n\n");
        table(out, "BLOCK_RUNS", valueRuns(cp -> {
                    Character.UnicodeBlock b = Character.UnicodeBlock.of(cp);
                    return b == null ? 0 : blocks.indexOf(b) + 1;
                }),
                "UnicodeBlock.of: pairs (gap from the previous run's start, index of the block in\n"
                + "     * declaration order + 1, 0 for no block).");
        table(out, "SCRIPT_RUNS", valueRuns(cp -> Character.UnicodeScript.of(cp).ordinal()),
                "UnicodeScript.of: pairs (gap from the previous run's start, ordinal of the script).");
        text(out, "BLOCK_NAMES", blockNames(blocks),
                "Names UnicodeBlock.forName accepts, upper case, block by block in declaration order:\n"
                + "     * the block's names separated by '|' (its constant name first), blocks separated by ';'.");
        text(out, "SCRIPT_CODES", scriptCodes(),
                "ISO 15924 codes UnicodeScript.forName accepts: 'CODE=SCRIPT_NAME' separated by ' '.");
        out.append("}\n");
        return out.toString();
    }

    private interface Value {
        int of(int cp);
    }

    /** Pairs (gap from the previous run's start, value) of maximal runs of equal values. */
    private static List<Integer> valueRuns(Value value) {
        List<Integer> runs = new ArrayList<>();
        int prevValue = -1;
        int prevStart = 0;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            int v = value.of(cp);
            if (v != prevValue) {
                runs.add(cp - prevStart);
                runs.add(v);
                prevStart = cp;
                prevValue = v;
            }
        }
        return runs;
    }

    /** The public UnicodeBlock constants, in the JDK's declaration order. */
    private static List<Character.UnicodeBlock> blockConstants() throws IllegalAccessException {
        List<Character.UnicodeBlock> blocks = new ArrayList<>();
        for (Field f : Character.UnicodeBlock.class.getDeclaredFields()) {
            if (Modifier.isPublic(f.getModifiers()) && f.getType() == Character.UnicodeBlock.class) {
                blocks.add((Character.UnicodeBlock) f.get(null));
            }
        }
        return blocks;
    }

    @SuppressWarnings("unchecked")
    private static <K, V> Map<K, V> privateMap(Class<?> owner, String field) throws Exception {
        Field f = owner.getDeclaredField(field);
        f.setAccessible(true);
        return (Map<K, V>) f.get(null);
    }

    private static String blockNames(List<Character.UnicodeBlock> blocks) throws Exception {
        Map<String, Character.UnicodeBlock> byName = privateMap(Character.UnicodeBlock.class, "map");
        StringBuilder sb = new StringBuilder();
        for (Character.UnicodeBlock block : blocks) {
            TreeSet<String> names = new TreeSet<>();
            for (Map.Entry<String, Character.UnicodeBlock> e : byName.entrySet()) {
                if (e.getValue() == block) {
                    names.add(e.getKey());
                }
            }
            if (sb.length() > 0) {
                sb.append(';');
            }
            names.remove(block.toString());
            sb.append(block);
            for (String name : names) {
                sb.append('|').append(name);
            }
        }
        return sb.toString();
    }

    private static String scriptCodes() throws Exception {
        Map<String, Character.UnicodeScript> aliases = privateMap(Character.UnicodeScript.class, "aliases");
        StringBuilder sb = new StringBuilder();
        for (String code : new TreeSet<>(aliases.keySet())) {
            sb.append(sb.length() > 0 ? " " : "").append(code).append('=').append(aliases.get(code).name());
        }
        return sb.toString();
    }

    /** Rewrites the lines between "// BEGIN GENERATED <what>" and "// END GENERATED <what>" in Character.java. */
    private static void spliceIntoCharacter(Path file) throws IOException, IllegalAccessException {
        String source = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        List<String> blocks = new ArrayList<>();
        for (Character.UnicodeBlock b : blockConstants()) {
            blocks.add(b + " = next()");
        }
        source = splice(source, "UnicodeBlock constants",
                declarators("public static final UnicodeBlock", blocks, "        "));
        List<String> scripts = new ArrayList<>();
        for (Character.UnicodeScript s : Character.UnicodeScript.values()) {
            scripts.add(s.name());
        }
        source = splice(source, "UnicodeScript constants", declarators("", scripts, "        "));
        Files.write(file, source.getBytes(StandardCharsets.UTF_8));
    }

    /** "prefix A, B, ...;" (or "A, B, ...;" when prefix is empty), wrapped at 110 columns. */
    private static String declarators(String prefix, List<String> items, String indent) {
        StringBuilder sb = new StringBuilder();
        StringBuilder line = new StringBuilder(indent).append(prefix);
        String continuation = prefix.isEmpty() ? indent : indent + "        ";
        for (int i = 0; i < items.size(); i++) {
            String item = (i == 0 && !prefix.isEmpty() ? " " : "") + items.get(i)
                    + (i == items.size() - 1 ? ";" : ",");
            if (line.length() + item.length() + 1 > 110 && line.length() > continuation.length()) {
                sb.append(line).append('\n');
                line = new StringBuilder(continuation);
            } else if (line.length() > indent.length() + prefix.length() && i > 0) {
                line.append(' ');
            }
            line.append(item);
        }
        return sb.append(line).append('\n').toString();
    }

    private static String splice(String source, String what, String body) {
        String begin = "// BEGIN GENERATED " + what + " (tools/GenCharacterData.java)\n";
        String end = "// END GENERATED " + what;
        int b = source.indexOf(begin);
        int e = source.indexOf(end);
        if (b < 0 || e < b) {
            throw new IllegalStateException("Character.java lacks the markers of " + what);
        }
        int bodyStart = b + begin.length();
        int endLineStart = source.lastIndexOf('\n', e) + 1;
        return source.substring(0, bodyStart) + body + source.substring(endLineStart);
    }

    private interface Property {
        boolean test(int cp);
    }

    private static List<Integer> typeRuns() {
        List<Integer> runs = new ArrayList<>();
        int prevType = -1;
        int prevStart = 0;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            int type = Character.getType(cp);
            if (type != prevType) {
                runs.add(cp - prevStart);
                runs.add(type);
                prevStart = cp;
                prevType = type;
            }
        }
        return runs;
    }

    /** Maximal runs of mapped characters, evenly spaced by step 1 or 2, sharing one delta. */
    private static List<Integer> caseRuns(boolean upper) {
        List<Integer> runs = new ArrayList<>();
        int prevStart = 0;
        int cp = 0;
        while (cp <= Character.MAX_CODE_POINT) {
            int delta = mapped(cp, upper) - cp;
            if (delta == 0) {
                cp++;
                continue;
            }
            int step = 1;
            if (mapped(cp + 1, upper) - (cp + 1) != delta && cp + 2 <= Character.MAX_CODE_POINT
                    && mapped(cp + 2, upper) - (cp + 2) == delta) {
                step = 2;
            }
            int count = 1;
            while (cp + count * step <= Character.MAX_CODE_POINT
                    && mapped(cp + count * step, upper) - (cp + count * step) == delta) {
                count++;
            }
            runs.add(cp - prevStart);
            runs.add(count);
            runs.add(step);
            runs.add(zigzag(delta));
            prevStart = cp;
            cp += (count - 1) * step + 1;
        }
        return runs;
    }

    private static int mapped(int cp, boolean upper) {
        return upper ? Character.toUpperCase(cp) : Character.toLowerCase(cp);
    }

    private static List<Integer> titleExceptions() {
        List<Integer> list = new ArrayList<>();
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            if (Character.toTitleCase(cp) != Character.toUpperCase(cp)) {
                list.add(cp);
                list.add(Character.toTitleCase(cp));
            }
        }
        return list;
    }

    private static boolean hasOwnNumericValue(int cp) {
        return Character.getType(cp) != Character.DECIMAL_DIGIT_NUMBER && Character.digit(cp, 36) < 0
                && Character.getNumericValue(cp) != -1;
    }

    private static List<Integer> numericRuns() {
        List<Integer> runs = new ArrayList<>();
        int prevStart = 0;
        int cp = 0;
        while (cp <= Character.MAX_CODE_POINT) {
            if (!hasOwnNumericValue(cp)) {
                cp++;
                continue;
            }
            int value = Character.getNumericValue(cp);
            int increment = hasOwnNumericValue(cp + 1) && Character.getNumericValue(cp + 1) == value + 1 && value >= 0 ? 1 : 0;
            int count = 1;
            while (hasOwnNumericValue(cp + count) && Character.getNumericValue(cp + count) == value + count * increment) {
                count++;
            }
            runs.add(cp - prevStart);
            runs.add(count);
            runs.add(value + 2);
            runs.add(increment);
            prevStart = cp;
            cp += count;
        }
        return runs;
    }

    private static List<Integer> upperExpansions() {
        List<Integer> list = new ArrayList<>();
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            if (Character.isSurrogate((char) cp) && cp <= 0xFFFF) {
                continue;
            }
            String upper = new String(Character.toChars(cp)).toUpperCase(Locale.ROOT);
            if (upper.codePointCount(0, upper.length()) > 1) {
                list.add(cp);
                list.add(upper.length());
                for (char c : upper.toCharArray()) {
                    list.add((int) c);
                }
            }
        }
        return list;
    }

    private static boolean isOtherIdContinue(int cp) {
        if (!Character.isUnicodeIdentifierPart(cp) || Character.isUnicodeIdentifierStart(cp)
                || Character.isIdentifierIgnorable(cp)) {
            return false;
        }
        int type = Character.getType(cp);
        return type != Character.CONNECTOR_PUNCTUATION && type != Character.DECIMAL_DIGIT_NUMBER
                && type != Character.COMBINING_SPACING_MARK && type != Character.NON_SPACING_MARK;
    }

    /** Range tables: pairs (gap from the previous range's end, length). */
    private static void ranges(StringBuilder out, String name, Property p) {
        List<Integer> list = new ArrayList<>();
        int prevEnd = 0;
        int cp = 0;
        while (cp <= Character.MAX_CODE_POINT) {
            if (!p.test(cp)) {
                cp++;
                continue;
            }
            int end = cp;
            while (end <= Character.MAX_CODE_POINT && p.test(end)) {
                end++;
            }
            list.add(cp - prevEnd);
            list.add(end - cp);
            prevEnd = end;
            cp = end;
        }
        table(out, name, list, null);
    }

    /** Character.digit(cp, 10) of a decimal digit must be its distance from its category run's start, mod 10. */
    private static void checkDigitsComeInTens() {
        int runStart = 0;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            if (Character.getType(cp) != Character.getType(cp - 1)) {
                runStart = cp;
            }
            if (Character.getType(cp) == Character.DECIMAL_DIGIT_NUMBER && Character.digit(cp, 10) != (cp - runStart) % 10) {
                throw new IllegalStateException("digit layout assumption broken at " + Integer.toHexString(cp));
            }
        }
    }

    private static int zigzag(int v) {
        return (v << 1) ^ (v >> 31);
    }

    /** A plain string literal (no '"' nor '\\' in it). */
    private static void text(StringBuilder out, String name, String text, String doc) {
        out.append("    /** ").append(doc).append(" */\n");
        out.append("    static final String ").append(name).append(" =\n");
        literalLines(out, text, 100);
    }

    private static void literalLines(StringBuilder out, String text, int width) {
        if (text.indexOf('"') >= 0 || text.indexOf('\\') >= 0 || text.length() > 60000) {
            throw new IllegalArgumentException("cannot be one plain literal: " + text.substring(0, 40));
        }
        for (int i = 0; i < text.length(); i += width) {
            out.append(i == 0 ? "        \"" : "        + \"");
            out.append(text, i, Math.min(text.length(), i + width)).append("\"");
            out.append(i + width >= text.length() ? ";\n\n" : "\n");
        }
        if (text.isEmpty()) {
            out.append("        \"\";\n\n");
        }
    }

    private static void table(StringBuilder out, String name, List<Integer> values, String doc) {
        String packed = pack(values);
        if (doc != null) {
            out.append("    /** ").append(doc).append(" */\n");
        }
        out.append("    static final String ").append(name).append(" =\n");
        int width = 100;
        for (int i = 0; i < packed.length(); i += width) {
            out.append(i == 0 ? "        \"" : "        + \"");
            out.append(packed, i, Math.min(packed.length(), i + width)).append("\"");
            out.append(i + width >= packed.length() ? ";\n\n" : "\n");
        }
        if (packed.isEmpty()) {
            out.append("        \"\";\n\n");
        }
    }

    static String pack(List<Integer> values) {
        StringBuilder sb = new StringBuilder();
        for (int v : values) {
            if (v < 0) {
                throw new IllegalArgumentException("negative value " + v);
            }
            int shift = 0;
            while ((v >>> shift) >= 32) {
                shift += 5;
            }
            for (; shift > 0; shift -= 5) {
                sb.append((char) (MORE_BASE + ((v >>> shift) & 31)));
            }
            sb.append((char) (FINAL_BASE + (v & 31)));
        }
        return sb.toString();
    }

    private static final String HEADER = ""
            + "package java.lang;\n"
            + "\n"
            + "/**\n"
            + " * GENERATED by tools/GenCharacterData.java from JDK 17's Unicode 13.0 data; do not edit.\n"
            + " * Each string packs non-negative ints in base 32, most significant digit first:\n"
            + " * '#'..'B' are leading digits, ']'..'|' the last digit of a number. CharacterData reads them.\n"
            + " */\n"
            + "final class CharacterTables {\n"
            + "    private CharacterTables() {}\n"
            + "\n";
}

/**
 * The character names of Character.getName, as CharacterNameTables.java.
 *
 * Names that Character.getName derives (block name + hex code point: CJK
 * unified ideographs, Hangul syllables, Tangut, private use, surrogates) are
 * left out. The rest (about 34,000) are split into words; a word that ends
 * with '-' joins the next one without a space ("HYPHEN-" "MINUS"). The words
 * form a dictionary ordered by frequency, so that the commonest get the
 * shortest numbers, and a word equal to the hex code point of its character
 * ("CJK COMPATIBILITY IDEOGRAPH-" F900) is number 0. Each name is a record
 * (gap from the previous named code point of its group, word count, word
 * numbers); records come in groups of NAMES_PER_GROUP so that a lookup scans
 * at most one group after a binary search over group starts. A record is
 * (gap from the previous code point of the group, number of leading words
 * shared with the previous record of the group, number of further words, their
 * numbers): "LATIN SMALL LETTER A WITH ACUTE" after "... WITH GRAVE" stores one word.
 */
class GenNames {
    static final int NAMES_PER_GROUP = 32;
    /** Literals stay well below the class file's 65535-byte limit per string constant. */
    private static final int CHUNK = 60000;

    static String nameTables() {
        List<Integer> namedCodePoints = new ArrayList<>();
        List<List<String>> names = new ArrayList<>();
        Map<String, Integer> frequency = new HashMap<>();
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            String name = Character.getName(cp);
            if (name == null || name.equals(derivedName(cp))) {
                continue;
            }
            List<String> words = words(name);
            if (!GenNames.join(words).equals(name)) {
                throw new IllegalStateException("name does not survive splitting: " + name);
            }
            namedCodePoints.add(cp);
            names.add(words);
            for (String w : words) {
                if (!w.equals(hex(cp))) {
                    frequency.merge(w, 1, Integer::sum);
                }
            }
        }
        List<String> dictionary = new ArrayList<>(frequency.keySet());
        dictionary.sort((a, b) -> frequency.get(a).equals(frequency.get(b))
                ? a.compareTo(b) : frequency.get(b) - frequency.get(a));
        Map<String, Integer> number = new HashMap<>();
        for (int i = 0; i < dictionary.size(); i++) {
            number.put(dictionary.get(i), i + 1);
        }

        StringBuilder records = new StringBuilder();
        List<Integer> groups = new ArrayList<>();
        int prevGroupStart = 0;
        int groupOffset = 0;
        for (int g = 0; g < names.size(); g += NAMES_PER_GROUP) {
            int groupStart = namedCodePoints.get(g);
            int prev = groupStart;
            List<Integer> prevWords = new ArrayList<>();
            for (int i = g; i < Math.min(names.size(), g + NAMES_PER_GROUP); i++) {
                int cp = namedCodePoints.get(i);
                List<Integer> words = new ArrayList<>();
                for (String w : names.get(i)) {
                    words.add(w.equals(hex(cp)) ? 0 : number.get(w));
                }
                int shared = 0;
                while (shared < words.size() && shared < prevWords.size()
                        && words.get(shared).equals(prevWords.get(shared))
                        && words.get(shared) != 0) { // word 0 (the hex code point) differs from record to record
                    shared++;
                }
                List<Integer> record = new ArrayList<>();
                record.add(cp - prev);
                record.add(shared);
                record.add(words.size() - shared);
                record.addAll(words.subList(shared, words.size()));
                records.append(GenCharacterData.pack(record));
                prev = cp;
                prevWords = words;
            }
            groups.add(groupStart - prevGroupStart);
            groups.add(records.length() - groupOffset);
            prevGroupStart = groupStart;
            groupOffset = records.length();
        }

        StringBuilder out = new StringBuilder();
        out.append("package java.lang;\n\n/**\n")
                .append(" * GENERATED by tools/GenCharacterData.java from JDK 17's Unicode 13.0 names; do not edit.\n")
                .append(" * The layout is described there (class GenNames); CharacterNames reads it.\n")
                .append(" */\nfinal class CharacterNameTables {\n    private CharacterNameTables() {}\n\n")
                .append("    static final int NAMES_PER_GROUP = ").append(NAMES_PER_GROUP).append(";\n\n")
                .append("    /** The most words in one name. */\n")
                .append("    static final int MAX_WORDS = ")
                .append(names.stream().mapToInt(List::size).max().getAsInt()).append(";\n\n")
                .append("    /** Groups: pairs (gap from the previous group's first code point, length of its records). */\n")
                .append("    static final String GROUPS =\n");
        appendLiteral(out, GenCharacterData.pack(groups), "        ");
        out.append(";\n\n    /** The words of the names, most frequent first, separated by spaces (word 1 comes first). */\n")
                .append("    static final String[] WORDS = {\n");
        appendChunks(out, String.join(" ", dictionary));
        out.append("    };\n\n    /** Records (gap from the previous code point of the group, words shared with the previous record, further word count, word numbers). */\n")
                .append("    static final String[] RECORDS = {\n");
        appendChunks(out, records.toString());
        out.append("    };\n}\n");
        System.err.println("names: " + names.size() + ", words: " + dictionary.size() + ", dictionary chars: "
                + String.join(" ", dictionary).length() + ", record chars: " + records.length());
        return out.toString();
    }

    /** What Character.getName answers for a character that has no name of its own. */
    static String derivedName(int cp) {
        Character.UnicodeBlock block = Character.UnicodeBlock.of(cp);
        return block == null ? null : block.toString().replace('_', ' ') + " " + hex(cp);
    }

    static String hex(int cp) {
        return Integer.toHexString(cp).toUpperCase(Locale.ROOT);
    }

    /**
     * Split at spaces and after each '-' inside a word. A word that ends with
     * '-' before a space ("TIBETAN MARK BKA- SHOG") is followed by an empty word,
     * which keeps the space.
     */
    static List<String> words(String name) {
        List<String> words = new ArrayList<>();
        for (String spaced : name.split(" ", -1)) {
            int start = 0;
            for (int i = 0; i < spaced.length() - 1; i++) {
                if (spaced.charAt(i) == '-') {
                    words.add(spaced.substring(start, i + 1));
                    start = i + 1;
                }
            }
            words.add(spaced.substring(start));
            if (spaced.endsWith("-")) {
                words.add("");
            }
        }
        return words;
    }

    /** What CharacterNames does: words joined by spaces, except after a word that ends with '-'. */
    static String join(List<String> words) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < words.size(); i++) {
            if (i > 0 && !words.get(i - 1).endsWith("-")) {
                sb.append(' ');
            }
            sb.append(words.get(i));
        }
        return sb.toString();
    }

    private static void appendChunks(StringBuilder out, String text) {
        for (int i = 0; i < text.length(); i += CHUNK) {
            appendLiteral(out, text.substring(i, Math.min(text.length(), i + CHUNK)), "        ");
            out.append(",\n");
        }
    }

    /** One string constant, written 100 characters a line. */
    private static void appendLiteral(StringBuilder out, String text, String indent) {
        if (text.indexOf('"') >= 0 || text.indexOf('\\') >= 0) {
            throw new IllegalArgumentException("quote or backslash in a literal");
        }
        for (int i = 0; i < text.length() || i == 0; i += 100) {
            out.append(i == 0 ? indent + "\"" : "\n" + indent + "+ \"");
            out.append(text, i, Math.min(text.length(), i + 100)).append('"');
        }
    }
}
