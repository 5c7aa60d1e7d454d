package java.io;

public class UTFDataFormatException extends IOException {
    private static final long serialVersionUID = 420743449228280612L;

    public UTFDataFormatException() {
        super();
    }

    public UTFDataFormatException(String s) {
        super(s);
    }
}
