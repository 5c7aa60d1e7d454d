// Checks that FileDescriptor.sync and FileChannel.force reach the device for a file, and do nothing (no exception) for standard output, which may be a pipe or a terminal.
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

public class FileSync {
    public static void main(String[] args) throws Exception {
        File f = File.createTempFile("loupe-sync", ".bin");
        try {
            try (FileOutputStream out = new FileOutputStream(f)) {
                out.write(new byte[] {1, 2, 3});
                out.getFD().sync();
                out.getChannel().force(true);
                out.getChannel().write(ByteBuffer.wrap(new byte[] {4, 5}));
                out.getChannel().force(false);
            }
            try (RandomAccessFile raf = new RandomAccessFile(f, "rw")) {
                raf.write(9);
                raf.getFD().sync();
                raf.seek(0);
                System.out.println("length " + raf.length() + ", first byte " + raf.read());
            }
            System.out.println("file length after sync: " + f.length());
        } finally {
            f.delete();
        }
        FileDescriptor.out.sync();
        FileChannel stdout = new FileOutputStream(FileDescriptor.out).getChannel();
        stdout.write(ByteBuffer.wrap("through the channel\n".getBytes()));
        stdout.force(true);
        System.out.println("standard output synced");
        FileDescriptor closed = new FileDescriptor();
        try {
            closed.sync();
        } catch (java.io.SyncFailedException e) {
            System.out.println("invalid descriptor: " + e.getMessage());
        }
    }
}
