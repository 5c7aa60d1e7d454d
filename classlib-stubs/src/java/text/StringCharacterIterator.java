package java.text;

/** A CharacterIterator over a String, or over the range [begin, end) of one. */
public final class StringCharacterIterator implements CharacterIterator {
    private String text;
    private int begin;
    private int end;
    private int pos;

    public StringCharacterIterator(String text) {
        this(text, 0);
    }

    public StringCharacterIterator(String text, int pos) {
        this(text, 0, text.length(), pos);
    }

    public StringCharacterIterator(String text, int begin, int end, int pos) {
        if (text == null) {
            throw new NullPointerException();
        }
        this.text = text;
        if (begin < 0 || begin > end || end > text.length()) {
            throw new IllegalArgumentException("Invalid substring range");
        }
        if (pos < begin || pos > end) {
            throw new IllegalArgumentException("Invalid position");
        }
        this.begin = begin;
        this.end = end;
        this.pos = pos;
    }

    public void setText(String text) {
        if (text == null) {
            throw new NullPointerException();
        }
        this.text = text;
        this.begin = 0;
        this.end = text.length();
        this.pos = 0;
    }

    public char first() {
        pos = begin;
        return current();
    }

    public char last() {
        pos = end > begin ? end - 1 : end;
        return current();
    }

    public char setIndex(int p) {
        if (p < begin || p > end) {
            throw new IllegalArgumentException("Invalid index");
        }
        pos = p;
        return current();
    }

    public char current() {
        return pos >= begin && pos < end ? text.charAt(pos) : DONE;
    }

    public char next() {
        if (pos < end - 1) {
            pos++;
            return text.charAt(pos);
        }
        pos = end;
        return DONE;
    }

    public char previous() {
        if (pos > begin) {
            pos--;
            return text.charAt(pos);
        }
        return DONE;
    }

    public int getBeginIndex() {
        return begin;
    }

    public int getEndIndex() {
        return end;
    }

    public int getIndex() {
        return pos;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof StringCharacterIterator)) {
            return false;
        }
        StringCharacterIterator that = (StringCharacterIterator) obj;
        return hashCode() == that.hashCode() && text.equals(that.text)
                && pos == that.pos && begin == that.begin && end == that.end;
    }

    public int hashCode() {
        return text.hashCode() ^ pos ^ begin ^ end;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
