package java.lang;

/** Holds the Class object of the keyword void; cannot be instantiated. */
public final class Void {
    @SuppressWarnings("unchecked")
    public static final Class<Void> TYPE = (Class<Void>) Class.getPrimitiveClass("void");

    private Void() {}
}
