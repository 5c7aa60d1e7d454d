package java.util.concurrent.locks;

/** A pair of locks: a shared one for readers and an exclusive one for writers. */
public interface ReadWriteLock {
    Lock readLock();

    Lock writeLock();
}
