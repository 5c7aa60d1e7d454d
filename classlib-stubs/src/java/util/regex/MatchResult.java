package java.util.regex;

/** The outcome of a match: where it and its groups start and end, and their text. */
public interface MatchResult {
    int start();

    int start(int group);

    int end();

    int end(int group);

    String group();

    String group(int group);

    int groupCount();
}
