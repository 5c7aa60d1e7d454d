// Checks Runtime.Version: parsing of valid and invalid version strings with the JDK's messages, the components, toString, hashCode, compareTo/equals with and without the optional part, and Runtime.version().
// loupe-test: java17-only
import java.util.*;
public class RuntimeVersionParse {
    public static void main(String[] a) {
        String[] ss = {"17", "17.0.2", "9-ea", "9-ea+18", "9+100", "17.0.21.1+2-1-deb12u1-Debian", "1.8.0", "9+-opt", "9-pre-opt", "9.0.0.1", "11.0.1+13-LTS", "9-1+2", "10-2", "10-10", "10-a", "10+0",
            "", "0", "9.0", "09", "9.", "9+", "9-", "9+01", "9-ea-", "9+1-", "9 ", "9.00.1", "9+-", "a"};
        List<Runtime.Version> ok = new ArrayList<>();
        for (String s : ss) {
            try {
                Runtime.Version v = Runtime.Version.parse(s);
                ok.add(v);
                System.out.println(s + " -> " + v + " f" + v.feature() + " i" + v.interim() + " u" + v.update() + " p" + v.patch() + " " + v.version() + " " + v.pre() + " " + v.build() + " " + v.optional() + " h" + v.hashCode());
            } catch (Exception e) {
                System.out.println(s + " -> " + e);
            }
        }
        for (Runtime.Version x : ok) {
            StringBuilder sb = new StringBuilder(x + ":");
            for (Runtime.Version y : ok) sb.append(' ').append(Integer.signum(x.compareTo(y))).append(x.equals(y) ? "=" : "").append(Integer.signum(x.compareToIgnoreOptional(y))).append(x.equalsIgnoreOptional(y) ? "~" : "");
            System.out.println(sb);
        }
        try { Runtime.Version.parse(null); } catch (NullPointerException e) { System.out.println("npe"); }
        System.out.println(Runtime.version().feature());
    }
}
