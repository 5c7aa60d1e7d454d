// Checks java.util.Objects helpers and Optional: equals/hash/toString/requireNonNull(Else), Optional map/flatMap/filter/orElse*/get on empty and its messages.
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;

public class ObjectsOptional {
    public static void main(String[] args) {
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals("a", "a") + " " + Objects.deepEquals(new int[]{1}, new int[]{1}));
        System.out.println(Objects.hashCode(null) + " " + Objects.hashCode("a") + " " + Objects.hash() + " " + Objects.hash(1, "a", null) + " " + Objects.hash((Object) null));
        System.out.println(Objects.toString(null) + " " + Objects.toString(null, "default") + " " + Objects.toString(5, "unused"));
        System.out.println(Objects.isNull(null) + " " + Objects.nonNull(null) + " " + Objects.compare("a", "b", String::compareTo));
        System.out.println(Objects.requireNonNull("ok") + " " + Objects.requireNonNull("fine", "unused message"));
        try {
            Objects.requireNonNull(null, "value is required");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null, () -> "supplied message");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull supplier: " + e.getMessage());
        }
        Optional<String> present = Optional.of("value");
        Optional<String> empty = Optional.empty();
        Optional<String> nullable = Optional.ofNullable(null);
        System.out.println(present + " " + empty + " " + nullable + " " + (empty == nullable) + " " + present.isPresent() + " " + empty.isPresent());
        System.out.println(present.get() + " " + empty.orElse("fallback") + " " + empty.orElseGet(() -> "computed") + " " + present.orElse("unused"));
        System.out.println(present.map(String::length) + " " + empty.map(String::length) + " " + present.map(s -> null) + " " + present.filter(s -> s.startsWith("v"))
                + " " + present.filter(s -> s.isEmpty()) + " " + present.flatMap(s -> Optional.of(s + "!")));
        present.ifPresent(s -> System.out.println("ifPresent " + s));
        empty.ifPresent(s -> System.out.println("never"));
        System.out.println(present.equals(Optional.of("value")) + " " + present.hashCode() + " " + empty.hashCode() + " " + Optional.of(42).toString());
        try {
            empty.get();
        } catch (NoSuchElementException e) {
            System.out.println("get on empty: " + e.getMessage());
        }
        try {
            empty.orElseThrow(() -> new IllegalStateException("custom missing"));
        } catch (IllegalStateException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("Optional.of(null) NPE");
        }
    }
}
