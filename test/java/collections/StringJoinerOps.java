// Checks StringJoiner: delimiter/prefix/suffix, empty value (setEmptyValue), length, merge, and String.join over various iterables.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.StringJoiner;
import java.util.TreeSet;

public class StringJoinerOps {
    public static void main(String[] args) {
        StringJoiner j = new StringJoiner(", ", "{", "}");
        System.out.println(j + " length " + j.length());
        j.setEmptyValue("EMPTY");
        System.out.println(j + " length " + j.length());
        j.add("a").add("b").add(null).add("");
        System.out.println(j + " length " + j.length());
        StringJoiner other = new StringJoiner("-", "[", "]");
        other.add("x").add("y");
        j.merge(other);
        System.out.println("merged " + j);
        StringJoiner plain = new StringJoiner("|");
        plain.setEmptyValue("nothing");
        System.out.println(plain + " " + plain.add("only") + " " + plain.add("two"));
        StringJoiner emptyMerge = new StringJoiner(",");
        emptyMerge.add("keep");
        emptyMerge.merge(new StringJoiner(":"));
        System.out.println("merge of empty " + emptyMerge);
        System.out.println(String.join("/", new TreeSet<>(Arrays.asList("c", "a", "b"))) + " " + String.join(", ", new ArrayList<String>()) + "|"
                + String.join("", "a", "b") + " " + String.join("-", Arrays.asList("solo")));
    }
}
