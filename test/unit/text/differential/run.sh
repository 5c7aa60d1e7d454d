#!/bin/sh
# Differential test of vm/text/ against HotSpot 17: Double.toString,
# Float.toString, the Formatter's digits, parseDouble and parseFloat, on
# millions of values. Usage:
#   run.sh [COUNT]            COUNT random cases per mode (default 1000000);
#                             the structured cases are always all run
#   run.sh --hashes [BLOCKS]  Float.toString of all 2^31 non-negative float bit
#                             patterns, and Double.toString of BLOCKS * 2^20
#                             random doubles (default 200), compared by hashes
#                             (about half an hour of CPU on each side)
# Needs JDK 17 and g++; builds into a temporary directory.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sources="$root/vm/text/java_double_digits.cpp $root/vm/text/java_number_text.cpp $root/vm/text/java_number_parse.cpp $root/vm/text/unsigned_big_int.cpp"

if [ "${1:-}" = "--hashes" ]; then
  blocks=${2:-200}
  javac -d "$work" "$here/ToStringHashes.java"
  g++ -std=c++20 -O2 -Wall -Wextra -I"$root" -o "$work/to_string_hashes" "$here/to_string_hashes.cpp" $sources
  status=0
  for what in "floats" "doubles $blocks"; do
    java -cp "$work" ToStringHashes $what > "$work/java.txt" &
    "$work/to_string_hashes" $what > "$work/ours.txt"
    wait
    if cmp -s "$work/java.txt" "$work/ours.txt"; then
      echo "$what: $(wc -l < "$work/ours.txt") blocks of 2^20 values, all identical"
    else
      echo "$what: blocks differ:"; diff "$work/java.txt" "$work/ours.txt" | head; status=1
    fi
  done
  exit $status
fi

count=${1:-1000000}
javac -d "$work" "$here/ToStringCases.java" "$here/ParseCases.java"
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
