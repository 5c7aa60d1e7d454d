package java.util;

/**
 * An object observers can watch. notifyObservers tells every observer, the
 * most recently added first (as the JDK does), but only when setChanged()
 * was called since the last notification.
 */
@Deprecated
public class Observable {
    private boolean changed = false;
    private final Vector<Observer> observers = new Vector<>();

    public Observable() {
    }

    public synchronized void addObserver(Observer o) {
        if (o == null) {
            throw new NullPointerException();
        }
        if (!observers.contains(o)) {
            observers.addElement(o);
        }
    }

    public synchronized void deleteObserver(Observer o) {
        observers.removeElement(o);
    }

    public void notifyObservers() {
        notifyObservers(null);
    }

    /** Takes a snapshot under the lock, then calls the observers outside it. */
    public void notifyObservers(Object arg) {
        Object[] snapshot;
        synchronized (this) {
            if (!changed) {
                return;
            }
            snapshot = observers.toArray();
            clearChanged();
        }
        for (int i = snapshot.length - 1; i >= 0; i--) {
            ((Observer) snapshot[i]).update(this, arg);
        }
    }

    public synchronized void deleteObservers() {
        observers.removeAllElements();
    }

    protected synchronized void setChanged() {
        changed = true;
    }

    protected synchronized void clearChanged() {
        changed = false;
    }

    public synchronized boolean hasChanged() {
        return changed;
    }

    public synchronized int countObservers() {
        return observers.size();
    }
}
