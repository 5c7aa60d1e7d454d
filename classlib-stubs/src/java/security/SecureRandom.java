package java.security;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Random;

/**
 * Random numbers from the operating system: every algorithm reads
 * /dev/urandom (the JDK's NativePRNG does the same). Simplified: SHA1PRNG is
 * accepted by name but is not the JDK's deterministic generator, so seeding
 * it with setSeed before use does not make its output repeatable; seeds
 * given to setSeed are accepted and ignored (the system source needs none).
 */
public class SecureRandom extends Random {
    private static final long serialVersionUID = 1L;
    private static InputStream systemSource;

    private final String algorithm;

    public SecureRandom() {
        this("NativePRNG");
    }

    public SecureRandom(byte[] seed) {
        this("NativePRNG");
        setSeed(seed);
    }

    private SecureRandom(String algorithm) {
        super(0);
        this.algorithm = algorithm;
    }

    public static SecureRandom getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        switch (algorithm.toUpperCase(java.util.Locale.ROOT)) {
            case "SHA1PRNG":
                return new SecureRandom("SHA1PRNG");
            case "NATIVEPRNG":
                return new SecureRandom("NativePRNG");
            case "NATIVEPRNGBLOCKING":
                return new SecureRandom("NativePRNGBlocking");
            case "NATIVEPRNGNONBLOCKING":
                return new SecureRandom("NativePRNGNonBlocking");
            case "DRBG":
                return new SecureRandom("DRBG");
            default:
                throw new NoSuchAlgorithmException(algorithm + " SecureRandom not available");
        }
    }

    /** The JDK's strong algorithm on Linux is NativePRNGBlocking; it reads /dev/urandom here too. */
    public static SecureRandom getInstanceStrong() throws NoSuchAlgorithmException {
        return new SecureRandom("NativePRNGBlocking");
    }

    public String getAlgorithm() {
        return algorithm;
    }

    /** Accepted and ignored: the system source needs no seed (see the class comment). */
    public void setSeed(byte[] seed) {
        if (seed == null) {
            throw new NullPointerException();
        }
    }

    /** Called by Random's constructor too; ignored like setSeed(byte[]). */
    public void setSeed(long seed) {
    }

    public void nextBytes(byte[] bytes) {
        readSystem(bytes);
    }

    /** Random's generators all draw from here, so nextInt(), nextDouble(), ... are secure too. */
    protected final int next(int numBits) {
        byte[] b = new byte[(numBits + 7) / 8];
        nextBytes(b);
        int value = 0;
        for (byte x : b) {
            value = (value << 8) | (x & 0xFF);
        }
        return value >>> (b.length * 8 - numBits);
    }

    public byte[] generateSeed(int numBytes) {
        if (numBytes < 0) {
            throw new IllegalArgumentException("numBytes cannot be negative");
        }
        byte[] seed = new byte[numBytes];
        readSystem(seed);
        return seed;
    }

    public static byte[] getSeed(int numBytes) {
        return new SecureRandom().generateSeed(numBytes);
    }

    public String toString() {
        return algorithm;
    }

    /** Fills b from /dev/urandom, opened once and shared by all instances. */
    private static synchronized void readSystem(byte[] b) {
        try {
            if (systemSource == null) {
                systemSource = new FileInputStream("/dev/urandom");
            }
            int done = 0;
            while (done < b.length) {
                int n = systemSource.read(b, done, b.length - done);
                if (n < 0) {
                    throw new IOException("end of /dev/urandom");
                }
                done += n;
            }
        } catch (IOException e) {
            throw new ProviderException("nextBytes() failed", e);
        }
    }
}
