package java.util.regex;

/** The three flavours of quantifiers: X* (greedy), X*? (lazy), X*+ (possessive). */
final class Quantifier {
    static final int GREEDY = 0;
    static final int LAZY = 1;
    static final int POSSESSIVE = 2;

    private Quantifier() {}
}
