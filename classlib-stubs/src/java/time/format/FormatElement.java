package java.time.format;

import java.time.temporal.TemporalAccessor;

/**
 * One piece of a formatter: a literal, a numeric or textual field, an offset,
 * a zone, an optional section. Each prints itself and parses itself.
 */
abstract class FormatElement {
    /**
     * Appends this element's text for the temporal. Returns false when a
     * field it needs is not available and optional is true (the enclosing
     * optional section is then dropped); when optional is false, throws.
     */
    abstract boolean format(TemporalAccessor temporal, StringBuilder out, boolean optional);

    /** Parses at position; returns the new position, or ~errorPosition on failure. */
    abstract int parse(ParseContext context, CharSequence text, int position);

    /** Characters this element always consumes when parsed, for adjacent value parsing; -1 if variable. */
    int fixedWidth() {
        return -1;
    }
}
