// Checks every primitive array kind and Object arrays: default values, loads/stores with truncation, arraylength, clone, getClass names.
public class ArrayKinds {
    public static void main(String[] args) {
        boolean[] zs = new boolean[3];
        byte[] bs = new byte[3];
        char[] cs = new char[3];
        short[] ss = new short[3];
        int[] is = new int[3];
        long[] ls = new long[3];
        float[] fs = new float[3];
        double[] ds = new double[3];
        String[] strs = new String[3];
        Object[] os = new Object[0];
        System.out.println("defaults: " + zs[0] + " " + bs[0] + " " + (int) cs[0] + " " + ss[0] + " " + is[0] + " "
                + ls[0] + " " + fs[0] + " " + ds[0] + " " + strs[0] + " len0=" + os.length);
        zs[1] = true;
        bs[1] = (byte) 200;
        cs[1] = (char) 0x10041;
        ss[1] = (short) 40000;
        is[1] = Integer.MIN_VALUE;
        ls[1] = Long.MAX_VALUE;
        fs[1] = 1.5f;
        ds[1] = -2.25;
        strs[1] = "one";
        System.out.println("stored: " + zs[1] + " " + bs[1] + " " + cs[1] + " " + ss[1] + " " + is[1] + " "
                + ls[1] + " " + fs[1] + " " + ds[1] + " " + strs[1]);
        bs[2] = bs[1];
        bs[2]++;
        cs[2] = 'z';
        cs[2] += 1;
        ss[2] = ss[1];
        ss[2] -= 1;
        ls[2] = ls[1] + 1;
        System.out.println("updated: " + bs[2] + " " + cs[2] + " " + ss[2] + " " + ls[2]);
        Object[] all = {zs, bs, cs, ss, is, ls, fs, ds, strs, os, new int[0][0], new Runnable[1]};
        for (Object a : all) {
            System.out.println(a.getClass().getName() + " simple=" + a.getClass().getSimpleName()
                    + " component=" + a.getClass().getComponentType().getName());
        }
        System.out.println("lengths: " + zs.length + bs.length + cs.length + ss.length + is.length + ls.length
                + fs.length + ds.length + strs.length);
        int[] copy = is.clone();
        copy[0] = 99;
        System.out.println("clone independent: " + is[0] + " " + copy[0] + " " + copy[1] + " same class: "
                + (copy.getClass() == is.getClass()));
        String[] sc = strs.clone();
        System.out.println("shallow clone shares elements: " + (sc[1] == strs[1]));
        char[] word = {'h', 'e', 'l', 'l', 'o'};
        System.out.println(word);
        System.out.println(new String(word, 1, 3) + " " + String.valueOf(word));
        long total = 0;
        int[] big = new int[100000];
        for (int i = 0; i < big.length; i++) big[i] = i * 3;
        for (int v : big) total += v;
        System.out.println("big total " + total);
        Object o = new int[]{1, 2};
        System.out.println(((int[]) o)[1] + " " + (o instanceof int[]) + " " + (o instanceof Object[]));
    }
}
