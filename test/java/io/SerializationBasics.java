// Object serialization: the stream bytes of user classes (fields, handles, enums, arrays, classes, writeObject/readObject hooks, Externalizable, readResolve) equal HotSpot's, and they read back
import java.io.*;
import java.util.*;

public class SerializationBasics {
    static class Point implements Serializable {
        private static final long serialVersionUID = 42L;
        int x; double y; String label; transient int cache = 7; Point next;
        Point(int x, double y, String label) { this.x = x; this.y = y; this.label = label; }
        public String toString() { return "Point(" + x + "," + y + "," + label + "," + cache + "," + (next == this ? "self" : String.valueOf(next)) + ")"; }
    }
    static class Base { int baseField = 5; Base() { System.out.println("Base() runs"); } }
    static class Derived extends Base implements Serializable {
        long id; char c; boolean b; byte by; short sh; float f; int[] arr; String[] names;
        Derived() { System.out.println("Derived() runs"); }
    }
    static class Custom implements Serializable {
        String a = "x"; transient String secret;
        private void writeObject(ObjectOutputStream out) throws IOException { out.defaultWriteObject(); out.writeInt(99); out.writeObject("extra"); out.writeUTF(secret); }
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException { in.defaultReadObject(); System.out.println("custom int " + in.readInt() + " " + in.readObject()); secret = in.readUTF(); }
    }
    enum Color { RED, GREEN { public String toString() { return "green!"; } } }
    static class Single implements Serializable { static final Single INSTANCE = new Single(); private Object readResolve() { return INSTANCE; } }
    static class Ext implements Externalizable {
        int v; public Ext() {} Ext(int v) { this.v = v; }
        public void writeExternal(ObjectOutput out) throws IOException { out.writeInt(v); out.writeObject("ext"); }
        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException { v = in.readInt(); System.out.println("readExternal " + in.readObject()); }
    }
    static class NotSer { }
    static class Holder implements Serializable { Object o = new NotSer(); }

    static byte[] write(Object... objs) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) { for (Object o : objs) out.writeObject(o); }
        return bytes.toByteArray();
    }
    static String hex(byte[] b) { StringBuilder sb = new StringBuilder(); for (byte x : b) sb.append(String.format("%02x", x)); return sb.toString(); }

    public static void main(String[] args) throws Exception {
        Point p = new Point(3, 4.5, "pt"); p.next = p;
        byte[] b = write(p, "hello", 42, new int[] {1, 2}, Color.GREEN, null, Color.class, int.class);
        System.out.println(b.length + " " + hex(b));
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b));
        Point q = (Point) in.readObject();
        System.out.println(q + " " + in.readObject() + " " + in.readObject() + " " + Arrays.toString((int[]) in.readObject()) + " " + in.readObject() + " " + (in.readObject() == Color.GREEN) + " " + in.readObject() + " " + in.readObject());
        Derived d = new Derived(); d.baseField = 9; d.id = -5; d.c = 'q'; d.b = true; d.by = -2; d.sh = 300; d.f = 1.5f; d.arr = new int[] {7}; d.names = new String[] {"a", null};
        b = write(d);
        System.out.println(hex(b));
        Derived e = (Derived) new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
        System.out.println(e.baseField + " " + e.id + " " + e.c + " " + e.b + " " + e.by + " " + e.sh + " " + e.f + " " + Arrays.toString(e.arr) + " " + Arrays.toString(e.names));
        Custom c = new Custom(); c.secret = "s3";
        b = write(c);
        System.out.println(hex(b));
        Custom c2 = (Custom) new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
        System.out.println(c2.a + " " + c2.secret);
        System.out.println(new ObjectInputStream(new ByteArrayInputStream(write(Single.INSTANCE))).readObject() == Single.INSTANCE);
        b = write(new Ext(12));
        System.out.println(hex(b));
        System.out.println(((Ext) new ObjectInputStream(new ByteArrayInputStream(b)).readObject()).v);
        try { write(new Holder()); } catch (NotSerializableException ex) { System.out.println("NotSerializableException: " + ex.getMessage()); }
        try { new ObjectInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3, 4})); } catch (StreamCorruptedException ex) { System.out.println(ex.getMessage()); }
        System.out.println(ObjectStreamClass.lookup(Derived.class).getSerialVersionUID() + " " + ObjectStreamClass.lookup(Point.class) + " " + ObjectStreamClass.lookup(NotSer.class));
        System.out.println(ObjectStreamClass.lookup(int[].class).getSerialVersionUID() + " " + ObjectStreamClass.lookup(String[].class).getSerialVersionUID());
        ByteArrayOutputStream bo = new ByteArrayOutputStream(); ObjectOutputStream oo = new ObjectOutputStream(bo);
        oo.writeInt(1); oo.writeObject("a"); oo.writeInt(2); oo.close();
        ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()));
        try { oi.readObject(); } catch (OptionalDataException ex) { System.out.println("OptionalDataException length " + ex.length + " eof " + ex.eof); }
        System.out.println(oi.readInt() + " " + oi.readObject() + " " + oi.readInt());
    }
}
