#!/bin/sh
# Compiles classlib-stubs/src against itself (nothing from the JDK) into $1
# (default /tmp/loupe-classlib), the way the build does. Prints javac's errors.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-/tmp/loupe-classlib}
rm -rf "$out" && mkdir -p "$out"
empty=$(mktemp -d)
find "$here/classlib-stubs/src" -name '*.java' > "$out.files"
javac -source 8 -target 8 -Xlint:-options -nowarn -encoding UTF-8 -g \
      -bootclasspath "$empty" -sourcepath "$here/classlib-stubs/src" -d "$out" @"$out.files"
rmdir "$empty"
echo "compiled $(wc -l < "$out.files") files into $out"
