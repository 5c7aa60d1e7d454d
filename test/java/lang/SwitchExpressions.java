// loupe-test: java17-only
// Checks switch expressions and arrow switches on int, String and enum: multiple labels, yield, exhaustive enum switch without default, and statement-form arrows.
public class SwitchExpressions {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static String kind(Day d) {
        return switch (d) {
            case SAT, SUN -> "weekend";
            case FRI -> {
                String s = "almost";
                yield s + " weekend";
            }
            default -> "weekday";
        };
    }

    static int letters(Day d) {
        return switch (d) {   // exhaustive: no default needed
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case THU, SAT -> 8;
            case WED -> 9;
        };
    }

    static int score(String s) {
        return switch (s) {
            case "a", "e", "i", "o", "u" -> 1;
            case "q", "z" -> 10;
            default -> {
                if (s.length() > 1) yield -1;
                yield 2;
            }
        };
    }

    static String sparse(int x) {
        return switch (x) {
            case -1000000 -> "very negative";
            case 0 -> "zero";
            case 1, 2, 3 -> "small";
            case Integer.MAX_VALUE -> "max";
            default -> "other";
        };
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) System.out.println(d + " " + kind(d) + " " + letters(d));
        StringBuilder sb = new StringBuilder();
        for (String s : "a b q z xy e".split(" ")) sb.append(score(s)).append(' ');
        System.out.println(sb.toString().trim());
        for (int x : new int[]{-1000000, 0, 2, 7, Integer.MAX_VALUE}) System.out.println(x + " " + sparse(x));
        int total = 0;
        for (int i = 0; i < 6; i++) {
            switch (i % 3) {
                case 0 -> total += 1;
                case 1 -> { total += 10; }
                default -> total += 100;
            }
        }
        System.out.println("total " + total);
        char c = 'x';
        var result = switch (c) { case 'x' -> 1.5; case 'y' -> 2; default -> 0L; };
        System.out.println("mixed numeric result " + result);
        try {
            Day none = null;
            System.out.println(kind(none));
        } catch (NullPointerException e) {
            System.out.println("null enum selector NPE");
        }
    }
}
