package java.lang;

/** Superclass of all record classes; javac generates the three methods through ObjectMethods. */
public abstract class Record {
    protected Record() {}

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    @Override
    public abstract String toString();
}
