// loupe-test: java17-only
// CharBuffer as CharSequence/Appendable, wrap(CharSequence), typed views of a ByteBuffer in both orders, typed heap buffers, JDK 13+ absolute bulk and slice(index, length), mismatch, float/double comparison rules, toString names
import java.nio.*;
import java.util.Arrays;

public class CharBuffersAndViews {
    interface Action {
        void run() throws Exception;
    }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        CharBuffer cb = CharBuffer.allocate(16);
        cb.put("hello").append(' ').append("wide world", 5, 10).append(null).append('!');
        System.out.println(cb + "|" + cb.position() + " " + cb.length());
        cb.flip();
        System.out.println(cb + "|" + cb.length() + " " + cb.charAt(1) + " " + cb.subSequence(6, 11) + " " + cb.isEmpty());
        CharBuffer sub = cb.subSequence(2, 5);
        System.out.println(sub.position() + " " + sub.limit() + " " + sub.capacity() + " " + sub);
        attempt("charAt", () -> cb.charAt(16));
        attempt("subSequence", () -> cb.subSequence(3, 1));
        attempt("overflow", () -> cb.put("x"));
        CharBuffer text = CharBuffer.wrap("abcdef", 1, 4);
        System.out.println(text + " " + text.position() + " " + text.limit() + " " + text.isReadOnly() + " " + text.hasArray()
                + " " + text.get() + " " + text.slice() + " " + text.duplicate().get(0) + " " + text.compareTo(CharBuffer.wrap("cd")));
        attempt("text.put", () -> text.put('x'));
        attempt("text.array", () -> text.array());
        attempt("wrap range", () -> CharBuffer.wrap("abc", 2, 5));
        CharBuffer target = CharBuffer.allocate(3);
        System.out.println(CharBuffer.wrap(new StringBuilder("12345")).read(target) + " " + target.flip() + " "
                + CharBuffer.allocate(0).read(target));
        System.out.println(CharBuffer.wrap("hello").hashCode() + " " + CharBuffer.wrap("hello").equals(CharBuffer.wrap("hello".toCharArray()))
                + " " + CharBuffer.wrap("abz").compareTo(CharBuffer.wrap("aba")) + " " + CharBuffer.wrap(new char[4], 1, 2));
        char[] ca = new char[5];
        CharBuffer.wrap("vwxyz").get(1, ca, 0, 3);
        System.out.println(new String(ca, 0, 3));

        // views of a ByteBuffer
        ByteBuffer bytes = ByteBuffer.allocate(24);
        IntBuffer ints = bytes.asIntBuffer();
        ints.put(0x01020304).put(-1);
        System.out.println(ints + " " + ints.order() + " " + bytes.get(0) + " " + bytes.get(3) + " " + ints.hasArray() + " " + ints.isDirect());
        bytes.position(4);
        bytes.order(ByteOrder.LITTLE_ENDIAN);
        ShortBuffer shorts = bytes.asShortBuffer();
        LongBuffer longs = bytes.asLongBuffer();
        FloatBuffer floats = bytes.asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
        DoubleBuffer doubles = bytes.asDoubleBuffer();
        CharBuffer chars = bytes.asCharBuffer();
        System.out.println(shorts + " " + longs + " " + floats + " " + doubles + " " + chars.getClass().getSuperclass().getName());
        shorts.put(2, (short) 0x4142);
        longs.put(1, Double.doubleToLongBits(2.5));
        System.out.println(shorts.get(0) + " " + Long.toHexString(longs.get(0)) + " " + doubles.get(1) + " " + floats.get(2) + " "
                + chars.get(2) + " " + (int) chars.get(0) + " " + floats.isReadOnly() + " " + floats.order());
        attempt("ro view put", () -> floats.put(1f));
        attempt("view array", () -> ints.array());
        IntBuffer ints2 = ints.duplicate();
        ints2.clear();
        System.out.println(ints2.slice(1, 2) + " " + ints2.slice(1, 2).get(0) + " " + ints2.asReadOnlyBuffer() + " " + ints.compact());
        attempt("slice range", () -> ints2.slice(3, 4));

        // typed heap buffers
        IntBuffer ib = IntBuffer.wrap(new int[] {5, 6, 7, 8, 9});
        int[] got = new int[3];
        ib.get(got);
        ib.put(0, new int[] {1, 2}).put(3, new int[] {40, 50, 60}, 1, 2);
        System.out.println(Arrays.toString(got) + " " + Arrays.toString(ib.array()) + " " + ib + " " + ib.order());
        attempt("abs put range", () -> ib.put(4, new int[2]));
        LongBuffer lb = LongBuffer.allocate(4).put(1L).put(-2L);
        lb.flip();
        System.out.println(lb + " " + lb.hashCode() + " " + lb.compareTo(LongBuffer.wrap(new long[] {1, 5})) + " "
                + lb.mismatch(LongBuffer.wrap(new long[] {1, -2, 3})));
        ShortBuffer sb = ShortBuffer.wrap(new short[] {1, 2, 3, 4});
        sb.position(1);
        ShortBuffer slice = sb.slice();
        slice.put((short) 20);
        System.out.println(slice + " " + slice.arrayOffset() + " " + Arrays.toString(sb.array()) + " "
                + sb.compareTo(ShortBuffer.wrap(new short[] {20, 3, -9})) + " " + sb.asReadOnlyBuffer());
        FloatBuffer f1 = FloatBuffer.wrap(new float[] {1, -0.0f, Float.NaN, 5});
        FloatBuffer f2 = FloatBuffer.wrap(new float[] {1, 0.0f, Float.NaN, 7});
        System.out.println(f1.equals(f2) + " " + f1.mismatch(f2) + " " + f1.compareTo(f2) + " " + f1.hashCode());
        f1.limit(3);
        f2.limit(3);
        System.out.println(f1.equals(f2) + " " + f1.mismatch(f2) + " " + f1.compareTo(f2));
        DoubleBuffer d1 = DoubleBuffer.wrap(new double[] {Double.NaN, 1});
        DoubleBuffer d2 = DoubleBuffer.wrap(new double[] {Double.POSITIVE_INFINITY, 1});
        System.out.println(d1.compareTo(d2) + " " + d2.compareTo(d1) + " " + d1.hashCode() + " " + d1.duplicate().put(3.5).flip());
        DoubleBuffer dcopy = DoubleBuffer.allocate(3);
        dcopy.put(1, d2, 0, 2);
        dcopy.put(d1);
        System.out.println(Arrays.toString(dcopy.array()) + " " + dcopy + " " + d1);
        attempt("ro heap", () -> IntBuffer.allocate(2).asReadOnlyBuffer().put(1));
        attempt("compact ro", () -> CharBuffer.wrap("ab").compact());
    }
}
