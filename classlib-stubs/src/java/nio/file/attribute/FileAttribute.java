package java.nio.file.attribute;

/** An attribute set when a file is created (Files.createFile and others). */
public interface FileAttribute<T> {
    String name();

    T value();
}
