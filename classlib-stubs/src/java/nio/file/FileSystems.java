package java.nio.file;

import java.io.IOException;
import java.util.Collections;

/** The default file system: the machine's, with Unix paths. */
public final class FileSystems {
    private FileSystems() {}

    private static final FileSystem DEFAULT = new FileSystem() {
        public Path getPath(String first, String... more) {
            if (more.length == 0) {
                return new UnixPath(this, first);
            }
            StringBuilder sb = new StringBuilder(first);
            for (String segment : more) {
                if (!segment.isEmpty()) {
                    if (sb.length() > 0) {
                        sb.append('/');
                    }
                    sb.append(segment);
                }
            }
            return new UnixPath(this, sb.toString());
        }

        public String getSeparator() {
            return "/";
        }

        public Iterable<Path> getRootDirectories() {
            return Collections.singletonList(getPath("/"));
        }

        public boolean isOpen() {
            return true;
        }

        public boolean isReadOnly() {
            return false;
        }

        public void close() throws IOException {
            throw new UnsupportedOperationException();
        }
    };

    public static FileSystem getDefault() {
        return DEFAULT;
    }
}
