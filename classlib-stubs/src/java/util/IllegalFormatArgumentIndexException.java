package java.util;

/** An argument index such as %0$s that is out of range (package-private, as in JDK 17). */
class IllegalFormatArgumentIndexException extends IllegalFormatException {
    private static final long serialVersionUID = 4191767811181838112L;

    private final int illegalIndex;

    IllegalFormatArgumentIndexException(int index) {
        this.illegalIndex = index;
    }

    int getIndex() {
        return illegalIndex;
    }

    @Override
    public String getMessage() {
        if (illegalIndex == Integer.MIN_VALUE) {
            return "Format argument index: (not representable as int)";
        }
        return "Illegal format argument index = " + illegalIndex;
    }
}
