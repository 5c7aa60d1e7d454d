package java.text;

import java.util.Arrays;

/**
 * The character and word BreakIterators: all boundaries of the text are
 * computed when the text is set, from rules that follow the JDK 17 legacy
 * (locale-independent) ones.
 *
 * Characters: CR LF stays together; a surrogate pair is one character;
 * nonspacing and enclosing marks (and variation selectors) join the
 * preceding character; a spacing mark joins a preceding letter of its own
 * script block; an Indic virama (optionally followed by ZWJ/ZWNJ) joins the
 * next consonant of its block; Hangul jamo join as leading* vowel+ trailing*.
 *
 * Words (longest match at each position): a run of spaces/tabs with an
 * optional CR and one line separator; a word-number chain
 * [word] (number word)* [number [postfix]] or prefix (number word)*
 * [number [postfix]], where a word is letters joined by single
 * "mid-word" characters (dashes, soft hyphen, '.', '\'', '"') and a number
 * is digits joined by single "mid-number" characters (',', '.', '\'', '"');
 * a run of katakana, of hiragana, or of ideographs; otherwise one
 * character. Format characters and marks are transparent everywhere.
 */
final class TextBoundaries extends BreakIterator {
    static final int CHARACTER = 0;
    static final int WORD = 1;

    private final int kind;
    private CharacterIterator text;
    private int[] boundaries;
    private int index;

    TextBoundaries(int kind) {
        this.kind = kind;
        setText(new StringCharacterIterator(""));
    }

    @Override
    public void setText(CharacterIterator newText) {
        text = newText;
        int begin = newText.getBeginIndex();
        StringBuilder sb = new StringBuilder(newText.getEndIndex() - begin);
        for (char c = newText.first(); c != CharacterIterator.DONE; c = newText.next()) {
            sb.append(c);
        }
        String s = sb.toString();
        int[] found = new int[s.length() + 1];
        int count = 0;
        found[count++] = 0;
        int pos = 0;
        while (pos < s.length()) {
            int next = kind == CHARACTER ? TextBoundaryRules.characterEnd(s, pos) : TextBoundaryRules.wordEnd(s, pos);
            found[count++] = next;
            pos = next;
        }
        boundaries = Arrays.copyOf(found, count);
        for (int i = 0; i < count; i++) {
            boundaries[i] += begin;
        }
        moveTo(0);
    }

    @Override
    public CharacterIterator getText() {
        return text;
    }

    private int moveTo(int newIndex) {
        index = newIndex;
        text.setIndex(boundaries[index]);
        return boundaries[index];
    }

    @Override
    public int first() {
        return moveTo(0);
    }

    @Override
    public int last() {
        return moveTo(boundaries.length - 1);
    }

    @Override
    public int next() {
        if (index >= boundaries.length - 1) {
            return DONE;
        }
        return moveTo(index + 1);
    }

    @Override
    public int next(int n) {
        int result = current();
        while (n > 0) {
            result = next();
            n--;
        }
        while (n < 0) {
            result = previous();
            n++;
        }
        return result;
    }

    @Override
    public int previous() {
        if (index == 0) {
            return DONE;
        }
        return moveTo(index - 1);
    }

    private void checkOffset(int offset) {
        if (offset < text.getBeginIndex() || offset > text.getEndIndex()) {
            throw new IllegalArgumentException("offset out of bounds");
        }
    }

    /** The first boundary after offset; DONE (at the last boundary) when there is none. */
    @Override
    public int following(int offset) {
        checkOffset(offset);
        for (int i = 0; i < boundaries.length; i++) {
            if (boundaries[i] > offset) {
                return moveTo(i);
            }
        }
        last();
        return DONE;
    }

    /** The last boundary before offset; DONE (at the first boundary) when there is none. */
    @Override
    public int preceding(int offset) {
        checkOffset(offset);
        for (int i = boundaries.length - 1; i >= 0; i--) {
            if (boundaries[i] < offset) {
                return moveTo(i);
            }
        }
        first();
        return DONE;
    }

    @Override
    public boolean isBoundary(int offset) {
        checkOffset(offset);
        if (offset == text.getBeginIndex()) {
            return true;
        }
        return following(offset - 1) == offset;
    }

    @Override
    public int current() {
        return boundaries[index];
    }

    @Override
    public Object clone() {
        TextBoundaries copy = (TextBoundaries) super.clone();
        copy.text = (CharacterIterator) text.clone();
        return copy;
    }
}
