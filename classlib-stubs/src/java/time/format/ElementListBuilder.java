package java.time.format;

import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.util.ArrayList;
import java.util.List;

/** Collects elements, with nested optional sections, into the formatter's root composite. */
final class ElementListBuilder {
    private final List<List<FormatElement>> open = new ArrayList<>();
    boolean caseSensitive = true;

    ElementListBuilder() {
        open.add(new ArrayList<FormatElement>());
    }

    private List<FormatElement> current() {
        return open.get(open.size() - 1);
    }

    ElementListBuilder add(FormatElement element) {
        current().add(element);
        return this;
    }

    ElementListBuilder literal(String text) {
        return add(new FormatElements.Literal(text, caseSensitive));
    }

    ElementListBuilder value(TemporalField field, int minWidth, int maxWidth, SignStyle sign) {
        return add(new FormatElements.NumberValue(field, minWidth, maxWidth, sign));
    }

    ElementListBuilder fixed(TemporalField field, int width) {
        return value(field, width, width, SignStyle.NOT_NEGATIVE);
    }

    ElementListBuilder text(ChronoField field, TextStyle style) {
        return add(new FormatElements.Text(field, style, caseSensitive));
    }

    ElementListBuilder optionalStart() {
        open.add(new ArrayList<FormatElement>());
        return this;
    }

    ElementListBuilder optionalEnd() {
        if (open.size() == 1) {
            throw new IllegalStateException("Cannot call optionalEnd() as there was no previous call to optionalStart()");
        }
        List<FormatElement> section = open.remove(open.size() - 1);
        if (!section.isEmpty()) {
            add(new FormatElements.Composite(section, true));
        }
        return this;
    }

    int depth() {
        return open.size() - 1;
    }

    ElementListBuilder addAll(FormatElements.Composite composite) {
        for (FormatElement element : composite.elements()) {
            add(element);
        }
        return this;
    }

    /** Closes open optional sections and reserves widths for adjacent value parsing ("yyyyMMdd"). */
    FormatElements.Composite build() {
        while (open.size() > 1) {
            optionalEnd();
        }
        List<FormatElement> elements = open.get(0);
        for (int i = 0; i < elements.size(); i++) {
            if (elements.get(i) instanceof FormatElements.NumberValue && elements.get(i).fixedWidth() < 0) {
                int reserved = 0;
                for (int j = i + 1; j < elements.size(); j++) {
                    FormatElement next = elements.get(j);
                    boolean numeric = next instanceof FormatElements.NumberValue
                            || next instanceof FormatElements.ReducedYear || next instanceof FormatElements.Fraction;
                    if (!numeric || next.fixedWidth() < 0) {
                        break;
                    }
                    reserved += next.fixedWidth();
                }
                ((FormatElements.NumberValue) elements.get(i)).reservedForFollowing = reserved;
            }
        }
        return new FormatElements.Composite(elements, false);
    }
}
