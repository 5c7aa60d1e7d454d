package java.util;

/**
 * Splits a string into tokens separated by delimiter characters (code points,
 * so a supplementary character may be a delimiter). With returnDelims each
 * delimiter is a token of its own. hasMoreTokens() remembers where the next
 * token starts, so nextToken() need not scan the delimiters again unless the
 * delimiter set changed in between (nextToken(String)).
 */
public class StringTokenizer implements Enumeration<Object> {
    private final String str;
    private String delimiters;
    private final boolean returnDelims;
    private final int maxPosition;
    private int currentPosition;
    /** Start of the next token as found by hasMoreTokens(), or -1. */
    private int newPosition = -1;
    private boolean delimsChanged;

    public StringTokenizer(String str, String delim, boolean returnDelims) {
        this.str = str;
        this.delimiters = delim;
        this.returnDelims = returnDelims;
        this.maxPosition = str.length();
    }

    public StringTokenizer(String str, String delim) {
        this(str, delim, false);
    }

    public StringTokenizer(String str) {
        this(str, " \t\n\r\f", false);
    }

    private boolean isDelimiter(int codePoint) {
        return delimiters.indexOf(codePoint) >= 0;
    }

    /** The first position at or after start that is not a delimiter (delimiters are tokens with returnDelims). */
    private int skipDelimiters(int start) {
        if (delimiters == null) {
            throw new NullPointerException();
        }
        int position = start;
        while (!returnDelims && position < maxPosition) {
            int c = str.codePointAt(position);
            if (!isDelimiter(c)) {
                break;
            }
            position += Character.charCount(c);
        }
        return position;
    }

    /** The end of the token starting at start: the next delimiter, or just past a delimiter token. */
    private int scanToken(int start) {
        int position = start;
        while (position < maxPosition) {
            int c = str.codePointAt(position);
            if (isDelimiter(c)) {
                break;
            }
            position += Character.charCount(c);
        }
        if (returnDelims && start == position && position < maxPosition) {
            int c = str.codePointAt(position);
            if (isDelimiter(c)) {
                position += Character.charCount(c);
            }
        }
        return position;
    }

    public boolean hasMoreTokens() {
        newPosition = skipDelimiters(currentPosition);
        return newPosition < maxPosition;
    }

    public String nextToken() {
        currentPosition = (newPosition >= 0 && !delimsChanged) ? newPosition : skipDelimiters(currentPosition);
        delimsChanged = false;
        newPosition = -1;
        if (currentPosition >= maxPosition) {
            throw new NoSuchElementException();
        }
        int start = currentPosition;
        currentPosition = scanToken(currentPosition);
        return str.substring(start, currentPosition);
    }

    /** Switches to the new delimiters for this and every later token. */
    public String nextToken(String delim) {
        delimiters = delim;
        delimsChanged = true;
        return nextToken();
    }

    public boolean hasMoreElements() {
        return hasMoreTokens();
    }

    public Object nextElement() {
        return nextToken();
    }

    /** How many times nextToken() can still be called with the current delimiters. */
    public int countTokens() {
        int count = 0;
        int position = currentPosition;
        while (position < maxPosition) {
            position = skipDelimiters(position);
            if (position >= maxPosition) {
                break;
            }
            position = scanToken(position);
            count++;
        }
        return count;
    }
}
