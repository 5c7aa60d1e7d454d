// ByteBuffer (Java 8 API): indices, flip/compact/mark, typed get/put in both byte orders, bulk transfers, slices, read-only and direct buffers, equals/compareTo/hashCode, exceptions
import java.nio.*;

public class ByteBuffers {
    interface Action {
        void run();
    }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    static String hex(ByteBuffer b) {
        StringBuilder sb = new StringBuilder();
        for (int i = b.position(); i < b.limit(); i++) {
            sb.append(String.format("%02x", b.get(i)));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        ByteBuffer b = ByteBuffer.allocate(32);
        System.out.println(b + " " + b.order() + " " + b.hasArray() + " " + b.isDirect() + " " + b.arrayOffset());
        b.put((byte) 1).putShort((short) -2).putChar('A').putInt(0x01020304).putLong(0x1122334455667788L);
        b.putFloat(1.5f).putDouble(-0.1);
        System.out.println(b + " " + b.remaining() + " " + b.hasRemaining());
        b.flip();
        System.out.println(hex(b));
        System.out.println(b.get() + " " + b.getShort() + " " + b.getChar() + " " + Integer.toHexString(b.getInt()) + " "
                + Long.toHexString(b.getLong()) + " " + b.getFloat() + " " + b.getDouble() + " " + b);
        b.clear();
        b.order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0x01020304).putLong(1L << 40).putShort((short) 0x1234).putDouble(Math.PI).putFloat(-2.25f);
        System.out.println(b.order() + " " + hex((ByteBuffer) b.duplicate().flip()));
        System.out.println(Integer.toHexString(b.getInt(0)) + " " + b.getLong(4) + " " + b.getShort(12) + " "
                + b.getDouble(14) + " " + b.getFloat(22) + " " + (int) b.getChar(12));
        b.order(ByteOrder.BIG_ENDIAN);
        System.out.println(Integer.toHexString(b.getInt(0)) + " " + Long.toHexString(b.getLong(4)) + " " + b.getShort(12));
        System.out.println(ByteOrder.nativeOrder() + " " + ByteOrder.BIG_ENDIAN);

        // mark/reset, rewind, compact
        ByteBuffer c = ByteBuffer.wrap(new byte[] {10, 20, 30, 40, 50, 60});
        c.get();
        c.mark();
        c.get();
        c.get();
        c.reset();
        System.out.println(c.position() + " " + c.get() + " " + c);
        c.compact();
        System.out.println(c + " " + hex((ByteBuffer) c.duplicate().position(0)));
        c.rewind();
        System.out.println(c + " " + c.get(5));
        attempt("reset after rewind", () -> c.reset());

        // wrap with offset, slice, duplicate share content
        byte[] arr = {1, 2, 3, 4, 5, 6, 7, 8};
        ByteBuffer w = ByteBuffer.wrap(arr, 2, 4);
        System.out.println(w + " " + w.arrayOffset() + " " + (w.array() == arr));
        ByteBuffer s = w.slice();
        s.order(ByteOrder.LITTLE_ENDIAN);
        System.out.println(s + " " + s.arrayOffset() + " " + s.get(0) + " " + s.duplicate().order() + " " + s.slice().order());
        s.put(0, (byte) 99);
        System.out.println(arr[2] + " " + w.get(2));
        ByteBuffer ro = w.asReadOnlyBuffer();
        System.out.println(ro + " " + ro.isReadOnly() + " " + ro.hasArray() + " " + ro.get());
        attempt("ro.put", () -> ro.put((byte) 1));
        attempt("ro.putInt", () -> ro.putInt(0, 1));
        attempt("ro.array", () -> ro.array());
        attempt("ro.compact", () -> ro.compact());

        // bulk transfers
        ByteBuffer dst = ByteBuffer.allocate(10);
        dst.put(new byte[] {9, 8, 7}).put(new byte[] {1, 2, 3, 4, 5}, 1, 3);
        ByteBuffer src = ByteBuffer.wrap(new byte[] {-1, -2});
        dst.put(src);
        System.out.println(dst + " " + src + " " + hex((ByteBuffer) dst.duplicate().flip()));
        byte[] out = new byte[4];
        dst.flip();
        dst.get(out, 1, 3);
        System.out.println(java.util.Arrays.toString(out) + " " + dst);
        attempt("put self", () -> dst.put(dst));
        attempt("underflow", () -> dst.get(new byte[20]));
        attempt("overflow", () -> ByteBuffer.allocate(2).put(new byte[3]));
        attempt("bad range", () -> dst.get(new byte[4], 2, 3));
        attempt("getInt past", () -> ByteBuffer.allocate(6).getInt(3));
        attempt("get(-1)", () -> ByteBuffer.allocate(6).get(-1));
        attempt("getLong underflow", () -> ByteBuffer.allocate(6).getLong());
        attempt("putDouble overflow", () -> ByteBuffer.allocate(6).putDouble(1));
        attempt("position", () -> ByteBuffer.allocate(6).position(7));
        attempt("limit", () -> ByteBuffer.allocate(6).limit(-1));
        attempt("allocate", () -> ByteBuffer.allocate(-3));
        attempt("wrap", () -> ByteBuffer.wrap(new byte[4], 3, 2));
        ByteBuffer m = ByteBuffer.allocate(8);
        m.position(5).mark();
        m.limit(4);
        System.out.println(m);
        attempt("mark dropped by limit", () -> m.reset());

        // direct buffers
        ByteBuffer d = ByteBuffer.allocateDirect(16);
        System.out.println(d + " " + d.isDirect() + " " + d.hasArray() + " " + d.asReadOnlyBuffer() + " " + d.slice().isDirect());
        d.putLong(0, -1L).putInt(8, 7);
        System.out.println(d.getInt(4) + " " + d.getInt(8) + " " + d.asIntBuffer() + " " + d.order(ByteOrder.LITTLE_ENDIAN).asIntBuffer());
        attempt("direct.array", () -> d.array());

        // comparison: only the remaining bytes count
        ByteBuffer x = ByteBuffer.wrap(new byte[] {0, 1, 2, 3});
        ByteBuffer y = ByteBuffer.wrap(new byte[] {1, 2, 3});
        x.get();
        System.out.println(x.equals(y) + " " + (x.hashCode() == y.hashCode()) + " " + x.hashCode() + " " + x.compareTo(y));
        y.put(2, (byte) -7);
        System.out.println(x.equals(y) + " " + x.compareTo(y) + " " + y.compareTo(x) + " " + y.hashCode());
        y.limit(2);
        System.out.println(x.compareTo(y) + " " + y.compareTo(x) + " " + x.equals("x"));
    }
}
