package java.util.regex;

/** A syntax error in a regular expression; the message shows the pattern and points at the error. */
public class PatternSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = -3864639126226059218L;

    private final String desc;
    private final String pattern;
    private final int index;

    public PatternSyntaxException(String desc, String regex, int index) {
        this.desc = desc;
        this.pattern = regex;
        this.index = index;
    }

    public int getIndex() {
        return index;
    }

    public String getDescription() {
        return desc;
    }

    public String getPattern() {
        return pattern;
    }

    /** "desc near index i", the pattern, and a caret under the error when it lies inside the pattern. */
    public String getMessage() {
        String nl = System.lineSeparator();
        StringBuilder sb = new StringBuilder(desc);
        if (index >= 0) {
            sb.append(" near index ").append(index);
        }
        sb.append(nl).append(pattern);
        if (index >= 0 && pattern != null && index < pattern.length()) {
            sb.append(nl);
            for (int i = 0; i < index; i++) {
                sb.append(' ');
            }
            sb.append('^');
        }
        return sb.toString();
    }
}
