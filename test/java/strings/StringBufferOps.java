// Checks StringBuffer (synchronized builder): the same operations as StringBuilder, shared use from two threads with a deterministic final result.
public class StringBufferOps {
    public static void main(String[] args) throws Exception {
        StringBuffer sb = new StringBuffer("start");
        sb.append(1).append('-').append(2.5).insert(0, "[").append(']').reverse();
        System.out.println(sb + " " + sb.length());
        sb.reverse().replace(1, 6, "BEGIN").deleteCharAt(0);
        System.out.println(sb + " idx " + sb.indexOf("1") + " char " + sb.charAt(2));
        StringBuffer shared = new StringBuffer();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final char ch = (char) ('a' + t);
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 1000; i++) shared.append(ch);
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        int[] counts = new int[4];
        for (int i = 0; i < shared.length(); i++) counts[shared.charAt(i) - 'a']++;
        System.out.println("length " + shared.length() + " counts " + counts[0] + " " + counts[1] + " " + counts[2] + " " + counts[3]);
        StringBuffer sbuf = new StringBuffer();
        sbuf.append((Object) null).append(new char[]{'o', 'k'}).setLength(3);
        System.out.println(sbuf + " " + sbuf.capacity());
    }
}
