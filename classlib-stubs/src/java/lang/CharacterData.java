package java.lang;

/**
 * Lookups in the Unicode tables of CharacterTables (generated from JDK 17, so
 * exact for Unicode 13.0 over all code points). The packed tables become int
 * arrays on first use; every lookup is a binary search over run starts, with a
 * direct table for Latin-1 categories since parsing and printing ask for those
 * all the time.
 */
final class CharacterData {
    private CharacterData() {}

    private static final int[] TYPE_STARTS;
    private static final byte[] TYPES;
    private static final byte[] LATIN1_TYPES = new byte[256];

    static {
        int[] runs = unpack(CharacterTables.TYPE_RUNS);
        int n = runs.length / 2;
        TYPE_STARTS = new int[n];
        TYPES = new byte[n];
        int start = 0;
        for (int i = 0; i < n; i++) {
            start += runs[2 * i];
            TYPE_STARTS[i] = start;
            TYPES[i] = (byte) runs[2 * i + 1];
        }
        for (int c = 0; c < 256; c++) {
            LATIN1_TYPES[c] = TYPES[lastAtOrBefore(TYPE_STARTS, c)];
        }
    }

    /** Case mappings: each run maps count code points, spaced by step, by adding delta. */
    private static final class CaseRuns {
        final int[] starts;
        final int[] counts;
        final int[] steps;
        final int[] deltas;

        CaseRuns(String packed) {
            int[] runs = unpack(packed);
            int n = runs.length / 4;
            starts = new int[n];
            counts = new int[n];
            steps = new int[n];
            deltas = new int[n];
            int start = 0;
            for (int i = 0; i < n; i++) {
                start += runs[4 * i];
                starts[i] = start;
                counts[i] = runs[4 * i + 1];
                steps[i] = runs[4 * i + 2];
                int zigzag = runs[4 * i + 3];
                deltas[i] = (zigzag >>> 1) ^ -(zigzag & 1);
            }
        }

        /** Runs with step 2 may interleave with the next runs, so look back a few runs. */
        int map(int cp) {
            int i = lastAtOrBefore(starts, cp);
            for (int k = 0; k < 4 && i >= 0; k++, i--) {
                int offset = cp - starts[i];
                if (offset % steps[i] == 0 && offset / steps[i] < counts[i]) {
                    return cp + deltas[i];
                }
            }
            return cp;
        }
    }

    private static final class Lower {
        static final CaseRuns RUNS = new CaseRuns(CharacterTables.LOWER_RUNS);
    }

    private static final class Upper {
        static final CaseRuns RUNS = new CaseRuns(CharacterTables.UPPER_RUNS);
    }

    /** Sorted code point ranges [start, end) of one binary property. */
    private static final class Ranges {
        final int[] starts;
        final int[] ends;

        Ranges(String packed) {
            int[] pairs = unpack(packed);
            int n = pairs.length / 2;
            starts = new int[n];
            ends = new int[n];
            int end = 0;
            for (int i = 0; i < n; i++) {
                starts[i] = end + pairs[2 * i];
                end = starts[i] + pairs[2 * i + 1];
                ends[i] = end;
            }
        }

        boolean contains(int cp) {
            int i = lastAtOrBefore(starts, cp);
            return i >= 0 && cp < ends[i];
        }
    }

    private static final class Properties {
        static final Ranges OTHER_LOWERCASE = new Ranges(CharacterTables.OTHER_LOWERCASE);
        static final Ranges OTHER_UPPERCASE = new Ranges(CharacterTables.OTHER_UPPERCASE);
        static final Ranges OTHER_ALPHABETIC = new Ranges(CharacterTables.OTHER_ALPHABETIC);
        static final Ranges IDEOGRAPHIC = new Ranges(CharacterTables.IDEOGRAPHIC);
        static final Ranges MIRRORED = new Ranges(CharacterTables.MIRRORED);
        static final Ranges OTHER_ID_START = new Ranges(CharacterTables.OTHER_ID_START);
        static final Ranges OTHER_ID_CONTINUE = new Ranges(CharacterTables.OTHER_ID_CONTINUE);
    }

    /** Numeric values other than decimal digits and Latin letters; -2 marks fractions and the like. */
    private static final class Numeric {
        static final int[] STARTS;
        static final int[] COUNTS;
        static final int[] VALUES;
        static final int[] INCREMENTS;

        static {
            int[] runs = unpack(CharacterTables.NUMERIC_RUNS);
            int n = runs.length / 4;
            STARTS = new int[n];
            COUNTS = new int[n];
            VALUES = new int[n];
            INCREMENTS = new int[n];
            int start = 0;
            for (int i = 0; i < n; i++) {
                start += runs[4 * i];
                STARTS[i] = start;
                COUNTS[i] = runs[4 * i + 1];
                VALUES[i] = runs[4 * i + 2] - 2;
                INCREMENTS[i] = runs[4 * i + 3];
            }
        }
    }

    /** Title case differs from upper case for a few dozen digraphs (Dž and friends). */
    private static final class Title {
        static final int[] PAIRS = unpack(CharacterTables.TITLE_EXCEPTIONS);
    }

    /** Upper case mappings to several chars (ß to SS, ligatures, Greek with ypogegrammeni...). */
    private static final class Expansions {
        static final int[] CODE_POINTS;
        static final char[][] UPPER;

        static {
            int[] data = unpack(CharacterTables.UPPER_EXPANSIONS);
            int n = 0;
            for (int i = 0; i < data.length; i += 2 + data[i + 1]) {
                n++;
            }
            CODE_POINTS = new int[n];
            UPPER = new char[n][];
            int k = 0;
            for (int i = 0; i < data.length; i += 2 + data[i + 1]) {
                CODE_POINTS[k] = data[i];
                char[] chars = new char[data[i + 1]];
                for (int j = 0; j < chars.length; j++) {
                    chars[j] = (char) data[i + 2 + j];
                }
                UPPER[k++] = chars;
            }
        }
    }

    static int getType(int cp) {
        if (cp >= 0 && cp < 256) {
            return LATIN1_TYPES[cp];
        }
        if (cp < 0 || cp > Character.MAX_CODE_POINT) {
            return Character.UNASSIGNED;
        }
        return TYPES[lastAtOrBefore(TYPE_STARTS, cp)];
    }

    static int toLowerCase(int cp) {
        if (cp < 0x80) {
            return cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
        }
        return Lower.RUNS.map(cp);
    }

    static int toUpperCase(int cp) {
        if (cp < 0x80) {
            return cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
        }
        return Upper.RUNS.map(cp);
    }

    static int toTitleCase(int cp) {
        int[] pairs = Title.PAIRS;
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i] == cp) {
                return pairs[i + 1];
            }
        }
        return toUpperCase(cp);
    }

    /** The chars of the upper case of cp when it is longer than one code point, else null. */
    static char[] upperCaseExpansion(int cp) {
        int i = lastAtOrBefore(Expansions.CODE_POINTS, cp);
        return i >= 0 && Expansions.CODE_POINTS[i] == cp ? Expansions.UPPER[i] : null;
    }

    /** 0..9 for a decimal digit: digits come in runs of ten starting with zero. */
    static int decimalDigitValue(int cp) {
        if (getType(cp) != Character.DECIMAL_DIGIT_NUMBER) {
            return -1;
        }
        return (cp - TYPE_STARTS[lastAtOrBefore(TYPE_STARTS, cp)]) % 10;
    }

    static int numericValue(int cp) {
        int i = lastAtOrBefore(Numeric.STARTS, cp);
        if (i < 0) {
            return -1;
        }
        int offset = cp - Numeric.STARTS[i];
        return offset < Numeric.COUNTS[i] ? Numeric.VALUES[i] + offset * Numeric.INCREMENTS[i] : -1;
    }

    static boolean isOtherLowercase(int cp) {
        return Properties.OTHER_LOWERCASE.contains(cp);
    }

    static boolean isOtherUppercase(int cp) {
        return Properties.OTHER_UPPERCASE.contains(cp);
    }

    static boolean isOtherAlphabetic(int cp) {
        return Properties.OTHER_ALPHABETIC.contains(cp);
    }

    static boolean isIdeographic(int cp) {
        return Properties.IDEOGRAPHIC.contains(cp);
    }

    static boolean isMirrored(int cp) {
        return Properties.MIRRORED.contains(cp);
    }

    static boolean isOtherIdStart(int cp) {
        return Properties.OTHER_ID_START.contains(cp);
    }

    static boolean isOtherIdContinue(int cp) {
        return Properties.OTHER_ID_CONTINUE.contains(cp);
    }

    /** Directionality runs: start code point and directionality. */
    private static final class Directionality {
        static final int[] STARTS;
        static final byte[] VALUES;

        static {
            int[] runs = unpack(CharacterTables.DIRECTIONALITY_RUNS);
            STARTS = new int[runs.length / 2];
            VALUES = new byte[runs.length / 2];
            int start = 0;
            for (int i = 0; i < STARTS.length; i++) {
                start += runs[2 * i];
                STARTS[i] = start;
                VALUES[i] = (byte) (runs[2 * i + 1] - 1);
            }
        }
    }

    static byte getDirectionality(int cp) {
        if (cp < 0 || cp > Character.MAX_CODE_POINT) {
            return Character.DIRECTIONALITY_UNDEFINED;
        }
        return Directionality.VALUES[lastAtOrBefore(Directionality.STARTS, cp)];
    }

    /** Index of the last element of the sorted array that is <= key, or -1. */
    static int lastAtOrBefore(int[] sorted, int key) {
        int lo = 0;
        int hi = sorted.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] <= key) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return hi;
    }

    /** Decodes the base-32 packing of tools/GenCharacterData.java. */
    static int[] unpack(String packed) {
        int count = 0;
        for (int i = 0; i < packed.length(); i++) {
            if (packed.charAt(i) >= ']') {
                count++;
            }
        }
        int[] values = new int[count];
        int v = 0;
        int k = 0;
        for (int i = 0; i < packed.length(); i++) {
            char c = packed.charAt(i);
            if (c >= ']') {
                values[k++] = (v << 5) | (c - ']');
                v = 0;
            } else {
                v = (v << 5) | (c - '#');
            }
        }
        return values;
    }
}
