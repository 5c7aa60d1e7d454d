// loupe-test: java17-only
// MessageDigest MD5/SHA-1/SHA-224/SHA-256/SHA-384/SHA-512 on known vectors and a 1 MB pattern (bulk, byte-wise, ByteBuffer, clone mid-stream), digest streams, SecureRandom API, CRC32/CRC32C/Adler32 values
import java.io.*;
import java.nio.ByteBuffer;
import java.security.*;
import java.util.zip.*;

public class DigestsAndChecksums {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        byte[] big = new byte[1 << 20];
        for (int i = 0; i < big.length; i++) {
            big[i] = (byte) (i * 31 + (i >> 8));
        }
        String[] names = {"MD5", "sha", "SHA-1", "SHA-224", "sha-256", "SHA-384", "SHA-512"};
        String[] inputs = {"", "abc", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "The quick brown fox jumps over the lazy dog"};
        for (String name : names) {
            MessageDigest md = MessageDigest.getInstance(name);
            System.out.println(md.getAlgorithm() + " " + md.getDigestLength() + " " + md.toString().trim());
            for (String in : inputs) {
                System.out.println("  " + hex(md.digest(in.getBytes("US-ASCII"))));
            }
            // a long message only once, as hashing is slow in an interpreter; CRC32 below takes all 1 MB
            int size = name.equals("sha-256") ? 200000 : 20000;
            md.update(big, 0, 1000);
            MessageDigest copy = (MessageDigest) md.clone();
            md.update(big, 1000, size - 1000);
            String whole = hex(md.digest());
            for (int i = 1000; i < 1000 + 300; i++) {
                copy.update(big[i]);
            }
            copy.update(ByteBuffer.wrap(big, 1300, size - 1300));
            System.out.println("  " + size + " " + whole + " " + whole.equals(hex(copy.digest())));
            // block-boundary lengths, fed in odd pieces
            MessageDigest a = MessageDigest.getInstance(name);
            StringBuilder sums = new StringBuilder();
            for (int len : new int[] {55, 56, 63, 64, 65, 111, 112, 127, 128, 129}) {
                for (int off = 0; off < len; off += 7) {
                    a.update(big, off, Math.min(7, len - off));
                }
                sums.append(hex(a.digest()), 0, 6).append(' ');
            }
            System.out.println("  " + sums);
        }
        try {
            MessageDigest.getInstance("SHA-999");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e + " " + (e instanceof GeneralSecurityException));
        }
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        byte[] out = new byte[40];
        md.update((byte) 'a');
        System.out.println(md.toString().trim() + " " + md.digest(out, 4, 32) + " " + hex(out).substring(0, 20));
        try {
            md.digest(out, 0, 20);
        } catch (DigestException e) {
            System.out.println(e);
        }
        try {
            md.update(out, 30, 20);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(MessageDigest.isEqual(new byte[] {1, 2}, new byte[] {1, 2}) + " "
                + MessageDigest.isEqual(new byte[] {1, 2}, new byte[] {1, 3}) + " " + MessageDigest.isEqual(null, new byte[0]));

        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        DigestOutputStream dout = new DigestOutputStream(sink, MessageDigest.getInstance("MD5"));
        dout.write("hello ".getBytes("UTF-8"));
        dout.on(false);
        dout.write('X');
        dout.on(true);
        dout.write('w');
        DigestInputStream din = new DigestInputStream(new ByteArrayInputStream("hello w".getBytes("UTF-8")),
                MessageDigest.getInstance("MD5"));
        byte[] buf = new byte[4];
        din.read();
        while (din.read(buf) > 0) {
        }
        System.out.println(sink.size() + " " + hex(dout.getMessageDigest().digest()) + " " + hex(din.getMessageDigest().digest()));

        SecureRandom sr = SecureRandom.getInstance("SHA1PRNG");
        byte[] r1 = new byte[16];
        byte[] r2 = new byte[16];
        sr.nextBytes(r1);
        new SecureRandom().nextBytes(r2);
        int x = sr.nextInt(10);
        double d = sr.nextDouble();
        System.out.println(sr.getAlgorithm() + " " + SecureRandom.getInstanceStrong().getAlgorithm() + " " + new SecureRandom()
                + " " + !java.util.Arrays.equals(r1, r2) + " " + (x >= 0 && x < 10) + " " + (d >= 0 && d < 1)
                + " " + sr.generateSeed(5).length + " " + (sr instanceof java.util.Random));
        try {
            SecureRandom.getInstance("Foo");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e);
        }

        Checksum[] sums = {new CRC32(), new CRC32C(), new Adler32()};
        for (Checksum c : sums) {
            c.update("123456789".getBytes("US-ASCII"));
            long v1 = c.getValue();
            c.reset();
            long v0 = c.getValue();
            int size = c instanceof CRC32 ? big.length : 100000;
            c.update(big, 0, size);
            long vBig = c.getValue();
            c.reset();
            c.update(big[0]);
            c.update(ByteBuffer.wrap(big, 1, 9999));
            ByteBuffer direct = ByteBuffer.allocateDirect(size - 10000);
            direct.put(big, 10000, size - 10000).flip();
            c.update(direct);
            System.out.println(c.getClass().getSimpleName() + " " + Long.toHexString(v1) + " " + v0 + " " + Long.toHexString(vBig)
                    + " " + (c.getValue() == vBig) + " " + direct.remaining());
            try {
                c.update(new byte[3], 2, 2);
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println(e);
            }
        }
    }
}
