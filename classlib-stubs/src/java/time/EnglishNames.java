package java.time;

import java.time.format.TextStyle;
import java.util.Objects;

/**
 * English display names, derived from the enum constant's name: the full
 * name capitalised ("January"), its first three letters ("Jan") or its
 * first letter ("J"). Loupe has no locale data, so every locale gets English.
 */
final class EnglishNames {
    private EnglishNames() {}

    static String of(Enum<?> constant, TextStyle style) {
        Objects.requireNonNull(style, "style");
        String name = constant.name();
        String full = name.charAt(0) + name.substring(1).toLowerCase();
        switch (style.asNormal()) {
            case SHORT:
                return full.substring(0, 3);
            case NARROW:
                return full.substring(0, 1);
            default:
                return full;
        }
    }
}
