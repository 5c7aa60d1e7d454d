package java.time.format;

import java.time.temporal.ChronoField;

import static java.time.temporal.ChronoField.*;

/** Turns an ofPattern() pattern such as "dd MMM yyyy, EEEE" into formatter elements. */
final class PatternCompiler {
    private PatternCompiler() {}

    static FormatElements.Composite compile(String pattern) {
        ElementListBuilder b = new ElementListBuilder();
        int pos = 0;
        while (pos < pattern.length()) {
            char cur = pattern.charAt(pos);
            if ((cur >= 'A' && cur <= 'Z') || (cur >= 'a' && cur <= 'z')) {
                int start = pos++;
                while (pos < pattern.length() && pattern.charAt(pos) == cur) {
                    pos++;
                }
                letter(b, cur, pos - start);
                pos--;
            } else if (cur == '\'') {
                int start = pos++;
                for (; pos < pattern.length(); pos++) {
                    if (pattern.charAt(pos) == '\'') {
                        if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\'') {
                            pos++;
                        } else {
                            break;
                        }
                    }
                }
                if (pos >= pattern.length()) {
                    throw new IllegalArgumentException("Pattern ends with an incomplete string literal: " + pattern);
                }
                String literal = pattern.substring(start + 1, pos);
                b.literal(literal.isEmpty() ? "'" : literal.replace("''", "'"));
            } else if (cur == '[') {
                b.optionalStart();
            } else if (cur == ']') {
                if (b.depth() == 0) {
                    throw new IllegalArgumentException("Pattern invalid as it contains ] without previous [");
                }
                b.optionalEnd();
            } else if (cur == '{' || cur == '}' || cur == '#') {
                throw new IllegalArgumentException("Pattern includes reserved character: '" + cur + "'");
            } else {
                b.literal(String.valueOf(cur));
            }
            pos++;
        }
        return b.build();
    }

    private static TextStyle textStyle(char letter, int count) {
        if (count <= 3) {
            return TextStyle.SHORT;
        } else if (count == 4) {
            return TextStyle.FULL;
        } else if (count == 5) {
            return TextStyle.NARROW;
        }
        throw tooMany(letter);
    }

    private static IllegalArgumentException tooMany(char letter) {
        return new IllegalArgumentException("Too many pattern letters: " + letter);
    }

    private static void smallNumber(ElementListBuilder b, ChronoField field, char letter, int count) {
        if (count == 1) {
            b.value(field, 1, 19, SignStyle.NORMAL);
        } else if (count == 2) {
            b.fixed(field, 2);
        } else {
            throw tooMany(letter);
        }
    }

    private static void letter(ElementListBuilder b, char cur, int count) {
        switch (cur) {
            case 'G':
                b.text(ERA, textStyle(cur, count));
                break;
            case 'y':
            case 'u': {
                ChronoField field = cur == 'y' ? YEAR_OF_ERA : YEAR;
                if (count == 2) {
                    b.add(new FormatElements.ReducedYear(field));
                } else if (count < 4) {
                    b.value(field, count, 19, SignStyle.NORMAL);
                } else {
                    b.value(field, count, 19, SignStyle.EXCEEDS_PAD);
                }
                break;
            }
            case 'M':
            case 'L':
                if (count == 1) {
                    b.value(MONTH_OF_YEAR, 1, 19, SignStyle.NORMAL);
                } else if (count == 2) {
                    b.fixed(MONTH_OF_YEAR, 2);
                } else {
                    b.text(MONTH_OF_YEAR, textStyle(cur, count));
                }
                break;
            case 'd':
                smallNumber(b, DAY_OF_MONTH, cur, count);
                break;
            case 'D':
                if (count == 1) {
                    b.value(DAY_OF_YEAR, 1, 19, SignStyle.NORMAL);
                } else if (count <= 3) {
                    b.value(DAY_OF_YEAR, count, 3, SignStyle.NOT_NEGATIVE);
                } else {
                    throw tooMany(cur);
                }
                break;
            case 'E':
                b.text(DAY_OF_WEEK, textStyle(cur, count));
                break;
            case 'a':
                if (count > 1) {
                    throw tooMany(cur);
                }
                b.text(AMPM_OF_DAY, TextStyle.SHORT);
                break;
            case 'h':
                smallNumber(b, CLOCK_HOUR_OF_AMPM, cur, count);
                break;
            case 'K':
                smallNumber(b, HOUR_OF_AMPM, cur, count);
                break;
            case 'k':
                smallNumber(b, CLOCK_HOUR_OF_DAY, cur, count);
                break;
            case 'H':
                smallNumber(b, HOUR_OF_DAY, cur, count);
                break;
            case 'm':
                smallNumber(b, MINUTE_OF_HOUR, cur, count);
                break;
            case 's':
                smallNumber(b, SECOND_OF_MINUTE, cur, count);
                break;
            case 'S':
                b.add(new FormatElements.Fraction(count, count, false));
                break;
            case 'n':
            case 'N':
            case 'A': {
                ChronoField field = cur == 'n' ? NANO_OF_SECOND : cur == 'N' ? NANO_OF_DAY : MILLI_OF_DAY;
                if (count == 1) {
                    b.value(field, 1, 19, SignStyle.NORMAL);
                } else {
                    b.value(field, count, 19, SignStyle.NOT_NEGATIVE);
                }
                break;
            }
            case 'V':
                if (count != 2) {
                    throw new IllegalArgumentException("Pattern letter count must be 2: " + cur);
                }
                b.add(new FormatElements.ZoneIdValue(false));
                break;
            case 'O':
                if (count == 1) {
                    b.add(new FormatElements.LocalizedOffset(false));
                } else if (count == 4) {
                    b.add(new FormatElements.LocalizedOffset(true));
                } else {
                    throw new IllegalArgumentException("Pattern letter count must be 1 or 4: " + cur);
                }
                break;
            case 'X':
            case 'x': {
                if (count > 5) {
                    throw tooMany(cur);
                }
                String[] patterns = {"+HHmm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss"};
                String[] zeros = {"+00", "+0000", "+00:00", "+0000", "+00:00"};
                b.add(new FormatElements.Offset(patterns[count - 1], cur == 'X' ? "Z" : zeros[count - 1]));
                break;
            }
            case 'Z':
                if (count < 4) {
                    b.add(new FormatElements.Offset("+HHMM", "+0000"));
                } else if (count == 4) {
                    b.add(new FormatElements.LocalizedOffset(true));
                } else if (count == 5) {
                    b.add(new FormatElements.Offset("+HH:MM:ss", "Z"));
                } else {
                    throw tooMany(cur);
                }
                break;
            case 'z':
            case 'v':
                throw new UnsupportedOperationException("Loupe: zone names (pattern letter " + cur
                        + ") are not supported; use VV, O, X, x or Z");
            case 'Q':
            case 'q':
            case 'Y':
            case 'w':
            case 'W':
            case 'e':
            case 'c':
            case 'B':
            case 'g':
                throw new UnsupportedOperationException("Loupe: pattern letter " + cur
                        + " (quarters, week-based fields, day periods) is not supported");
            default:
                throw new IllegalArgumentException("Unknown pattern letter: " + cur);
        }
    }
}
