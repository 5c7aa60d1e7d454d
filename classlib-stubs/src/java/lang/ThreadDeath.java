package java.lang;

/** Thrown in a thread stopped by the deprecated Thread.stop; the default handler prints nothing for it. */
public class ThreadDeath extends Error {
    public ThreadDeath() {
        super();
    }
}
