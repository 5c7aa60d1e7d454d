package java.util.zip;

import java.io.IOException;

/** A ZIP or GZIP format error, or a misuse of a ZIP stream. */
public class ZipException extends IOException {
    private static final long serialVersionUID = 8000196834066748623L;

    public ZipException() {
        super();
    }

    public ZipException(String s) {
        super(s);
    }
}
