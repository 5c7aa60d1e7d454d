package java.lang;

import java.util.HashMap;

/**
 * Lookups behind Character.UnicodeBlock and Character.UnicodeScript, in the
 * tables of CharacterTables. Nothing is unpacked before a program first asks
 * for a block or a script, and the name maps of forName only when forName is
 * called.
 */
final class CharacterBlocks {
    private CharacterBlocks() {}

    static final int BLOCK_COUNT = CharacterTables.BLOCK_COUNT;

    /** Per block in declaration order: its constant name first, then the other names forName accepts. */
    private static final String[][] BLOCK_NAMES = splitBlockNames();

    private static String[][] splitBlockNames() {
        String[][] names = new String[BLOCK_COUNT][];
        String all = CharacterTables.BLOCK_NAMES;
        int start = 0;
        for (int i = 0; i < BLOCK_COUNT; i++) {
            int end = all.indexOf(';', start);
            if (end < 0) {
                end = all.length();
            }
            names[i] = split(all.substring(start, end), '|');
            start = end + 1;
        }
        return names;
    }

    static String constantName(int blockIndex) {
        return BLOCK_NAMES[blockIndex][0];
    }

    /** Block runs: start code point and block index + 1 (0: no block). */
    private static final class Blocks {
        static final int[] STARTS;
        static final short[] BLOCKS;

        static {
            int[] runs = CharacterData.unpack(CharacterTables.BLOCK_RUNS);
            STARTS = new int[runs.length / 2];
            BLOCKS = new short[runs.length / 2];
            int start = 0;
            for (int i = 0; i < STARTS.length; i++) {
                start += runs[2 * i];
                STARTS[i] = start;
                BLOCKS[i] = (short) runs[2 * i + 1];
            }
        }
    }

    private static final class BlockNames {
        static final HashMap<String, Character.UnicodeBlock> BY_NAME = new HashMap<>();

        static {
            for (int i = 0; i < BLOCK_COUNT; i++) {
                for (String name : BLOCK_NAMES[i]) {
                    BY_NAME.put(name, Character.UnicodeBlock.ALL[i]);
                }
            }
        }
    }

    static Character.UnicodeBlock blockOf(int codePoint) {
        int block = Blocks.BLOCKS[CharacterData.lastAtOrBefore(Blocks.STARTS, codePoint)];
        return block == 0 ? null : Character.UnicodeBlock.ALL[block - 1];
    }

    /** upperCaseName: the name given to forName, in upper case. */
    static Character.UnicodeBlock blockNamed(String upperCaseName) {
        return BlockNames.BY_NAME.get(upperCaseName);
    }

    /** Script runs: start code point and ordinal. */
    private static final class Scripts {
        static final int[] STARTS;
        static final Character.UnicodeScript[] SCRIPTS;

        static {
            int[] runs = CharacterData.unpack(CharacterTables.SCRIPT_RUNS);
            Character.UnicodeScript[] all = Character.UnicodeScript.values();
            STARTS = new int[runs.length / 2];
            SCRIPTS = new Character.UnicodeScript[runs.length / 2];
            int start = 0;
            for (int i = 0; i < STARTS.length; i++) {
                start += runs[2 * i];
                STARTS[i] = start;
                SCRIPTS[i] = all[runs[2 * i + 1]];
            }
        }
    }

    private static final class ScriptCodes {
        static final HashMap<String, Character.UnicodeScript> BY_CODE = new HashMap<>();

        static {
            for (String pair : split(CharacterTables.SCRIPT_CODES, ' ')) {
                int eq = pair.indexOf('=');
                BY_CODE.put(pair.substring(0, eq), Character.UnicodeScript.valueOf(pair.substring(eq + 1)));
            }
        }
    }

    static Character.UnicodeScript scriptOf(int codePoint) {
        return Scripts.SCRIPTS[CharacterData.lastAtOrBefore(Scripts.STARTS, codePoint)];
    }

    /** The script whose ISO 15924 code is upperCaseCode, or null. */
    static Character.UnicodeScript scriptWithCode(String upperCaseCode) {
        return ScriptCodes.BY_CODE.get(upperCaseCode);
    }

    private static String[] split(String s, char separator) {
        int count = 1;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == separator) {
                count++;
            }
        }
        String[] parts = new String[count];
        int start = 0;
        for (int i = 0; i < count; i++) {
            int end = s.indexOf(separator, start);
            if (end < 0) {
                end = s.length();
            }
            parts[i] = s.substring(start, end);
            start = end + 1;
        }
        return parts;
    }
}
