package java.text;

/**
 * Names a field of formatted output (by integer id or Format.Field) and
 * receives, after formatting, the field's begin and end index in the text.
 */
public class FieldPosition {
    private final int field;
    private final Format.Field attribute;
    private int beginIndex;
    private int endIndex;

    public FieldPosition(int field) {
        this(null, field);
    }

    public FieldPosition(Format.Field attribute) {
        this(attribute, -1);
    }

    public FieldPosition(Format.Field attribute, int fieldID) {
        this.attribute = attribute;
        this.field = fieldID;
    }

    public Format.Field getFieldAttribute() {
        return attribute;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }

    /** Whether this position asks for the field with this id or attribute. */
    boolean matches(int fieldId, Format.Field fieldAttribute) {
        if (attribute != null) {
            return attribute == fieldAttribute;
        }
        return field == fieldId;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof FieldPosition)) {
            return false;
        }
        FieldPosition other = (FieldPosition) obj;
        return field == other.field && beginIndex == other.beginIndex && endIndex == other.endIndex
                && (attribute == null ? other.attribute == null : attribute.equals(other.attribute));
    }

    @Override
    public int hashCode() {
        return (field << 24) | (beginIndex << 16) | endIndex;
    }

    @Override
    public String toString() {
        return getClass().getName() + "[field=" + field + ",attribute=" + attribute
                + ",beginIndex=" + beginIndex + ",endIndex=" + endIndex + ']';
    }
}
