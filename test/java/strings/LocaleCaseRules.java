// Locale-sensitive case mapping: Lithuanian keeps the dot of i and j under accents (More_Above, After_Soft_Dotted), Turkish dotted and dotless i, final sigma
import java.util.Locale;

public class LocaleCaseRules {
    static String hex(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) sb.append(String.format("%04X ", (int) c));
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        Locale lt = new Locale("lt"), tr = new Locale("tr"), en = Locale.ENGLISH;
        String[] lower = {"I\u0300", "J\u0301x", "\u012E\u0303", "\u00CC", "\u00CD", "\u0128", "I\u0316\u0301", "IJ", "I", "\u0130", "I\u0307", "\u03A3\u0391\u03A3", "A\u03A3 B"};
        for (String s : lower) {
            System.out.println("lower " + hex(s) + " -> lt " + hex(s.toLowerCase(lt)) + " | tr " + hex(s.toLowerCase(tr)) + " | en " + hex(s.toLowerCase(en)));
        }
        String[] upper = {"i\u0307", "j\u0307", "\u012F\u0307", "i\u0316\u0307", "i\u0301\u0307", "a\u0307", "i", "\u00DF", "\u0131"};
        for (String s : upper) {
            System.out.println("upper " + hex(s) + " -> lt " + hex(s.toUpperCase(lt)) + " | tr " + hex(s.toUpperCase(tr)) + " | en " + hex(s.toUpperCase(en)));
        }
    }
}
