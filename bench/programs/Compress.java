// Loupe benchmark modelled on SPECjvm98 _201_compress: LZW compression as in
// Unix compress(1). Blocks of generated data, alternately text-like (words of
// a Zipf-skewed random vocabulary, punctuation, line breaks) and binary-like
// (fixed-layout records with counters, small fields, zero runs and noise),
// are compressed with variable-width codes (9 to 12 bits, as `compress -b12`,
// with a CLEAR code whenever the dictionary is full and an open-addressing
// hash table as the dictionary), packed into bytes, then decompressed and
// compared with the original. The checksum folds every compressed byte, the
// code counts, the sizes and the number of hash probes.
//
// What it stresses in the VM: int and byte array access, shifts and masks,
// hashing with double probing, tight loops with few calls, and one fresh set
// of buffers per block (medium-sized arrays, little other allocation).
//
// usage: Compress [s1|s10|s100|param=<blocks>]   (default s10)
// prints: bench Compress size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.Arrays;
import java.util.Random;

/** Appends codes of a given width to a growing byte array, least significant bit first. */
final class BitWriter {
    private byte[] buf;
    private int length;
    private long acc;
    private int accBits;

    BitWriter(int capacity) {
        buf = new byte[capacity];
    }

    void write(int code, int width) {
        acc |= ((long) code) << accBits;
        accBits += width;
        while (accBits >= 8) {
            put((byte) acc);
            acc >>>= 8;
            accBits -= 8;
        }
    }

    private void put(byte b) {
        if (length == buf.length) {
            byte[] bigger = new byte[buf.length * 2];
            System.arraycopy(buf, 0, bigger, 0, length);
            buf = bigger;
        }
        buf[length++] = b;
    }

    /** Flushes the last partial byte and returns the bytes written. */
    byte[] finish() {
        if (accBits > 0) {
            put((byte) acc);
            acc = 0;
            accBits = 0;
        }
        byte[] out = new byte[length];
        System.arraycopy(buf, 0, out, 0, length);
        return out;
    }
}

/** Reads codes back in the order BitWriter wrote them. */
final class BitReader {
    private final byte[] buf;
    private int pos;
    private long acc;
    private int accBits;

    BitReader(byte[] buf) {
        this.buf = buf;
    }

    int read(int width) {
        while (accBits < width) {
            acc |= ((long) (buf[pos++] & 0xFF)) << accBits;
            accBits += 8;
        }
        int code = (int) (acc & ((1L << width) - 1));
        acc >>>= width;
        accBits -= width;
        return code;
    }
}

/** The result of compressing one block: the packed codes and how many there are. */
final class Packed {
    final byte[] bytes;
    final int codes;
    final int originalLength;

    Packed(byte[] bytes, int codes, int originalLength) {
        this.bytes = bytes;
        this.codes = codes;
        this.originalLength = originalLength;
    }
}

/** Shared constants and the code-width rule of both directions. */
final class Lzw {
    static final int CLEAR = 256;
    static final int FIRST_FREE = 257;
    static final int MAX_BITS = 12;
    static final int MAX_CODES = 1 << MAX_BITS;
    static final int MIN_BITS = 9;

    private Lzw() {}

    /** Bits needed to write any code below `free` (and CLEAR), at least 9. */
    static int widthFor(int free) {
        int w = 32 - Integer.numberOfLeadingZeros(free - 1);
        return w < MIN_BITS ? MIN_BITS : w;
    }
}

/** The compressing side: a dictionary of (prefix code, byte) pairs in a hash table. */
final class Compressor {
    // A prime about 1.2 times the number of codes, as compress(1) uses 5003 for 12 bits.
    private static final int HSIZE = 5003;
    private final int[] keys = new int[HSIZE];   // (prefix << 8 | byte) + 1; 0 = empty
    private final int[] values = new int[HSIZE]; // code of that string
    private int free;
    private int probes;

    Compressor() {
        reset();
    }

    private void reset() {
        Arrays.fill(keys, 0);
        free = Lzw.FIRST_FREE;
    }

    int probes() {
        return probes;
    }

    Packed compress(byte[] data, int length) {
        reset();
        BitWriter out = new BitWriter(length / 2 + 16);
        int codes = 0;
        if (length == 0) {
            return new Packed(out.finish(), 0, 0);
        }
        int ent = data[0] & 0xFF;
        for (int i = 1; i < length; i++) {
            int c = data[i] & 0xFF;
            int key = ((ent << 8) | c) + 1;
            int h = ((c << 8) ^ ent) % HSIZE;
            int step = h == 0 ? 1 : HSIZE - h;
            int found = -1;
            while (true) {
                probes++;
                int k = keys[h];
                if (k == key) {
                    found = values[h];
                    break;
                }
                if (k == 0) {
                    break;
                }
                h -= step;
                if (h < 0) {
                    h += HSIZE;
                }
            }
            if (found >= 0) {
                ent = found;
                continue;
            }
            out.write(ent, Lzw.widthFor(free));
            codes++;
            if (free < Lzw.MAX_CODES) {
                keys[h] = key;
                values[h] = free++;
            } else {
                out.write(Lzw.CLEAR, Lzw.widthFor(free));
                codes++;
                reset();
            }
            ent = c;
        }
        out.write(ent, Lzw.widthFor(free));
        codes++;
        return new Packed(out.finish(), codes, length);
    }
}

/** The expanding side: prefix and suffix tables, strings unwound onto a stack. */
final class Decompressor {
    private final int[] prefix = new int[Lzw.MAX_CODES];
    private final byte[] suffix = new byte[Lzw.MAX_CODES];
    private final byte[] stack = new byte[Lzw.MAX_CODES];

    Decompressor() {
        for (int i = 0; i < 256; i++) {
            suffix[i] = (byte) i;
        }
    }

    byte[] expand(Packed p) {
        byte[] out = new byte[p.originalLength];
        int outPos = 0;
        BitReader in = new BitReader(p.bytes);
        int free = Lzw.FIRST_FREE;
        boolean first = true;
        int prev = 0;
        byte firstByte = 0;
        for (int n = 0; n < p.codes; n++) {
            // The compressor is one dictionary entry ahead except right after a CLEAR.
            int width = Lzw.widthFor(first ? free : Math.min(free + 1, Lzw.MAX_CODES));
            int code = in.read(width);
            if (code == Lzw.CLEAR) {
                free = Lzw.FIRST_FREE;
                first = true;
                continue;
            }
            if (first) {
                out[outPos++] = (byte) code;
                prev = code;
                firstByte = (byte) code;
                first = false;
                continue;
            }
            int sp = 0;
            int cur = code;
            if (code >= free) {
                // The KwKwK case: the code being defined right now.
                stack[sp++] = firstByte;
                cur = prev;
            }
            while (cur >= 256) {
                stack[sp++] = suffix[cur];
                cur = prefix[cur];
            }
            firstByte = (byte) cur;
            stack[sp++] = firstByte;
            while (sp > 0) {
                out[outPos++] = stack[--sp];
            }
            if (free < Lzw.MAX_CODES) {
                prefix[free] = prev;
                suffix[free] = firstByte;
                free++;
            }
            prev = code;
        }
        if (outPos != out.length) {
            throw new IllegalStateException("expanded " + outPos + " bytes, expected " + out.length);
        }
        return out;
    }
}

/** Generates the input blocks. */
final class DataGen {
    private final Random random;
    private final byte[][] vocabulary;

    DataGen(long seed) {
        random = new Random(seed);
        vocabulary = new byte[600][];
        for (int i = 0; i < vocabulary.length; i++) {
            int len = 1 + random.nextInt(3) + random.nextInt(7);
            byte[] w = new byte[len];
            for (int j = 0; j < len; j++) {
                // vowels more often, as in real text
                w[j] = (byte) (random.nextInt(3) == 0 ? "aeiou".charAt(random.nextInt(5)) : 'a' + random.nextInt(26));
            }
            vocabulary[i] = w;
        }
    }

    /** Words chosen with a skew towards the start of the vocabulary, as Zipf's law would. */
    byte[] text(int size) {
        byte[] buf = new byte[size];
        int pos = 0;
        boolean capital = true;
        int lineLength = 0;
        while (pos < size) {
            byte[] w = vocabulary[random.nextInt(random.nextInt(vocabulary.length) + 1)];
            for (int j = 0; j < w.length && pos < size; j++) {
                byte b = w[j];
                if (j == 0 && capital) {
                    b = (byte) (b - 'a' + 'A');
                }
                buf[pos++] = b;
            }
            capital = false;
            lineLength += w.length + 1;
            if (pos < size) {
                int r = random.nextInt(16);
                if (r == 0) {
                    buf[pos++] = '.';
                    capital = true;
                } else if (r == 1) {
                    buf[pos++] = ',';
                }
            }
            if (pos < size) {
                if (lineLength > 64) {
                    buf[pos++] = '\n';
                    lineLength = 0;
                } else {
                    buf[pos++] = ' ';
                }
            }
        }
        return buf;
    }

    /** 32-byte records: a counter, a few small fields, a name-like tag, zero padding, some noise. */
    byte[] binary(int size) {
        byte[] buf = new byte[size];
        int counter = random.nextInt(1000);
        int pos = 0;
        while (pos + 32 <= size) {
            counter += 1 + random.nextInt(3);
            buf[pos] = (byte) counter;
            buf[pos + 1] = (byte) (counter >>> 8);
            buf[pos + 2] = (byte) (counter >>> 16);
            buf[pos + 4] = (byte) random.nextInt(8);
            buf[pos + 5] = (byte) (random.nextInt(4) * 16);
            int type = random.nextInt(5);
            for (int j = 0; j < 6; j++) {
                buf[pos + 8 + j] = (byte) ('A' + (type * 3 + j) % 26);
            }
            if (random.nextInt(4) == 0) {
                for (int j = 16; j < 24; j++) {
                    buf[pos + j] = (byte) random.nextInt(256);
                }
            }
            buf[pos + 28] = (byte) (pos >>> 5);
            buf[pos + 31] = (byte) 0xFF;
            pos += 32;
        }
        while (pos < size) {
            buf[pos++] = (byte) random.nextInt(256);
        }
        return buf;
    }
}

public class Compress {
    static final String NAME = "Compress";
    // Blocks of 48 KiB per size, alternately text-like and binary-like.
    static final int[] PARAMS = {2, 20, 200};
    static final long[] CHECKSUMS = {4140447269604820979L, 7684986203331524147L, -134577425403919817L};

    static final int BLOCK = 48 * 1024;

    static long kernel(int blocks) {
        DataGen gen = new DataGen(0x5EED_C0DEL);
        Compressor compressor = new Compressor();
        Decompressor decompressor = new Decompressor();
        long sum = 17;
        long totalIn = 0;
        long totalOut = 0;
        for (int b = 0; b < blocks; b++) {
            // Sizes vary a little so that blocks do not all end alike.
            int size = BLOCK - (b * 977) % 4096;
            byte[] data = (b % 2 == 0) ? gen.text(size) : gen.binary(size);
            Packed packed = compressor.compress(data, data.length);
            byte[] back = decompressor.expand(packed);
            for (int i = 0; i < data.length; i++) {
                if (back[i] != data[i]) {
                    throw new IllegalStateException("round trip differs at block " + b + " byte " + i);
                }
            }
            long h = packed.codes;
            byte[] bytes = packed.bytes;
            for (int i = 0; i < bytes.length; i++) {
                h = h * 31 + (bytes[i] & 0xFF);
            }
            sum = sum * 1000003 + h;
            sum = sum * 31 + bytes.length;
            totalIn += data.length;
            totalOut += bytes.length;
        }
        return sum * 31 + totalIn * 7 + totalOut + compressor.probes();
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Compress::kernel);
    }
}
