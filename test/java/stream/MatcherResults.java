// Matcher.results() and Pattern.splitAsStream: match results as streams, from the matcher's current position
// loupe-test: java17-only
import java.util.regex.*;
import java.util.stream.*;

public class MatcherResults {
    public static void main(String[] args) {
        Matcher m = Pattern.compile("(\\w)(\\d+)").matcher("a1 b22 c333 d4444");
        System.out.println(m.results().map(r -> r.group(1) + ":" + r.group(2).length() + "@" + r.start()).collect(Collectors.toList()));
        m.reset();
        m.find();
        System.out.println("after one find: " + m.results().map(MatchResult::group).collect(Collectors.joining(",")));
        System.out.println("count " + Pattern.compile("o").matcher("foo boo zoo").results().count());
        System.out.println(Pattern.compile(",\\s*").splitAsStream("x, y,z,  w").map(String::toUpperCase).collect(Collectors.toList()));
    }
}
