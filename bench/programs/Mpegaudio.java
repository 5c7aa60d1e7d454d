// Loupe benchmark modelled on SPECjvm98 _222_mpegaudio: the float and
// fixed-point signal processing of an audio codec. Frames of 1024 samples
// are synthesised from wavetable oscillators and seeded noise, then run
// through a chain of kernels: a 31-tap FIR low-pass (float), a cascade of
// two IIR biquads (double), two 512-point radix-2 FFTs of Hann-windowed
// halves (double) giving per-subband energies, an integer bit allocation, a
// 32-point DCT-II of each 32-sample block (float), quantisation, an integer
// (Q14) inverse DCT of the quantised coefficients and a Q15 fixed-point FIR
// with 16-bit saturation producing "PCM" output.
//
// No transcendental function is called: the sine/cosine table comes from
// half-angle formulas (sqrt only) and a complex-multiplication recurrence,
// so every value is exactly reproducible. The checksum folds the exact bits
// of the float and double results and the fixed-point values of every frame.
//
// What it stresses in the VM: float and double arithmetic (fmul, fadd,
// float/double conversions, f2i, Math.round), int and long multiply and
// shifts, float[]/double[]/int[] access in nested loops, bit reversal; few
// calls and little allocation (one set of frame buffers per frame).
//
// usage: Mpegaudio [s1|s10|s100|param=<frames>]   (default s10)
// prints: bench Mpegaudio size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.Random;

/** cos and sin of 2*pi*k/size for all k, computed with sqrt and multiplications only. */
final class Trig {
    final int size;
    final int mask;
    final double[] cos;
    final double[] sin;

    Trig(int size) {
        this.size = size;
        this.mask = size - 1;
        cos = new double[size];
        sin = new double[size];
        // Start at pi/2 (cos 0, sin 1) and halve the angle down to 2*pi/size.
        double c = 0;
        double s = 1;
        for (int n = 4; n < size; n *= 2) {
            double half = Math.sqrt((1 + c) / 2);
            s = s / (2 * half);
            c = half;
        }
        // One step of the recurrence for each k up to an eighth of the circle,
        // the rest by symmetry, so errors do not pile up around the circle.
        double wc = 1;
        double ws = 0;
        int eighth = size / 8;
        for (int k = 0; k <= eighth; k++) {
            cos[k] = wc;
            sin[k] = ws;
            double nc = wc * c - ws * s;
            double ns = wc * s + ws * c;
            wc = nc;
            ws = ns;
        }
        int quarter = size / 4;
        for (int k = eighth + 1; k <= quarter; k++) {
            cos[k] = sin[quarter - k];
            sin[k] = cos[quarter - k];
        }
        for (int k = quarter + 1; k < size; k++) {
            if (k <= size / 2) {
                cos[k] = -cos[size / 2 - k];
                sin[k] = sin[size / 2 - k];
            } else {
                cos[k] = cos[size - k];
                sin[k] = -sin[size - k];
            }
        }
    }
}

/** In-place iterative radix-2 complex FFT. */
final class Fft {
    final int n;
    final int bits;
    final Trig trig;
    final int[] reversed;

    Fft(int n, Trig trig) {
        this.n = n;
        this.trig = trig;
        this.bits = Integer.numberOfTrailingZeros(n);
        reversed = new int[n];
        for (int i = 0; i < n; i++) {
            reversed[i] = Integer.reverse(i) >>> (32 - bits);
        }
    }

    void transform(double[] re, double[] im) {
        for (int i = 0; i < n; i++) {
            int j = reversed[i];
            if (j > i) {
                double t = re[i];
                re[i] = re[j];
                re[j] = t;
                t = im[i];
                im[i] = im[j];
                im[j] = t;
            }
        }
        for (int len = 2; len <= n; len <<= 1) {
            int half = len >> 1;
            int stride = trig.size / len;
            for (int start = 0; start < n; start += len) {
                for (int k = 0; k < half; k++) {
                    // w = exp(-2 pi i k / len)
                    double wr = trig.cos[k * stride];
                    double wi = -trig.sin[k * stride];
                    int a = start + k;
                    int b = a + half;
                    double xr = re[b] * wr - im[b] * wi;
                    double xi = re[b] * wi + im[b] * wr;
                    re[b] = re[a] - xr;
                    im[b] = im[a] - xi;
                    re[a] += xr;
                    im[a] += xi;
                }
            }
        }
    }
}

/** A float FIR filter keeping its delay line across frames. */
final class FloatFir {
    final float[] taps;
    final float[] history;

    FloatFir(float[] taps) {
        this.taps = taps;
        this.history = new float[taps.length];
    }

    void filter(float[] in, float[] out) {
        int t = taps.length;
        for (int i = 0; i < in.length; i++) {
            System.arraycopy(history, 0, history, 1, t - 1);
            history[0] = in[i];
            float acc = 0f;
            for (int j = 0; j < t; j++) {
                acc += taps[j] * history[j];
            }
            out[i] = acc;
        }
    }
}

/** One second-order IIR section, direct form I, in double precision. */
final class Biquad {
    final double b0, b1, b2, a1, a2;
    double x1, x2, y1, y2;

    Biquad(double b0, double b1, double b2, double a1, double a2) {
        this.b0 = b0;
        this.b1 = b1;
        this.b2 = b2;
        this.a1 = a1;
        this.a2 = a2;
    }

    double step(double x) {
        double y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        return y;
    }
}

/** A Q15 fixed-point FIR with 16-bit saturation, as a PCM output stage. */
final class FixedFir {
    final int[] taps;  // Q15
    final int[] history;
    int clipped;

    FixedFir(int[] taps) {
        this.taps = taps;
        this.history = new int[taps.length];
    }

    short step(int sample) {
        int t = taps.length;
        for (int j = t - 1; j > 0; j--) {
            history[j] = history[j - 1];
        }
        history[0] = sample;
        long acc = 1L << 14;  // rounding
        for (int j = 0; j < t; j++) {
            acc += (long) taps[j] * history[j];
        }
        int y = (int) (acc >> 15);
        if (y > Short.MAX_VALUE) {
            clipped++;
            return Short.MAX_VALUE;
        }
        if (y < Short.MIN_VALUE) {
            clipped++;
            return Short.MIN_VALUE;
        }
        return (short) y;
    }
}

/** The buffers of one frame. */
final class Frame {
    static final int SAMPLES = 1024;
    final float[] input = new float[SAMPLES];
    final float[] lowpassed = new float[SAMPLES];
    final double[] filtered = new double[SAMPLES];
    final int[] bandLevel = new int[Codec.BANDS];
    final int[] allocation = new int[Codec.BANDS];
    final int[] quantised = new int[SAMPLES];
    final short[] pcm = new short[SAMPLES];
}

final class Codec {
    static final int BANDS = 32;
    static final int FFT_SIZE = 512;
    static final int BIT_BUDGET = 110;

    final Trig trig = new Trig(4096);
    final Fft fft = new Fft(FFT_SIZE, trig);
    final float[][] dct = new float[BANDS][BANDS];     // dct[k][n] = cos(pi (2n+1) k / 64)
    final int[][] idct = new int[BANDS][BANDS];        // the same in Q14
    final double[] window = new double[FFT_SIZE];      // Hann
    final FloatFir lowpass;
    final Biquad resonator = new Biquad(0.05, 0.1, 0.05, -1.6, 0.81);
    final Biquad highpass = new Biquad(0.9, -1.8, 0.9, -1.78, 0.8);
    final FixedFir output;
    final Random noise = new Random(222L);
    final double[] re = new double[FFT_SIZE];
    final double[] im = new double[FFT_SIZE];
    int phase1, phase2, phase3;

    Codec() {
        for (int k = 0; k < BANDS; k++) {
            for (int n = 0; n < BANDS; n++) {
                // cos(pi (2n+1) k / 64) = cos(2 pi ((2n+1) k * 32) / 4096)
                double c = trig.cos[((2 * n + 1) * k * 32) & trig.mask];
                dct[k][n] = (float) c;
                idct[k][n] = (int) Math.round(c * 16384);
            }
        }
        for (int i = 0; i < FFT_SIZE; i++) {
            window[i] = 0.5 - 0.5 * trig.cos[(i * (trig.size / FFT_SIZE)) & trig.mask];
        }
        // Windowed-sinc low-pass at a tenth of the sample rate, triangular window.
        int taps = 31;
        float[] h = new float[taps];
        int mid = taps / 2;
        for (int i = 0; i < taps; i++) {
            int m = i - mid;
            double ideal = m == 0 ? 0.2 : trig.sin[(m * 4096 / 10 + 4096 * 4) & trig.mask] / (Math.PI * m);
            double tri = 1 - (double) Math.abs(m) / (mid + 1);
            h[i] = (float) (ideal * tri);
        }
        lowpass = new FloatFir(h);
        // Q15 smoothing taps summing to 1.0
        output = new FixedFir(new int[] {2048, 6144, 8192, 8192, 6144, 2048});
    }

    void synthesise(Frame f, int frameNo) {
        // three wavetable oscillators (one glides with the frame number) and noise
        int step1 = 37 + (frameNo % 50);
        int step2 = 211;
        int step3 = 583 + 3 * (frameNo % 7);
        float amp = 0.3f + 0.01f * (frameNo % 20);
        for (int i = 0; i < Frame.SAMPLES; i++) {
            double s = 0.6 * trig.sin[phase1 & trig.mask] + 0.25 * trig.sin[phase2 & trig.mask]
                + 0.1 * trig.cos[phase3 & trig.mask];
            phase1 += step1;
            phase2 += step2;
            phase3 += step3;
            f.input[i] = amp * (float) s + (noise.nextFloat() - 0.5f) * 0.05f;
        }
    }

    void filters(Frame f) {
        lowpass.filter(f.input, f.lowpassed);
        for (int i = 0; i < Frame.SAMPLES; i++) {
            double x = f.lowpassed[i] + 0.5 * f.input[i];
            f.filtered[i] = highpass.step(resonator.step(x));
        }
    }

    /** Energy per subband from two windowed FFTs, as an integer level (a base-2 logarithm). */
    void analyse(Frame f) {
        double[] energy = new double[BANDS];
        for (int part = 0; part < 2; part++) {
            int base = part * FFT_SIZE;
            for (int i = 0; i < FFT_SIZE; i++) {
                re[i] = f.filtered[base + i] * window[i];
                im[i] = 0;
            }
            fft.transform(re, im);
            int binsPerBand = FFT_SIZE / 2 / BANDS;
            for (int b = 0; b < FFT_SIZE / 2; b++) {
                energy[b / binsPerBand] += re[b] * re[b] + im[b] * im[b];
            }
        }
        for (int k = 0; k < BANDS; k++) {
            long scaled = (long) (energy[k] * 1e6) + 1;
            f.bandLevel[k] = 63 - Long.numberOfLeadingZeros(scaled);
        }
    }

    /** Greedy bit allocation: one bit at a time to the band with the most unmasked level. */
    void allocate(Frame f) {
        int[] alloc = f.allocation;
        for (int k = 0; k < BANDS; k++) {
            alloc[k] = 0;
        }
        for (int budget = BIT_BUDGET; budget > 0; budget--) {
            int best = -1;
            int bestScore = Integer.MIN_VALUE;
            for (int k = 0; k < BANDS; k++) {
                if (alloc[k] >= 15) {
                    continue;
                }
                // higher bands are masked a little more
                int score = f.bandLevel[k] * 2 - alloc[k] * 3 - k / 4;
                if (score > bestScore) {
                    bestScore = score;
                    best = k;
                }
            }
            alloc[best]++;
        }
    }

    /** DCT-II of every 32-sample block, quantised with the band's allocation. */
    void transformAndQuantise(Frame f) {
        float[] block = new float[BANDS];
        float[] coef = new float[BANDS];
        for (int blk = 0; blk < Frame.SAMPLES / BANDS; blk++) {
            int base = blk * BANDS;
            for (int n = 0; n < BANDS; n++) {
                block[n] = (float) f.filtered[base + n];
            }
            for (int k = 0; k < BANDS; k++) {
                float[] row = dct[k];
                float acc = 0f;
                for (int n = 0; n < BANDS; n++) {
                    acc += block[n] * row[n];
                }
                coef[k] = acc;
            }
            for (int k = 0; k < BANDS; k++) {
                int bits = f.allocation[k];
                int q = 0;
                if (bits >= 2) {
                    int max = (1 << (bits - 1)) - 1;
                    q = Math.round(coef[k] * (max / 8f));
                    q = Math.max(-max, Math.min(max, q));
                }
                f.quantised[base + k] = q;
            }
        }
    }

    /** Fixed-point inverse DCT of the quantised coefficients, then the Q15 output FIR. */
    void reconstruct(Frame f) {
        int[] deq = new int[BANDS];
        for (int blk = 0; blk < Frame.SAMPLES / BANDS; blk++) {
            int base = blk * BANDS;
            for (int k = 0; k < BANDS; k++) {
                int bits = f.allocation[k];
                // dequantise to Q12: coef = q * 8 / max
                deq[k] = bits >= 2 ? (f.quantised[base + k] << 15) / ((1 << (bits - 1)) - 1) : 0;
            }
            for (int n = 0; n < BANDS; n++) {
                long acc = (long) deq[0] * idct[0][n] / 2;
                for (int k = 1; k < BANDS; k++) {
                    acc += (long) deq[k] * idct[k][n];
                }
                // x = (2/N) * sum: Q12 * Q14 >> 15 is the Q15 PCM scale; >> 12 adds
                // a gain of 4, so that the loudest peaks saturate
                int sample = (int) (acc >> 13);
                f.pcm[base + n] = output.step(sample);
            }
        }
    }
}

public class Mpegaudio {
    static final String NAME = "Mpegaudio";
    // Frames of 1024 samples per size.
    static final int[] PARAMS = {10, 100, 1000};
    static final long[] CHECKSUMS = {-539601701499145271L, 5515499338958304611L, -2327073561975454569L};

    static long kernel(int frames) {
        Codec codec = new Codec();
        long sum = 0;
        for (int i = 0; i < codec.trig.size; i += 97) {
            sum = sum * 31 + Double.doubleToLongBits(codec.trig.sin[i]);
        }
        for (int fno = 0; fno < frames; fno++) {
            Frame f = new Frame();
            codec.synthesise(f, fno);
            codec.filters(f);
            codec.analyse(f);
            codec.allocate(f);
            codec.transformAndQuantise(f);
            codec.reconstruct(f);
            long h = 0;
            for (int i = 0; i < Frame.SAMPLES; i++) {
                h = h * 31 + Float.floatToIntBits(f.lowpassed[i]);
                h = h * 31 + Double.doubleToLongBits(f.filtered[i]);
                h = h * 31 + f.quantised[i];
                h = h * 31 + f.pcm[i];
            }
            for (int k = 0; k < Codec.BANDS; k++) {
                h = h * 31 + f.bandLevel[k] * 16 + f.allocation[k];
            }
            sum = sum * 1000003 + h;
        }
        return sum * 31 + codec.output.clipped;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Mpegaudio::kernel);
    }
}
