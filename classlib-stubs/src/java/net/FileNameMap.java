package java.net;

/** Maps a file name to a MIME content type. */
public interface FileNameMap {
    String getContentTypeFor(String fileName);
}
