// Checks multi-catch, catch ordering by hierarchy, precise rethrow, custom checked exceptions with causes, and exceptions thrown from catch blocks.
import java.io.IOException;

public class MultiCatchRethrow {
    static class AppException extends Exception {
        final int code;
        AppException(String msg, int code, Throwable cause) { super(msg, cause); this.code = code; }
    }
    static class NotFound extends AppException {
        NotFound(String what) { super("not found: " + what, 404, null); }
    }

    static void thrower(int kind) throws Exception {
        switch (kind) {
            case 0: throw new IOException("io");
            case 1: throw new NotFound("page");
            case 2: throw new IllegalArgumentException("arg");
            case 3: throw new UnsupportedOperationException("unsupported");
            case 4: throw new AppException("app", 500, new IOException("disk"));
            case 5: Object o = "s"; Integer i = (Integer) o; break;
            default: break;
        }
    }

    static String classify(int kind) {
        try {
            thrower(kind);
            return "nothing";
        } catch (IOException | IllegalArgumentException e) {
            return "io-or-arg: " + e.getMessage();
        } catch (NotFound e) {
            return "notfound " + e.code + " " + e.getMessage();
        } catch (AppException e) {
            return "app " + e.code + " caused by " + e.getCause();
        } catch (RuntimeException e) {
            return "runtime " + e.getClass().getSimpleName();
        } catch (Exception e) {
            return "exception";
        }
    }

    static void preciseRethrow(boolean io) throws IOException, AppException {
        try {
            if (io) throw new IOException("precise io");
            throw new NotFound("precise");
        } catch (Exception e) {
            System.out.println("rethrowing " + e.getClass().getSimpleName());
            throw e;   // precise rethrow: only IOException or AppException
        }
    }

    static void wrapInCatch() {
        try {
            Integer.parseInt("x1");
        } catch (NumberFormatException e) {
            throw new IllegalStateException("wrapped", e);
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 6; k++) System.out.println(k + ": " + classify(k));
        try {
            preciseRethrow(true);
        } catch (IOException | AppException e) {
            System.out.println("caught " + e);
        }
        try {
            preciseRethrow(false);
        } catch (IOException | AppException e) {
            System.out.println("caught " + e);
        }
        try {
            wrapInCatch();
        } catch (IllegalStateException e) {
            System.out.println(e + " <- " + e.getCause());
        }
        Throwable chain = new RuntimeException("top", new Exception("middle", new Error("bottom")));
        for (Throwable t = chain; t != null; t = t.getCause()) System.out.println("chain: " + t);
        try {
            try {
                throw new Exception("inner");
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        } catch (RuntimeException e) {
            System.out.println("message from cause: " + e.getMessage());
        }
    }
}
