// java.text.BreakIterator character and word instances on English text with punctuation, numbers, quotes; navigation and StringCharacterIterator
import java.text.BreakIterator;
import java.text.CharacterIterator;
import java.text.StringCharacterIterator;
import java.util.Locale;

public class BreakIterators {
    static String segments(BreakIterator bi, String s) {
        bi.setText(s);
        StringBuilder sb = new StringBuilder();
        int start = bi.first();
        for (int end = bi.next(); end != BreakIterator.DONE; start = end, end = bi.next()) {
            sb.append('[').append(s, start, end).append(']');
        }
        return sb.toString().replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t");
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c)); else sb.append(c);
        }
        return sb.toString();
    }

    static String boundaries(BreakIterator bi, String s) {
        bi.setText(s);
        StringBuilder sb = new StringBuilder();
        for (int b = bi.first(); b != BreakIterator.DONE; b = bi.next()) sb.append(b).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        BreakIterator words = BreakIterator.getWordInstance(Locale.US);
        String[] texts = {
            "Hello, world! It's 3.14 o'clock; isn't it?  \"Yes,\" she said. Mr. Smith paid $1,234.56 (approx.) on 2024-01-05.",
            "e-mail foo@bar.com http://x.y/z?a=b can't rock'n'roll 'quoted' U.S.A. 10,000 1.5e10 -5 +3 #tag 50% a_b",
            "Fourth...  Fifth\nSixth line.\r\n\r\nNumbers: 1.2.3 v2 abc123 123abc 3/4 12:30 1st -- a--b ?! 5%% $$5 1..2 .5",
            "word  -  hyphen-ated pre-/post- (paren) [brack] \"dq\" \u201csmart\u201d it\u2019s caf\u00e9 na\u0308ive x\u00b2 \u00bd3",
            "\u65e5\u672c\u8a9e\u306e\u30c6\u30ad\u30b9\u30c8\u3002 \u0915\u094d\u0937 \ud55c\uad6d\uc5b4 \ud83d\ude00 \ud83d\udc4d\ud83c\udffd",
        };
        for (String t : texts) {
            System.out.println(escape(t));
            System.out.println("  w " + escape(segments(words, t)));
        }
        BreakIterator chars = BreakIterator.getCharacterInstance();
        String[] clusters = {"e\u0301a\u0300\u0301b", "a\r\nb\n\r", "x\ud83d\ude00y\ud800", "\u1100\u1161\u11a8\u1100x",
                "\u0915\u093f\u0915\u094d\u0937 a\u0903", "\u0915\u094d\u200d\u0937", "a\ufe0fb\u200dc", "x\u20dd \u093f"};
        for (String t : clusters) System.out.println("  c " + escape(t) + " -> " + boundaries(chars, t));

        // navigation
        BreakIterator w = BreakIterator.getWordInstance();
        System.out.println(w.current() + " " + w.first() + " " + w.last() + " " + w.next() + " " + w.getText().getEndIndex());
        w.setText("ab cd ef");
        System.out.println(w.current() + " " + w.next() + " " + w.next(2) + " " + w.next(-1) + " " + w.previous() + " "
                + w.previous() + " " + w.previous() + " " + w.current());
        System.out.println(w.last() + " " + w.next() + " " + w.current() + " " + w.following(3) + " " + w.following(2) + " "
                + w.following(8) + " " + w.current() + " " + w.preceding(0) + " " + w.current() + " " + w.preceding(4) + " "
                + w.preceding(8) + " " + w.isBoundary(3) + " " + w.current() + " " + w.isBoundary(4) + " " + w.current() + " "
                + w.isBoundary(8) + " " + w.isBoundary(0) + " " + w.next(5) + " " + w.current());
        for (int off : new int[] {-1, 9}) {
            try { w.following(off); } catch (IllegalArgumentException e) { System.out.println("following: " + e.getMessage()); }
            try { w.preceding(off); } catch (IllegalArgumentException e) { System.out.println("preceding: " + e.getMessage()); }
            try { w.isBoundary(off); } catch (IllegalArgumentException e) { System.out.println("isBoundary: " + e.getMessage()); }
        }
        BreakIterator copy = (BreakIterator) w.clone();
        copy.first();
        System.out.println(copy.current() + " " + w.current());

        // a CharacterIterator over part of a string
        StringCharacterIterator it = new StringCharacterIterator("xxab cdxx", 2, 7, 3);
        w.setText(it);
        System.out.println(w.current() + " " + w.first() + " " + w.next() + " " + w.next() + " " + w.last() + " " + w.getText().getIndex());
        StringCharacterIterator sci = new StringCharacterIterator("abc", 1);
        StringBuilder walk = new StringBuilder();
        walk.append(sci.current()).append(sci.next()).append(sci.next() == CharacterIterator.DONE).append(sci.getIndex())
            .append(sci.previous()).append(sci.first()).append(sci.previous() == CharacterIterator.DONE).append(sci.last())
            .append(sci.setIndex(3) == CharacterIterator.DONE).append(sci.getBeginIndex()).append(sci.getEndIndex());
        System.out.println(walk + " " + sci.equals(sci.clone()) + " " + (sci.hashCode() == new StringCharacterIterator("abc", 3).hashCode()));
        try { new StringCharacterIterator("abc", 2, 1, 2); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { new StringCharacterIterator("abc", 4); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { sci.setIndex(9); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        sci.setText("");
        System.out.println((sci.first() == CharacterIterator.DONE) + " " + (sci.last() == CharacterIterator.DONE) + " " + sci.getIndex());

        // counting words the usual way
        String text = "The quick (\"brown\") fox can't jump 32.3 feet, right?";
        w.setText(text);
        int count = 0;
        StringBuilder found = new StringBuilder();
        for (int start = w.first(), end = w.next(); end != BreakIterator.DONE; start = end, end = w.next()) {
            if (Character.isLetterOrDigit(text.charAt(start))) {
                count++;
                found.append(text, start, end).append('/');
            }
        }
        System.out.println(count + " " + found);
    }
}
