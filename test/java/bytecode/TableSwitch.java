// Checks dense int switches (tableswitch): fall-through, default in the middle, values below/above the range, char and byte selectors.
public class TableSwitch {
    static String dense(int x) {
        switch (x) {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            case 6: return "six";
            default: return "other(" + x + ")";
        }
    }

    static String fallThrough(int x) {
        StringBuilder sb = new StringBuilder();
        switch (x) {
            case 10: sb.append("ten ");
            case 11: sb.append("eleven ");
                break;
            case 12: sb.append("twelve ");
            default: sb.append("default ");
            case 13: sb.append("thirteen ");
            case 14: sb.append("fourteen");
        }
        return sb.toString().trim();
    }

    static int negativeRange(int x) {
        switch (x) {
            case -3: return 30;
            case -2: return 20;
            case -1: return 10;
            case 0: return 0;
            case 1: return -10;
            case 2: return -20;
            default: return 999;
        }
    }

    static String charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
            case 'y': return "sometimes";
            default:
                if (c >= 'a' && c <= 'z') return "consonant";
                return "not a letter";
        }
    }

    static int byteSwitch(byte b) {
        switch (b) {
            case -128: return 1;
            case -127: return 2;
            case 126: return 3;
            case 127: return 4;
            default: return 0;
        }
    }

    static int nearMax(int x) {
        switch (x) {
            case Integer.MAX_VALUE - 2: return 1;
            case Integer.MAX_VALUE - 1: return 2;
            case Integer.MAX_VALUE: return 3;
            default: return 0;
        }
    }

    public static void main(String[] args) {
        for (int i = -2; i <= 8; i++) System.out.print(dense(i) + " ");
        System.out.println();
        System.out.println(dense(Integer.MIN_VALUE) + " " + dense(Integer.MAX_VALUE));
        for (int i = 9; i <= 15; i++) System.out.println(i + ": " + fallThrough(i));
        for (int i = -5; i <= 4; i++) System.out.print(negativeRange(i) + " ");
        System.out.println();
        for (char c : "aybz!".toCharArray()) System.out.print(c + "=" + charSwitch(c) + " ");
        System.out.println();
        byte[] bs = {-128, -127, -126, 0, 126, 127};
        for (byte b : bs) System.out.print(byteSwitch(b) + " ");
        System.out.println();
        System.out.println(nearMax(Integer.MAX_VALUE) + " " + nearMax(Integer.MAX_VALUE - 1) + " " + nearMax(Integer.MAX_VALUE - 2)
                + " " + nearMax(Integer.MIN_VALUE) + " " + nearMax(0));
        int total = 0;
        for (int i = 0; i < 100; i++) {
            switch (i % 4) {
                case 0: total += 1; break;
                case 1: total += 10; continue;
                case 2: total += 100;
                case 3: total += 1000;
            }
            total += 5;
        }
        System.out.println("total " + total);
    }
}
