package java.text;

/** Where parsing starts (and, after it, where it stopped), and where it failed. */
public class ParsePosition {
    private int index;
    private int errorIndex = -1;

    public ParsePosition(int index) {
        this.index = index;
    }

    public int getIndex() {
        return index;
    }

    public void setIndex(int index) {
        this.index = index;
    }

    public int getErrorIndex() {
        return errorIndex;
    }

    public void setErrorIndex(int ei) {
        errorIndex = ei;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof ParsePosition)) {
            return false;
        }
        ParsePosition other = (ParsePosition) obj;
        return index == other.index && errorIndex == other.errorIndex;
    }

    @Override
    public int hashCode() {
        return (errorIndex << 16) | index;
    }

    @Override
    public String toString() {
        return getClass().getName() + "[index=" + index + ",errorIndex=" + errorIndex + ']';
    }
}
