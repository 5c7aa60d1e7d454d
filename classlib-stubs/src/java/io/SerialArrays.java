package java.io;

import java.lang.reflect.Array;

/** Array contents in the stream: the length, then each element (primitives big-endian, objects one by one). */
final class SerialArrays {
    private SerialArrays() {}

    static void write(ObjectOutputStream oos, DataOutput out, Object array) throws IOException {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            out.writeInt(a.length);
            for (Object element : a) {
                oos.writeElement(element);
            }
        } else if (array instanceof int[]) {
            int[] a = (int[]) array;
            out.writeInt(a.length);
            for (int v : a) {
                out.writeInt(v);
            }
        } else if (array instanceof byte[]) {
            byte[] a = (byte[]) array;
            out.writeInt(a.length);
            out.write(a, 0, a.length);
        } else if (array instanceof long[]) {
            long[] a = (long[]) array;
            out.writeInt(a.length);
            for (long v : a) {
                out.writeLong(v);
            }
        } else if (array instanceof double[]) {
            double[] a = (double[]) array;
            out.writeInt(a.length);
            for (double v : a) {
                out.writeDouble(v);
            }
        } else if (array instanceof char[]) {
            char[] a = (char[]) array;
            out.writeInt(a.length);
            for (char v : a) {
                out.writeChar(v);
            }
        } else if (array instanceof float[]) {
            float[] a = (float[]) array;
            out.writeInt(a.length);
            for (float v : a) {
                out.writeFloat(v);
            }
        } else if (array instanceof short[]) {
            short[] a = (short[]) array;
            out.writeInt(a.length);
            for (short v : a) {
                out.writeShort(v);
            }
        } else {
            boolean[] a = (boolean[]) array;
            out.writeInt(a.length);
            for (boolean v : a) {
                out.writeBoolean(v);
            }
        }
    }

    /** A new array of the component type with the primitive elements read; Object[] elements are left for the caller. */
    static Object readPrimitiveOrAllocate(DataInput in, Class<?> componentType, int length) throws IOException {
        if (length < 0) {
            throw new StreamCorruptedException("Array length is negative");
        }
        if (!componentType.isPrimitive()) {
            return Array.newInstance(componentType, length);
        }
        if (componentType == int.class) {
            int[] a = new int[length];
            for (int i = 0; i < length; i++) {
                a[i] = in.readInt();
            }
            return a;
        } else if (componentType == byte.class) {
            byte[] a = new byte[length];
            in.readFully(a);
            return a;
        } else if (componentType == long.class) {
            long[] a = new long[length];
            for (int i = 0; i < length; i++) {
                a[i] = in.readLong();
            }
            return a;
        } else if (componentType == double.class) {
            double[] a = new double[length];
            for (int i = 0; i < length; i++) {
                a[i] = in.readDouble();
            }
            return a;
        } else if (componentType == char.class) {
            char[] a = new char[length];
            for (int i = 0; i < length; i++) {
                a[i] = in.readChar();
            }
            return a;
        } else if (componentType == float.class) {
            float[] a = new float[length];
            for (int i = 0; i < length; i++) {
                a[i] = in.readFloat();
            }
            return a;
        } else if (componentType == short.class) {
            short[] a = new short[length];
            for (int i = 0; i < length; i++) {
                a[i] = in.readShort();
            }
            return a;
        } else {
            boolean[] a = new boolean[length];
            for (int i = 0; i < length; i++) {
                a[i] = in.readBoolean();
            }
            return a;
        }
    }
}
