// Object serialization of BigInteger, BigDecimal and StringBuffer in the JDK's serialized forms
import java.io.*;
import java.math.*;
public class SerializationNumbers { public static void main(String[] a) throws Exception {
  Object[] values = { BigInteger.ZERO, BigInteger.valueOf(-255), new BigInteger("123456789012345678901234567890"), new BigDecimal("-3.14159"), BigDecimal.ZERO, new StringBuffer("buf") };
  for (Object v : values) { ByteArrayOutputStream b = new ByteArrayOutputStream(); try (ObjectOutputStream o = new ObjectOutputStream(b)) { o.writeObject(v); }
    StringBuilder hex = new StringBuilder(); for (byte x : b.toByteArray()) hex.append(String.format("%02x", x));
    Object back = new ObjectInputStream(new ByteArrayInputStream(b.toByteArray())).readObject();
    System.out.println(v + " -> " + back + " " + (v instanceof StringBuffer ? back.toString().equals(v.toString()) : back.equals(v)) + " " + hex); } } }
