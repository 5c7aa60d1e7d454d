#!/usr/bin/env python3
"""The profile-overlap command line: output, exit status and messages.

    test_cli.py path/to/profile-overlap

The measures themselves are checked by test_profile.cpp; this checks what
main.cpp adds: options, files, where each message goes.
"""
import json
import os
import subprocess
import sys
import tempfile

TOOL = sys.argv[1]
failures = []


def run(*args):
    done = subprocess.run([TOOL, *args], capture_output=True, text=True, timeout=30)
    return done.returncode, done.stdout, done.stderr


def check(what, condition, detail=""):
    if not condition:
        failures.append(f"{what}: {detail}")


def expect(what, got, status, stdout=None, stderr=None):
    code, out, err = got
    detail = f"exit {code}\n--- stdout\n{out}--- stderr\n{err}"
    check(what + " (exit status)", code == status, detail)
    if stdout is not None:
        check(what + " (stdout)", out == stdout, detail)
    if stderr is not None:
        check(what + " (stderr)", err == stderr, detail)


with tempfile.TemporaryDirectory() as tmp:
    def write(name, text):
        path = os.path.join(tmp, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    exact = write("exact.collapsed", "a;b 60\na;c 30\na 10\n")
    sampled = write("sampled.collapsed", "a;b 5\na;c 4\na;d 1\n")
    bad = write("bad.collapsed", "a;b 5\n\nMain.main(String[] args)\n")
    empty = write("empty.collapsed", "")
    missing = os.path.join(tmp, "missing.collapsed")

    usage_first = "usage: profile-overlap [--json] [--top N] EXACT.collapsed SAMPLED.collapsed\n"
    code, out, err = run("--help")
    expect("--help", (code, out, err), 0, stderr="")
    check("--help starts with the usage line", out.startswith(usage_first), out)

    for args in [(), (exact,), (exact, sampled, sampled), ("--bogus", exact, sampled), ("--top",),
                 ("--top", "x", exact, sampled), ("--top=-1", exact, sampled)]:
        code, out, err = run(*args)
        expect(f"bad usage {args}", (code, out, err), 1, stdout="")
        check(f"bad usage {args} prints the usage", usage_first in err, err)

    summary = ("overlap: 80.00%\n"
               "contexts: exact 3, sampled 3, common 2\n"
               "total: exact 100, sampled 10, relative error -0.9\n")
    expect("text", run(exact, sampled), 0, stdout=summary, stderr="")
    top = ("  -10.00%  exact 10.00%  sampled 0.00%  a\n"
           "  -10.00%  exact 60.00%  sampled 50.00%  a;b\n"
           "  +10.00%  exact 30.00%  sampled 40.00%  a;c\n")
    expect("--top 3", run("--top", "3", exact, sampled), 0, stdout=summary + top, stderr="")
    expect("--top=3 after the files", run(exact, sampled, "--top=3"), 0, stdout=summary + top, stderr="")

    code, out, err = run("--json", exact, sampled)
    expect("--json", (code, out, err), 0, stderr="")
    try:
        obj = json.loads(out)
        check("--json keys", sorted(obj) == sorted(["overlap_pct", "exact_contexts", "sampled_contexts",
                                                    "common_contexts", "exact_total", "sampled_total",
                                                    "relative_error"]), out)
        check("--json values", obj["overlap_pct"] == 80 and obj["common_contexts"] == 2
              and obj["exact_total"] == 100 and obj["relative_error"] == -0.9, out)
    except ValueError as e:
        check("--json is JSON", False, f"{e}: {out}")

    code, out, err = run("--json", "--top", "1", empty, sampled)
    try:
        obj = json.loads(out)
        check("--json, exact total 0", obj["relative_error"] is None and obj["overlap_pct"] == 0
              and obj["top"][0]["stack"] == "a;b", out)
    except ValueError as e:
        check("--json --top is JSON", False, f"{e}: {out}")

    expect("malformed line", run(exact, bad), 1, stdout="",
           stderr=f'profile-overlap: {bad}:3: expected "frame;...;frame count"\n')
    expect("missing file", run(missing, sampled), 1, stdout="",
           stderr=f"profile-overlap: cannot open {missing}: No such file or directory\n")
    expect("a directory", run(exact, tmp), 1, stdout="",
           stderr=f"profile-overlap: cannot read {tmp}: Is a directory\n")
    expect("-- ends the options", run("--", exact, sampled), 0, stdout=summary)

if failures:
    for failure in failures:
        print("FAIL", failure)
    sys.exit(1)
print("all profile-overlap command-line checks passed")
