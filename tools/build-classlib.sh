#!/bin/sh
# Builds the class library jar from classlib-stubs/src, compiled by javac
# against itself. Called by the build on every run; recompiles only when a
# source file changed, appeared or disappeared since the last jar.
#   build-classlib.sh <output.jar> <source dir> <work dir>
set -eu
out=$1
src=$2
work=$3
mkdir -p "$work"
find "$src" -name '*.java' | sort > "$work/files.new"
if [ -f "$out" ] && [ -f "$work/files" ] && cmp -s "$work/files" "$work/files.new" \
   && [ -z "$(find "$src" -name '*.java' -newer "$out" | head -n 1)" ]; then
  exit 0
fi
rm -rf "$work/classes" "$work/empty"
mkdir -p "$work/classes" "$work/empty"
javac -source 8 -target 8 -Xlint:-options -nowarn -encoding UTF-8 -g \
      -bootclasspath "$work/empty" -sourcepath "$src" -d "$work/classes" @"$work/files.new"
case "$out" in /*) abs_out=$out ;; *) abs_out=$(pwd)/$out ;; esac
(cd "$work/classes" && jar cf "$abs_out.tmp" .)
mv "$abs_out.tmp" "$abs_out"
mv "$work/files.new" "$work/files"
