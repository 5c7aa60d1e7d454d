import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes classlib-stubs/src/java/lang/CharacterTables.java: the Unicode tables
 * behind java.lang.Character, read from the running JDK's own Character class
 * (run it with JDK 17, whose Unicode version is 13.0, so that the tables match
 * HotSpot 17):
 *
 *     java tools/GenCharacterData.java > classlib-stubs/src/java/lang/CharacterTables.java
 *
 * Every table is a list of non-negative ints packed into ASCII string literals
 * (see pack()); java.lang.CharacterData unpacks them once, when first used.
 */
public class GenCharacterData {
    /** Final base-32 digit of a packed int: ']'..'|'; earlier digits: '#'..'B'. Neither range holds '"' or '\'. */
    private static final char FINAL_BASE = 0x5D;
    private static final char MORE_BASE = 0x23;

    public static void main(String[] args) {
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
        out.append("}\n");
        System.out.print(out);
        checkDigitsComeInTens();
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

    private static String pack(List<Integer> values) {
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
