package java.nio;

/** The two byte orders. Loupe runs on little-endian machines (x86-64, AArch64). */
public final class ByteOrder {
    public static final ByteOrder BIG_ENDIAN = new ByteOrder("BIG_ENDIAN");
    public static final ByteOrder LITTLE_ENDIAN = new ByteOrder("LITTLE_ENDIAN");

    private final String name;

    private ByteOrder(String name) {
        this.name = name;
    }

    public static ByteOrder nativeOrder() {
        return LITTLE_ENDIAN;
    }

    public String toString() {
        return name;
    }
}
