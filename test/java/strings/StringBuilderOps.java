// Checks StringBuilder: append of every type, insert, delete, deleteCharAt, replace, reverse (incl. surrogate pairs), setCharAt, setLength, indexOf, chaining.
public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(true).append('c').append(1).append(2L).append(1.5f).append(2.5).append("s").append((Object) null)
          .append((String) null).append(new char[]{'x', 'y'}).append(new StringBuilder("SB")).append("abcdef", 1, 3);
        System.out.println(sb + " " + sb.length());
        sb.setLength(0);
        sb.append("0123456789");
        sb.insert(0, "<").insert(sb.length(), '>').insert(5, 3.0).insert(2, true).insert(1, new char[]{'!'});
        System.out.println(sb);
        sb.delete(0, 3).deleteCharAt(0).replace(2, 5, "REPLACED");
        System.out.println(sb);
        sb.delete(5, 1000);
        System.out.println(sb + " " + sb.length());
        System.out.println(new StringBuilder("stressed").reverse() + " " + new StringBuilder("").reverse() + "|");
        StringBuilder surrogate = new StringBuilder("a\ud83d\ude00b");
        surrogate.reverse();
        System.out.println("surrogates kept in order: " + (surrogate.charAt(1) == '\ud83d' && surrogate.charAt(2) == '\ude00') + " len " + surrogate.length());
        StringBuilder s2 = new StringBuilder("hello");
        s2.setCharAt(0, 'j');
        s2.setLength(3);
        System.out.println(s2 + " " + s2.length());
        s2.setLength(5);
        System.out.println("grown with NULs: " + (int) s2.charAt(3) + " " + (int) s2.charAt(4) + " len " + s2.length());
        StringBuilder s3 = new StringBuilder("abcabcabc");
        System.out.println(s3.indexOf("bc") + " " + s3.indexOf("bc", 2) + " " + s3.lastIndexOf("abc") + " " + s3.lastIndexOf("abc", 5) + " " + s3.indexOf("z"));
        System.out.println(s3.substring(3) + " " + s3.substring(1, 4) + " " + s3.charAt(8) + " " + s3.subSequence(0, 2));
        StringBuilder nums = new StringBuilder();
        for (int i = 0; i < 10; i++) nums.append(i).append(i < 9 ? "," : "");
        System.out.println(nums);
        try {
            new StringBuilder("abc").charAt(3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            new StringBuilder("abc").insert(4, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert: " + e.getMessage());
        }
        try {
            new StringBuilder("abc").delete(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("delete: " + e.getMessage());
        }
        try {
            new StringBuilder("abc").setLength(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("setLength: " + e.getMessage());
        }
        StringBuilder cp = new StringBuilder();
        cp.appendCodePoint(0x1F600).appendCodePoint('A');
        System.out.println("appendCodePoint length " + cp.length() + " codePointAt " + Integer.toHexString(cp.codePointAt(0)));
    }
}
