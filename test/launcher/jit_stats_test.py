#!/usr/bin/env python3
"""-Xjit:stats (jit/compiler.cpp), Loupe's own option: `java` has nothing to
compare with, so this checks the line itself.

    jit_stats_test.py <fixtures dir> <loupe>

Runs programs of test/launcher/java/programs (compiled into the launcher
fixtures' classes/) and checks that:
- under -Xcomp the line comes exactly once on stderr, whichever way the
  program ends (main returns, System.exit(42), an uncaught exception), with
  positive counts and a rate that agrees with them, and stdout and the exit
  status are the program's;
- mixed mode with a low threshold compiles something too;
- under -Xint it still comes, once, saying nothing was compiled (rate 0);
- without the option there is no such line;
- when compiling, a second line gives the code cache's books, and under
  -Xint there is none;
- a code cache too small for more than a few methods (-Xjit:codecache=8k)
  says once that it is full, and the program still runs correctly, its
  other methods interpreted;
- -Xjit:codecache= with a size that is not one is refused;
- -Xjit:stats=foo is refused as java refuses any option it does not know:
  exit status 1, HotSpot's three lines on stderr, nothing on stdout.
Exit status 0 when all hold, 1 with an explanation otherwise.
"""
import os
import re
import subprocess
import sys

STATS = re.compile(r"\[jit\] compiled (\d+) methods \((\d+) bytes of bytecode\) in (\d+\.\d\d) ms: "
                   r"(\d+) bytecode bytes/ms; (\d+) not compiled, (\d+) forgotten")

CACHE = re.compile(r"\[jit\] code cache: (\d+) KiB in use of (\d+) KiB \((\d+) codes, (\d+) retired\); "
                   r"(\d+) KiB freed \((\d+) codes\)")
FULL = "[jit] warning: the code cache (8 KiB, -Xjit:codecache) is full: compiler disabled"

REFUSED = ("Unrecognized option: -Xjit:stats=foo\n"
           "Error: Could not create the Java Virtual Machine.\n"
           "Error: A fatal exception has occurred. Program will exit.\n")


def run(loupe, fixtures, options, program):
    command = [loupe] + options + ["-cp", os.path.join(fixtures, "classes"), program]
    env = dict(os.environ, LC_ALL="C.UTF-8")
    env.pop("CLASSPATH", None)
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120,
                            stdin=subprocess.DEVNULL)
    return command, result


def stats_lines(stderr):
    """Every stderr line that starts like the stats line, and the matches of
    those that are well formed."""
    lines = [l for l in stderr.splitlines() if l.startswith("[jit] compiled ") and " methods (" in l]
    return lines, [m for m in (STATS.fullmatch(l) for l in lines) if m]


def main():
    fixtures, loupe = (os.path.abspath(a) for a in sys.argv[1:3])
    problems = []

    def check(ok, message, command, result):
        if not ok:
            problems.append(f"{message}\n    command: {' '.join(command)}\n    exit status {result.returncode}, "
                            f"stdout {result.stdout[:200]!r}\n    stderr {result.stderr[-600:]!r}")
        return ok

    cases = [
        # options, program, exit status, stdout, whether something is compiled
        (["-Xcomp", "-Xjit:stats"], "JitPrint", 0, "total 465\n", True),
        (["-Xcomp", "-Xjit:stats"], "Exit", 42, "before\n", True),
        (["-Xcomp", "-Xjit:stats"], "Uncaught", 1, "before\n", True),
        (["-Xjit:threshold=2", "-Xjit:stats"], "JitPrint", 0, "total 465\n", True),
        (["-Xint", "-Xjit:stats"], "JitPrint", 0, "total 465\n", False),
    ]
    for options, program, status, stdout, compiles in cases:
        command, r = run(loupe, fixtures, options, program)
        what = f"{' '.join(options)} {program}"
        check(r.returncode == status and r.stdout == stdout,
              f"{what}: exit status {r.returncode} (expected {status}), stdout {r.stdout!r} (expected {stdout!r})",
              command, r)
        lines, matches = stats_lines(r.stderr)
        if not check(len(lines) == 1 and len(matches) == 1,
                     f"{what}: {len(lines)} stats lines, {len(matches)} well formed; expected exactly one",
                     command, r):
            continue
        methods, bytes_, rate, failed, forgotten = (int(matches[0].group(i)) for i in (1, 2, 4, 5, 6))
        ms = float(matches[0].group(3))
        if compiles:
            check(methods > 0 and bytes_ > 0 and ms > 0 and rate > 0,
                  f"{what}: expected positive counts, got {matches[0].group(0)!r}", command, r)
            # The rate comes from the unrounded time: it lies between the
            # bytes over the printed time's rounding bounds.
            low, high = bytes_ / (ms + 0.005), bytes_ / max(ms - 0.005, 1e-9)
            check(low - 1 <= rate <= high + 1,
                  f"{what}: rate {rate} does not agree with {bytes_} bytes in {ms} ms", command, r)
            check(bytes_ >= methods, f"{what}: {bytes_} bytes for {methods} methods", command, r)
        else:
            check((methods, bytes_, ms, rate, failed, forgotten) == (0, 0, 0.0, 0, 0, 0),
                  f"{what}: expected all zeros under -Xint, got {matches[0].group(0)!r}", command, r)
        cache = [m for m in (CACHE.fullmatch(l) for l in r.stderr.splitlines()) if m]
        if compiles:
            if check(len(cache) == 1, f"{what}: expected one code cache line", command, r):
                in_use, capacity, codes = (int(cache[0].group(i)) for i in (1, 2, 3))
                check(0 < in_use <= capacity and capacity == 65536 and codes > 0,
                      f"{what}: code cache line {cache[0].group(0)!r}", command, r)
        else:
            check(not cache, f"{what}: a code cache line under -Xint", command, r)

    # A full code cache: one warning, the rest interpreted, the output the same.
    for program, status, stdout in [("JitPrint", 0, "total 465\n"), ("Uncaught", 1, "before\n")]:
        options = ["-Xcomp", "-Xjit:codecache=8k", "-Xjit:stats"]
        command, r = run(loupe, fixtures, options, program)
        what = f"{' '.join(options)} {program}"
        check(r.returncode == status and r.stdout == stdout,
              f"{what}: exit status {r.returncode} (expected {status}), stdout {r.stdout!r} (expected {stdout!r})",
              command, r)
        check(r.stderr.count(FULL) == 1, f"{what}: expected the full-cache warning once", command, r)
        _, matches = stats_lines(r.stderr)
        cache = [m for m in (CACHE.fullmatch(l) for l in r.stderr.splitlines()) if m]
        if check(len(matches) == 1 and len(cache) == 1, f"{what}: expected the two stats lines", command, r):
            check(int(matches[0].group(5)) > 0, f"{what}: expected methods not compiled", command, r)
            check(int(cache[0].group(1)) <= 8, f"{what}: more in use than the cache holds", command, r)

    command, r = run(loupe, fixtures, ["-Xjit:codecache=12q"], "JitPrint")
    check(r.returncode == 1 and r.stdout == "" and "Invalid code cache size: -Xjit:codecache=12q" in r.stderr,
          "-Xjit:codecache=12q: expected to be refused", command, r)

    command, r = run(loupe, fixtures, ["-Xcomp"], "JitPrint")
    lines, _ = stats_lines(r.stderr)
    check(r.returncode == 0 and not lines, "-Xcomp without -Xjit:stats: a stats line came anyway", command, r)

    command, r = run(loupe, fixtures, ["-Xjit:stats=foo"], "JitPrint")
    check(r.returncode == 1 and r.stdout == "" and r.stderr == REFUSED,
          f"-Xjit:stats=foo: expected exit status 1 and {REFUSED!r} on stderr", command, r)

    if problems:
        print("FAILED: -Xjit:stats")
        for p in problems:
            print("   ", p)
        return 1
    print("ok: -Xjit:stats prints its lines once, however the program ends; a full code cache leaves the rest "
          "to the interpreter; -Xjit:stats=foo is refused")
    return 0


if __name__ == "__main__":
    sys.exit(main())
