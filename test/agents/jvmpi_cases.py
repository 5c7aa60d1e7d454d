#!/usr/bin/env python3
"""Runs one of the JVMPI interface tests of test/agents/<case>/ on Loupe.

    jvmpi_cases.py <case> <loupe> <classes dir> <agent dir> <case source dir>

Each case is a small agent (lib<case>.so in <agent dir>, loaded from
LD_LIBRARY_PATH as a third-party agent would be) and a Java program Main in
<classes dir>. The agents check what they can from the inside and print
"<case>: ..." lines on stderr, "<case>: FAIL ..." for a broken expectation;
this script runs the program, checks its stdout and exit status, and checks
that the agent printed every line that shows a check passed (so that a
check that never ran is a failure too) and no FAIL line.

Cases: partial, dumps, contention, classhook, xrun, calltrace, gcmode,
jitevents-<collector>, and two that look at one line of another case's
run: dumps-primitive-class and calltrace-threadhasrun (see
test/agents/meson.build).
Exit status 0 when the test passes, 1 with an explanation otherwise.
"""
import os
import re
import subprocess
import sys
import tempfile

TIMEOUT = 240

# Options for every run of Loupe, before the case's own (the -xcomp cases
# set them: see the end of the file).
VM_OPTIONS = []


class Run:
    def __init__(self, command, env_path, result):
        self.command = command
        self.ld_library_path = env_path
        self.status = result.returncode
        self.stdout = result.stdout.decode("utf-8", "replace")
        self.stderr = result.stderr.decode("utf-8", "replace")

    def show(self, lines=60):
        print("command: LD_LIBRARY_PATH=" + self.ld_library_path, " ".join(self.command))
        print("exit status:", self.status)
        for label, text in (("stdout", self.stdout), ("stderr", self.stderr)):
            all_lines = text.splitlines()
            print(f"{label} ({len(all_lines)} lines, first {lines}):")
            for line in all_lines[:lines]:
                print("   ", line)


def run(loupe, classes, agent_dir, options, main="Main", cwd=None):
    command = [loupe] + VM_OPTIONS + list(options) + ["-cp", classes, main]
    path = agent_dir + (":" + os.environ["LD_LIBRARY_PATH"] if os.environ.get("LD_LIBRARY_PATH") else "")
    env = dict(os.environ, LC_ALL="C.UTF-8", LD_LIBRARY_PATH=path)
    try:
        result = subprocess.run(command, capture_output=True, env=env, timeout=TIMEOUT, stdin=subprocess.DEVNULL, cwd=cwd)
    except subprocess.TimeoutExpired as e:
        print("timed out after", TIMEOUT, "s:", " ".join(command))
        for label, data in (("stdout", e.stdout), ("stderr", e.stderr)):
            print(f"{label}:", (data or b"").decode("utf-8", "replace")[-3000:])
        sys.exit(1)
    return Run(command, path, result)


def check_agent_output(run_result, case, expected_stdout, required, forbidden=(), whole_run=True):
    """The common verdict: exit status 0, the program's output, every
    required pattern (regular expressions matched against whole lines of
    stderr), no FAIL line, none of the forbidden patterns. With whole_run
    False only the patterns count."""
    problems = []
    if whole_run and run_result.status != 0:
        problems.append(f"exit status {run_result.status}")
    if expected_stdout is not None and run_result.stdout != expected_stdout:
        problems.append(f"stdout {run_result.stdout!r}, expected {expected_stdout!r}")
    lines = [l for l in run_result.stderr.splitlines() if l.startswith(case + ":")]
    for l in lines:
        if whole_run and l.startswith(case + ": FAIL"):
            problems.append("agent: " + l[len(case) + 2:])
    for pattern in required:
        if not any(re.fullmatch(pattern, l) for l in lines):
            problems.append(f"no stderr line matching {pattern!r}")
    for pattern in forbidden:
        for l in lines:
            if re.fullmatch(pattern, l):
                problems.append(f"unexpected stderr line {l!r}")
    if problems:
        print("FAILED:")
        for p in problems:
            print("   ", p)
        run_result.show()
        return 1
    print(f"ok: {case}")
    for l in lines:
        print("   ", l)
    return 0


def source_line(source, marker):
    """The line of `source` whose code is followed by the comment // marker."""
    with open(source, encoding="utf-8") as f:
        for number, text in enumerate(f, 1):
            if text.rstrip().endswith("// " + marker):
                return number
    raise SystemExit(f"marker {marker} not in {source}")


# ---- the cases ----------------------------------------------------------------

def case_partial(loupe, classes, agent_dir, source_dir):
    r = run(loupe, classes, agent_dir, ["-Xrunpartial"])
    return check_agent_output(r, "partial", "4950 4950 late 1\n", [
        r"partial: switched",
        r"partial: not-available ok",
        r"partial: thread main env-matches=1",
        # Loaded before the switch: known only through RequestEvent.
        r"partial: requested-class Main\$Node",
        r"partial: requested-class Main\$Lock",
        # lock, allocated before the switch, named in lock.wait(9)'s event.
        r"partial: object Main\$Lock size=[1-9]\d* known-before=0",
        # Loaded after the switch: a natural CLASS_LOAD, before its allocation.
        r"partial: natural-class Main\$Late",
        r"partial: allocs total=\d+ Main\$Node=(1\d\d|[2-9]\d\d|\d{4,})",
        r"partial: done",
    ], forbidden=[r"partial: requested-class Main\$Late", r"partial: natural-class Main\$(Node|Lock)"])


def case_dumps(loupe, classes, agent_dir, source_dir):
    r = run(loupe, classes, agent_dir, ["-Xrundumps"])
    return check_agent_output(r, "dumps", "ok 12345 2328 3\n", [
        r"dumps: level2 parsed bytes=\d+ records=\d+ .*",
        r"dumps: level1 parsed bytes=\d+ records=\d+",
        r"dumps: class-object-alloc class_id=java.lang.Class, of java.lang.Class NULL ok",
        r"dumps: shutdown-monitor-dump ended-threads-listed=0 ok",
        r"dumps: level2 roots java-frame=[1-9]\d* sticky-class=[1-9]\d* thread-block=[1-9]\d* main-frame=1 holder-block=1 object-sticky=1",
        r"dumps: level1 roots java-frame=[1-9]\d* sticky-class=[1-9]\d* thread-block=[1-9]\d* main-frame=1 holder-block=1 object-sticky=1",
        r"dumps: marker answer=12345 big=0x1122334455667788 .* ok",
        r"dumps: marker-class MAGIC=777777 STAMP=-2 FLAG=1 RATIO=2.5 SELF=marker super=Base interfaces=Tagged ok",
        r"dumps: ints length=777 type=int values=i\*3 ok",
        r"dumps: objs length=3 element-class=java.lang.Object elements=marker,ints,null ok",
        r"dumps: level1 records=\d+ same-as-level2=1 marker-refs-only=1 ints-no-values=1 statics-refs-only=1",
        r"dumps: level0 objects=\d+ marker=0 ints=10 objs=2 same-as-level2=1",
        r"dumps: object-dump marker tag=0x21 bytes=\d+ same-as-level2=1",
        r"dumps: object-dump Marker-class tag=0x20 bytes=\d+ same-as-level2=1",
        r"dumps: object-dump ints tag=0x23 bytes=\d+ same-as-level2=1",
        r"dumps: object-dump objs tag=0x22 bytes=\d+ same-as-level2=1",
        r"dumps: array-class name=\[I ok",
        r"dumps: monitor held owner=holder entering=blocker; waitedOn waiting=waiter; raw dump-raw owner=main; traces=\d+ status ok",
        r"dumps: done dumped=1 failures=0",
    ])


def case_dumps_primitive_class(loupe, classes, agent_dir, source_dir):
    # RequestEvent(CLASS_LOAD) for int.class: an answer, or a refusal; not
    # JVMPI_SUCCESS without an event (see check_class_objects in dumps.cpp).
    r = run(loupe, classes, agent_dir, ["-Xrundumps"])
    return check_agent_output(r, "dumps", None, [r"dumps: primitive-class request=-?\d+ events=[01] (answered|refused)"],
                              whole_run=False)


def case_contention(loupe, classes, agent_dir, source_dir):
    # A non-moving collector: an object keeps its ID from ENTER to ENTERED.
    r = run(loupe, classes, agent_dir, ["-Xgc:marksweep", "-Xruncontention"])
    return check_agent_output(r, "contention", "counter 40005\n", [
        r"contention: monitor enter=([1-9]\d*) entered=\1 exit=[1-9]\d* max-object-enters=([5-9]|\d\d+) main-exits=([5-9]|\d\d+) sequence-errors=0",
        r"contention: wait wait=(\d+) waited=\1 busiest-object-waits=(2\d|[3-9]\d|\d{3,}) timed-wait=1 sleeps=[1-9]\d* sequence-errors=0",
        r"contention: raw rounds=3 enter=3 entered=3 exit=3 private-contended=3 other-names=0 env-ok=1",
        r"contention: done failures=0",
    ])


def case_classhook(loupe, classes, agent_dir, source_dir):
    with open(os.path.join(source_dir, "Main.expected"), encoding="utf-8") as f:
        golden = f.read()  # what java prints
    if "answer 41\n" not in golden:
        print("FAILED: the golden Main.expected lacks 'answer 41'")
        return 1
    plain = run(loupe, classes, agent_dir, [])
    if plain.status != 0 or plain.stdout != golden:
        print("FAILED: without the agent Loupe does not print what java prints")
        plain.show()
        return 1
    hooked = run(loupe, classes, agent_dir, ["-Xrunclasshook"])
    return check_agent_output(hooked, "classhook", golden.replace("answer 41\n", "answer 42\n"), [
        r"classhook: jni in JVM_OnLoad Integer.toString\(42\)=42",
        r"classhook: patched Greeting at offset \d+",
        r"classhook: done hooks=([2-9]|\d\d+) patched=1 failures=0",
    ])


def case_xrun(loupe, classes, agent_dir, source_dir):
    """-Xrun errors: a message naming the library (and where it was looked
    for), exit status 1, and the program not run; options reach JVM_OnLoad
    verbatim, NULL without a ':'. Like HotSpot, Loupe prints "Error
    occurred during initialization of VM" and its reason on stdout, while
    the agent writes on stderr: the parts are looked for in both."""
    loupe_agents = os.path.join(os.path.dirname(loupe), "agents", "libnosuchagent.so")
    failures = 0

    def expect(options, status, ran, parts, cwd=None):
        nonlocal failures
        r = run(loupe, classes, agent_dir, options, cwd=cwd)
        output = r.stdout + r.stderr
        missing = [p for p in parts if p not in output]
        if r.status != status or ("ran\n" in r.stdout) != ran or missing:
            print(f"FAILED: {' '.join(options)}: expected exit status {status}, the program {'' if ran else 'not '}run, "
                  f"output with {missing}")
            r.show(20)
            failures += 1
        else:
            print(f"ok: {' '.join(options)}: exit status {status}")
            for line in output.splitlines()[:6]:
                print("       ", line)

    # Missing library: its file name, the agent directory and the system
    # search path with the LD_LIBRARY_PATH that was in effect.
    expect(["-Xrunnosuchagent"], 1, False,
           ["Error occurred during initialization of VM", "libnosuchagent.so", loupe_agents, "LD_LIBRARY_PATH=" + agent_dir])
    expect(["-Xrunnosuchagent:a=1"], 1, False, ["libnosuchagent.so"])
    # A library without JVM_OnLoad.
    expect(["-Xrunnoonload"], 1, False, ["libnoonload.so", "JVM_OnLoad"])
    # JVM_OnLoad returning JNI_ERR (it saw its options first).
    expect(["-Xrunfailing:fail"], 1, False, ["failing: options=[fail]", "failing", "JVM_OnLoad returned -1"])
    # The same agent when it succeeds: the program runs; options verbatim.
    expect(["-Xrunfailing"], 0, True, ["failing: options=NULL"])
    expect(["-Xrunfailing:"], 0, True, ["failing: options=[]"])
    expect(["-Xrunfailing:a=1,b:c=d"], 0, True, ["failing: options=[a=1,b:c=d]"])
    # A failing agent after a good one still stops the VM.
    expect(["-Xrunfailing:ok", "-Xrunfailing:fail"], 1, False, ["failing: options=[ok]", "failing: options=[fail]"])
    # A file that exists but is not a shared library: the loader's reason,
    # which names the file it found.
    with tempfile.TemporaryDirectory() as broken_dir:
        with open(os.path.join(broken_dir, "libbrokenagent.so"), "w") as f:
            f.write("not an ELF file\n" * 16)
        saved = os.environ.get("LD_LIBRARY_PATH")
        os.environ["LD_LIBRARY_PATH"] = broken_dir
        try:
            expect(["-Xrunbrokenagent"], 1, False, ["libbrokenagent.so", os.path.join(broken_dir, "libbrokenagent.so") + ": "])
        finally:
            if saved is None:
                del os.environ["LD_LIBRARY_PATH"]
            else:
                os.environ["LD_LIBRARY_PATH"] = saved
    return 1 if failures else 0


def calltrace_run(loupe, classes, agent_dir, source_dir):
    source = os.path.join(source_dir, "Main.java")
    lines = {key: source_line(source, marker) for key, marker in (
        ("deep", "DEEP"), ("calldeep", "CALL-DEEP"), ("callmiddle", "CALL-MIDDLE"),
        ("callburn", "CALL-BURN"), ("sleep32", "SLEEP-32"))}
    options = ",".join(f"{k}={v}" for k, v in lines.items())
    return lines, run(loupe, classes, agent_dir, ["-Xruncalltrace:" + options])


def case_calltrace(loupe, classes, agent_dir, source_dir):
    lines, r = calltrace_run(loupe, classes, agent_dir, source_dir)
    return check_agent_output(r, "calltrace", "result 42\n", [
        r"calltrace: createsystemthread-before-init refused ok",
        r"calltrace: getmethodclass methods=\d+ ok",
        rf"calltrace: deep-trace deep@{lines['deep']} middle@{lines['calldeep']} main@{lines['callmiddle']} ok",
        r"calltrace: depth-limit ok",
        r"calltrace: jobject roundtrip ok thread-class=java.lang.Thread method-class=Main",
        r"calltrace: cpu-time ok",
        r"calltrace: tls ok",
        rf"calltrace: suspended status=0x8001 burn@\d+ main@{lines['callburn']} ok",
        r"calltrace: resumed status=0x1 ok",
        rf"calltrace: sleeping-trace main@{lines['sleep32']} top-native=1 ok",
        r"calltrace: threadhasrun ran=[01] idle=[01]",
        r"calltrace: rungc start=[1-9]\d* finish=[1-9]\d* after-enable=1 ok",
        r"calltrace: done failures=0",
    ])


def case_calltrace_threadhasrun(loupe, classes, agent_dir, source_dir):
    # ThreadHasRun after suspend, resume, suspend: the main thread burned
    # CPU in between, the idler sat in wait().
    _, r = calltrace_run(loupe, classes, agent_dir, source_dir)
    return check_agent_output(r, "calltrace", None, [r"calltrace: threadhasrun ran=1 idle=0"], whole_run=False)


def case_gcmode(loupe, classes, agent_dir, source_dir):
    # Every collector: the callbacks run on the collecting thread, with the
    # world stopped by it.
    failures = 0
    for collector in ("marksweep", "compact", "semispace", "generational", "refcount"):
        r = run(loupe, classes, agent_dir, ["-Xgc:" + collector, "-Xrungcmode"])
        failures += check_agent_output(r, "gcmode", "collected\n", [
            r"gcmode: starts=([3-9]|\d\d+) finishes=\1 refused=\1 allocs-between=0 nested=0 failures=0",
        ])
    return 1 if failures else 0


def source_markers(source):
    """{"SUM": {8, 9, ...}, ...}: the lines of `source` carrying a marker
    comment // <NAME>-<n>, by NAME."""
    markers = {}
    with open(source, encoding="utf-8") as f:
        for number, text in enumerate(f, 1):
            for name in re.findall(r"// ([A-Z]+)-\d+", text):
                markers.setdefault(name, set()).add(number)
    return markers


def jitevents_check(r, source_dir, stdout, compiled, not_compiled, min_loads, before_init):
    """The verdict on one jitevents run: the agent's own checks, and for each
    method of `compiled` a load whose line table names exactly its marked
    lines; no load of the methods of `not_compiled`; `before_init` a
    pattern for the number of loads posted before JVM_INIT_DONE."""
    markers = source_markers(os.path.join(source_dir, "Main.java"))
    required = [rf"jitevents: done loads=(\d+) before-init={before_init} unloads=\d+ failures=0"]
    for method in compiled:
        lines = sorted(markers[method.upper()])
        # The table's lines in code order, each marked line at least once.
        alternatives = "|".join(str(n) for n in lines)
        required.append(rf"jitevents: load Main\.{method} size=[1-9]\d* lines=(?:{alternatives})(?:,(?:{alternatives}))*")
    forbidden = [rf"jitevents: load Main\.{method} .*" for method in not_compiled]
    status = check_agent_output(r, "jitevents", stdout, required, forbidden)
    if status:
        return status
    problems = []
    for method in compiled:
        loads = [l for l in r.stderr.splitlines() if l.startswith(f"jitevents: load Main.{method} ")]
        seen = {int(n) for n in loads[0].split("lines=")[1].split(",")}
        if seen != markers[method.upper()]:
            problems.append(f"Main.{method}: the line table names lines {sorted(seen)}, "
                            f"Main.java marks {sorted(markers[method.upper()])}")
    done = [l for l in r.stderr.splitlines() if l.startswith("jitevents: done ")][0]
    loads = int(re.search(r"loads=(\d+)", done).group(1))
    if loads < min_loads:
        problems.append(f"{loads} loads, expected at least {min_loads}")
    if problems:
        print("FAILED:")
        for p in problems:
            print("   ", p)
        r.show()
        return 1
    return 0


JITEVENTS_STDOUT = "sum 1498500 cold 36 hot 2557846\n"
JITEVENTS_METHODS = ["sum", "mix", "cold", "hot", "main"]


def jitevents_case(collector):
    """COMPILED_METHOD_LOAD/UNLOAD under one collector, collecting often
    (the events carry no object, but the compiles run between collections):
    under -Xcomp every method of Main that runs, plus what the class
    library compiled while the VM started (kept by the VM and posted
    before JVM_INIT_DONE); at threshold 100 the methods hot by loop and not
    those that are not hot; under -Xint nothing."""
    def run_case(loupe, classes, agent_dir, source_dir):
        common = ["-Xgc:" + collector, "-Xgcstress:20", "-Xrunjitevents"]
        failures = 0
        r = run(loupe, classes, agent_dir, ["-Xcomp"] + common)
        failures += jitevents_check(r, source_dir, JITEVENTS_STDOUT, JITEVENTS_METHODS, [], min_loads=20,
                                    before_init=r"[1-9]\d*")
        # mix is inlined into hot (compiled first, by its back-edges) and
        # may never be hot by calls of its own: -Xcomp checks its table.
        r = run(loupe, classes, agent_dir, ["-Xjit:threshold=100"] + common)
        failures += jitevents_check(r, source_dir, JITEVENTS_STDOUT, ["sum", "hot"], ["cold", "main"],
                                    min_loads=2, before_init=r"\d+")
        r = run(loupe, classes, agent_dir, ["-Xint"] + common)
        failures += check_agent_output(r, "jitevents", JITEVENTS_STDOUT,
                                       [r"jitevents: done loads=0 before-init=0 unloads=0 failures=0"])
        return 1 if failures else 0
    return run_case


CASES = {
    "partial": case_partial,
    "dumps": case_dumps,
    "dumps-primitive-class": case_dumps_primitive_class,
    "contention": case_contention,
    "classhook": case_classhook,
    "xrun": case_xrun,
    "calltrace": case_calltrace,
    "calltrace-threadhasrun": case_calltrace_threadhasrun,
    "gcmode": case_gcmode,
    "jitevents-marksweep": jitevents_case("marksweep"),
    "jitevents-semispace": jitevents_case("semispace"),
    "jitevents-generational": jitevents_case("generational"),
}


# ---- issue 7: the event tests with every method compiled ---------------------

def xcomp(case):
    """The case again with -Xcomp first on every command line: every method
    compiled at its first call (a case's own -Xint or threshold still wins).
    The same checks, the same expected lines."""
    def run_case(*args):
        VM_OPTIONS[:] = ["-Xcomp"]
        return case(*args)
    return run_case


for _name in ("partial", "dumps", "contention", "calltrace", "calltrace-threadhasrun", "gcmode"):
    CASES[_name + "-xcomp"] = xcomp(CASES[_name])


def lateentry_case(collector):
    """METHOD_ENTRY and METHOD_EXIT switched on while compiled code runs
    (test/agents/lateentry): the exact counts Main.java explains, under
    -Xcomp, at threshold 100 and under -Xint, collecting at every 20th
    allocation; work, mark and run compiled at the switch except under
    -Xint (main too under -Xcomp), and GetCallTrace at the switch naming
    their marked lines. The program's output is java's (Main.expected)."""
    def run_case(loupe, classes, agent_dir, source_dir):
        with open(os.path.join(source_dir, "Main.expected"), encoding="utf-8") as f:
            golden = f.read()
        source = os.path.join(source_dir, "Main.java")
        lines = [source_line(source, marker) for marker in ("NEW-MARKER", "CALL-MARK", "CALL-RUN")]
        failures = 0
        for mode, compiled, main_compiled in (("-Xcomp", 1, 1), ("-Xjit:threshold=100", 1, 0), ("-Xint", 0, 0)):
            r = run(loupe, classes, agent_dir, [mode, "-Xgc:" + collector, "-Xgcstress:20", "-Xrunlateentry"])
            failures += check_agent_output(r, "lateentry", golden, [
                rf"lateentry: switched compiled work={compiled} mark={compiled} run={compiled} main={main_compiled}",
                rf"lateentry: trace-at-switch Main\.mark@{lines[0]} Main\.run@{lines[1]} Main\.main@{lines[2]}",
                r"lateentry: Main\.work entries=1700 exits=1700",
                r"lateentry: Main\.mark entries=1699 exits=1700",
                r"lateentry: Main\.work entries-before-run=700 entries-after-run=1000",
                r"lateentry: Main\.run entries=1 exits=2",
                r"lateentry: Main\.main entries=0 exits=1",
                r"lateentry: Marker\.<init> entries=1 exits=1",
                r"lateentry: done failures=0",
            ])
        return 1 if failures else 0
    return run_case


for _collector in ("marksweep", "semispace", "generational"):
    CASES["lateentry-" + _collector] = lateentry_case(_collector)


# ---- issue 19: inlining while agents are loaded --------------------------------

LATEINLINE_MODES = (("-Xcomp", True), ("-Xjit:threshold=100", True), ("-Xint", False))
LATEINLINE_METHODS = ("Main.run", "Main.mark", "Main.twice", "Main.divide", "Main.nothing", "Main.main",
                      "Box.get", "Box.<init>", "Marker.<init>", "java.lang.Math.sqrt")


def run_inlined_calls_checked(run_result, compiled):
    """Problems with -verbose:jit's account of Main.run: compiled (under
    the JIT) with its calls inlined although an agent is loaded."""
    if not compiled:
        return []
    pattern = r"\[jit\] compiled Main\.run \(.*, ([1-9]\d*) calls inlined\)"
    if any(re.fullmatch(pattern, l) for l in run_result.stderr.splitlines()):
        return []
    return ["-verbose:jit shows no compilation of Main.run with calls inlined"]


def agent_lines(run_result, case):
    return [l for l in run_result.stderr.splitlines() if l.startswith(case + ": ")]


def lateinline_case(collector):
    """METHOD_ENTRY and METHOD_EXIT switched on in the middle of a compiled
    loop whose calls are inlined (test/agents/lateinline): the exact counts
    Main.java explains under -Xcomp, at threshold 100 and under -Xint,
    collecting at every 20th allocation; Main.run compiled with its calls
    inlined before the switch (the agent does not want method events yet);
    GetCallTrace at the switch names mark, run and main at the marked
    lines."""
    def run_case(loupe, classes, agent_dir, source_dir):
        with open(os.path.join(source_dir, "Main.expected"), encoding="utf-8") as f:
            golden = f.read()
        source = os.path.join(source_dir, "Main.java")
        lines = [source_line(source, marker) for marker in ("NEW-MARKER", "CALL-MARK", "CALL-RUN")]
        failures = 0
        for mode, compiled in LATEINLINE_MODES:
            r = run(loupe, classes, agent_dir, [mode, "-verbose:jit", "-Xgc:" + collector, "-Xgcstress:20",
                                                "-Xrunlateinline"])
            failures += check_agent_output(r, "lateinline", golden, [
                rf"lateinline: trace-at-switch Main\.mark@{lines[0]} Main\.run@{lines[1]} Main\.main@{lines[2]}",
                r"lateinline: Main\.twice entries=1700 exits=1700",
                r"lateinline: Main\.divide entries=1700 exits=1700",
                r"lateinline: Main\.nothing entries=1700 exits=1700",
                r"lateinline: Box\.get entries=1700 exits=1700",
                r"lateinline: java\.lang\.Math\.sqrt entries=1700 exits=1700",
                r"lateinline: Main\.mark entries=1699 exits=1700",
                r"lateinline: Main\.run entries=1 exits=2",
                r"lateinline: Main\.main entries=0 exits=1",
                r"lateinline: Box\.<init> entries=0 exits=0",
                r"lateinline: Marker\.<init> entries=1 exits=1",
                r"lateinline: done failures=0",
            ])
            for problem in run_inlined_calls_checked(r, compiled):
                print("FAILED:", mode, problem)
                failures += 1
        return 1 if failures else 0
    return run_case


for _collector in ("marksweep", "semispace", "generational"):
    CASES["lateinline-" + _collector] = lateinline_case(_collector)


def case_lateinline_instructions(loupe, classes, agent_dir, source_dir):
    """INSTRUCTION_START switched on in the middle of a compiled loop whose
    calls are inlined: from then on every instruction of every method is
    reported, the same counts under -Xcomp and at threshold 100 as under
    -Xint (Main.run compiled with its calls inlined before)."""
    with open(os.path.join(source_dir, "Main.expected"), encoding="utf-8") as f:
        golden = f.read()
    failures = 0
    counts = {}
    for mode, compiled in LATEINLINE_MODES:
        r = run(loupe, classes, agent_dir, [mode, "-verbose:jit", "-Xrunlateinline:instructions"])
        failures += check_agent_output(r, "lateinline", golden, [
            r"lateinline: Main\.twice instructions=[1-9]\d*",
            r"lateinline: Box\.get instructions=[1-9]\d*",
            r"lateinline: done failures=0"])
        for problem in run_inlined_calls_checked(r, compiled):
            print("FAILED:", mode, problem)
            failures += 1
        counts[mode] = agent_lines(r, "lateinline")
    for mode, _ in LATEINLINE_MODES[:-1]:
        if counts[mode] != counts["-Xint"]:
            print(f"FAILED: {mode} counts {counts[mode]}, -Xint's {counts['-Xint']}")
            failures += 1
    return 1 if failures else 0


CASES["lateinline-instructions"] = case_lateinline_instructions


def case_lateinline_trace(loupe, classes, agent_dir, source_dir):
    """METHOD_ENTRY, ENTRY2 and EXIT wanted from JVM_OnLoad (-Xruntrace:
    events=method): under -Xcomp the class library compiled before, with
    its calls inlined, and every call still posts its events: as many of
    each as under -Xint, at threshold 100 too."""
    with open(os.path.join(source_dir, "Main.expected"), encoding="utf-8") as f:
        golden = f.read()
    totals, failures = {}, 0
    for mode in ("-Xint", "-Xcomp", "-Xjit:threshold=100"):
        with tempfile.TemporaryDirectory() as workdir:
            trace = os.path.join(workdir, "trace.txt")
            r = run(loupe, classes, agent_dir, [mode, "-Xruntrace:events=method,file=" + trace])
            if r.status != 0 or r.stdout != golden:
                print(f"FAILED: {mode}: exit status {r.status}, stdout {r.stdout!r}")
                r.show(20)
                failures += 1
                continue
            counts = {}
            with open(trace, encoding="utf-8", errors="replace") as f:
                for line in f:
                    name = line.split(" ", 1)[0]
                    if name.startswith("METHOD_"):
                        counts[name] = counts.get(name, 0) + 1
            totals[mode] = counts
            print(f"   {mode}: {counts}")
    for mode in ("-Xcomp", "-Xjit:threshold=100"):
        if mode in totals and "-Xint" in totals and totals[mode] != totals["-Xint"]:
            print(f"FAILED: {mode}: {totals[mode]}, -Xint: {totals['-Xint']}")
            failures += 1
    if not failures and not totals.get("-Xint", {}).get("METHOD_ENTRY"):
        print("FAILED: no METHOD_ENTRY in the trace")
        failures += 1
    return 1 if failures else 0


CASES["lateinline-trace"] = case_lateinline_trace


def hprof_samples(path):
    """[(count, [frame, ...]), ...] of the CPU SAMPLES of a java.hprof.txt,
    innermost frame first."""
    traces, counts, current = {}, {}, None
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f.read().splitlines():
            m = re.match(r"^TRACE (\d+):", line)
            if m:
                current = traces.setdefault(int(m.group(1)), [])
                continue
            if current is not None and line.startswith("\t"):
                current.append(line[1:])
                continue
            current = None
            m = re.fullmatch(r" *\d+ +[\d.]+% +[\d.]+% +(\d+) +(\d+) .+", line)
            if m:
                counts[int(m.group(2))] = counts.get(int(m.group(2)), 0) + int(m.group(1))
    return [(count, traces.get(serial, [])) for serial, count in counts.items()]


def case_lateinline_hprof(loupe, classes, agent_dir, source_dir):
    """hprof over run's loop of inlined calls (test/agents/lateinline),
    compiled (-Xcomp, threshold 100): with cpu=samples (every millisecond,
    20 million iterations) and with heap=sites, Main.run is compiled with
    its calls inlined and the output is java's. Every sampled trace through
    Main.run is one the interpreter could show: run at its entry, its loop
    or a call, almost never on top at a call that compiled code inlines
    (a thread is never stopped inside inlined code), and Main.main at the
    call of run under it."""
    source = os.path.join(source_dir, "Main.java")
    with open(source, encoding="utf-8") as f:
        text = f.read().splitlines()
    inlined = {n for n, t in enumerate(text, 1) if t.rstrip().endswith("// INLINED")}
    entry, loop, call_mark, call_run = (source_line(source, m) for m in ("RUN-ENTRY", "LOOP", "CALL-MARK", "CALL-RUN"))
    failures = 0
    for options, main_args, golden_file in (
            (["-Xrunhprof:cpu=samples,interval=1,depth=4"], ["20000000"], "Main-20000000.expected"),
            (["-Xrunhprof:heap=sites"], [], "Main.expected")):
        with open(os.path.join(source_dir, golden_file), encoding="utf-8") as f:
            golden = f.read()
        for mode in ("-Xcomp", "-Xjit:threshold=100"):
            with tempfile.TemporaryDirectory() as workdir:
                command = [loupe] + VM_OPTIONS + [mode, "-verbose:jit"] + options + ["-cp", classes, "Main"] + main_args
                try:
                    result = subprocess.run(command, capture_output=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL,
                                            cwd=workdir, env=dict(os.environ, LC_ALL="C.UTF-8"))
                except subprocess.TimeoutExpired:
                    print("FAILED: timed out:", " ".join(command))
                    return 1
                r = Run(command, "", result)
                problems = run_inlined_calls_checked(r, True)
                if r.status != 0 or r.stdout != golden:
                    problems.append(f"exit status {r.status}, stdout {r.stdout!r}, expected {golden!r}")
                profile = os.path.join(workdir, "java.hprof.txt")
                if not os.path.exists(profile):
                    problems.append("no java.hprof.txt")
                elif "cpu=samples" in options[0]:
                    # After each stop compiled code leaves for the interpreter
                    # until the next back-edge; a second stop within that
                    # iteration (1 ms apart: rare) could find run after the
                    # return of a call that is inlined in compiled code.
                    on_top = on_top_inlined = 0
                    for count, frames in hprof_samples(profile):
                        for depth, frame in enumerate(frames):
                            m = re.fullmatch(r"Main\.run\(Main\.java:(\d+)\)", frame)
                            if not m:
                                continue
                            line = int(m.group(1))
                            if depth == 0:
                                on_top += count
                                on_top_inlined += count if line in inlined else 0
                            if line not in {entry, loop, call_mark} | inlined:
                                problems.append(f"Main.run at line {line}, not at a call or the loop: {frames}")
                            if depth + 1 < len(frames) and frames[depth + 1] != f"Main.main(Main.java:{call_run})":
                                problems.append(f"Main.run's caller is not main at line {call_run}: {frames}")
                    if on_top == 0:
                        problems.append("no sample with Main.run on top")
                    elif on_top_inlined * 100 > on_top:
                        problems.append(f"{on_top_inlined} of {on_top} samples of Main.run on top at an inlined call")
                    print(f"   {mode}: {on_top} samples of Main.run on top, {on_top_inlined} at an inlined call")
                if problems:
                    print("FAILED:", " ".join(command))
                    for p in problems[:20]:
                        print("   ", p)
                    r.show(20)
                    failures += 1
                else:
                    print("ok:", " ".join(command))
    return 1 if failures else 0


CASES["lateinline-hprof"] = case_lateinline_hprof


# ---- issue 16: class IDs that do not move -------------------------------------

CLASSIDS_STDOUT = "total 26400 LinkedList\n"


def classids_case(collector):
    """The class-ID agent (test/agents/classids) under one collector, with
    every method compiled and a collection at every 7th allocation: every
    class ID GetMethodClass answers at COMPILED_METHOD_LOAD and METHOD_ENTRY
    is one a CLASS_LOAD gave, and no class object ever moves."""
    def run_case(loupe, classes, agent_dir, source_dir):
        r = run(loupe, classes, agent_dir, ["-Xcomp", "-Xgc:" + collector, "-Xgcstress:7", "-Xrunclassids"])
        return check_agent_output(r, "classids", CLASSIDS_STDOUT, [
            r"classids: done classes=[1-9]\d* compiled=[1-9]\d* entries=[1-9]\d* class-moves=0 unknown=0 follow=0"])
    return run_case


def case_classids_moving_semispace(loupe, classes, agent_dir, source_dir):
    """-Xmovingclasses under semispace: class objects move (OBJECT_MOVE for
    them); the agent that follows the moves still finds every class, and
    the one that does not (OProfile's way) loses them, which is what the
    permanent arena prevents."""
    common = ["-Xcomp", "-Xgc:semispace", "-Xgcstress:7", "-Xmovingclasses"]
    failures = 0
    r = run(loupe, classes, agent_dir, common + ["-Xrunclassids:follow"])
    failures += check_agent_output(r, "classids", CLASSIDS_STDOUT, [
        r"classids: done classes=[1-9]\d* compiled=[1-9]\d* entries=[1-9]\d* class-moves=[1-9]\d* unknown=0 follow=1"])
    r = run(loupe, classes, agent_dir, common + ["-Xrunclassids"])
    failures += check_agent_output(r, "classids", CLASSIDS_STDOUT, [
        r"classids: done classes=[1-9]\d* compiled=[1-9]\d* entries=[1-9]\d* class-moves=[1-9]\d* unknown=[1-9]\d* follow=0",
        r"classids: FAIL Cannot find class 0x[0-9a-f]+ for (compiled|entered) method .*"], whole_run=False)
    return 1 if failures else 0


for _collector in ("marksweep", "compact", "semispace", "generational", "refcount"):
    CASES["classids-" + _collector] = classids_case(_collector)
CASES["classids-moving-semispace"] = case_classids_moving_semispace


def unloading_case(collector, extra=()):
    """Plugin reloading under the unloading agent (test/agents/unloading):
    2,000 plugin classes, each in a loader of its own and holding 64 KB, in a
    16 MB heap. Every CLASS_UNLOAD names a live class that a requested
    CLASS_LOAD still describes, after the COMPILED_METHOD_UNLOAD of its
    methods; the plugins alive at once stay few (memory stays flat), and at
    least 2,000 plugin classes go."""
    def run_case(loupe, classes, agent_dir, source_dir):
        r = run(loupe, classes, agent_dir, ["-Xmx16m", "-Xgc:" + collector] + list(extra) + ["-Xrununloading"])
        pattern = (r"unloading: done loaded=\d+ unloaded=(\d+) plugin-unloads=(\d+) most-plugins-alive=(\d+) "
                   r"requested=(\d+) compiled-unloads=(\d+)")
        failures = check_agent_output(r, "unloading", "2000 plugins: 32000\n", [pattern])
        done = [m for m in (re.fullmatch(pattern, l) for l in r.stderr.splitlines()) if m]
        if done:
            unloaded, plugin_unloads, most_alive, requested, compiled_unloads = map(int, done[0].groups())
            problems = []
            if plugin_unloads < 2000:
                problems.append(f"only {plugin_unloads} plugin classes unloaded")
            if most_alive > 1000:
                problems.append(f"{most_alive} plugin classes alive at once: dead ones are not unloaded soon enough")
            if requested != unloaded:
                problems.append(f"{requested} requested CLASS_LOADs answered for {unloaded} CLASS_UNLOADs")
            if "-Xcomp" in extra and compiled_unloads == 0:
                problems.append("no COMPILED_METHOD_UNLOAD under -Xcomp")
            if "WARNING in JVMPI agent" in r.stderr:
                problems.append("-Xcheck:jvmpi found the agent at fault")
            for p in problems:
                print("FAIL:", p)
            if problems:
                r.show()
                failures += 1
        return 1 if failures else 0
    return run_case


for _collector in ("marksweep", "compact", "semispace", "generational", "refcount"):
    CASES["unloading-" + _collector] = unloading_case(_collector)
CASES["unloading-xcomp-marksweep"] = unloading_case("marksweep", ["-Xcomp"])
CASES["unloading-xcomp-semispace"] = unloading_case("semispace", ["-Xcomp"])
CASES["unloading-checked-refcount"] = unloading_case("refcount", ["-Xcheck:jvmpi"])


def main():
    case, loupe, classes, agent_dir, source_dir = sys.argv[1:6]
    if case not in CASES:
        print("unknown case", case)
        return 2
    return CASES[case](os.path.abspath(loupe), os.path.abspath(classes), os.path.abspath(agent_dir),
                       os.path.abspath(source_dir))


if __name__ == "__main__":
    sys.exit(main())
