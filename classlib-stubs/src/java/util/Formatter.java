package java.util;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;

/**
 * printf-style formatting, as JDK 17: %s %S %b %B %h %H %c %C %d %o %x %X
 * %e %E %f %g %G %a %A %n %%, argument indexes (%2$s) and %&lt;s, flags
 * "-#+ 0,(", width and precision, with the JDK's exceptions and messages.
 * The whole format string is parsed (and checked) before anything is printed.
 * Date/time conversions (%t...) are parsed and checked but print only null.
 * BigInteger (%d %o %x) and BigDecimal (%e %f %g) are formatted by BigNumberFormatting.
 */
public final class Formatter implements Closeable, Flushable {
    /** Null once closed. */
    private Appendable a;
    private final Locale l;
    private IOException lastException;

    public Formatter() {
        this(new StringBuilder(), Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(Appendable a) {
        this(a, Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(Locale l) {
        this(new StringBuilder(), l);
    }

    public Formatter(Appendable a, Locale l) {
        this.a = a == null ? new StringBuilder() : a;
        this.l = l;
    }

    public Formatter(PrintStream ps) {
        this((Appendable) Objects.requireNonNull(ps), Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(OutputStream os) {
        this(new BufferedWriter(new OutputStreamWriter(os)), Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName));
    }

    public Formatter(File file) throws FileNotFoundException {
        this(new FileOutputStream(file));
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    @Override
    public String toString() {
        ensureOpen();
        return a.toString();
    }

    @Override
    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException e) {
                lastException = e;
            }
        }
    }

    @Override
    public void close() {
        if (a == null) {
            return;
        }
        try {
            if (a instanceof Closeable) {
                ((Closeable) a).close();
            }
        } catch (IOException e) {
            lastException = e;
        } finally {
            a = null;
        }
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        return format(l, format, args);
    }

    /**
     * Formats into the destination. An IOException from the destination is
     * kept for {@link #ioException()} and the next piece is tried anyway.
     */
    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        List<Object> pieces = parse(format);
        int lastIndex = -1;      // argument printed last, for %<s
        int lastOrdinary = -1;   // argument of the last specifier without an index
        for (Object piece : pieces) {
            try {
                if (piece instanceof String) {
                    a.append((String) piece);
                    continue;
                }
                FormatSpecifier spec = (FormatSpecifier) piece;
                int argumentIndex;
                switch (spec.index) {
                    case FormatSpecifier.INDEX_NO_ARGUMENT:
                        new FormatPrinter(this, spec, a, l).print(null);
                        continue;
                    case FormatSpecifier.INDEX_PREVIOUS:
                        if (lastIndex < 0 || (args != null && lastIndex > args.length - 1)) {
                            throw new MissingFormatArgumentException(spec.toString());
                        }
                        argumentIndex = lastIndex;
                        break;
                    case FormatSpecifier.INDEX_ORDINARY:
                        lastOrdinary++;
                        lastIndex = lastOrdinary;
                        argumentIndex = lastOrdinary;
                        break;
                    default:
                        lastIndex = spec.index - 1;
                        argumentIndex = lastIndex;
                        break;
                }
                if (args != null && argumentIndex > args.length - 1) {
                    throw new MissingFormatArgumentException(spec.toString());
                }
                new FormatPrinter(this, spec, a, l).print(args == null ? null : args[argumentIndex]);
            } catch (IOException e) {
                lastException = e;
            }
        }
        return this;
    }

    /** Literal text (String) and specifiers (FormatSpecifier), in order. */
    private static List<Object> parse(String s) {
        ArrayList<Object> pieces = new ArrayList<>();
        int i = 0;
        int max = s.length();
        while (i < max) {
            int percent = s.indexOf('%', i);
            if (percent < 0) {
                pieces.add(s.substring(i));
                break;
            }
            if (percent != i) {
                pieces.add(s.substring(i, percent));
            }
            if (percent + 1 >= max) {
                throw new UnknownFormatConversionException("%");
            }
            FormatSpecifier spec = new FormatSpecifier(s, percent);
            pieces.add(spec);
            i = spec.end;
        }
        return pieces;
    }

    /** Whose zero digit a format call without a locale uses: the Formatter's. */
    Locale localeForDigits() {
        return l;
    }

    private void ensureOpen() {
        if (a == null) {
            throw new FormatterClosedException();
        }
    }
}
