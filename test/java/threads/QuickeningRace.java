// Many threads run the same never-executed instructions at the same moment, so
// that several of them take the resolve-and-quicken slow path of one
// instruction together (field access, allocation, calls, casts, constants).
public class QuickeningRace {
    interface Step { long run(long seed); }
    static volatile boolean go;
    static final class C0 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C0 next() { return new C0(); }
        public long run(long seed) {
            C0 c = next();
            c.ref = "s0"; c.value = seed + 0; c.ints = new int[2]; c.ints[1] = 0;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C0) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C1 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C1 next() { return new C1(); }
        public long run(long seed) {
            C1 c = next();
            c.ref = "s1"; c.value = seed + 1; c.ints = new int[2]; c.ints[1] = 1;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C1) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C2 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C2 next() { return new C2(); }
        public long run(long seed) {
            C2 c = next();
            c.ref = "s2"; c.value = seed + 2; c.ints = new int[2]; c.ints[1] = 2;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C2) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C3 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C3 next() { return new C3(); }
        public long run(long seed) {
            C3 c = next();
            c.ref = "s3"; c.value = seed + 3; c.ints = new int[2]; c.ints[1] = 3;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C3) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C4 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C4 next() { return new C4(); }
        public long run(long seed) {
            C4 c = next();
            c.ref = "s4"; c.value = seed + 4; c.ints = new int[2]; c.ints[1] = 4;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C4) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C5 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C5 next() { return new C5(); }
        public long run(long seed) {
            C5 c = next();
            c.ref = "s5"; c.value = seed + 5; c.ints = new int[2]; c.ints[1] = 5;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C5) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C6 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C6 next() { return new C6(); }
        public long run(long seed) {
            C6 c = next();
            c.ref = "s6"; c.value = seed + 6; c.ints = new int[2]; c.ints[1] = 6;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C6) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C7 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C7 next() { return new C7(); }
        public long run(long seed) {
            C7 c = next();
            c.ref = "s7"; c.value = seed + 7; c.ints = new int[2]; c.ints[1] = 7;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C7) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C8 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C8 next() { return new C8(); }
        public long run(long seed) {
            C8 c = next();
            c.ref = "s8"; c.value = seed + 8; c.ints = new int[2]; c.ints[1] = 8;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C8) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C9 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C9 next() { return new C9(); }
        public long run(long seed) {
            C9 c = next();
            c.ref = "s9"; c.value = seed + 9; c.ints = new int[2]; c.ints[1] = 9;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C9) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C10 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C10 next() { return new C10(); }
        public long run(long seed) {
            C10 c = next();
            c.ref = "s10"; c.value = seed + 10; c.ints = new int[2]; c.ints[1] = 10;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C10) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C11 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C11 next() { return new C11(); }
        public long run(long seed) {
            C11 c = next();
            c.ref = "s11"; c.value = seed + 11; c.ints = new int[2]; c.ints[1] = 11;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C11) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C12 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C12 next() { return new C12(); }
        public long run(long seed) {
            C12 c = next();
            c.ref = "s12"; c.value = seed + 12; c.ints = new int[2]; c.ints[1] = 12;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C12) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C13 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C13 next() { return new C13(); }
        public long run(long seed) {
            C13 c = next();
            c.ref = "s13"; c.value = seed + 13; c.ints = new int[2]; c.ints[1] = 13;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C13) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C14 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C14 next() { return new C14(); }
        public long run(long seed) {
            C14 c = next();
            c.ref = "s14"; c.value = seed + 14; c.ints = new int[2]; c.ints[1] = 14;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C14) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C15 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C15 next() { return new C15(); }
        public long run(long seed) {
            C15 c = next();
            c.ref = "s15"; c.value = seed + 15; c.ints = new int[2]; c.ints[1] = 15;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C15) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C16 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C16 next() { return new C16(); }
        public long run(long seed) {
            C16 c = next();
            c.ref = "s16"; c.value = seed + 16; c.ints = new int[2]; c.ints[1] = 16;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C16) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C17 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C17 next() { return new C17(); }
        public long run(long seed) {
            C17 c = next();
            c.ref = "s17"; c.value = seed + 17; c.ints = new int[2]; c.ints[1] = 17;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C17) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C18 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C18 next() { return new C18(); }
        public long run(long seed) {
            C18 c = next();
            c.ref = "s18"; c.value = seed + 18; c.ints = new int[2]; c.ints[1] = 18;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C18) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C19 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C19 next() { return new C19(); }
        public long run(long seed) {
            C19 c = next();
            c.ref = "s19"; c.value = seed + 19; c.ints = new int[2]; c.ints[1] = 19;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C19) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C20 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C20 next() { return new C20(); }
        public long run(long seed) {
            C20 c = next();
            c.ref = "s20"; c.value = seed + 20; c.ints = new int[2]; c.ints[1] = 20;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C20) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C21 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C21 next() { return new C21(); }
        public long run(long seed) {
            C21 c = next();
            c.ref = "s21"; c.value = seed + 21; c.ints = new int[2]; c.ints[1] = 21;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C21) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C22 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C22 next() { return new C22(); }
        public long run(long seed) {
            C22 c = next();
            c.ref = "s22"; c.value = seed + 22; c.ints = new int[2]; c.ints[1] = 22;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C22) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C23 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C23 next() { return new C23(); }
        public long run(long seed) {
            C23 c = next();
            c.ref = "s23"; c.value = seed + 23; c.ints = new int[2]; c.ints[1] = 23;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C23) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C24 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C24 next() { return new C24(); }
        public long run(long seed) {
            C24 c = next();
            c.ref = "s24"; c.value = seed + 24; c.ints = new int[2]; c.ints[1] = 24;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C24) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C25 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C25 next() { return new C25(); }
        public long run(long seed) {
            C25 c = next();
            c.ref = "s25"; c.value = seed + 25; c.ints = new int[2]; c.ints[1] = 25;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C25) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C26 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C26 next() { return new C26(); }
        public long run(long seed) {
            C26 c = next();
            c.ref = "s26"; c.value = seed + 26; c.ints = new int[2]; c.ints[1] = 26;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C26) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C27 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C27 next() { return new C27(); }
        public long run(long seed) {
            C27 c = next();
            c.ref = "s27"; c.value = seed + 27; c.ints = new int[2]; c.ints[1] = 27;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C27) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C28 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C28 next() { return new C28(); }
        public long run(long seed) {
            C28 c = next();
            c.ref = "s28"; c.value = seed + 28; c.ints = new int[2]; c.ints[1] = 28;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C28) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C29 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C29 next() { return new C29(); }
        public long run(long seed) {
            C29 c = next();
            c.ref = "s29"; c.value = seed + 29; c.ints = new int[2]; c.ints[1] = 29;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C29) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C30 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C30 next() { return new C30(); }
        public long run(long seed) {
            C30 c = next();
            c.ref = "s30"; c.value = seed + 30; c.ints = new int[2]; c.ints[1] = 30;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C30) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C31 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C31 next() { return new C31(); }
        public long run(long seed) {
            C31 c = next();
            c.ref = "s31"; c.value = seed + 31; c.ints = new int[2]; c.ints[1] = 31;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C31) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C32 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C32 next() { return new C32(); }
        public long run(long seed) {
            C32 c = next();
            c.ref = "s32"; c.value = seed + 32; c.ints = new int[2]; c.ints[1] = 32;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C32) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C33 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C33 next() { return new C33(); }
        public long run(long seed) {
            C33 c = next();
            c.ref = "s33"; c.value = seed + 33; c.ints = new int[2]; c.ints[1] = 33;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C33) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C34 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C34 next() { return new C34(); }
        public long run(long seed) {
            C34 c = next();
            c.ref = "s34"; c.value = seed + 34; c.ints = new int[2]; c.ints[1] = 34;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C34) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C35 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C35 next() { return new C35(); }
        public long run(long seed) {
            C35 c = next();
            c.ref = "s35"; c.value = seed + 35; c.ints = new int[2]; c.ints[1] = 35;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C35) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C36 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C36 next() { return new C36(); }
        public long run(long seed) {
            C36 c = next();
            c.ref = "s36"; c.value = seed + 36; c.ints = new int[2]; c.ints[1] = 36;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C36) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C37 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C37 next() { return new C37(); }
        public long run(long seed) {
            C37 c = next();
            c.ref = "s37"; c.value = seed + 37; c.ints = new int[2]; c.ints[1] = 37;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C37) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C38 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C38 next() { return new C38(); }
        public long run(long seed) {
            C38 c = next();
            c.ref = "s38"; c.value = seed + 38; c.ints = new int[2]; c.ints[1] = 38;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C38) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static final class C39 implements Step {
        static Object shared; static long total; Object ref; long value; int[] ints;
        C39 next() { return new C39(); }
        public long run(long seed) {
            C39 c = next();
            c.ref = "s39"; c.value = seed + 39; c.ints = new int[2]; c.ints[1] = 39;
            shared = c.ref; total = c.value;
            Object o = c; long k = ((C39) o).value + (o instanceof Step ? 1 : 0);
            long[][] grid = new long[2][3]; grid[1][2] = k;
            return grid[1][2] + c.ints[1] + ((String) shared).length() + Long.hashCode(total) % 1;
        }
    }
    static Step[] steps() {
        return new Step[] {new C0(), new C1(), new C2(), new C3(), new C4(), new C5(), new C6(), new C7(), new C8(), new C9(), new C10(), new C11(), new C12(), new C13(), new C14(), new C15(), new C16(), new C17(), new C18(), new C19(), new C20(), new C21(), new C22(), new C23(), new C24(), new C25(), new C26(), new C27(), new C28(), new C29(), new C30(), new C31(), new C32(), new C33(), new C34(), new C35(), new C36(), new C37(), new C38(), new C39()};
    }

    public static void main(String[] args) throws InterruptedException {
        Step[] steps = steps();
        int threadCount = 8;
        long[] sums = new long[threadCount];
        Thread[] threads = new Thread[threadCount];
        for (int t = 0; t < threadCount; t++) {
            final int id = t;
            threads[t] = new Thread(() -> {
                while (!go) Thread.yield();
                long sum = 0;
                for (Step s : steps) sum += s.run(1000);
                sums[id] = sum;
            });
            threads[t].start();
        }
        go = true;
        for (Thread t : threads) t.join();
        boolean same = true;
        for (long s : sums) same &= s == sums[0];
        System.out.println("sum " + sums[0] + ", all threads agree: " + same);
    }
}
