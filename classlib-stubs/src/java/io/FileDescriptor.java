package java.io;

/** An open file of the OS, by its descriptor number (-1 when invalid). */
public final class FileDescriptor {
    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    int fd;

    public FileDescriptor() {
        fd = -1;
    }

    FileDescriptor(int fd) {
        this.fd = fd;
    }

    public boolean valid() {
        return fd != -1;
    }

    /** Forces the descriptor's writes to the device (fsync). */
    public void sync() throws SyncFailedException {
        if (fd == -1) {
            throw new SyncFailedException("sync failed");
        }
        try {
            loupe.internal.FileIO.sync(fd, true);
        } catch (java.io.IOException e) {
            throw new SyncFailedException("sync failed");
        }
    }
}
