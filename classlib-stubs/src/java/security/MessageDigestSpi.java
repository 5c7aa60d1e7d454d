package java.security;

import java.nio.ByteBuffer;

/** The operations a message digest implements; MessageDigest adds the public API around them. */
public abstract class MessageDigestSpi {
    public MessageDigestSpi() {}

    protected int engineGetDigestLength() {
        return 0;
    }

    protected abstract void engineUpdate(byte input);

    protected abstract void engineUpdate(byte[] input, int offset, int len);

    /** Feeds the remaining bytes of input and moves its position to its limit. */
    protected void engineUpdate(ByteBuffer input) {
        if (!input.hasRemaining()) {
            return;
        }
        byte[] chunk = new byte[Math.min(input.remaining(), 4096)];
        while (input.hasRemaining()) {
            int n = Math.min(chunk.length, input.remaining());
            input.get(chunk, 0, n);
            engineUpdate(chunk, 0, n);
        }
    }

    protected abstract byte[] engineDigest();

    protected int engineDigest(byte[] buf, int offset, int len) throws DigestException {
        byte[] digest = engineDigest();
        if (len < digest.length) {
            throw new DigestException("partial digests not returned");
        }
        if (buf.length - offset < digest.length) {
            throw new DigestException("insufficient space in the output buffer to store the digest");
        }
        System.arraycopy(digest, 0, buf, offset, digest.length);
        return digest.length;
    }

    protected abstract void engineReset();

    public Object clone() throws CloneNotSupportedException {
        if (this instanceof Cloneable) {
            return super.clone();
        }
        throw new CloneNotSupportedException();
    }
}
