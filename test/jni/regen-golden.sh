#!/usr/bin/env bash
# Records the golden output of the JNI test with HotSpot: builds the test's
# native libraries with cc, compiles JniTest.java with javac, runs it three
# times with `java -Djava.library.path=<the libraries>` and, if the runs
# agree, writes JniTest.expected and JniTest.exit. Never uses Loupe.
#   test/jni/regen-golden.sh [--check]
set -eu
export LC_ALL=C.UTF-8
here=$(cd "$(dirname "$0")" && pwd)
check=0
if [ "${1:-}" = "--check" ]; then check=1; fi
java_home=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
jni_includes=(-I"$java_home/include" -I"$java_home/include/linux")
cc -shared -fPIC -O2 -Wall -Wextra "${jni_includes[@]}" "$here/jnitest.c" "$here/jnitest_calls.c" \
  -o "$tmp/libjnitest.so" -lpthread
cc -shared -fPIC -O2 -Wall -Wextra "${jni_includes[@]}" "$here/jnibadversion.c" -o "$tmp/libjnibadversion.so"
javac -encoding UTF-8 -d "$tmp/classes" "$here/JniTest.java"
for run in 1 2 3; do
  mkdir "$tmp/wd$run"
  set +e
  (cd "$tmp/wd$run" && timeout 120 java -cp "$tmp/classes" -Djava.library.path="$tmp" JniTest \
     </dev/null >"$tmp/out$run" 2>"$tmp/err$run")
  echo $? >"$tmp/rc$run"
  set -e
  if [ $run -gt 1 ] && ! { cmp -s "$tmp/out1" "$tmp/out$run" && cmp -s "$tmp/rc1" "$tmp/rc$run"; }; then
    echo "FAIL: run $run differs from run 1" >&2
    diff "$tmp/out1" "$tmp/out$run" >&2 || true
    exit 1
  fi
done
if [ $check = 1 ]; then
  cmp "$tmp/out1" "$here/JniTest.expected" && cmp "$tmp/rc1" "$here/JniTest.exit" && echo "goldens agree"
else
  cp "$tmp/out1" "$here/JniTest.expected"
  cp "$tmp/rc1" "$here/JniTest.exit"
  echo "wrote JniTest.expected (exit $(cat "$tmp/rc1"))"
fi
