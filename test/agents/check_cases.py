#!/usr/bin/env python3
"""-Xcheck:jvmpi on the buggy agent (test/agents/buggy) and on the in-tree agents.

    check_cases.py <case> <loupe> <classes dir> <agent dir>

<case> is a mode of libbuggy.so (see buggy.cpp), "fatal", or "clean-<agent>"
(an in-tree agent across every collector and mode, with and without
-Xgcstress, which must show no violation). libbuggy.so is loaded from
<agent dir> through LD_LIBRARY_PATH, as a third party's agent would be.

Each buggy mode must be reported with its rule, once per call site, naming
libbuggy.so and the agent's call site (its function and source line), and
the program must still run to its end with its usual output. Exit status 0
when the case passes, 1 with an explanation otherwise.
"""
import os
import re
import signal
import subprocess
import sys

TIMEOUT = 240
COLLECTORS = ["marksweep", "compact", "semispace", "generational", "refcount"]
EXPECTED_STDOUT = "worker 200\nkept 400 checksum 150000\n"

# mode -> (rule, collectors where it must be reported; elsewhere it must not)
RULE_CASES = {
    "ignore-move": ("stale-object-id", {"compact", "semispace", "generational"}),
    "gc-enabled-id": ("gc-enabled-id", set(COLLECTORS)),
    "gc-disabled-call": ("gc-disabled-call", set(COLLECTORS)),
    "suspend-gc-enabled": ("suspend-gc-enabled", set(COLLECTORS)),
    "suspended-mode-block": ("suspended-mode-block", set(COLLECTORS)),
    "raw-monitor": ("raw-monitor", set(COLLECTORS)),
    "unknown-event": ("unknown-event", set(COLLECTORS)),
    "bad-argument": ("bad-argument", set(COLLECTORS)),
    "stale-thread": ("stale-thread", set(COLLECTORS)),
    "stale-method-id": ("stale-method-id", set(COLLECTORS)),
    "before-init-done": ("before-init-done", set(COLLECTORS)),
}
# How many distinct call sites each mode breaks its rule at.
CALL_SITES = {"raw-monitor": 3, "unknown-event": 2, "bad-argument": 2, "suspended-mode-block": 2}

IN_TREE_AGENTS = {
    "clean-hprof": "-Xrunhprof:heap=all,cpu=samples,monitor=y,file={tmp}/java.hprof.txt",
    "clean-trace": "-Xruntrace:file={tmp}/trace.txt",
    "clean-heapcheck": "-Xrunheapcheck",
}


def run(loupe, classes, agent_dir, options, tmp="."):
    env = dict(os.environ, LC_ALL="C.UTF-8")
    env["LD_LIBRARY_PATH"] = agent_dir + (":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
    command = [loupe, "-cp", classes] + [o.format(tmp=tmp) for o in options] + ["Main"]
    try:
        result = subprocess.run(command, capture_output=True, env=env, timeout=TIMEOUT, stdin=subprocess.DEVNULL, cwd=tmp)
    except subprocess.TimeoutExpired:
        fail(command, None, "timed out")
    return command, result


def fail(command, result, why):
    print("FAIL:", why)
    print("command:", " ".join(command))
    if result is not None:
        print("exit status:", result.returncode)
        print("stdout:\n" + result.stdout.decode("utf-8", "replace"))
        print("stderr (first 60 lines):")
        print("\n".join(result.stderr.decode("utf-8", "replace").splitlines()[:60]))
    sys.exit(1)


def warnings(stderr):
    """The (rule, first 'at' line) of each WARNING/FATAL ERROR report."""
    lines = stderr.splitlines()
    found = []
    for i, line in enumerate(lines):
        m = re.match(r"(WARNING|FATAL ERROR) in JVMPI agent (\S+): .*\[rule ([a-z-]+): .*; JVMPI specification §.*\]$", line)
        if m:
            site = lines[i + 1] if i + 1 < len(lines) else ""
            found.append((m.group(2), m.group(3), site))
    return found


def check_rule_case(mode, loupe, classes, agent_dir):
    rule, flagged_under = RULE_CASES[mode]
    for collector in COLLECTORS:
        command, result = run(loupe, classes, agent_dir, ["-Xcheck:jvmpi", "-Xgc:" + collector, "-Xrunbuggy:" + mode])
        out = result.stdout.decode("utf-8", "replace")
        err = result.stderr.decode("utf-8", "replace")
        if result.returncode != 0 or out != EXPECTED_STDOUT:
            fail(command, result, "the program did not run to its end with its usual output")
        reports = warnings(err)
        if collector not in flagged_under:
            if reports:
                fail(command, result, f"a violation reported under {collector}, where the agent's bug is harmless")
            continue
        ours = [r for r in reports if r[1] == rule]
        others = [r for r in reports if r[1] != rule]
        if others:
            fail(command, result, f"other rules reported: {sorted({r[1] for r in others})}")
        if len(ours) != CALL_SITES.get(mode, 1):
            fail(command, result, f"expected {CALL_SITES.get(mode, 1)} report(s) of rule {rule}, got {len(ours)}")
        for library, _, site in ours:
            if library != "libbuggy.so":
                fail(command, result, f"the report names {library}, not libbuggy.so")
            # The agent's own frame, named from its symbols and line table
            # (its NotifyEvent where the call was a tail call).
            if not re.match(r"\tat .*\(buggy\.cpp:\d+\) \[libbuggy\.so\]($|, the agent's NotifyEvent)", site):
                fail(command, result, f"the call site is not the agent's source line: {site!r}")
        if not re.search(r"^JVMPI check: \d+ violations? at \d+ call sites? ", err, re.M):
            fail(command, result, "no summary line at exit")
    print(f"{mode}: rule {rule} reported under {sorted(flagged_under)} only")


def check_fatal(loupe, classes, agent_dir):
    command, result = run(loupe, classes, agent_dir, ["-Xcheck:jvmpi:fatal", "-Xrunbuggy:unknown-event"])
    err = result.stderr.decode("utf-8", "replace")
    if result.returncode != -signal.SIGABRT:
        fail(command, result, "the VM did not abort (SIGABRT)")
    reports = warnings(err)
    if len(reports) != 1 or not err.startswith("FATAL ERROR in JVMPI agent libbuggy.so: EnableEvent "):
        fail(command, result, "expected exactly one FATAL ERROR report, first thing on stderr")
    print("fatal: aborted at the first violation")


def check_hang(loupe, classes, agent_dir):
    for collector in ["marksweep", "semispace"]:
        command, result = run(loupe, classes, agent_dir,
                              ["-Xcheck:jvmpi:timeout=2", "-Xgc:" + collector, "-Xrunbuggy:hang"])
        err = result.stderr.decode("utf-8", "replace")
        if result.returncode != 124:
            fail(command, result, "the watchdog did not end the VM with status 124")
        if not re.match(r"JVMPI watchdog: agent libbuggy\.so has not returned from its GC_FINISH callback for \d+ s, "
                        r"on thread \"main\"\.", err):
            fail(command, result, "no watchdog report naming the agent, the event and the thread")
        if not re.search(r'^"main": in agent libbuggy\.so\'s GC_FINISH callback for [\d.]+ s$', err, re.M):
            fail(command, result, "the stuck thread is not listed with its callback")
        if not re.search(r"^    at Main\.main\(line \d+\)$", err, re.M):
            fail(command, result, "no Java stack for the stuck thread")
        if not re.search(r"^ >> .*\(buggy\.cpp:\d+\) \[libbuggy\.so\]$", err, re.M):
            fail(command, result, "the agent's native frame is not marked")
    print("hang: the watchdog reported the stuck callback and exited with 124")


def check_gc_left_disabled(loupe, classes, agent_dir):
    command, result = run(loupe, classes, agent_dir, ["-Xcheck:jvmpi:timeout=2", "-Xrunbuggy:gc-left-disabled"])
    err = result.stderr.decode("utf-8", "replace")
    if result.returncode != 124:
        fail(command, result, "the watchdog did not end the VM with status 124")
    if not re.match(r"JVMPI watchdog: a collection has waited \d+ s for GC to be enabled again", err):
        fail(command, result, "no watchdog report of the collection held off")
    if not re.search(r"^    at Main\.main\(line \d+\)$", err, re.M):
        fail(command, result, "no Java stack for the waiting thread")
    print("gc-left-disabled: the watchdog reported the collection held off and exited with 124")


def check_crash(loupe, classes, agent_dir):
    command, result = run(loupe, classes, agent_dir, ["-Xcheck:jvmpi", "-Xrunbuggy:crash"])
    err = result.stderr.decode("utf-8", "replace")
    if result.returncode != -signal.SIGSEGV:
        fail(command, result, "the VM did not die of SIGSEGV")
    if "# A fatal error has been detected by the Loupe VM:" not in err:
        fail(command, result, "no crash report")
    if "#  in agent " not in err or "while handling GC_FINISH" not in err:
        fail(command, result, "the crash report does not name the agent and its event")
    if not re.search(r"^# >> .*\(buggy\.cpp:\d+\) \[libbuggy\.so\]$", err, re.M):
        fail(command, result, "the agent's frame is not marked in the native stack")
    print("crash: reported with the agent's frame, and the VM died of the signal")


def check_clean(case, loupe, classes, agent_dir, tmp):
    option = IN_TREE_AGENTS[case]
    cells = 0
    for collector in COLLECTORS:
        for mode in ["-Xint", "-Xmixed", "-Xcomp"]:
            for stress in [[], ["-Xgcstress:10"]]:
                command, result = run(loupe, classes, agent_dir,
                                      ["-Xcheck:jvmpi", "-Xcheckgcevents", "-Xgc:" + collector, mode] + stress + [option],
                                      tmp)
                if result.returncode != 0 or result.stdout.decode("utf-8", "replace") != EXPECTED_STDOUT:
                    fail(command, result, "the program did not run to its end with its usual output")
                if warnings(result.stderr.decode("utf-8", "replace")):
                    fail(command, result, "the in-tree agent broke a rule")
                cells += 1
    print(f"{case}: no violation in {cells} runs")


def main():
    case = sys.argv[1]
    loupe, classes, agent_dir = (os.path.abspath(p) for p in sys.argv[2:5])
    if case in RULE_CASES:
        check_rule_case(case, loupe, classes, agent_dir)
    elif case == "fatal":
        check_fatal(loupe, classes, agent_dir)
    elif case == "hang":
        check_hang(loupe, classes, agent_dir)
    elif case == "gc-left-disabled":
        check_gc_left_disabled(loupe, classes, agent_dir)
    elif case == "crash":
        check_crash(loupe, classes, agent_dir)
    elif case in IN_TREE_AGENTS:
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            check_clean(case, loupe, classes, agent_dir, tmp)
    else:
        print("unknown case", case)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
