package java.util.concurrent;

import java.util.Map;

/** A map whose read-modify-write defaults are atomic in implementations. */
public interface ConcurrentMap<K, V> extends Map<K, V> {
}
