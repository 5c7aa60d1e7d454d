#!/bin/sh
# Differential test of vm/text/ against HotSpot 17: Double.toString,
# Float.toString, the Formatter's digits, parseDouble and parseFloat, on
# millions of values. Usage: run.sh [COUNT] (default 1000000: random cases
# per mode; the structured cases are always all run).
# Needs JDK 17 and g++; builds into a temporary directory.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
count=${1:-1000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

javac -d "$work" "$here/ToStringCases.java" "$here/ParseCases.java"
sources="$root/vm/text/java_double_digits.cpp $root/vm/text/java_number_text.cpp $root/vm/text/java_number_parse.cpp $root/vm/text/unsigned_big_int.cpp"
g++ -std=c++20 -O2 -Wall -Wextra -I"$root" -o "$work/to_string_compare" "$here/to_string_compare.cpp" $sources
g++ -std=c++20 -O2 -Wall -Wextra -I"$root" -o "$work/parse_compare" "$here/parse_compare.cpp" $sources

status=0
for mode in structured randombits fewbits shortdecimals; do
  echo "toString $mode:"
  java -cp "$work" ToStringCases $mode "$count" 17 | "$work/to_string_compare" || status=1
done
for mode in decimal halfway hex hexhalf garbage; do
  echo "parse $mode:"
  java -cp "$work" ParseCases $mode "$((count / 5))" 17 | "$work/parse_compare" || status=1
done
exit $status
