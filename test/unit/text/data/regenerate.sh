#!/bin/sh
# Regenerates the golden files of test_java_number_text.cpp from HotSpot.
# Needs JDK 17 (the old FloatingDecimal; JDK 19+ prints different digits).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
version=$(java -version 2>&1 | head -1)
case "$version" in
  *\"17*) ;;
  *) echo "regenerate.sh: need JDK 17, found: $version" >&2; exit 1 ;;
esac
classes=$(mktemp -d)
trap 'rm -rf "$classes"' EXIT
javac -d "$classes" "$here/GenerateNumberTextGolden.java"
java -cp "$classes" GenerateNumberTextGolden "$here"
wc -l "$here"/*.golden
