package java.nio;

/**
 * A byte buffer over a memory-mapped region of a file. Loupe maps no files
 * (FileChannel.map throws UnsupportedOperationException), so no instance of
 * this class is ever made; it exists for FileChannel.map's signature.
 */
public abstract class MappedByteBuffer extends ByteBuffer {
    MappedByteBuffer(int mark, int position, int limit, int capacity) {
        super(mark, position, limit, capacity);
    }

    public abstract boolean isLoaded();

    public abstract MappedByteBuffer load();

    public abstract MappedByteBuffer force();
}
