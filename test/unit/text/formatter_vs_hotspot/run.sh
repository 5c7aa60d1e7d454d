#!/bin/sh
# Runs the class library's java.util.Formatter on HotSpot 17 and compares it
# with HotSpot's own: the Formatter sources are copied into package fmtcheck,
# FloatingDecimal's natives are replaced by a stand-in that asks the JDK for
# its digits (loupe/internal/FloatingDecimal.java here). The C++ digits
# themselves are checked by ../differential/run.sh.
# Usage: run.sh [COUNT] (default 200000 random cases per seed).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
util=$(cd "$here/../../../../classlib-stubs/src/java/util" && pwd)
count=${1:-200000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src/fmtcheck"
for f in Formatter FormatSpecifier FormatPrinter FloatFormatting RoundedDecimal FormatSymbols Formattable \
         FormattableFlags IllegalFormatException FormatterClosedException DuplicateFormatFlagsException \
         UnknownFormatFlagsException IllegalFormatFlagsException MissingFormatArgumentException \
         MissingFormatWidthException IllegalFormatPrecisionException IllegalFormatWidthException \
         IllegalFormatCodePointException UnknownFormatConversionException FormatFlagsConversionMismatchException \
         IllegalFormatConversionException IllegalFormatArgumentIndexException; do
  sed -e 's/^package java.util;/package fmtcheck;\nimport java.util.ArrayList;\nimport java.util.List;\nimport java.util.Locale;\nimport java.util.Objects;/' \
      "$util/$f.java" > "$work/src/fmtcheck/$f.java"
done
javac -nowarn -d "$work/classes" "$work"/src/fmtcheck/*.java "$here/loupe/internal/FloatingDecimal.java" \
      "$here/FormatterFuzz.java" "$here/FormatterApiCheck.java"
run() { java --add-opens java.base/jdk.internal.math=ALL-UNNAMED -cp "$work/classes" "$@"; }
status=0
run FormatterApiCheck || status=1
for seed in 1 2 3; do
  run FormatterFuzz "$count" $seed || status=1
done
run FormatterFuzz "$count" 4 floats || status=1
exit $status
