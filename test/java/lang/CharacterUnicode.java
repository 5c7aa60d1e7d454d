// Checks Character's Unicode 13.0 data beyond categories: getDirectionality, isMirrored, UnicodeBlock (of, forName, aliases), UnicodeScript (of, forName, codes), getName/codePointOf (own and derived names), Subset, with their exceptions.
// loupe-test: java17-only
public class CharacterUnicode {
    static final int[] POINTS = {
        0x0, 0x9, 0x20, 0x28, 0x2D, 0x30, 0x41, 0x61, 0x7F, 0xA0, 0xAB, 0xC0, 0x2BC, 0x300, 0x378, 0x391, 0x5D0,
        0x600, 0x627, 0x660, 0x6F0, 0x870, 0x900, 0xE01, 0xF39, 0xFD0, 0x1100, 0x2028, 0x2029, 0x202A, 0x202E,
        0x2066, 0x2069, 0x20AC, 0x2122, 0x2208, 0x3000, 0x3042, 0x3400, 0x4E00, 0x9FFC, 0x9FFD, 0xAC00, 0xD7A3,
        0xD800, 0xDC00, 0xE000, 0xF900, 0xFB1D, 0xFE70, 0xFEFF, 0xFFFD, 0xFFFF, 0x10000, 0x10400, 0x16FE4,
        0x17000, 0x18B00, 0x1B170, 0x1D400, 0x1F600, 0x1FAD6, 0x20000, 0x2A6DD, 0x2A6DE, 0x30000, 0xE0001,
        0xF0000, 0x10FFFD, 0x10FFFF,
    };

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int cp : POINTS) {
            sb.setLength(0);
            sb.append(Integer.toHexString(cp)).append(' ').append(Character.getDirectionality(cp))
                    .append(Character.isMirrored(cp) ? " M " : " - ").append(Character.UnicodeBlock.of(cp))
                    .append(' ').append(Character.UnicodeScript.of(cp)).append(" | ").append(Character.getName(cp));
            if (cp <= 0xFFFF) {
                char c = (char) cp;
                sb.append(" | ").append(Character.getDirectionality(c)).append(Character.isMirrored(c))
                        .append(Character.UnicodeBlock.of(c) == Character.UnicodeBlock.of(cp));
            }
            System.out.println(sb);
        }
        summaries();
        blockNames();
        scriptNames();
        characterNames();
        subsets();
    }

    /** A hash of every 251st code point's directionality, mirroring, block and script. */
    static void summaries() {
        long h = 0;
        int blocksSeen = 0;
        Character.UnicodeBlock last = null;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp += 251) {
            Character.UnicodeBlock b = Character.UnicodeBlock.of(cp);
            if (b != last && b != null) {
                blocksSeen++;
                last = b;
            }
            h = h * 31 + Character.getDirectionality(cp) * 7 + (Character.isMirrored(cp) ? 1 : 0);
            h = h * 31 + (b == null ? 0 : b.toString().hashCode()) + Character.UnicodeScript.of(cp).ordinal();
        }
        System.out.println("summary " + h + " blocks " + blocksSeen);
        System.out.println("undefined " + Character.getDirectionality(-1) + " " + Character.getDirectionality(0x110000)
                + " " + Character.isMirrored(-5) + " " + Character.DIRECTIONALITY_POP_DIRECTIONAL_ISOLATE
                + " " + Character.OTHER_SYMBOL + " " + Character.getType(0x20AC) + " " + Character.getType(0xA9));
    }

    static void blockNames() {
        String[] names = {"GREEK", "Greek and Coptic", "greekandcoptic", "BasicLatin", "Basic Latin", "basic_latin",
            "Basic-Latin", "Latin-1 Supplement", "LATIN1SUPPLEMENT", "latin-1supplement", "Latin 1 Supplement",
            "Combining Marks for Symbols", "COMBINING_DIACRITICAL_MARKS_FOR_SYMBOLS", "CombiningMarksforSymbols",
            "Cyrillic Supplementary", "CYRILLIC_SUPPLEMENT", "surrogates_area", "High Surrogates", "CJK Unified Ideographs Extension G",
            "SYMBOLS_FOR_LEGACY_COMPUTING", "nope", "", " Basic Latin"};
        for (String name : names) {
            try {
                System.out.println("block " + name + " -> " + Character.UnicodeBlock.forName(name));
            } catch (IllegalArgumentException e) {
                System.out.println("block " + name + " -> " + e);
            }
        }
        for (int cp : new int[] {-1, 0x110000}) {
            try {
                Character.UnicodeBlock.of(cp);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        System.out.println("dotless i -> " + Character.UnicodeBlock.forName("\u0131pa extensions"));
        try {
            Character.UnicodeBlock.forName(null);
        } catch (NullPointerException e) {
            System.out.println("block null -> NPE");
        }
        Character.UnicodeBlock b = Character.UnicodeBlock.ARABIC_EXTENDED_A;
        System.out.println(b + " " + b.equals(Character.UnicodeBlock.forName("arabic extended-a"))
                + " " + (b.hashCode() == System.identityHashCode(b)) + " " + (b instanceof Character.Subset)
                + " " + Character.UnicodeBlock.SURROGATES_AREA + " " + Character.UnicodeBlock.of(0xD800));
    }

    static void scriptNames() {
        String[] names = {"LATIN", "latin", "Latn", "LATN", "Zyyy", "Common", "Zinh", "Qaai", "Zzzz", "Hrkt",
            "old_italic", "OLD ITALIC", "Yezi", "chorasmian", "nope", ""};
        for (String name : names) {
            try {
                System.out.println("script " + name + " -> " + Character.UnicodeScript.forName(name));
            } catch (IllegalArgumentException e) {
                System.out.println("script " + name + " -> " + e.getMessage());
            }
        }
        try {
            Character.UnicodeScript.of(0x110000);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Character.UnicodeScript[] all = Character.UnicodeScript.values();
        System.out.println(all.length + " " + all[0] + " " + all[all.length - 1] + " "
                + Character.UnicodeScript.valueOf("HAN").ordinal() + " " + Character.UnicodeScript.KHITAN_SMALL_SCRIPT.compareTo(Character.UnicodeScript.LATIN));
    }

    static void characterNames() {
        String[] names = {"latin small letter a", "  LATIN SMALL LETTER A  ", "hyphen-minus", "Tibetan Mark Tsa -Phru",
            "TIBETAN MARK BKA- SHOG YIG MGO", "TIBETAN MARK BKA-SHOG YIG MGO", "CJK UNIFIED IDEOGRAPHS 4E00",
            "cjk unified ideographs 9fa5", "CJK UNIFIED IDEOGRAPHS 04E00", "CJK UNIFIED IDEOGRAPHS 3400",
            "CJK UNIFIED IDEOGRAPHS 9FFE", "CJK UNIFIED IDEOGRAPHS +4E00", "CJK UNIFIED IDEOGRAPHS  4E00",
            "HANGUL SYLLABLES AC00", "hangul syllable ga", "CJK COMPATIBILITY IDEOGRAPH-F900", "cjk compatibility ideograph-f9000",
            "BASIC LATIN 41", "PRIVATE USE AREA E000", "HIGH SURROGATES D800", "NULL", "GRINNING FACE", "xyz", ""};
        for (String name : names) {
            try {
                System.out.println("name " + name + " -> " + Integer.toHexString(Character.codePointOf(name)));
            } catch (IllegalArgumentException e) {
                System.out.println("name " + name + " -> " + e.getMessage());
            }
        }
        try {
            Character.codePointOf(null);
        } catch (NullPointerException e) {
            System.out.println("name null -> NPE");
        }
        for (int cp : new int[] {-1, 0x110000}) {
            try {
                Character.getName(cp);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        int named = 0;
        long h = 0;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp += 3989) {
            String name = Character.getName(cp);
            if (name != null) {
                named++;
                h = h * 31 + name.hashCode();
            }
        }
        System.out.println("names " + named + " " + h);
    }

    static class Letters extends Character.Subset {
        Letters(String name) {
            super(name);
        }
    }

    static void subsets() {
        Letters a = new Letters("letters");
        System.out.println(a + " " + a.equals(new Letters("letters")) + " " + a.equals(a)
                + " " + (a.hashCode() == System.identityHashCode(a)));
        try {
            new Letters(null);
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
    }
}
