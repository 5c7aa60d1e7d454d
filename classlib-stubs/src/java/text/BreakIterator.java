package java.text;

import java.util.Locale;

/**
 * Finds boundaries in text. The instances of this class library compute all
 * boundaries of the text when it is set (TextBoundaries) and then move over
 * them, with the JDK's navigation rules (DONE at either end, "offset out of
 * bounds" for offsets outside the text).
 *
 * Only character and word instances exist, with the JDK 17 (legacy,
 * locale-independent) rules for ordinary text: the JDK's sentence and line
 * rules have many special cases (spacing after periods, symbols at the end
 * of the text, URLs) that are not reproduced, so getSentenceInstance and
 * getLineInstance throw UnsupportedOperationException.
 */
public abstract class BreakIterator implements Cloneable {
    public static final int DONE = -1;

    protected BreakIterator() {
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public abstract int first();

    public abstract int last();

    public abstract int next(int n);

    public abstract int next();

    public abstract int previous();

    public abstract int following(int offset);

    /** The last boundary before offset (DONE if offset is the start). */
    public int preceding(int offset) {
        int pos = following(offset);
        while (pos >= offset && pos != DONE) {
            pos = previous();
        }
        return pos;
    }

    public boolean isBoundary(int offset) {
        if (offset == 0) {
            return true;
        }
        int boundary = following(offset - 1);
        if (boundary == DONE) {
            throw new IllegalArgumentException();
        }
        return boundary == offset;
    }

    public abstract int current();

    public abstract CharacterIterator getText();

    public void setText(String newText) {
        setText(new StringCharacterIterator(newText));
    }

    public abstract void setText(CharacterIterator newText);

    public static BreakIterator getWordInstance() {
        return getWordInstance(Locale.getDefault());
    }

    public static BreakIterator getWordInstance(Locale locale) {
        return new TextBoundaries(TextBoundaries.WORD);
    }

    public static BreakIterator getLineInstance() {
        return getLineInstance(Locale.getDefault());
    }

    public static BreakIterator getLineInstance(Locale locale) {
        throw new UnsupportedOperationException(
                "BreakIterator.getLineInstance: line breaking is not implemented in this class library");
    }

    public static BreakIterator getCharacterInstance() {
        return getCharacterInstance(Locale.getDefault());
    }

    public static BreakIterator getCharacterInstance(Locale locale) {
        return new TextBoundaries(TextBoundaries.CHARACTER);
    }

    public static BreakIterator getSentenceInstance() {
        return getSentenceInstance(Locale.getDefault());
    }

    public static BreakIterator getSentenceInstance(Locale locale) {
        throw new UnsupportedOperationException(
                "BreakIterator.getSentenceInstance: sentence breaking is not implemented in this class library");
    }

    /** The rules do not depend on the locale: every locale is available. */
    public static synchronized Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }
}
