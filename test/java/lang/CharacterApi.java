// Checks Character basics: classification (digit/letter/whitespace/case), case mapping, digit/forDigit in radixes, getNumericValue, toString/valueOf, char arithmetic.
public class CharacterApi {
    public static void main(String[] args) {
        char[] cs = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', '!', '\u00e9', '\u00c9', '\u0660', '\u00a0', '\u2003', '\u4e2d', '\u0000'};
        for (char c : cs) {
            System.out.println(Integer.toHexString(c) + ": digit=" + Character.isDigit(c) + " letter=" + Character.isLetter(c)
                    + " letterOrDigit=" + Character.isLetterOrDigit(c) + " alpha=" + Character.isAlphabetic(c) + " ws=" + Character.isWhitespace(c)
                    + " space=" + Character.isSpaceChar(c) + " upper=" + Character.isUpperCase(c) + " lower=" + Character.isLowerCase(c)
                    + " toUpper=" + Integer.toHexString(Character.toUpperCase(c)) + " toLower=" + Integer.toHexString(Character.toLowerCase(c))
                    + " javaStart=" + Character.isJavaIdentifierStart(c) + " javaPart=" + Character.isJavaIdentifierPart(c));
        }
        System.out.println("digit: " + Character.digit('7', 10) + " " + Character.digit('f', 16) + " " + Character.digit('F', 16) + " "
                + Character.digit('z', 36) + " " + Character.digit('9', 8) + " " + Character.digit('x', 10) + " " + Character.digit('5', 99));
        System.out.println("forDigit: " + Character.forDigit(11, 16) + " " + Character.forDigit(35, 36) + " " + (int) Character.forDigit(10, 10) + " " + Character.forDigit(3, 10));
        System.out.println("numeric: " + Character.getNumericValue('8') + " " + Character.getNumericValue('a') + " " + Character.getNumericValue('Z') + " "
                + Character.getNumericValue('-') + " " + Character.getNumericValue('\u0660'));
        System.out.println("toString: " + Character.toString('x') + " " + Character.valueOf('y') + " " + String.valueOf('z'));
        System.out.println("constants: " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Character.MIN_RADIX + " " + Character.MAX_RADIX
                + " " + Character.SIZE + " " + Integer.toHexString(Character.MIN_SUPPLEMENTARY_CODE_POINT));
        System.out.println("compare: " + Character.compare('a', 'b') + " " + Character.valueOf('b').compareTo('a') + " " + Character.valueOf('q').equals('q')
                + " hash " + Character.hashCode('A') + " " + Character.valueOf('A').hashCode());
        char c = 'a';
        c += 2;
        char next = (char) (c + 1);
        int diff = 'z' - 'a';
        System.out.println("arith: " + c + " " + next + " " + diff + " " + (char) ('A' + diff) + " " + ('a' < 'b') + " " + Character.isSurrogate('\ud800'));
        StringBuilder caesar = new StringBuilder();
        for (char ch : "Hello, World!".toCharArray()) {
            if (Character.isUpperCase(ch)) caesar.append((char) ('A' + (ch - 'A' + 13) % 26));
            else if (Character.isLowerCase(ch)) caesar.append((char) ('a' + (ch - 'a' + 13) % 26));
            else caesar.append(ch);
        }
        System.out.println("rot13: " + caesar);
        System.out.println("codepoints: " + Character.isValidCodePoint(0x10FFFF) + " " + Character.isValidCodePoint(0x110000) + " "
                + Character.isSupplementaryCodePoint(0x1F600) + " " + Character.isBmpCodePoint(0xFFFF) + " " + Character.isLetter(0x1D400));
    }
}
