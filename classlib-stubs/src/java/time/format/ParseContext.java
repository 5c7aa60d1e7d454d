package java.time.format;

import java.time.ZoneId;
import java.time.temporal.TemporalField;
import java.util.HashMap;
import java.util.Map;

/** What parsing has found so far: field values and a zone. Optional sections snapshot and restore it. */
final class ParseContext {
    Map<TemporalField, Long> fields = new HashMap<>();
    ZoneId zone;

    /**
     * Records a parsed field value. Returns false if the field was already
     * parsed with a different value.
     */
    boolean setField(TemporalField field, long value) {
        Long old = fields.put(field, value);
        return old == null || old == value;
    }

    ParseContext copy() {
        ParseContext copy = new ParseContext();
        copy.fields = new HashMap<>(fields);
        copy.zone = zone;
        return copy;
    }

    void restore(ParseContext saved) {
        fields = saved.fields;
        zone = saved.zone;
    }

    static boolean charsEqual(char a, char b, boolean caseSensitive) {
        if (a == b) {
            return true;
        }
        return !caseSensitive && (Character.toUpperCase(a) == Character.toUpperCase(b)
                || Character.toLowerCase(a) == Character.toLowerCase(b));
    }

    static boolean regionMatches(CharSequence text, int position, String expected, boolean caseSensitive) {
        if (position + expected.length() > text.length()) {
            return false;
        }
        for (int i = 0; i < expected.length(); i++) {
            if (!charsEqual(text.charAt(position + i), expected.charAt(i), caseSensitive)) {
                return false;
            }
        }
        return true;
    }
}
