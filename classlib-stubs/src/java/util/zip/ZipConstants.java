package java.util.zip;

/**
 * Signatures, header sizes and field offsets of the ZIP format (PKWARE's
 * APPNOTE.TXT). ZipEntry, ZipInputStream, ZipOutputStream and ZipFile
 * implement this interface, so the constants are also visible through them.
 */
interface ZipConstants {
    /** Signatures: local header, data descriptor, central directory header, end record. */
    long LOCSIG = 0x04034b50L;
    long EXTSIG = 0x08074b50L;
    long CENSIG = 0x02014b50L;
    long ENDSIG = 0x06054b50L;

    /** Sizes of the fixed parts of those records. */
    int LOCHDR = 30;
    int EXTHDR = 16;
    int CENHDR = 46;
    int ENDHDR = 22;

    /** Local file header field offsets. */
    int LOCVER = 4;
    int LOCFLG = 6;
    int LOCHOW = 8;
    int LOCTIM = 10;
    int LOCCRC = 14;
    int LOCSIZ = 18;
    int LOCLEN = 22;
    int LOCNAM = 26;
    int LOCEXT = 28;

    /** Data descriptor field offsets. */
    int EXTCRC = 4;
    int EXTSIZ = 8;
    int EXTLEN = 12;

    /** Central directory header field offsets. */
    int CENVEM = 4;
    int CENVER = 6;
    int CENFLG = 8;
    int CENHOW = 10;
    int CENTIM = 12;
    int CENCRC = 16;
    int CENSIZ = 20;
    int CENLEN = 24;
    int CENNAM = 28;
    int CENEXT = 30;
    int CENCOM = 32;
    int CENDSK = 34;
    int CENATT = 36;
    int CENATX = 38;
    int CENOFF = 42;

    /** End of central directory record field offsets. */
    int ENDSUB = 8;
    int ENDTOT = 10;
    int ENDSIZ = 12;
    int ENDOFF = 16;
    int ENDCOM = 20;
}
