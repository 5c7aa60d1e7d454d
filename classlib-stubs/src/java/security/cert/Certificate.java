package java.security.cert;

/** A certificate; Loupe verifies none, so only the type exists. */
public abstract class Certificate implements java.io.Serializable {
    private static final long serialVersionUID = -3585440601605666277L;
    private final String type;

    protected Certificate(String type) {
        this.type = type;
    }

    public final String getType() {
        return type;
    }

    public abstract byte[] getEncoded() throws CertificateEncodingException;
}
