package java.lang;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The parser of Runtime.Version strings, from the grammar the API
 * documentation gives:
 *
 *     $VNUM(-$PRE)?\+$BUILD(-$OPT)?   or   $VNUM-$PRE-$OPT   or   $VNUM(+-$OPT)?
 *
 * where $VNUM is [1-9][0-9]*((\.0)*\.[1-9][0-9]*)*, $PRE is [a-zA-Z0-9]+,
 * $BUILD is 0|[1-9][0-9]*, and $OPT is [-a-zA-Z0-9.]+.
 */
final class RuntimeVersion {
    private RuntimeVersion() {}

    static Runtime.Version parse(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        if (s.isEmpty()) {
            throw new NumberFormatException("For input string: \"\""); // as the JDK's parser reports it
        }
        int[] at = {0};
        List<Integer> numbers = versionNumbers(s, at);
        if (numbers == null) {
            throw invalid(s);
        }
        // As a regular expression would: the longest pre-release that lets
        // the rest match, down to none.
        int start = at[0];
        if (start < s.length() && s.charAt(start) == '-') {
            for (int end = scan(s, start + 1, false); end > start + 1; end--) {
                Runtime.Version v = withTail(s, numbers, s.substring(start + 1, end), end);
                if (v != null) {
                    return v;
                }
            }
        }
        Runtime.Version v = withTail(s, numbers, null, start);
        if (v == null) {
            throw invalid(s);
        }
        return v;
    }

    /** The version if s from `from` on is (\+$BUILD?)?(-$OPT)?; null if it is not. */
    private static Runtime.Version withTail(String s, List<Integer> numbers, String pre, int from) {
        int i = from;
        boolean plus = false;
        Integer build = null;
        if (i < s.length() && s.charAt(i) == '+') {
            plus = true;
            i++;
            int end = i;
            while (end < s.length() && s.charAt(end) >= '0' && s.charAt(end) <= '9') {
                end++;
            }
            if (end > i && (s.charAt(i) != '0' || end == i + 1)) {
                build = Integer.valueOf(Integer.parseInt(s.substring(i, end)));
                i = end;
            }
        }
        String opt = null;
        if (i < s.length() && s.charAt(i) == '-') {
            int end = scan(s, i + 1, true);
            if (end == i + 1 || end != s.length()) {
                return null;
            }
            opt = s.substring(i + 1);
            i = end;
        }
        if (i != s.length()) {
            return null;
        }
        if (plus && build == null && opt == null) {
            throw new IllegalArgumentException("'+' found with neither build or optional components: '" + s + "'");
        }
        if (opt != null && !plus && pre == null) {
            throw new IllegalArgumentException(
                    "optional component must be preceded by a pre-release component or '+': '" + s + "'");
        }
        return new Runtime.Version(numbers, Optional.ofNullable(pre), Optional.ofNullable(build), Optional.ofNullable(opt));
    }

    /** $VNUM from the start; null if malformed. at[0] receives where it ends. */
    private static List<Integer> versionNumbers(String s, int[] at) {
        List<Integer> numbers = new ArrayList<>();
        int i = 0;
        while (true) {
            int start = i;
            while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                i++;
            }
            if (i == start || (s.charAt(start) == '0' && (i - start > 1 || numbers.isEmpty()))) {
                return null;
            }
            numbers.add(Integer.valueOf(Integer.parseInt(s.substring(start, i))));
            if (i < s.length() && s.charAt(i) == '.') {
                i++;
                continue;
            }
            break;
        }
        if (numbers.get(numbers.size() - 1).intValue() == 0) {
            return null; // trailing zero elements are not allowed
        }
        at[0] = i;
        return Collections.unmodifiableList(numbers);
    }

    private static int scan(String s, int from, boolean optionalChars) {
        int i = from;
        while (i < s.length()) {
            char c = s.charAt(i);
            boolean alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
            if (!alnum && !(optionalChars && (c == '-' || c == '.'))) {
                break;
            }
            i++;
        }
        return i;
    }

    private static IllegalArgumentException invalid(String s) {
        return new IllegalArgumentException("Invalid version string: '" + s + "'");
    }
}
