// Checks Double.parseDouble/Float.parseFloat/valueOf: exponents, whitespace trimming, type suffixes, NaN/Infinity spellings, hex floats, and NumberFormatException messages.
public class DoubleParse {
    static void pd(String s) {
        try {
            System.out.println("parseDouble(\"" + s + "\") = " + Double.parseDouble(s));
        } catch (NumberFormatException e) {
            System.out.println("parseDouble(\"" + s + "\") NFE: " + e.getMessage());
        } catch (NullPointerException e) {
            System.out.println("parseDouble(null) NPE");
        }
    }

    static void pf(String s) {
        try {
            System.out.println("parseFloat(\"" + s + "\") = " + Float.parseFloat(s));
        } catch (NumberFormatException e) {
            System.out.println("parseFloat(\"" + s + "\") NFE: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] ds = {"0", "-0", "1.5", "-2.25e3", "1e10", "1E-10", ".5", "5.", "  42.0  ", "\t7\n", "1d", "1D", "2.5f", "+3",
                       "NaN", "-NaN", "Infinity", "-Infinity", "+Infinity", "infinity", "1e400", "1e-400", "4.9e-324", "2.4e-324",
                       "0x1p3", "0x1.8p1", "-0x.8p0", "0x10", "", " ", "abc", "1.2.3", "1e", "e5", "--1", "1,5", "0.1000000000000000055511151231257827",
                       "123456789012345678901234567890", "9007199254740993", "1_0"};
        for (String s : ds) pd(s);
        pd(null);
        String[] fs = {"3.4028235e38", "3.4028236e38", "3.5e38", "1.4e-45", "7e-46", "0.1", "16777217", "1e-3f", "NaN"};
        for (String s : fs) pf(s);
        System.out.println(Double.valueOf("2.5") + " " + Float.valueOf("2.5") + " " + Double.valueOf(3).equals(3.0));
    }
}
