package java.nio.charset;

/** The charsets every Java platform supports; Loupe supports exactly these three. */
public final class StandardCharsets {
    private StandardCharsets() {}

    public static final Charset US_ASCII = Charset.US_ASCII;
    public static final Charset ISO_8859_1 = Charset.ISO_8859_1;
    public static final Charset UTF_8 = Charset.UTF_8;
}
