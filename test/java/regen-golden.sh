#!/usr/bin/env bash
# Regenerates (or, with --check, verifies) the golden files of the Java
# conformance tests under test/java/<area>/<Name>.java, using HotSpot (`java`).
#
#   test/java/regen-golden.sh                 # all tests
#   test/java/regen-golden.sh Name1 Name2     # only these tests
#   test/java/regen-golden.sh --check [Name]  # compare with the checked-in goldens, write nothing
#   RUNS=1 test/java/regen-golden.sh ...      # fewer repeated runs (default 3)
#
# For every test it:
#   1. compiles it with `javac` (default target) and, unless the file says
#      `// loupe-test: java17-only`, also with `javac --release 8`
#      (a failure of either compilation is fatal);
#   2. runs the default-target classes RUNS times with `java` in a fresh empty
#      working directory, honouring the directives and feeding <Name>.stdin
#      (or /dev/null), and checks that stdout, exit code and (for
#      compare-stderr tests) stderr are identical in every run;
#   3. runs the --release 8 classes once and checks they give the same result;
#   4. writes <Name>.expected, <Name>.exit and, for compare-stderr tests,
#      <Name>.stderr (a stale .stderr of a test without the directive is removed).
# Never uses Loupe. Runs everything sequentially.
set -u
export LC_ALL=C.UTF-8
here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-3}
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi

command -v javac >/dev/null && command -v java >/dev/null || { echo "need javac and java (JDK 17) on PATH" >&2; exit 2; }
javac -version 2>&1 | grep -q '^javac 17' || echo "warning: javac is not JDK 17: $(javac -version 2>&1)" >&2

# All test sources: test/java/<area>/<Name>.java
mapfile -t all < <(find "$here" -mindepth 2 -maxdepth 2 -name '*.java' | sort)
declare -A byname=()
for f in "${all[@]}"; do
  n=$(basename "$f" .java)
  if [ -n "${byname[$n]:-}" ]; then echo "duplicate test name $n: ${byname[$n]} and $f" >&2; exit 2; fi
  byname[$n]=$f
done
if [ $# -gt 0 ]; then
  files=()
  for n in "$@"; do
    n=$(basename "$n" .java)
    [ -n "${byname[$n]:-}" ] || { echo "no such test: $n" >&2; exit 2; }
    files+=("${byname[$n]}")
  done
else
  files=("${all[@]}")
fi

# directive NAME FILE: prints the value(s) of `// loupe-test: NAME ...` found in
# the leading block of comment/blank lines of FILE.
directives() {
  awk '/^[ \t]*$/ {next} /^\/\// {print; next} {exit}' "$1" | sed -n 's|^// loupe-test: ||p'
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0; failed=()

# run_one CLASSDIR NAME OUTPREFIX: runs the test, leaves OUTPREFIX.out/.err/.rc
run_one() {
  local cdir=$1 name=$2 out=$3 wd
  wd=$(mktemp -d "$tmp/wd.XXXX")
  local stdin=/dev/null
  [ -f "$dir/$name.stdin" ] && stdin="$dir/$name.stdin"
  ( cd "$wd" && timeout 120 java -cp "$cdir" "${jopts[@]}" "$name" "${targs[@]}" <"$stdin" >"$out.out" 2>"$out.err" )
  echo $? >"$out.rc"
  rm -rf "$wd"
}

same() { cmp -s "$1.out" "$2.out" && cmp -s "$1.rc" "$2.rc" && { [ $cstderr = 0 ] || cmp -s "$1.err" "$2.err"; }; }

for f in "${files[@]}"; do
  name=$(basename "$f" .java); dir=$(dirname "$f")
  j17only=0; cstderr=0; jopts=(); targs=()
  while IFS= read -r d; do
    case "$d" in
      java17-only) j17only=1 ;;
      compare-stderr) cstderr=1 ;;
      args\ *) read -r -a a <<<"${d#args }"; targs+=("${a[@]}") ;;
      jvm-options\ *) read -r -a a <<<"${d#jvm-options }"; jopts+=("${a[@]}") ;;
      *) echo "$name: unknown directive '$d'" >&2; exit 2 ;;
    esac
  done < <(directives "$f")

  t="$tmp/$name"; mkdir -p "$t/c17" "$t/c8"
  if ! javac -encoding UTF-8 -d "$t/c17" "$f" 2>"$t/javac17.log"; then
    echo "FATAL: $name does not compile with javac (default target):" >&2; cat "$t/javac17.log" >&2; exit 1
  fi
  if [ $j17only = 0 ] && ! javac -encoding UTF-8 --release 8 -d "$t/c8" "$f" 2>"$t/javac8.log"; then
    echo "FATAL: $name does not compile with javac --release 8 (add '// loupe-test: java17-only'?):" >&2; cat "$t/javac8.log" >&2; exit 1
  fi

  ok=1; why=""
  run_one "$t/c17" "$name" "$t/r1"
  for ((i = 2; i <= runs; i++)); do
    run_one "$t/c17" "$name" "$t/r$i"
    same "$t/r1" "$t/r$i" || { ok=0; why="not deterministic (run 1 vs run $i)"; }
  done
  if [ $j17only = 0 ]; then
    run_one "$t/c8" "$name" "$t/r8"
    same "$t/r1" "$t/r8" || { ok=0; why="${why:+$why; }--release 8 build behaves differently"; }
  fi
  [ "$(cat "$t/r1.rc")" = 124 ] && { ok=0; why="${why:+$why; }timed out"; }

  if [ $check = 1 ]; then
    cmp -s "$t/r1.out" "$dir/$name.expected" || { ok=0; why="${why:+$why; }stdout differs from $name.expected"; }
    cmp -s "$t/r1.rc" "$dir/$name.exit" || { ok=0; why="${why:+$why; }exit code $(cat "$t/r1.rc") differs from $name.exit"; }
    if [ $cstderr = 1 ]; then cmp -s "$t/r1.err" "$dir/$name.stderr" || { ok=0; why="${why:+$why; }stderr differs from $name.stderr"; }; fi
  elif [ $ok = 1 ]; then
    cp "$t/r1.out" "$dir/$name.expected"
    cp "$t/r1.rc" "$dir/$name.exit"
    if [ $cstderr = 1 ]; then cp "$t/r1.err" "$dir/$name.stderr"; else rm -f "$dir/$name.stderr"; fi
  fi
  if [ $ok = 1 ]; then
    pass=$((pass + 1)); echo "ok   $name (exit $(cat "$t/r1.rc"))"
  else
    fail=$((fail + 1)); failed+=("$name"); echo "FAIL $name: $why"
    if [ -s "$t/r1.err" ] && [ $cstderr = 0 ]; then sed 's/^/     stderr: /' "$t/r1.err" | head -5; fi
  fi
  rm -rf "$t"
done
echo "$pass passed, $fail failed"
[ $fail = 0 ] || { echo "failed: ${failed[*]}"; exit 1; }
