// Parameter names and flags from MethodParameters (classes compiled by javac -parameters, embedded as bytes): final, mandated, synthetic, isNamePresent, getParameterizedType with compiler-added parameters
import java.io.*;
import java.lang.reflect.*;
import java.util.*;

public class ParameterNames {
    // generated_at_run_time/Named.java, compiled by javac 17 with --release 8 -parameters:
    //   public class Named {
    //       public Named(final int count, List<String> names, String... rest) { }
    //       public <T> T pick(final List<? extends T> from, int index) { return null; }
    //       public static void plain(long a, double b) { }
    //       public class Inner { public Inner(List<String> items) { } }
    //       public enum Kind { A(1); Kind(int code) { } }
    //   }
    static final String NAMED = "yv66vgAAADQAJAoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQADKClWBwAIAQAbZ2VuZXJhdGVkX2F0"
            + "X3J1bl90aW1lL05hbWVkAQAnKElMamF2YS91dGlsL0xpc3Q7W0xqYXZhL2xhbmcvU3RyaW5nOylWAQAEQ29kZQEAD0xpbmVOdW1i"
            + "ZXJUYWJsZQEAEE1ldGhvZFBhcmFtZXRlcnMBAAVjb3VudAEABW5hbWVzAQAEcmVzdAEACVNpZ25hdHVyZQEAOyhJTGphdmEvdXRp"
            + "bC9MaXN0PExqYXZhL2xhbmcvU3RyaW5nOz47W0xqYXZhL2xhbmcvU3RyaW5nOylWAQAEcGljawEAJShMamF2YS91dGlsL0xpc3Q7"
            + "SSlMamF2YS9sYW5nL09iamVjdDsBAARmcm9tAQAFaW5kZXgBADI8VDpMamF2YS9sYW5nL09iamVjdDs+KExqYXZhL3V0aWwvTGlz"
            + "dDwrVFQ7PjtJKVRUOwEABXBsYWluAQAFKEpEKVYBAAFhAQABYgEAClNvdXJjZUZpbGUBAApOYW1lZC5qYXZhAQAMSW5uZXJDbGFz"
            + "c2VzBwAfAQAgZ2VuZXJhdGVkX2F0X3J1bl90aW1lL05hbWVkJEtpbmQBAARLaW5kBwAiAQAhZ2VuZXJhdGVkX2F0X3J1bl90aW1l"
            + "L05hbWVkJElubmVyAQAFSW5uZXIAIQAHAAIAAAAAAAMAgQAFAAkAAwAKAAAAHQABAAQAAAAFKrcAAbEAAAABAAsAAAAGAAEAAAAG"
            + "AAwAAAANAwANABAADgAAAA8AAAAQAAAAAgARAAEAEgATAAMACgAAABoAAQADAAAAAgGwAAAAAQALAAAABgABAAAACAAMAAAACQIA"
            + "FAAQABUAAAAQAAAAAgAWAAkAFwAYAAIACgAAABkAAAAEAAAAAbEAAAABAAsAAAAGAAEAAAAKAAwAAAAJAgAZAAAAGgAAAAIAGwAA"
            + "AAIAHAAdAAAAEgACAB4ABwAgQBkAIQAHACMAAQ==";
    static final String INNER = "yv66vgAAADQAGgkAAgADBwAEDAAFAAYBACFnZW5lcmF0ZWRfYXRfcnVuX3RpbWUvTmFtZWQkSW5uZXIBAAZ0aGlzJDABAB1MZ2Vu"
            + "ZXJhdGVkX2F0X3J1bl90aW1lL05hbWVkOwoACAAJBwAKDAALAAwBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQADKClWAQAw"
            + "KExnZW5lcmF0ZWRfYXRfcnVuX3RpbWUvTmFtZWQ7TGphdmEvdXRpbC9MaXN0OylWAQAEQ29kZQEAD0xpbmVOdW1iZXJUYWJsZQEA"
            + "EE1ldGhvZFBhcmFtZXRlcnMBAAVpdGVtcwEACVNpZ25hdHVyZQEAJyhMamF2YS91dGlsL0xpc3Q8TGphdmEvbGFuZy9TdHJpbmc7"
            + "PjspVgEAClNvdXJjZUZpbGUBAApOYW1lZC5qYXZhAQAMSW5uZXJDbGFzc2VzBwAYAQAbZ2VuZXJhdGVkX2F0X3J1bl90aW1lL05h"
            + "bWVkAQAFSW5uZXIAIQACAAgAAAABEBAABQAGAAAAAQABAAsADQADAA4AAAAiAAIAAwAAAAoqK7UAASq3AAexAAAAAQAPAAAABgAB"
            + "AAAADQAQAAAACQIABYAQABEAAAASAAAAAgATAAIAFAAAAAIAFQAWAAAACgABAAIAFwAZAAE=";
    static final String KIND = "yv66vgAAADQANgcAAgEAIGdlbmVyYXRlZF9hdF9ydW5fdGltZS9OYW1lZCRLaW5kCQABAAQMAAUABgEAAUEBACJMZ2VuZXJhdGVk"
            + "X2F0X3J1bl90aW1lL05hbWVkJEtpbmQ7CQABAAgMAAkACgEAByRWQUxVRVMBACNbTGdlbmVyYXRlZF9hdF9ydW5fdGltZS9OYW1l"
            + "ZCRLaW5kOwoADAANBwAKDAAOAA8BAAVjbG9uZQEAFCgpTGphdmEvbGFuZy9PYmplY3Q7CgARABIHABMMABQAFQEADmphdmEvbGFu"
            + "Zy9FbnVtAQAHdmFsdWVPZgEANShMamF2YS9sYW5nL0NsYXNzO0xqYXZhL2xhbmcvU3RyaW5nOylMamF2YS9sYW5nL0VudW07CgAR"
            + "ABcMABgAGQEABjxpbml0PgEAFihMamF2YS9sYW5nL1N0cmluZztJKVYIAAUKAAEAHAwAGAAdAQAXKExqYXZhL2xhbmcvU3RyaW5n"
            + "O0lJKVYKAAEAHwwAIAAhAQAHJHZhbHVlcwEAJSgpW0xnZW5lcmF0ZWRfYXRfcnVuX3RpbWUvTmFtZWQkS2luZDsBAAZ2YWx1ZXMB"
            + "AARDb2RlAQAPTGluZU51bWJlclRhYmxlAQA2KExqYXZhL2xhbmcvU3RyaW5nOylMZ2VuZXJhdGVkX2F0X3J1bl90aW1lL05hbWVk"
            + "JEtpbmQ7AQAQTWV0aG9kUGFyYW1ldGVycwEABG5hbWUBAAokZW51bSRuYW1lAQANJGVudW0kb3JkaW5hbAEABGNvZGUBAAlTaWdu"
            + "YXR1cmUBAAQoSSlWAQAIPGNsaW5pdD4BAAMoKVYBADRMamF2YS9sYW5nL0VudW08TGdlbmVyYXRlZF9hdF9ydW5fdGltZS9OYW1l"
            + "ZCRLaW5kOz47AQAKU291cmNlRmlsZQEACk5hbWVkLmphdmEBAAxJbm5lckNsYXNzZXMHADQBABtnZW5lcmF0ZWRfYXRfcnVuX3Rp"
            + "bWUvTmFtZWQBAARLaW5kQDEAAQARAAAAAkAZAAUABgAAEBoACQAKAAAABQAJACIAIQABACMAAAAiAAEAAAAAAAqyAAe2AAvAAAyw"
            + "AAAAAQAkAAAABgABAAAAEAAJABQAJQACACMAAAAiAAIAAQAAAAoSASq4ABDAAAGwAAAAAQAkAAAABgABAAAAEAAmAAAABQEAJ4AA"
            + "AAIAGAAdAAMAIwAAAB8AAwAEAAAAByorHLcAFrEAAAABACQAAAAGAAEAAAASACYAAAANAwAoEAAAKRAAACoAAAArAAAAAgAsEAoA"
            + "IAAhAAEAIwAAACMABAAAAAAACwS9AAFZA7IAA1OwAAAAAQAkAAAABgABAAAAEAAIAC0ALgABACMAAAAxAAUAAAAAABW7AAFZEhoD"
            + "BLcAG7MAA7gAHrMAB7EAAAABACQAAAAKAAIAAAARAA4AEAADACsAAAACAC8AMAAAAAIAMQAyAAAACgABAAEAMwA1QBk=";

    /** Written where the application class loader finds them, under temporary names and renamed (parallel runs). */
    static void write(File dir, String name, String base64) throws IOException {
        File pkg = new File(dir, "generated_at_run_time");
        pkg.mkdirs();
        File tmp = new File(pkg, name + ".tmp" + Long.toHexString(System.nanoTime()) + Integer.toHexString((int) (Math.random() * 0x7fffffff)));
        try (FileOutputStream out = new FileOutputStream(tmp)) {
            out.write(Base64.getDecoder().decode(base64));
        }
        if (!tmp.renameTo(new File(pkg, name + ".class"))) throw new IOException("rename");
    }

    static void show(Executable e) {
        System.out.println(e.toGenericString());
        for (Parameter p : e.getParameters()) {
            System.out.println("  " + p + ": name " + p.getName() + " present " + p.isNamePresent() + " modifiers "
                    + p.getModifiers() + " final " + Modifier.isFinal(p.getModifiers()) + " implicit " + p.isImplicit()
                    + " synthetic " + p.isSynthetic() + " varargs " + p.isVarArgs() + " parameterized "
                    + p.getParameterizedType().getTypeName());
        }
    }

    public static void main(String[] args) throws Exception {
        File dir = new File(System.getProperty("java.class.path").split(File.pathSeparator)[0]);
        write(dir, "Named", NAMED);
        write(dir, "Named$Inner", INNER);
        write(dir, "Named$Kind", KIND);
        Class<?> named = Class.forName("generated_at_run_time.Named");
        show(named.getConstructors()[0]);
        for (String name : new String[] {"pick", "plain"}) {
            for (Method m : named.getDeclaredMethods()) {
                if (m.getName().equals(name)) show(m);
            }
        }
        Class<?> inner = Class.forName("generated_at_run_time.Named$Inner");
        show(inner.getConstructors()[0]);
        Class<?> kind = Class.forName("generated_at_run_time.Named$Kind");
        show(kind.getDeclaredConstructors()[0]);
        show(kind.getMethod("valueOf", String.class));
        Parameter[] a = named.getConstructors()[0].getParameters(), b = named.getConstructors()[0].getParameters();
        System.out.println("parameters equal across calls " + Arrays.equals(a, b) + ", fresh array " + (a != b));
    }
}
