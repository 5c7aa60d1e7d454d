package java.security;

import java.nio.ByteBuffer;

/**
 * A one-way hash function. Loupe implements MD5 (RFC 1321) and SHA-1,
 * SHA-224, SHA-256, SHA-384, SHA-512 (FIPS 180-4) itself, in
 * BlockHash's subclasses; there are no providers, but toString names
 * "SUN" as the JDK's does.
 */
public abstract class MessageDigest extends MessageDigestSpi {
    private final String algorithm;
    /** False until the first update after creation or a reset (shown by toString). */
    private boolean inProgress;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    /** The digest for an algorithm name in any case; getAlgorithm() returns the name as given. */
    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        switch (algorithm.toUpperCase(java.util.Locale.ROOT)) {
            case "MD5":
                return new Md5(algorithm);
            case "SHA":
            case "SHA1":
            case "SHA-1":
                return new Sha1(algorithm);
            case "SHA-224":
            case "SHA224":
                return new Sha256(algorithm, true);
            case "SHA-256":
            case "SHA256":
                return new Sha256(algorithm, false);
            case "SHA-384":
            case "SHA384":
                return new Sha512(algorithm, true);
            case "SHA-512":
            case "SHA512":
                return new Sha512(algorithm, false);
            default:
                throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
        }
    }

    /** Only the JDK's default provider names are accepted; the digest is Loupe's own either way. */
    public static MessageDigest getInstance(String algorithm, String provider)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        if (provider == null || provider.isEmpty()) {
            throw new IllegalArgumentException("missing provider");
        }
        if (!provider.equals("SUN")) {
            throw new NoSuchProviderException("no such provider: " + provider);
        }
        return getInstance(algorithm);
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        return engineGetDigestLength();
    }

    public void update(byte input) {
        engineUpdate(input);
        inProgress = true;
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) {
            throw new IllegalArgumentException("No input buffer given");
        }
        if (input.length - offset < len) {
            throw new IllegalArgumentException("Input buffer too short");
        }
        if (offset < 0 || len < 0) {
            throw new ArrayIndexOutOfBoundsException();
        }
        engineUpdate(input, offset, len);
        inProgress = true;
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
        inProgress = true;
    }

    public final void update(ByteBuffer input) {
        if (input == null) {
            throw new NullPointerException();
        }
        engineUpdate(input);
        inProgress = true;
    }

    /** Finishes the hash and resets the digest for a new message. */
    public byte[] digest() {
        byte[] result = engineDigest();
        inProgress = false;
        return result;
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        if (buf == null) {
            throw new IllegalArgumentException("No output buffer given");
        }
        if (buf.length - offset < len) {
            throw new IllegalArgumentException("Output buffer too small for specified offset and length");
        }
        int n = engineDigest(buf, offset, len);
        inProgress = false;
        return n;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    public void reset() {
        engineReset();
        inProgress = false;
    }

    /** Compares in time that depends only on the lengths (no early exit on the first difference). */
    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) {
            return true;
        }
        if (digesta == null || digestb == null || digesta.length != digestb.length) {
            return false;
        }
        int difference = 0;
        for (int i = 0; i < digesta.length; i++) {
            difference |= digesta[i] ^ digestb[i];
        }
        return difference == 0;
    }

    public Object clone() throws CloneNotSupportedException {
        return super.clone();
    }

    public String toString() {
        return algorithm + " Message Digest from SUN, " + (inProgress ? "<in progress>" : "<initialized>") + "\n";
    }
}
