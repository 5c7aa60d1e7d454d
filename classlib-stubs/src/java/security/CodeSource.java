package java.security;

import java.net.URL;

/** The location classes were loaded from (signers are not supported). */
public class CodeSource implements java.io.Serializable {
    private static final long serialVersionUID = 4977541819976013951L;
    private final URL location;

    public CodeSource(URL url, java.security.cert.Certificate[] certs) {
        this.location = url;
    }

    public final URL getLocation() {
        return location;
    }

    public final java.security.cert.Certificate[] getCertificates() {
        return null;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof CodeSource && java.util.Objects.equals(location, ((CodeSource) obj).location);
    }

    @Override
    public int hashCode() {
        return location == null ? 0 : location.hashCode();
    }

    @Override
    public String toString() {
        return "(" + location + " <no signer certificates>)";
    }
}
