package java.util;

/** Told by an Observable it watches that it changed (deprecated in the JDK since 9). */
@Deprecated
public interface Observer {
    void update(Observable o, Object arg);
}
