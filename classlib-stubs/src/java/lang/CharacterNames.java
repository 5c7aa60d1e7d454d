package java.lang;

import java.util.Locale;

/**
 * Character.getName and Character.codePointOf over the tables of
 * CharacterNameTables (layout: class GenNames in tools/GenCharacterData.java).
 * Characters without a name of their own (CJK unified ideographs, Hangul
 * syllables, Tangut, private use, surrogates) are named after their block:
 * "CJK UNIFIED IDEOGRAPHS 4E00". Everything is unpacked on first use only.
 */
final class CharacterNames {
    private CharacterNames() {}

    /** Group starts and offsets; the records and the dictionary as single char arrays. */
    private static final class Tables {
        static final int[] GROUP_STARTS;
        static final int[] GROUP_OFFSETS;
        static final char[] RECORDS = concat(CharacterNameTables.RECORDS);
        static final char[] WORDS = concat(CharacterNameTables.WORDS);
        /** WORD_STARTS[k] is where word k begins in WORDS (word 0, the hex code point, is not there). */
        static final int[] WORD_STARTS;

        static {
            int[] groups = CharacterData.unpack(CharacterNameTables.GROUPS);
            int n = groups.length / 2;
            GROUP_STARTS = new int[n];
            GROUP_OFFSETS = new int[n + 1];
            int start = 0;
            for (int i = 0; i < n; i++) {
                start += groups[2 * i];
                GROUP_STARTS[i] = start;
                GROUP_OFFSETS[i + 1] = GROUP_OFFSETS[i] + groups[2 * i + 1];
            }
            char[] words = WORDS;
            int count = 2; // words are numbered from 1, and a sentinel follows the last
            for (int i = 0; i < words.length; i++) {
                if (words[i] == ' ') {
                    count++;
                }
            }
            WORD_STARTS = new int[count + 1];
            WORD_STARTS[1] = 0;
            int k = 2;
            for (int i = 0; i < words.length; i++) {
                if (words[i] == ' ') {
                    WORD_STARTS[k++] = i + 1;
                }
            }
            WORD_STARTS[k] = words.length + 1;
        }

        static String word(int k) {
            return new String(WORDS, WORD_STARTS[k], WORD_STARTS[k + 1] - 1 - WORD_STARTS[k]);
        }
    }

    /**
     * For codePointOf: the named code points in an open-addressing hash table
     * (linear probing, load about one half), keyed by combine() over the
     * String.hashCode of each word, built on the first call by one pass over
     * the records. A hit is confirmed by comparing the decoded name.
     */
    private static final class NameIndex {
        static final int MASK = (1 << 16) - 1;
        static final int[] HASHES = new int[MASK + 1];
        static final int[] CODE_POINTS = new int[MASK + 1];

        static {
            java.util.Arrays.fill(CODE_POINTS, -1);
            int[] wordHashes = new int[Tables.WORD_STARTS.length - 1];
            char[] words = Tables.WORDS;
            for (int k = 1; k < wordHashes.length; k++) {
                int h = 0;
                for (int i = Tables.WORD_STARTS[k]; i < Tables.WORD_STARTS[k + 1] - 1; i++) {
                    h = 31 * h + words[i];
                }
                wordHashes[k] = h;
            }
            // One pass over all records; the base-32 reading of Reader.next is written out
            // here because this loop decodes some 200,000 numbers.
            char[] records = Tables.RECORDS;
            // prefixHashes[i]: the hash of the current record's first i words, kept for the next record
            int[] prefixHashes = new int[CharacterNameTables.MAX_WORDS + 1];
            int pos = 0;
            int g = 0;
            int current = 0;
            while (pos < records.length) {
                if (pos == Tables.GROUP_OFFSETS[g]) {
                    current = Tables.GROUP_STARTS[g++];
                }
                int v = 0;
                char c;
                while ((c = records[pos++]) < ']') {
                    v = (v << 5) | (c - '#');
                }
                current += (v << 5) | (c - ']');
                v = 0;
                while ((c = records[pos++]) < ']') {
                    v = (v << 5) | (c - '#');
                }
                int shared = (v << 5) | (c - ']');
                v = 0;
                while ((c = records[pos++]) < ']') {
                    v = (v << 5) | (c - '#');
                }
                int count = shared + ((v << 5) | (c - ']'));
                int hash = prefixHashes[shared];
                for (int i = shared; i < count; i++) {
                    v = 0;
                    while ((c = records[pos++]) < ']') {
                        v = (v << 5) | (c - '#');
                    }
                    int k = (v << 5) | (c - ']');
                    int h = hash * 1000003 + (k == 0 ? hex(current).hashCode() : wordHashes[k]);
                    hash = h ^ (h >>> 15);
                    prefixHashes[i + 1] = hash;
                }
                int slot = hash & MASK;
                while (CODE_POINTS[slot] >= 0) {
                    slot = (slot + 1) & MASK;
                }
                HASHES[slot] = hash;
                CODE_POINTS[slot] = current;
            }
        }

        /** Must stay the same as the mixing in the loop above. */
        static int combine(int hash, int wordHash) {
            int h = hash * 1000003 + wordHash;
            return h ^ (h >>> 15);
        }
    }

    /** Reads the base-32 ints of packed chars one after another (see CharacterData.unpack). */
    private static final class Reader {
        final char[] s;
        int pos;

        Reader(char[] s, int pos) {
            this.s = s;
            this.pos = pos;
        }

        int next() {
            int v = 0;
            char c;
            while ((c = s[pos++]) < ']') {
                v = (v << 5) | (c - '#');
            }
            return (v << 5) | (c - ']');
        }
    }

    static String getName(int cp) {
        String name = ownName(cp);
        if (name != null || Character.getType(cp) == Character.UNASSIGNED) {
            return name;
        }
        return derivedName(cp);
    }

    private static String derivedName(int cp) {
        return Character.UnicodeBlock.of(cp).toString().replace('_', ' ') + " " + hex(cp);
    }

    /** The name in the tables, or null. Records share leading words with their predecessor, so read the group in order. */
    private static String ownName(int cp) {
        int g = CharacterData.lastAtOrBefore(Tables.GROUP_STARTS, cp);
        if (g < 0) {
            return null;
        }
        Reader in = new Reader(Tables.RECORDS, Tables.GROUP_OFFSETS[g]);
        int end = Tables.GROUP_OFFSETS[g + 1];
        int current = Tables.GROUP_STARTS[g];
        int[] words = new int[CharacterNameTables.MAX_WORDS];
        while (in.pos < end) {
            current += in.next();
            int shared = in.next();
            int count = shared + in.next();
            if (current > cp) {
                return null;
            }
            for (int i = shared; i < count; i++) {
                words[i] = in.next();
            }
            if (current == cp) {
                return join(words, count, cp);
            }
        }
        return null;
    }

    /** Words joined by spaces, except after a word that ends with '-' ("HYPHEN-MINUS"). */
    private static String join(int[] words, int count, int cp) {
        StringBuilder sb = new StringBuilder();
        String previous = null;
        for (int i = 0; i < count; i++) {
            if (previous != null && !previous.endsWith("-")) {
                sb.append(' ');
            }
            previous = words[i] == 0 ? hex(cp) : Tables.word(words[i]);
            sb.append(previous);
        }
        return sb.toString();
    }

    static int codePointOf(String name) {
        String upper = name.trim().toUpperCase(Locale.ROOT);
        // Names are unique, so a name that fits the derived form needs no look at the tables.
        int cp = derivedNameCodePoint(upper);
        if (cp < 0) {
            cp = ownNameCodePoint(upper);
        }
        if (cp < 0) {
            throw new IllegalArgumentException("Unrecognized character name :" + upper);
        }
        return cp;
    }

    /** The code point whose own name is upper, or -1. */
    private static int ownNameCodePoint(String upper) {
        int hash = 0;
        for (String word : words(upper)) {
            hash = NameIndex.combine(hash, word.hashCode());
        }
        for (int slot = hash & NameIndex.MASK; NameIndex.CODE_POINTS[slot] >= 0; slot = (slot + 1) & NameIndex.MASK) {
            if (NameIndex.HASHES[slot] == hash && upper.equals(ownName(NameIndex.CODE_POINTS[slot]))) {
                return NameIndex.CODE_POINTS[slot];
            }
        }
        return -1;
    }

    /** "BLOCK NAME HEX" names a character that has no name of its own; -1 if it does not. */
    private static int derivedNameCodePoint(String upper) {
        int space = upper.lastIndexOf(' ');
        int length = upper.length() - space - 1;
        if (space < 0 || length < 1 || length > 6) {
            return -1;
        }
        int cp = 0;
        for (int i = space + 1; i < upper.length(); i++) {
            int digit = Character.digit(upper.charAt(i), 16);
            if (digit < 0 || upper.charAt(i) > 'F') {
                return -1;
            }
            cp = cp * 16 + digit;
        }
        return Character.isValidCodePoint(cp) && upper.equals(getName(cp)) ? cp : -1;
    }

    /** Split at spaces and after each '-' inside a word; a word ending with '-' before a space gets an empty successor. */
    private static String[] words(String name) {
        java.util.ArrayList<String> words = new java.util.ArrayList<>();
        int start = 0;
        for (int i = 0; i <= name.length(); i++) {
            if (i == name.length() || name.charAt(i) == ' ') {
                String spaced = name.substring(start, i);
                int from = 0;
                for (int j = 0; j < spaced.length() - 1; j++) {
                    if (spaced.charAt(j) == '-') {
                        words.add(spaced.substring(from, j + 1));
                        from = j + 1;
                    }
                }
                words.add(spaced.substring(from));
                if (spaced.endsWith("-")) {
                    words.add("");
                }
                start = i + 1;
            }
        }
        return words.toArray(new String[0]);
    }

    private static String hex(int cp) {
        return Integer.toHexString(cp).toUpperCase(Locale.ROOT);
    }

    /** The chunks (each a separate constant, below the class file's limit) as one array. */
    private static char[] concat(String[] chunks) {
        int length = 0;
        for (String chunk : chunks) {
            length += chunk.length();
        }
        char[] all = new char[length];
        int at = 0;
        for (String chunk : chunks) {
            chunk.getChars(0, chunk.length(), all, at);
            at += chunk.length();
        }
        return all;
    }
}
