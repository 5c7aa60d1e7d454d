// MessageFormat (argument types and styles, quoting, nested choice, toPattern, parse, errors) and ChoiceFormat
import java.text.ChoiceFormat;
import java.text.DecimalFormat;
import java.text.Format;
import java.text.MessageFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.util.Arrays;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

public class MessageAndChoiceFormat {
    public static void main(String[] args) throws Exception {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Locale.setDefault(Locale.US);
        ChoiceFormat c = new ChoiceFormat("-\u221e<neg|0#zero|1#one|1<many|5\u2264five '|' more|\u221e#inf");
        System.out.println(c.toPattern());
        StringBuilder sb = new StringBuilder();
        for (double x : new double[] {-5, 0, 0.5, 1, 1.5, 5, Double.NaN, Double.POSITIVE_INFINITY}) {
            sb.append(c.format(x)).append(';');
        }
        System.out.println(sb + " " + c.format(3L));
        System.out.println(Arrays.toString(c.getLimits()) + " " + Arrays.toString(c.getFormats()) + " "
                + ChoiceFormat.nextDouble(1) + " " + ChoiceFormat.previousDouble(1) + " "
                + ChoiceFormat.nextDouble(1, false) + " " + c.parse("many", new ParsePosition(0)));
        ParsePosition pp = new ParsePosition(0);
        System.out.println(c.parse("nothing", pp) + " " + pp.getIndex() + " " + pp.getErrorIndex());
        System.out.println(new ChoiceFormat(new double[] {0, 1, 2}, new String[] {"a", "b#", "c|'q"}).toPattern());
        for (String p : new String[] {"abc", "0#a|x#b", "1#a|0#b", "", "0#a|", "#a"}) {
            try {
                System.out.println("[" + new ChoiceFormat(p).toPattern() + "]");
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        try {
            new ChoiceFormat(new double[] {1}, new String[0]);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        ChoiceFormat files = new ChoiceFormat("0#no files|1#one file|1<{0,number,integer} files");
        System.out.println(files.equals(new ChoiceFormat(files.toPattern())) + " " + files.format(2));

        Object[] argv = {3, "str", 1234.5678, new Date(1234567890123L), null};
        String[] patterns = {
            "{0} {1} {2} {3} {4} {5}",
            "x {0,number} {0,number,integer} {2,number,#.##} {2,number,percent} {2,number,currency} {2, number ,0.0}",
            "{3,date} {3,date,short} {3,date,long} {3,date,full} {3,time} {3,time,short} {3,time,full} {3,date,yyyy-MM-dd HH:mm}",
            "It''s '{0}' {0,choice,0#none|1#one|1<{0,number,integer} files ''q''}",
            "'{'{0}'}' '' '''' '{1}",
            "a}b {0}{0}{0}",
            "{0,choice,0#x|3#{1} and {2,number,0.0}}",
            "{1}{1,number}",
        };
        for (String p : patterns) {
            try {
                MessageFormat m = new MessageFormat(p);
                System.out.println(m.format(argv) + " | " + m.toPattern());
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        for (String p : new String[] {"{x}", "{-1}", "{0,foo}", "{0", "{0,number,#.#.#}", "{ 0 }", "{0,date,qq}",
            "}{", "{0,choice,0#a|1#{1}"}) {
            try {
                System.out.println(new MessageFormat(p).format(argv));
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        System.out.println(MessageFormat.format("{0} has {1,number,#.#} and {2}", "A", 2.25, 0));
        System.out.println(new MessageFormat("{0}").format(new Object[] {1.5f}) + " "
                + new MessageFormat("{0}").format(new Object[] {new StringBuilder("sb")}) + " "
                + new MessageFormat("{1}").format(new Object[] {"x"}) + " "
                + new MessageFormat("{0}").format(null) + " "
                + new MessageFormat("{0,number,#,##0.00}", Locale.GERMANY).format(new Object[] {1234.5}) + " "
                + new MessageFormat("{0,date,long}", Locale.FRANCE).format(new Object[] {new Date(0)}));

        MessageFormat m = new MessageFormat("{0} is {1,number,integer} at {2}");
        Object[] r = m.parse("cat is 12 at home");
        System.out.println(Arrays.toString(r) + " " + r[1].getClass().getSimpleName());
        try {
            m.parse("zzz");
        } catch (ParseException e) {
            System.out.println(e + " " + e.getErrorOffset());
        }
        Format[] formats = m.getFormats();
        System.out.println(formats.length + " " + (formats[0] == null) + " " + (formats[1] instanceof DecimalFormat)
                + " " + m.getLocale() + " " + m.getFormatsByArgumentIndex().length);
        m.setFormatByArgumentIndex(2, new ChoiceFormat("0#zero|1#many"));
        m.setFormat(0, new DecimalFormat("000"));
        System.out.println(m.format(new Object[] {7, 8.6, 9}) + " | " + m.toPattern());
        m.applyPattern("[{1}-{0}]");
        System.out.println(m.format(new Object[] {"a", "b"}) + " " + Arrays.toString(m.parse("[x-y]")));
        MessageFormat copy = (MessageFormat) m.clone();
        System.out.println(copy.equals(m) + " " + copy.toPattern());
    }
}
