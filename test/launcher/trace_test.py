#!/usr/bin/env python3
"""-Xtrace:bytecodes and -Xtrace:stackmaps (interp/tracing.cpp; docs/tracing.md),
Loupe's own options: `java` has nothing to compare with, so the traces are
compared with goldens of Loupe's own output, each checked by hand against
`javap -c -p` of the program (test/launcher/trace/README.md).

    trace_test.py <fixtures dir> <loupe> bytecodes|stackmaps|options [--regen]

Runs TraceDemo (test/launcher/java/programs, compiled into the launcher
fixtures' classes/).

bytecodes: the trace of TraceDemo's methods and its nested Point's
           (-Xtrace:bytecodes=TraceDemo*.*) equals trace/bytecodes.golden
           under -Xint, the default mixed mode and -Xcomp alike (traced
           methods run interpreted in all three); a method name alone
           ("sum") traces that method only; stdout is the program's.
stackmaps: -Xtrace:stackmaps=TraceDemo*.* equals trace/stackmaps.golden
           under -Xint and -Xcomp (compiled frames use the same maps).
options:   -X lists both options; an empty pattern, one spelt with '/' or
           a descriptor, and an unknown -Xtrace kind are refused with status
           1 and a message; -verbose:jit says a traced method was not
           compiled under -Xcomp.
--regen writes the goldens from this Loupe (check them by hand before
committing). Exit status 0 when the test passes, 1 with an explanation
otherwise.
"""
import os
import sys

import launcher_checks
from launcher_checks import Verdict

EXPECTED_STDOUT = "hello 14 one 3 100000\n"
HERE = os.path.dirname(os.path.abspath(__file__))


def run(loupe, fixtures, options, main="TraceDemo"):
    return launcher_checks.run(loupe, fixtures, options, main)


def golden(name, text, regen):
    return launcher_checks.golden(os.path.join(HERE, "trace", name), text, regen)


def test_bytecodes(fixtures, loupe, regen):
    v = Verdict()
    expected = None
    for mode in ("-Xint", "-Xmixed", "-Xcomp"):
        command, r = run(loupe, fixtures, [mode, "-Xtrace:bytecodes=TraceDemo*.*"])
        print("ran:", " ".join(command))
        v.check(r.returncode == 0, f"{mode}: exit status {r.returncode}")
        v.check(r.stdout == EXPECTED_STDOUT, f"{mode}: stdout {r.stdout!r}")
        if expected is None:
            expected = golden("bytecodes.golden", r.stderr, regen)
        v.same(f"{mode} trace", expected, r.stderr)
    # A method name alone: that method, in any class.
    command, r = run(loupe, fixtures, ["-Xtrace:bytecodes=sum"])
    headings = [line for line in r.stderr.splitlines() if not line.startswith(" ")]
    v.check(r.returncode == 0 and r.stdout == EXPECTED_STDOUT, f"-Xtrace:bytecodes=sum: status {r.returncode}")
    v.check(headings == ["TraceDemo.sum(I)I  (call depth 2)"], f"-Xtrace:bytecodes=sum traced {headings}")
    return v.finish("-Xtrace:bytecodes")


def test_stackmaps(fixtures, loupe, regen):
    v = Verdict()
    expected = None
    for mode in ("-Xint", "-Xcomp"):
        command, r = run(loupe, fixtures, [mode, "-Xtrace:stackmaps=TraceDemo*.*"])
        print("ran:", " ".join(command))
        v.check(r.returncode == 0, f"{mode}: exit status {r.returncode}")
        v.check(r.stdout == EXPECTED_STDOUT, f"{mode}: stdout {r.stdout!r}")
        if expected is None:
            expected = golden("stackmaps.golden", r.stderr, regen)
        v.same(f"{mode} stack maps", expected, r.stderr)
    return v.finish("-Xtrace:stackmaps")


def test_options(fixtures, loupe):
    v = Verdict()
    _, r = run(loupe, fixtures, ["-X"], main=None)
    v.check(r.returncode == 0, f"-X: exit status {r.returncode}")
    for option in ("-Xtrace:bytecodes[=<pattern>]", "-Xtrace:stackmaps[=<pattern>]"):
        v.check(option in r.stderr, f"-X does not list {option}")
    bad = {
        "-Xtrace:bytecodes=": "Invalid trace pattern: -Xtrace:bytecodes=",
        "-Xtrace:stackmaps=": "Invalid trace pattern: -Xtrace:stackmaps=",
        "-Xtrace:bytecodes=java/lang/String.length": "Invalid trace pattern: -Xtrace:bytecodes=java/lang/String.length",
        "-Xtrace:bytecodes=Fib.fib(I)I": "Invalid trace pattern: -Xtrace:bytecodes=Fib.fib(I)I",
        "-Xtrace:calls": "Invalid -Xtrace option: -Xtrace:calls",
        "-Xtrace:": "Invalid -Xtrace option: -Xtrace:",
        "-Xtrace:bytecode": "Invalid -Xtrace option: -Xtrace:bytecode",
    }
    for option, message in bad.items():
        _, r = run(loupe, fixtures, [option])
        v.check(r.returncode == 1, f"{option}: exit status {r.returncode}, expected 1")
        v.check(r.stderr.startswith(message), f"{option}: stderr {r.stderr[:200]!r}, expected {message!r} first")
        v.check("Error: Could not create the Java Virtual Machine." in r.stderr, f"{option}: no HotSpot tail")
        v.check(r.stdout == "", f"{option}: stdout {r.stdout!r}")
    _, r = run(loupe, fixtures, ["-Xcomp", "-verbose:jit", "-Xtrace:bytecodes=TraceDemo.sum"])
    v.check(r.returncode == 0, f"-Xcomp -verbose:jit: exit status {r.returncode}")
    v.check("not compiled TraceDemo.sum: traced (-Xtrace:bytecodes)" in r.stdout + r.stderr,
            "-verbose:jit does not say TraceDemo.sum was not compiled because it is traced")
    return v.finish("-Xtrace options")


def main(argv):
    if len(argv) < 4:
        print(__doc__)
        return 2
    fixtures, loupe, which = argv[1], argv[2], argv[3]
    regen = "--regen" in argv[4:]
    if which == "bytecodes":
        return test_bytecodes(fixtures, loupe, regen)
    if which == "stackmaps":
        return test_stackmaps(fixtures, loupe, regen)
    if which == "options":
        return test_options(fixtures, loupe)
    print("unknown test", which)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
