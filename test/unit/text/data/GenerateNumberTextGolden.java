import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Random;

/**
 * Writes the golden files of test/unit/text/test_java_number_text.cpp from
 * what HotSpot 17 prints. Run with JDK 17 (regenerate.sh does it):
 *
 *   double_to_string.golden  bits  Double.toString  formatter-digits  formatter-exponent
 *   float_to_string.golden   bits  Float.toString
 *   parse.golden             input <TAB> parseDouble <TAB> parseFloat
 *
 * Formatter digits are those String.format("%.30e") prints (before any
 * rounding: no double has 31 digits), trailing zeros dropped; the exponent is
 * that of the 0.DIGITS form; "-" for zero, NaN and the infinities. Parse
 * results are raw bits in hex or "NFE:" and the exception's message; inputs
 * are escaped (\t \n \\ and backslash-u for other control characters).
 */
public class GenerateNumberTextGolden {
    /**
     * Values whose digits depend on the JDK's quirks: each one changes its text
     * if one detail of the old FloatingDecimal is changed (strict margin tests,
     * the non-strict upper test of the big-integer path, int/long overflow, the exponent estimate, insignificant digits, the
     * halved margin at powers of two, the two-digit rule in scientific notation,
     * the leading-zero digit). Found by mutating the C++ implementation and
     * keeping values that told the mutants apart on HotSpot's output.
     */
    static final long[] QUIRK_DOUBLE_BITS = {
        0x1L, 0x10L, 0x100000000000000L, 0x1080000000000000L, 0x11a1d44d80df5dd1L, 0x12L, 0x1200000000000000L,
        0x1340000000000000L, 0x1370000000000000L, 0x138119bff0f98abdL, 0x13d0000000000000L, 0x1420000000000000L,
        0x1420000000000001L, 0x15600d7b2e28c659L, 0x169dd8ec74867e09L, 0x1bc0000000000000L, 0x1c50000000000000L,
        0x1d60000000000000L, 0x1ed0000000000000L, 0x1ee0000000000000L, 0x200000L, 0x2150000000000000L,
        0x2260000000000000L, 0x24f18107c0bd3229L, 0x25b0000000000000L, 0x28a0000000000000L, 0x2ca0aff95cc5b091L,
        0x33103dffe1be5241L, 0x33afbb78471ded05L, 0x3839e57d1059925L, 0x3e10c2bbf2f93e81L, 0x3f501705ea10e1e9L,
        0x3f501af6dea7963dL, 0x3f6016d53db9f0e8L, 0x3f60460000000000L, 0x3f604f9ad9f36812L, 0x3f607210cfcae000L,
        0x3f60814d5ae6df11L, 0x3f61cdb327dc7000L, 0x3f626fe7497059eeL, 0x3f63192ed99030e7L, 0x3f6323c000000000L,
        0x3f6387c029688876L, 0x3f6538bf1d75838aL, 0x3f66d47cb6c27c00L, 0x3f66e029ad000000L, 0x3f672b92d64caf00L,
        0x3f68587bd4000000L, 0x3f696b63f3c10000L, 0x3f6a4cd93720ceacL, 0x3f6aea3b205925c0L, 0x3f6b12ba875d7d7eL,
        0x3f6ba4a4cd7e0000L, 0x3f6d0cbc536495d2L, 0x3f6e8dfb687eb79cL, 0x3f72a01d7953a485L, 0x3fefffffe5280d65L,
        0x408eaf77c395d641L, 0x412dfe1e4fb41499L, 0x42a19a7866c8d73dL, 0x43900e1853e68be8L, 0x4390467c593de000L,
        0x439349e01a240000L, 0x439354a7c66e0000L, 0x4397120000000000L, 0x43971aa1d8000000L, 0x439868c4b9afa800L,
        0x439961d4d9368000L, 0x439a447c6f05e5eeL, 0x439af55b6f146a00L, 0x439b835d80000000L, 0x439e64e500000000L,
        0x43adb0445d2d3b3fL, 0x43af92b000000000L, 0x43b0b2a000000000L, 0x43bb730000000000L, 0x43c070f835018000L,
        0x43ce7e0000000000L, 0x43cf58b645653914L, 0x43d0bcb000000000L, 0x43d1758000000000L, 0x43da3ffe45e60000L,
        0x43da910000000000L, 0x43e10c6fadb557d3L, 0x43e2f2535f000000L, 0x43e6a385c7033c48L, 0x43ed56db90000000L,
        0x43f2e6004a4157b2L, 0x43fb8a8000000000L, 0x4402494af26cc56eL, 0x4402d086a3819e84L, 0x4402dfc93c000000L,
        0x44030e8dda395bbcL, 0x440321ce59449356L, 0x440432d3a6fc98deL, 0x44082fb000000000L, 0x440a7a6b9e0f44d4L,
        0x443e99e0484f767aL, 0x445b38625b20b304L, 0x446436ae1cec6fc8L, 0x446490e2c07c2fd2L, 0x44662a47ce2ff9d8L,
        0x4466a3b60cd3f282L, 0x4466b196c38799e6L, 0x44670f4394c443caL, 0x44676978385403d4L, 0x4467f7b789057794L,
        0x4468af98fdd1e182L, 0x4468c7e23d8c4670L, 0x4468f874bd01104eL, 0x446a00224c567cbaL, 0x446bca19d97f109eL,
        0x446c12f598ae3f6cL, 0x446d5c8e8bd906f2L, 0x446d82b882471346L, 0x446e147000a570e0L, 0x446fb83d975ff870L,
        0x4470069efb362cdaL, 0x44703aa9a857e092L, 0x4471a00408e9f6e0L, 0x4486994d83cd34f8L, 0x44878c2a0115264eL,
        0x449017f7df96be18L, 0x449805983fb91ef8L, 0x449a5366948c6912L, 0x44a0f97b787e1e30L, 0x44a583bf3dc42128L,
        0x44acf7f15f42895eL, 0x44b2771f18ca996eL, 0x44cda56a4b0835c0L, 0x44d52d02c7e14af6L, 0x4501c9a62d04ed0cL,
        0x450da56a4b0835c0L, 0x453033debcecde97L, 0x4530397120000000L, 0x4531000000000000L, 0x45325017aa7e7597L,
        0x4532550000000000L, 0x4533200000000000L, 0x45339c387da57400L, 0x4533a9161e300000L, 0x4533ab1a80000000L,
        0x453409e100000000L, 0x4534c9a7c0000000L, 0x4534e7df68e68a00L, 0x45357f3ceb320590L, 0x4537419400000000L,
        0x453a128000000000L, 0x453ae15c6afeb3b8L, 0x453b10a8c98d6a30L, 0x453c1e858d9c8e00L, 0x453d900000000000L,
        0x453d975100000000L, 0x453e78e8b0000000L, 0x453ff79150df8000L, 0x45444f1938480000L, 0x4548e248e7c58000L,
        0x4556deb1154f79ebL, 0x4556deb1154f79ecL, 0x455f5718987664b4L, 0x455f5718987664b5L, 0x456bf3bbfd9a06caL,
        0x456bf3bbfd9a06cbL, 0x4578905f62bda8e0L, 0x4578905f62bda8e1L, 0x457a420db02bd7d5L, 0x457a420db02bd7d6L,
        0x457bf3bbfd9a06caL, 0x457bf3bbfd9a06cbL, 0x45837b547a731c01L, 0x45837b547a731c02L, 0x45a37b547a731c01L,
        0x45a37b547a731c02L, 0x45c01b3dcb6aa3b1L, 0x45c8905f62bda8e0L, 0x45c8905f62bda8e1L, 0x45ca420db02bd7d5L,
        0x45ca420db02bd7d6L, 0x45d6deb1154f79ebL, 0x45d6deb1154f79ecL, 0x45df5718987664b4L, 0x45df5718987664b5L,
        0x45e017f7df96be17L, 0x45e017f7df96be18L, 0x45ebf3bbfd9a06caL, 0x45ebf3bbfd9a06cbL, 0x45f8905f62bda8e0L,
        0x45f8905f62bda8e1L, 0x46037b547a731c01L, 0x46037b547a731c02L, 0x460f5718987664b4L, 0x460f5718987664b5L,
        0x46152d02c7e14af6L, 0x46152d02c7e14af7L, 0x4628905f62bda8e0L, 0x4628905f62bda8e1L, 0x47237b547a731c01L,
        0x47237b547a731c02L, 0x4728905f62bda8e0L, 0x4728905f62bda8e1L, 0x4741c9a62d04ed0cL, 0x4741c9a62d04ed0dL,
        0x477a420db02bd7d5L, 0x477a420db02bd7d6L, 0x478f5718987664b4L, 0x478f5718987664b5L, 0x47e52d02c7e14af6L,
        0x47e52d02c7e14af7L, 0x483cf06d9dd0a18dL, 0x4e424169a15900a1L, 0x5c6098738e21d51dL, 0x5cc0000000000000L,
        0x6bbdcc40afe3a2fdL, 0x6e50000000000000L, 0x6f00000000000000L, 0x70000000000000L, 0x7b80000000000000L,
        0x7cc0000000000000L, 0x7ea22220be05f2ddL, 0x8000000000000001L, 0xaL, 0xcL, 0xc3d5ab40f4e368d4L,
        0xc3da66d788304b5dL, 0xc53405bd1d0abc55L, 0xc537887d96476cc2L, 0xc53a81f810011573L, 0xc54b545cc0c59b66L,
        0xd70000000000000L, 0xeL, 0xf80000000000000L, 0xff8d71d360e13e1L,
    };

    static final long[] QUIRK_FLOAT_BITS = {
        0x10000L, 0x10000000L, 0x11000000L, 0x11800000L, 0x12000000L, 0x15L, 0x16000000L, 0x1dL, 0x2L, 0x200L,
        0x2000L, 0x21800000L, 0x2600c140L, 0x26029ac0L, 0x2603ee7bL, 0x2619bee4L, 0x261a504eL, 0x261d8100L,
        0x262b0000L, 0x26398388L, 0x2639a940L, 0x2644a1b1L, 0x264d5360L, 0x2655a61dL, 0x265ba100L, 0x265cd8e0L,
        0x26622b97L, 0x267a2380L, 0x28000000L, 0x2c800000L, 0x3L, 0x3c23d70aL, 0x3d3ee900L, 0x3d3fd81eL, 0x3d47d7daL,
        0x3d4cbf9dL, 0x3d79e070L, 0x3d9de8e6L, 0x4e0044f5L, 0x500c216aL, 0x5210e700L, 0x5219549cL, 0x5219604aL,
        0x52b36d40L, 0x52b37c00L, 0x5301c000L, 0x54415400L, 0x55934000L, 0x5608d000L, 0x561091abL, 0x562ba651L,
        0x56600e1aL, 0x57647d58L, 0x59e659cbL, 0x5a9cbbabL, 0x5dbea530L, 0x6L, 0x60800000L, 0x65000000L, 0x65800000L,
        0x68800000L, 0x68fdcfd5L, 0x68ff954bL, 0x69000000L, 0x6a0175d6L, 0x6a09cce3L, 0x6a0b2fdeL, 0x6a0bc00fL,
        0x6a0ff416L, 0x6a1ad8edL, 0x6a287d47L, 0x6a292cfaL, 0x6a2e2121L, 0x6a34771bL, 0x6a34c4bcL, 0x6a3b5bafL,
        0x6a40d797L, 0x6a476e4aL, 0x6a493ba6L, 0x6a4e33f2L, 0x6a800000L, 0x6b000000L, 0x6c800000L, 0x6d000000L,
        0x6f800000L, 0x7L, 0x800000L, 0x80000002L, 0x80000003L, 0x80800000L, 0xc000000L, 0xce21753bL, 0xce21d4b3L,
        0xd27284d4L, 0xd5bc0ef0L, 0xd5bcb361L, 0xd5bd0789L, 0xd60a2efdL, 0xea40dfb5L, 0xea45c94aL, 0xea5dc5baL,
        0xea7381b7L, 0xea73c23aL, 0xea792232L, 0xea79a93fL, 0xea941f5dL, 0xea9ab495L, 0xeaa20edfL, 0xf800000L,
    };

    static final Random RANDOM = new Random(20240517L);

    public static void main(String[] args) throws IOException {
        Path dir = Paths.get(args.length > 0 ? args[0] : ".");
        try (PrintWriter out = writer(dir.resolve("double_to_string.golden"))) {
            writeDoubles(out);
        }
        try (PrintWriter out = writer(dir.resolve("float_to_string.golden"))) {
            writeFloats(out);
        }
        try (PrintWriter out = writer(dir.resolve("parse.golden"))) {
            writeParses(out);
        }
    }

    static PrintWriter writer(Path path) throws IOException {
        return new PrintWriter(Files.newBufferedWriter(path, StandardCharsets.UTF_8));
    }

    // ---- Double.toString and the Formatter's digits ----

    static void writeDoubles(PrintWriter out) {
        double[] named = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE,
            -Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 1e23, 2.82879384806159E17, 2e-3, 1.0E7, 123456789.0,
            0.1, 0.2, 0.3, 0.1 + 0.2, 2.675, 1.005, 100.0, 1000.0, 1e-3, 1e-4, 9999999.0, 1e7 - 0.5, 0.00099999, 1.0, -1.0,
            0.5, 1.5, 2.5, 0.125, 1e21, 1e22, 4.096e26, 1.024e26, 5e-324, 1.7976931348623157e308, 4.35, 0.045, 123456.789, 1234567.0, 12345678.0};
        for (double d : named) {
            writeDouble(out, d);
        }
        for (long bits : QUIRK_DOUBLE_BITS) {
            writeDouble(out, Double.longBitsToDouble(bits));
        }
        for (int e = -324; e <= 308; e++) {
            double power = Double.parseDouble("1e" + e);
            writeDouble(out, power);
            if (e % 10 == 0) {
                writeDouble(out, Math.nextUp(power));
                writeDouble(out, Math.nextDown(power));
            }
        }
        for (int e = -1074; e <= 1023; e += 11) {
            double power = Math.scalb(1.0, e);
            writeDouble(out, power);
            writeDouble(out, Math.nextUp(power));
            writeDouble(out, Math.nextDown(power));
        }
        for (int i = 0; i < 100; i++) {
            // Integers past 2^53: printed from their exact value, with insignificant digits.
            writeDouble(out, (double) (RANDOM.nextLong() >>> (1 + RANDOM.nextInt(11))));
            writeDouble(out, (double) (RANDOM.nextLong() >>> (11 + RANDOM.nextInt(50))));
        }
        for (int i = 0; i < 600; i++) {
            writeDouble(out, Double.longBitsToDouble(RANDOM.nextLong()));
        }
        for (int i = 0; i < 300; i++) {
            writeDouble(out, Double.parseDouble(shortDecimal(17, 330)));
            writeDouble(out, Double.parseDouble(shortDecimal(4, 25)));
        }
        for (int i = 0; i < 100; i++) {
            writeDouble(out, Double.longBitsToDouble(RANDOM.nextLong() >>> 12));
        }
    }

    static void writeDouble(PrintWriter out, double d) {
        out.print(Long.toHexString(Double.doubleToRawLongBits(d)));
        out.print(' ');
        out.print(Double.toString(d));
        if (d == 0 || Double.isNaN(d) || Double.isInfinite(d)) {
            out.println(" - -");
            return;
        }
        String scientific = String.format("%.30e", Math.abs(d));
        int e = scientific.indexOf('e');
        String digits = scientific.charAt(0) + scientific.substring(2, e);
        int end = digits.length();
        while (end > 1 && digits.charAt(end - 1) == '0') {
            end--;
        }
        int exponent = Integer.parseInt(scientific.substring(e + 1)) + 1;
        out.println(" " + digits.substring(0, end) + " " + exponent);
    }

    static String shortDecimal(int maxDigits, int exponentRange) {
        int n = 1 + RANDOM.nextInt(maxDigits);
        StringBuilder sb = new StringBuilder();
        sb.append((char) ('1' + RANDOM.nextInt(9)));
        for (int i = 1; i < n; i++) {
            sb.append((char) ('0' + RANDOM.nextInt(10)));
        }
        return sb.append('e').append(RANDOM.nextInt(2 * exponentRange + 1) - exponentRange).toString();
    }

    // ---- Float.toString ----

    static void writeFloats(PrintWriter out) {
        float[] named = {0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE,
            Float.MAX_VALUE, Float.MIN_NORMAL, 1e-4f, 0.1f, 0.3f, 0.01f, 1e7f, 1e10f, 123456789f, 2.675f, 1.005f, 16777216f,
            33554432f, 1.0f, -1.0f, 0.5f, 100f, 1e-3f, 9999999f, 3.4e38f};
        for (float f : named) {
            writeFloat(out, f);
        }
        for (long bits : QUIRK_FLOAT_BITS) {
            writeFloat(out, Float.intBitsToFloat((int) bits));
        }
        for (int e = -45; e <= 38; e++) {
            float power = Float.parseFloat("1e" + e);
            writeFloat(out, power);
            writeFloat(out, Math.nextUp(power));
            writeFloat(out, Math.nextDown(power));
        }
        for (int e = -149; e <= 127; e += 3) {
            writeFloat(out, Math.scalb(1.0f, e));
            writeFloat(out, Math.nextUp(Math.scalb(1.0f, e)));
        }
        for (int i = 0; i < 100; i++) {
            writeFloat(out, (float) (RANDOM.nextLong() >>> (1 + RANDOM.nextInt(40))));
        }
        for (int i = 0; i < 500; i++) {
            writeFloat(out, Float.intBitsToFloat(RANDOM.nextInt()));
        }
        for (int i = 0; i < 200; i++) {
            writeFloat(out, Float.parseFloat(shortDecimal(9, 46)));
        }
    }

    static void writeFloat(PrintWriter out, float f) {
        out.println(Integer.toHexString(Float.floatToRawIntBits(f)) + " " + Float.toString(f));
    }

    // ---- parseDouble / parseFloat ----

    static void writeParses(PrintWriter out) {
        String[] named = {"", "  ", " 1x ", "\t1.5e", "NaN", "-NaN", "+Infinity", "-Infinity", "Infinityd", "NaNd",
            "infinity", "nan", "1.", ".5", ".", "-.", "+", "-", "e5", ".e5", "0.e5", "1e", "1e+", "1e+-5", "0x1p1",
            "0x1.8p1f", "0x.8p1", "0x1", "0x.p1", "0x", "0x1.8", "0x1p", "0X1P-1D", "0x1p1 f", "0xg1p0", "0x1p1.5",
            "1_000", "1d", "1fd", " 1.5f ", "-.5E-3D", "+-1", "--1", "1.0e1.0", "1.2.3", "..1", "1..", "+..",
            "1E2147483648", "1e-2147483649", "1E2147483647", "0E2147483647", "0x1p99999999999", "0x0p99999999999",
            "-0x0p99999999999", "0x1p-99999999999", "1e400", "-1e400", "1e-400", "4.9e-324", "2.4703282292062327e-324",
            "2.4703282292062328e-324", "1.4e-45", "7.006492321624085e-46", "7.006492321624086e-46",
            "3.4028235677973366e38", "3.4028235677973367e38", "1.7976931348623158e308", "1.7976931348623159e308",
            "1.00000017881393432617187499", "1.000000178813934326171875", "1.00000017881393432617187501",
            "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7ffp1023", "0x1.ffffffp127", "0x1.fffffefp127",
            "0x0.0000000000001p-1022", "0x0.00000000000008p-1022", "0x0.00000000000008000001p-1022", "0x1p-1075",
            "0x1p-150", "0x1.000001p-150", "0x1.8p-149", "0X056A40cCp-153", "00000", "00.00e5", "-0", "-0.0f",
            "123456789012345678901234567890", "1e0000000000000000000000000000001", "NaN ", " -Infinity\t", "+NaN",
            "Infinity1", "1__", "1f ", " 1 f", "1\u00a0", "\u00001\u0000", "\u0661", "0.1", "2.675", "1.005", "1e23",
            "9007199254740993", "0." + repeat('0', 399) + "1e400", "1" + repeat('0', 400) + "e-400",
            "0x" + repeat('0', 300) + "1p-1000", "0x1" + repeat('0', 300) + "p-1000"};
        for (String s : named) {
            writeParse(out, s);
        }
        for (int i = 0; i < 150; i++) {
            writeParse(out, randomDecimalText());
            if (i % 3 == 0) {
                // Exact midpoints between doubles have up to ~770 digits: a few suffice.
                double v = Double.longBitsToDouble(RANDOM.nextLong() & 0x7fefffffffffffffL);
                writeParse(out, halfway(new BigDecimal(v), new BigDecimal(Math.nextUp(v))).toString());
            }
            float f = Float.intBitsToFloat(RANDOM.nextInt() & 0x7f7fffff);
            String fs = halfway(new BigDecimal(f), new BigDecimal(Math.nextUp(f))).toString();
            writeParse(out, fs);
            writeParse(out, fs.replace("E", "1E").replace("5", "49"));
            writeParse(out, randomHexText());
            writeParse(out, randomGarbage());
        }
    }

    static BigDecimal halfway(BigDecimal a, BigDecimal b) {
        return a.add(b).divide(BigDecimal.valueOf(2));
    }

    static String repeat(char c, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(c);
        }
        return sb.toString();
    }

    static String digits(int n, String alphabet) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(alphabet.charAt(RANDOM.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    static String randomDecimalText() {
        String m = digits(1 + RANDOM.nextInt(25), "0123456789");
        int point = RANDOM.nextInt(m.length() + 1);
        String s = RANDOM.nextInt(5) == 0 ? m : m.substring(0, point) + "." + m.substring(point);
        if (RANDOM.nextBoolean()) {
            s += "eE".charAt(RANDOM.nextInt(2)) + (RANDOM.nextBoolean() ? "" : RANDOM.nextBoolean() ? "-" : "+") + RANDOM.nextInt(400);
        }
        return decorate(s);
    }

    static String randomHexText() {
        String s = "0" + "xX".charAt(RANDOM.nextInt(2)) + digits(RANDOM.nextInt(20), "0123456789abcdefABCDEF")
            + (RANDOM.nextInt(4) == 0 ? "" : ".") + digits(RANDOM.nextInt(20), "0123456789abcdefABCDEF")
            + "pP".charAt(RANDOM.nextInt(2)) + (RANDOM.nextBoolean() ? "" : RANDOM.nextBoolean() ? "-" : "+")
            + RANDOM.nextInt(RANDOM.nextBoolean() ? 1200 : 160);
        return decorate(s);
    }

    static String randomGarbage() {
        return digits(RANDOM.nextInt(10), "0123456789.eE+-xXpPfFdDNaInfity \t");
    }

    static String decorate(String s) {
        if (RANDOM.nextInt(4) == 0) {
            s = (RANDOM.nextBoolean() ? "-" : "+") + s;
        }
        if (RANDOM.nextInt(6) == 0) {
            s = s + "fFdD".charAt(RANDOM.nextInt(4));
        }
        if (RANDOM.nextInt(8) == 0) {
            s = " \t\n\u0000".charAt(RANDOM.nextInt(4)) + s;
        }
        return s;
    }

    static void writeParse(PrintWriter out, String s) {
        out.println(escape(s) + "\t" + parseResult(s, false) + "\t" + parseResult(s, true));
    }

    static String parseResult(String s, boolean asFloat) {
        try {
            return asFloat ? Integer.toHexString(Float.floatToRawIntBits(Float.parseFloat(s)))
                           : Long.toHexString(Double.doubleToRawLongBits(Double.parseDouble(s)));
        } catch (NumberFormatException e) {
            return "NFE:" + escape(e.getMessage());
        }
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c == '\\') {
                sb.append("\\\\");
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c < 0x20 || c >= 0x7f) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
