#!/usr/bin/env python3
"""Runs one Java conformance test on Loupe and compares it with its HotSpot goldens.

    java_test.py <loupe> <classes dir> <test source> [extra loupe options...]

The test's directives (// loupe-test: ...) give program arguments, VM options
and whether stderr is compared; see test/java/README.md. Exit status 0 when
stdout, exit code (and, if asked, stderr) match, 1 otherwise with a diff.
"""
import difflib
import os
import subprocess
import sys
import tempfile


def directives(source):
    found = {}
    with open(source, encoding="utf-8") as f:
        for line in f:
            stripped = line.strip()
            if not stripped:
                continue
            if not stripped.startswith("//"):
                break
            if stripped.startswith("// loupe-test: "):
                key, _, value = stripped[len("// loupe-test: "):].partition(" ")
                found[key] = value.split()
    return found


def show_diff(label, expected, actual):
    print(f"--- {label} differs (expected vs actual)")
    lines = difflib.unified_diff(expected.decode("utf-8", "replace").splitlines(True),
                                 actual.decode("utf-8", "replace").splitlines(True), "expected", "actual")
    sys.stdout.writelines(list(lines)[:60])
    print()


def main():
    loupe, classes, source = sys.argv[1:4]
    loupe = os.path.abspath(loupe)
    extra = sys.argv[4:]
    base = source[:-len(".java")]
    name = os.path.basename(base)
    d = directives(source)
    stdin_path = base + ".stdin"
    command = [loupe, "-cp", os.path.abspath(classes)] + extra + d.get("jvm-options", []) + [name] + d.get("args", [])
    env = dict(os.environ, LC_ALL="C.UTF-8")
    with tempfile.TemporaryDirectory() as workdir:
        with open(stdin_path if os.path.exists(stdin_path) else os.devnull, "rb") as stdin:
            try:
                run = subprocess.run(command, stdin=stdin, capture_output=True, cwd=workdir, env=env, timeout=300)
            except subprocess.TimeoutExpired:
                print("timed out:", " ".join(command))
                return 1
    with open(base + ".expected", "rb") as f:
        expected_out = f.read()
    with open(base + ".exit") as f:
        expected_status = int(f.read().strip())
    ok = True
    if run.stdout != expected_out:
        show_diff("stdout", expected_out, run.stdout)
        ok = False
    if run.returncode != expected_status:
        print(f"--- exit status {run.returncode}, expected {expected_status}")
        ok = False
    if "compare-stderr" in d:
        with open(base + ".stderr", "rb") as f:
            expected_err = f.read()
        if run.stderr != expected_err:
            show_diff("stderr", expected_err, run.stderr)
            ok = False
    if not ok:
        print("command:", " ".join(command))
        print("stderr (first lines):")
        sys.stdout.write("\n".join(run.stderr.decode("utf-8", "replace").splitlines()[:25]) + "\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
