#!/bin/sh
# Compiles the classes of the runtime unit tests into <out dir>: first every
# source under <java dir>/original, then those under <java dir>/changed over
# them (later versions of some classes, compiled separately so that the first
# set refers to members and shapes that no longer exist, which javac would
# refuse to compile in one go), then deletes res/Deleted.class.
#   compile-test-classes.sh <javac> <java dir> <out dir>
set -eu
javac=$1
src=$2
out=$3
rm -rf "$out"
"$javac" -encoding UTF-8 -nowarn -d "$out" $(find "$src/original" -name '*.java' | sort)
"$javac" -encoding UTF-8 -nowarn -d "$out" -cp "$out" $(find "$src/changed" -name '*.java' | sort)
rm "$out/res/Deleted.class"
