// Checks methods with more than 256 local slots: wide iload/istore/lload/dload/aload/astore and wide iinc (large index and large increment).
public class WideLocals {
    static long manyLocals(int seed) {
        // 130 longs occupy 260 slots, so every local declared after them needs a wide instruction.
        long l0 = 0L, l1 = 1L, l2 = 2L, l3 = 3L, l4 = 4L, l5 = 5L, l6 = 6L, l7 = 7L, l8 = 8L, l9 = 9L, l10 = 10L, l11 = 11L, l12 = 12L, l13 = 13L, l14 = 14L, l15 = 15L, l16 = 16L, l17 = 17L, l18 = 18L, l19 = 19L, l20 = 20L, l21 = 21L, l22 = 22L, l23 = 23L, l24 = 24L, l25 = 25L, l26 = 26L, l27 = 27L, l28 = 28L, l29 = 29L, l30 = 30L, l31 = 31L, l32 = 32L, l33 = 33L, l34 = 34L, l35 = 35L, l36 = 36L, l37 = 37L, l38 = 38L, l39 = 39L, l40 = 40L, l41 = 41L, l42 = 42L, l43 = 43L, l44 = 44L, l45 = 45L, l46 = 46L, l47 = 47L, l48 = 48L, l49 = 49L, l50 = 50L, l51 = 51L, l52 = 52L, l53 = 53L, l54 = 54L, l55 = 55L, l56 = 56L, l57 = 57L, l58 = 58L, l59 = 59L, l60 = 60L, l61 = 61L, l62 = 62L, l63 = 63L, l64 = 64L, l65 = 65L, l66 = 66L, l67 = 67L, l68 = 68L, l69 = 69L, l70 = 70L, l71 = 71L, l72 = 72L, l73 = 73L, l74 = 74L, l75 = 75L, l76 = 76L, l77 = 77L, l78 = 78L, l79 = 79L, l80 = 80L, l81 = 81L, l82 = 82L, l83 = 83L, l84 = 84L, l85 = 85L, l86 = 86L, l87 = 87L, l88 = 88L, l89 = 89L, l90 = 90L, l91 = 91L, l92 = 92L, l93 = 93L, l94 = 94L, l95 = 95L, l96 = 96L, l97 = 97L, l98 = 98L, l99 = 99L, l100 = 100L, l101 = 101L, l102 = 102L, l103 = 103L, l104 = 104L, l105 = 105L, l106 = 106L, l107 = 107L, l108 = 108L, l109 = 109L, l110 = 110L, l111 = 111L, l112 = 112L, l113 = 113L, l114 = 114L, l115 = 115L, l116 = 116L, l117 = 117L, l118 = 118L, l119 = 119L, l120 = 120L, l121 = 121L, l122 = 122L, l123 = 123L, l124 = 124L, l125 = 125L, l126 = 126L, l127 = 127L, l128 = 128L, l129 = 129L;
        double d0 = 0.5, d1 = 1.5, d2 = 2.5, d3 = 3.5, d4 = 4.5, d5 = 5.5, d6 = 6.5, d7 = 7.5, d8 = 8.5, d9 = 9.5;
        int wi = seed;
        String ws = "s" + seed;
        long wl = seed * 1000L;
        double wd = seed / 4.0;
        float wf = seed / 8f;
        for (int k = 0; k < 10; k++) {
            wi++;          // wide iinc by 1
            wi += 1000;    // wide iinc with a 16-bit constant
            wi -= 129;
            wl += k;
            wd *= 1.5;
            wf += 0.25f;
            ws = ws + k;
        }
        System.out.println("wi=" + wi + " wl=" + wl + " wd=" + wd + " wf=" + wf + " ws=" + ws);
        long sum = l0 + l1 + l64 + l127 + l128 + l129;
        double dsum = d0 + d5 + d9;
        System.out.println("sum=" + sum + " dsum=" + dsum);
        l129 = wi;
        return l129 + l128 + sum;
    }

    static int narrowIinc() {
        int i = 0;
        i += 127;      // iinc fits in a byte
        i += 128;      // needs wide iinc
        i -= 128;      // fits (-128)
        i -= 129;      // needs wide iinc
        i += 32767;
        i += 40000;    // beyond wide iinc range: iadd
        return i;
    }

    public static void main(String[] args) {
        System.out.println(manyLocals(3));
        System.out.println(manyLocals(-7));
        System.out.println("narrowIinc=" + narrowIinc());
    }
}
