#!/usr/bin/env python3
"""Runs one agent test on Loupe (test/agents/meson.build registers them).

    run_agent_test.py trace-gc     <loupe> <classes> <collector>
    run_agent_test.py trace-smoke  <loupe> <classes>
    run_agent_test.py trace-ids    <loupe> <classes>
    run_agent_test.py bad-options  <loupe> <classes>
    run_agent_test.py heapcheck    <loupe> <classes> <collector> <main class> [args...]
    run_agent_test.py largealloc   <loupe> <classes> <agent dir> <java source>
    run_agent_test.py article-allocprof <loupe> <classes> <java source> <JDK home>
    run_agent_test.py pkg-config   <loupe> <classes> <test/agents dir> <uninstalled .pc dir>
    run_agent_test.py same-as-xint <loupe> <classes> <trace events> <collector> <main class> [args...]

Leading --vm=<option> arguments (any number, before the mode) are passed
to every run of Loupe the test makes, before the test's own options (so
that an option of the test's, say -Xint, still wins over -Xcomp):

    run_agent_test.py --vm=-Xcomp heapcheck <loupe> <classes> marksweep GcChurn 300

Exit status 0 when the test passes, 1 with an explanation otherwise, 77
(skipped) when what it needs is absent.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gc_sequences  # noqa: E402
import trace_format  # noqa: E402

TIMEOUT = 300

# The --vm=<option> arguments: options for every run of Loupe (main()).
VM_OPTIONS = []


def run(loupe, classes, options, main, args=(), env=None, cwd=None):
    command = [loupe, "-cp", classes] + VM_OPTIONS + list(options) + [main] + list(args)
    full_env = dict(os.environ, LC_ALL="C.UTF-8")
    if env:
        full_env.update(env)
    try:
        result = subprocess.run(command, capture_output=True, env=full_env, cwd=cwd, timeout=TIMEOUT,
                                stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        print("timed out:", " ".join(command))
        sys.exit(1)
    return command, result


def show(command, result, lines=25):
    print("command:", " ".join(command))
    print("exit status:", result.returncode)
    for label, data in (("stdout", result.stdout), ("stderr", result.stderr)):
        text = data.decode("utf-8", "replace").splitlines()
        print(f"{label} ({len(text)} lines, first {lines}):")
        for line in text[:lines]:
            print("   ", line)


def fail(message, command=None, result=None):
    print("FAILED:", message)
    if command is not None:
        show(command, result)
    return 1


def verdict(problems, message, command, result, ok_text):
    """0 and ok_text when there are no problems, else each problem and 1."""
    if problems:
        for p in problems:
            print("   ", p)
        return fail(message, command, result)
    print(ok_text)
    return 0


def traced(loupe, classes, events, options, main, args=()):
    """Runs main with the trace agent writing events to a file; returns
    (command, result, parsed events)."""
    with tempfile.TemporaryDirectory() as workdir:
        path = os.path.join(workdir, "trace.txt")
        command, result = run(loupe, classes, options + [f"-Xruntrace:events={events},file={path}"], main, args,
                              cwd=workdir)
        events_read = trace_format.parse_file(path) if os.path.exists(path) else None
        global LAST_TRACE_TEXT
        with open(path, encoding="utf-8", errors="replace") if os.path.exists(path) else open(os.devnull) as f:
            LAST_TRACE_TEXT = f.read()
    return command, result, events_read


LAST_TRACE_TEXT = ""  # the text of the last trace traced() read, for patterns


# ---- trace: the heap event sequences of each collector ----

def trace_gc(loupe, classes, collector):
    # Collections from -Xgcstress and from System.gc() in the program; few
    # enough that the trace stays small (every live object moves in each
    # semispace collection).
    command, result, events = traced(loupe, classes, "gc+heap", [f"-Xgc:{collector}", "-Xgcstress:97"],
                                     "GcChurn", ["200"])
    if result.returncode != 0 or not result.stdout.startswith(b"checksum "):
        return fail("the program did not run to its end", command, result)
    if events is None:
        return fail("no trace file", command, result)
    problems, collections = gc_sequences.check(events, collector)
    if problems:
        print(f"{len(events)} events, {collections} collections; problems:")
        for p in problems:
            print("   ", p)
        return fail("the trace breaks the protocol or the collector's sequence", command, result)
    print(f"ok: {len(events)} events, {collections} collections")
    return 0


# ---- trace: the default events on a small threaded program ----

def trace_smoke(loupe, classes):
    command, result, events = traced(loupe, classes, "default", [], "TraceHello")
    if result.returncode != 0 or result.stdout != b"counter 2000\n":
        return fail("the program did not run as without the agent", command, result)
    if not events:
        return fail("no trace", command, result)
    problems = []
    names = [e.name for e in events]
    if "JVM_INIT_DONE" not in names:
        problems.append("no JVM_INIT_DONE")
    if names.count("JVM_SHUT_DOWN") != 1:
        problems.append(f"{names.count('JVM_SHUT_DOWN')} JVM_SHUT_DOWN events")
    elif names.index("JVM_SHUT_DOWN") < names.index("JVM_INIT_DONE"):
        problems.append("JVM_SHUT_DOWN before JVM_INIT_DONE")
    threads = {e["name"]: e for e in events if e.name == "THREAD_START"}
    for name in ("main", "worker"):
        if name not in threads:
            problems.append(f"no THREAD_START for thread {name!r} (saw {sorted(threads)})")
    if "worker" in threads:
        worker_env = threads["worker"]["thread_env"]
        if not any(e.name == "THREAD_END" and e["env"] == worker_env for e in events):
            problems.append("no THREAD_END on the worker's env")
    loads = [e for e in events if e.name == "CLASS_LOAD" and e["name"] == "TraceHello"]
    if len(loads) != 1:
        problems.append(f"{len(loads)} CLASS_LOAD events for TraceHello")
    else:
        methods = {m[1] for m in loads[0].all("method")}
        for m in ("main", "work", "<clinit>"):
            if m not in methods:
                problems.append(f"CLASS_LOAD TraceHello lacks method {m} (has {sorted(methods)})")
        statics = {s[0] for s in loads[0].all("static")}
        if statics != {"lock", "counter"}:
            problems.append(f"CLASS_LOAD TraceHello statics {sorted(statics)}")
    waits = [e for e in events if e.name == "MONITOR_WAIT" and e["timeout"] == 5 and e["object"] != 0]
    if not waits:
        problems.append("no MONITOR_WAIT with timeout 5 for lock.wait(5)")
    elif not any(e.name == "MONITOR_WAITED" and e["object"] == waits[0]["object"] for e in events):
        problems.append("no MONITOR_WAITED for the object of lock.wait(5)")
    for e in events:
        if e.name in ("METHOD_ENTRY", "METHOD_EXIT", "INSTRUCTION_START"):
            problems.append(f"{e.name} is not in the default events")
            break
    return verdict(problems, "the trace lacks what the program did", command, result, f"ok: {len(events)} events")


# ---- trace: INSTRUCTION_START details and METHOD_ENTRY/EXIT ----

def bytecode_offsets(classes, class_name, method_name):
    """{offset: mnemonic} of one method, read from javap -c."""
    javap = shutil.which("javap")
    text = subprocess.run([javap, "-c", "-cp", classes, class_name], capture_output=True, text=True,
                          check=True).stdout
    offsets, inside = {}, False
    for line in text.splitlines():
        if method_name + "(" in line:
            inside = True
            continue
        if inside:
            m = re.match(r"\s+(\d+): ([a-z]\w*)", line)  # not a switch's "1: 36"
            if m:
                offsets[int(m.group(1))] = m.group(2)
            elif line.strip() == "" or line.strip().startswith(("static", "public")):
                if offsets:
                    break
    return offsets


def instructions(loupe, classes):
    command, result, events = traced(loupe, classes, "instruction+method+class", [], "Branches")
    if result.returncode != 0 or result.stdout != b"sum 903\n":
        return fail("the program did not run as without the agent", command, result)
    load = next((e for e in events if e.name == "CLASS_LOAD" and e["name"] == "Branches"), None)
    if load is None:
        return fail("no CLASS_LOAD for Branches", command, result)
    ids = {m[1]: m[0] for m in load.all("method")}
    code = bytecode_offsets(classes, "Branches", "classify")
    where = {mnemonic: offset for offset, mnemonic in code.items()}
    problems = []
    details = {}  # mnemonic -> [info, ...] in execution order
    for e in events:
        if e.name == "INSTRUCTION_START" and e["method"] == ids["classify"]:
            mnemonic = code.get(e["offset"])
            if mnemonic is None:
                problems.append(f"INSTRUCTION_START at offset {e['offset']}, not an instruction of classify")
            elif mnemonic in ("if_icmple", "tableswitch", "lookupswitch"):
                details.setdefault(mnemonic, []).append(list(e["info"]))
    # classify(2), classify(7), classify(1000): the branch (x <= 5) is taken
    # once; the tableswitch sees each key against 1..3; the lookupswitch
    # picks the default (index 2 of 2 pairs) twice, then the pair 1000.
    expected = {
        "if_icmple": [1, 0, 0],
        "tableswitch": [[2, 1, 3], [7, 1, 3], [1000, 1, 3]],
        "lookupswitch": [[2, 2], [2, 2], [1, 2]],
    }
    got_if = [info[0] & 0xFF for info in details.get("if_icmple", [])]
    if got_if != expected["if_icmple"]:
        problems.append(f"if_icmple at {where.get('if_icmple')}: is_true {got_if}, expected {expected['if_icmple']}")
    got_table = [info[:3] for info in details.get("tableswitch", [])]
    if got_table != expected["tableswitch"]:
        problems.append(f"tableswitch: {got_table}, expected {expected['tableswitch']}")
    got_lookup = [info[:2] for info in details.get("lookupswitch", [])]
    if got_lookup != expected["lookupswitch"]:
        problems.append(f"lookupswitch: {got_lookup}, expected {expected['lookupswitch']}")
    # The agent names each instruction's opcode (from the class file the
    # VM loaded) and the method: javap's names.
    signature = next(m[2] for m in load.all("method") if m[1] == "classify")
    for e in events:
        if e.name == "INSTRUCTION_START" and e["method"] == ids["classify"]:
            mnemonic = code.get(e["offset"], "")
            # javap writes a wide instruction as one (iinc_w); the trace as
            # what it is, wide and the instruction it widens.
            if mnemonic.endswith("_w") and mnemonic not in ("goto_w", "jsr_w", "ldc_w", "ldc2_w"):
                mnemonic = "wide " + mnemonic[:-2]
            if e.name_of("offset") != mnemonic:
                problems.append(f"INSTRUCTION_START at offset {e['offset']} names opcode {e.name_of('offset')!r}, "
                                f"javap says {code.get(e['offset'])!r}")
                break
            if e.name_of("method") != f"Branches.classify{signature}":
                problems.append(f"INSTRUCTION_START names its method {e.name_of('method')!r}")
                break
    every = [e["offset"] for e in events if e.name == "INSTRUCTION_START" and e["method"] == ids["classify"]]
    if every[:3] != [0, 1, 2]:
        problems.append(f"classify's first instructions reported at {every[:3]}, expected 0, 1, 2")
    for name, calls in (("classify", 3), ("thrower", 1)):
        entries = sum(1 for e in events if e.name == "METHOD_ENTRY" and e["method"] == ids[name])
        exits = sum(1 for e in events if e.name == "METHOD_EXIT" and e["method"] == ids[name])
        if entries != calls or exits != calls:
            problems.append(f"{name}: {entries} METHOD_ENTRY and {exits} METHOD_EXIT, expected {calls} each"
                            + (" (the exit is exceptional)" if name == "thrower" else ""))
    return verdict(problems, "INSTRUCTION_START or METHOD_* events are wrong", command, result, f"ok: {len(events)} events")


# ---- BYTECODE_SAMPLE: exact at interval 1, the same on every run ----

def bytecode_totals(result):
    """{method: bytecodes} and (samples, total) from the bytecodes agent's stderr
    (samples: the regular ones, not the rest a thread posts as it leaves Java)."""
    per_method, summary = {}, None
    for line in result.stderr.decode("utf-8", "replace").splitlines():
        m = re.fullmatch(r"bytecodes: Counting\.(\S+) (\d+)", line)
        if m:
            per_method[m.group(1)] = int(m.group(2))
        m = re.fullmatch(r"bytecodes: samples=(\d+) last=\d+ total=(\d+)", line)
        if m:
            summary = (int(m.group(1)), int(m.group(2)))
    return per_method, summary


def bytecodes(loupe, classes, agent_dir):
    env = {"LD_LIBRARY_PATH": agent_dir}
    command, result, events = traced(loupe, classes, "instruction+class", [], "Counting")
    if result.returncode != 0 or result.stdout != b"total 50136\n":
        return fail("the program did not run as without the agent", command, result)
    load = next((e for e in events if e.name == "CLASS_LOAD" and e["name"] == "Counting"), None)
    if load is None:
        return fail("no CLASS_LOAD for Counting", command, result)
    names = {m[0]: m[1] + m[2] for m in load.all("method")}
    exact = {}
    for e in events:
        if e.name == "INSTRUCTION_START" and e["method"] in names:
            exact[names[e["method"]]] = exact.get(names[e["method"]], 0) + 1
    problems = []
    command, result = run(loupe, classes, ["-Xrunbytecodes:interval=1,class=Counting"], "Counting", env=env)
    if result.returncode != 0 or result.stdout != b"total 50136\n":
        return fail("the program did not run as without the agent", command, result)
    counted, _ = bytecode_totals(result)
    # Every run of blocks is a sample, a thread's first one too.
    for method in sorted(set(exact) | set(counted)):
        if counted.get(method) != exact.get(method):
            problems.append(f"{method}: {counted.get(method)} bytecodes sampled at interval 1, "
                            f"{exact.get(method)} instructions started")
    runs = []
    for _ in range(2):
        command, result = run(loupe, classes, ["-Xrunbytecodes:interval=997,jitter=50,class=Counting"], "Counting",
                              env=env)
        if result.returncode != 0:
            return fail("the sampled run failed", command, result)
        runs.append(bytecode_totals(result))
    if runs[0] != runs[1]:
        problems.append(f"two sampled runs differ: {runs[0]} and {runs[1]}")
    samples, total = runs[0][1] or (0, 0)
    if not samples or abs(total / samples - (997 + 24.5)) > 10:
        problems.append(f"{samples} samples for {total} bytecodes: not one per about 1021")
    return verdict(problems, "BYTECODE_SAMPLE is wrong", command, result, f"ok: exact {exact}, sampled {runs[0]}")


# ---- trace: IDs appear only after their defining events ----

def trace_ids(loupe, classes):
    command, result, events = traced(loupe, classes, "class+method+thread", [], "TraceHello")
    if result.returncode != 0 or result.stdout != b"counter 2000\n":
        return fail("the program did not run as without the agent", command, result)
    if not events:
        return fail("no trace", command, result)
    problems = []
    methods = {}   # method ID -> "Class.name"
    threads = set()
    depth = {}     # env -> entries - exits
    entries = 0
    signatures = {}  # method ID -> "Class.name(signature)", as the agent names it beside the ID
    thread_names = {}  # env -> the name THREAD_START gave
    for e in events:
        if e.name == "CLASS_LOAD":
            for m in e.all("method"):
                methods[m[0]] = f"{e['name']}.{m[1]}"
                signatures[m[0]] = f"{e['name']}.{m[1]}{m[2]}"
        elif e.name == "THREAD_START":
            threads.add(e["thread_env"])
            thread_names[e["thread_env"]] = e["name"]
        if e["env"] in thread_names and e.name_of("env") != thread_names[e["env"]]:
            problems.append(f"line {e.line_number}: env {e['env']:#x} named {e.name_of('env')!r}, "
                            f"THREAD_START named it {thread_names[e['env']]!r}")
        if e.name in ("METHOD_ENTRY", "METHOD_ENTRY2", "METHOD_EXIT"):
            if e["method"] not in methods:
                problems.append(f"line {e.line_number}: {e.name} of method {e['method']:#x} before its CLASS_LOAD")
            elif e.name_of("method") != signatures[e["method"]]:
                problems.append(f"line {e.line_number}: method {e['method']:#x} named {e.name_of('method')!r}, "
                                f"CLASS_LOAD says {signatures[e['method']]!r}")
            if e.name != "METHOD_EXIT":
                entries += 1
            env = e["env"]
            depth[env] = depth.get(env, 0) + (-1 if e.name == "METHOD_EXIT" else 1)
            if depth[env] < 0:
                problems.append(f"line {e.line_number}: more METHOD_EXIT than entries on env {env:#x}")
                depth[env] = 0
        if len(problems) > 10:
            break
    called = {methods.get(e["method"]) for e in events if e.name == "METHOD_ENTRY"}
    for m in ("TraceHello.main", "TraceHello.work"):
        if m not in called:
            problems.append(f"no METHOD_ENTRY for {m}")
    if problems:
        for p in problems[:20]:
            print("   ", p)
        return fail("IDs before their defining events, or unbalanced calls", command, result)
    print(f"ok: {len(events)} events, {entries} method entries, {len(methods)} methods")
    return 0


# ---- trace: names beside IDs, as a student reads them ----

# Lines a student will meet, with the names beside the IDs (the IDs vary).
NAMED_LINES = [
    r'METHOD_ENTRY env=0x[0-9a-f]+ \("main"\) method=0x[0-9a-f]+ \(TraceHello\.main\(\[Ljava/lang/String;\)V\)',
    r'METHOD_ENTRY env=0x[0-9a-f]+ \("worker"\) method=0x[0-9a-f]+ \(TraceHello\.work\(\)V\)',
    r'OBJECT_ALLOC env=0x[0-9a-f]+ \("main"\) arena=\d+ class=0x[0-9a-f]+ \(java\.lang\.String\) is_array=0 '
    r'size=\d+ obj=0x[0-9a-f]+',
    r'OBJECT_ALLOC env=0x[0-9a-f]+ \("main"\) arena=\d+ class=0x[0-9a-f]+ \((byte|char)\[\]\) is_array=(8|5) '
    r'size=\d+ obj=0x[0-9a-f]+',
    r'THREAD_END env=0x[0-9a-f]+ \("worker"\)',
]


def trace_names(loupe, classes):
    command, result, events = traced(loupe, classes, "default+method", [], "TraceHello")
    if result.returncode != 0 or result.stdout != b"counter 2000\n":
        return fail("the program did not run as without the agent", command, result)
    if not events:
        return fail("no trace", command, result)
    problems = []
    class_names = {}  # class ID -> name, from CLASS_LOAD
    for e in events:
        if e.name == "CLASS_LOAD":
            class_names[e["class"]] = e["name"]
        elif e.name == "OBJECT_MOVE" and e["obj"] in class_names:
            class_names[e["new_obj"]] = class_names.pop(e["obj"])
    named = unnamed = 0
    for e in events:
        if e.name != "OBJECT_ALLOC" or e["is_array"] not in (0, 2):
            continue
        want = class_names.get(e["class"])
        if want is None:
            continue
        want += "[]" if e["is_array"] == 2 else ""
        got = e.name_of("class")
        if got is None:
            unnamed += 1
        elif got != want:
            problems.append(f"line {e.line_number}: class {e['class']:#x} named {got!r}, CLASS_LOAD says {want!r}")
        else:
            named += 1
    if unnamed:
        problems.append(f"{unnamed} OBJECT_ALLOC lines without their class's name")
    for e in events:
        if e.name in ("METHOD_ENTRY", "METHOD_EXIT") and e.name_of("method") is None:
            problems.append(f"line {e.line_number}: {e.name} without its method's name")
            break
    for pattern in NAMED_LINES:
        if not re.search("^" + pattern + "$", LAST_TRACE_TEXT, re.M):
            problems.append(f"no line matches {pattern}")
    return verdict(problems[:20], "names beside IDs are missing or wrong", command, result,
                   f"ok: {len(events)} events, {named} allocations named")


# ---- issue 7: the events of a compiled run are the interpreter's ----

def event_counts(events):
    """{(event, what): count} of OBJECT_ALLOC, by class name (None for an
    array of a primitive type, whose class ID is 0), is_array and size; and
    of METHOD_ENTRY, METHOD_ENTRY2 and METHOD_EXIT, by method (Class.name
    signature). Objects allocated before JVM_INIT_DONE name classes whose
    CLASS_LOAD comes at INIT_DONE, and a class object may move meanwhile:
    each class ID stands for a name to be learnt, followed through
    OBJECT_MOVE."""
    classes, methods = {}, {}  # current class ID -> [name or None]; method ID -> name
    allocs, counts = [], {}
    for e in events:
        if e.name == "CLASS_LOAD":
            classes.setdefault(e["class"], [None])[0] = e["name"]
            for m in e.all("method"):
                methods[m[0]] = f"{e['name']}.{m[1]}{m[2]}"
        elif e.name == "OBJECT_MOVE" and e["obj"] in classes:
            classes[e["new_obj"]] = classes.pop(e["obj"])
        elif e.name == "OBJECT_ALLOC":
            class_id = e.get("class") or 0
            allocs.append((classes.setdefault(class_id, [None]) if class_id else [None], e["is_array"], e["size"]))
        elif e.name in ("METHOD_ENTRY", "METHOD_ENTRY2", "METHOD_EXIT"):
            key = (e.name, methods.get(e["method"], f"unknown method {e['method']:#x}"))
            counts[key] = counts.get(key, 0) + 1
    for name, is_array, size in allocs:
        key = ("OBJECT_ALLOC", name[0], is_array, size)
        counts[key] = counts.get(key, 0) + 1
    return counts


def same_as_xint(loupe, classes, events, collector, main, args):
    """The program traced (events=<events>) under -Xint and then under the
    --vm options (say -Xcomp): the same output, and the same number of
    OBJECT_ALLOC events for each class and size and of METHOD_* events for
    each method. -Xint comes after the --vm options, so it wins."""
    options = [f"-Xgc:{collector}"]
    command, reference, expected = traced(loupe, classes, events, options + ["-Xint"], main, args)
    if reference.returncode != 0 or expected is None:
        return fail("the -Xint run failed", command, reference)
    command, result, got = traced(loupe, classes, events, options, main, args)
    if result.returncode != 0 or result.stdout != reference.stdout:
        return fail(f"stdout or exit status differ from the -Xint run's ({reference.stdout!r})", command, result)
    if got is None:
        return fail("no trace file", command, result)
    want, have = event_counts(expected), event_counts(got)
    if not want:
        return fail("the -Xint run has no OBJECT_ALLOC or METHOD_* event to compare", command, reference)
    problems = []
    for key in sorted(set(want) | set(have), key=repr):
        if want.get(key, 0) != have.get(key, 0):
            problems.append(f"{' '.join(str(k) for k in key)}: {have.get(key, 0)}, under -Xint {want.get(key, 0)}")
    total = sum(want.values())
    return verdict(problems[:40] + ([f"... {len(problems) - 40} more"] if len(problems) > 40 else []),
                   f"{len(problems)} counts differ from the -Xint run's", command, result,
                   f"ok: {total} events in {len(want)} counts, as under -Xint")


# ---- bad options: a message and exit status 1, before the program runs ----

BAD_OPTIONS = [
    ("-Xruntrace:events=NO_SUCH_EVENT", "unknown event 'NO_SUCH_EVENT'"),
    ("-Xruntrace:events=gc+bogus", "unknown event 'bogus'"),
    ("-Xruntrace:events=", "events= names no event"),
    ("-Xruntrace:events=HEAP_DUMP", "HEAP_DUMP cannot be enabled"),
    ("-Xruntrace:colour=blue", "unknown option 'colour=blue'"),
    ("-Xruntrace:file=/nonexistent-dir/trace.txt", "cannot open /nonexistent-dir/trace.txt"),
    ("-Xruntrace:file=", "file= names no file"),
    ("-Xrunheapcheck:verbose=maybe", "bad option 'verbose=maybe'"),
    ("-Xrunheapcheck:dump", "bad option 'dump'"),
]

GOOD_OPTIONS = [
    "-Xruntrace:events=gc,heap,file=trace.txt",
    "-Xruntrace:events=JVMPI_EVENT_GC_START+gc_finish+OBJ_ALLOC+NEW_ARENA,file=trace.txt",
    "-Xrunheapcheck:verbose=n",
    "-Xrunheapcheck",
]


def bad_options(loupe, classes):
    failures = 0
    with tempfile.TemporaryDirectory() as workdir:
        for option, message in BAD_OPTIONS:
            command, result = run(loupe, classes, [option], "TraceHello", cwd=workdir)
            stderr = result.stderr.decode("utf-8", "replace")
            # (The VM's own "Error occurred during initialization of VM" goes
            # to stdout, as HotSpot's does; the program must not have run.)
            if result.returncode != 1 or message not in stderr or b"counter" in result.stdout:
                failures += fail(f"{option}: expected exit status 1, {message!r} on stderr and the program "
                                 "not run", command, result)
        # help: the usage on stdout and status 0, as hprof's help.
        command, result = run(loupe, classes, ["-Xruntrace:help"], "TraceHello", cwd=workdir)
        if (result.returncode != 0 or not result.stdout.startswith(b"trace: usage: -Xruntrace")
                or b"counter" in result.stdout):
            failures += fail("-Xruntrace:help: expected the usage on stdout, exit status 0 and the program not run",
                             command, result)
        for option in GOOD_OPTIONS:
            command, result = run(loupe, classes, [option], "TraceHello", cwd=workdir)
            if result.returncode != 0 or result.stdout != b"counter 2000\n":
                failures += fail(f"{option}: should be accepted", command, result)
        trace = os.path.join(workdir, "trace.txt")
        names = {e.name for e in trace_format.parse_file(trace)} if os.path.exists(trace) else set()
        if not names <= {"GC_START", "GC_FINISH", "OBJECT_ALLOC", "ARENA_NEW"} or "OBJECT_ALLOC" not in names:
            failures += fail(f"events=JVMPI_EVENT_GC_START+gc_finish+OBJ_ALLOC+NEW_ARENA wrote {sorted(names)}")
    if failures:
        return 1
    print(f"ok: {len(BAD_OPTIONS)} bad and {len(GOOD_OPTIONS)} good option strings, and help")
    return 0


# ---- heapcheck: silent success, and its summary with verbose=y ----

def heapcheck(loupe, classes, collector, main, args):
    options = [f"-Xgc:{collector}", "-Xgcstress:10"]
    command, plain = run(loupe, classes, options, main, args)
    command, result = run(loupe, classes, options + ["-Xrunheapcheck:verbose=y"], main, args)
    stderr = result.stderr.decode("utf-8", "replace")
    if result.returncode != plain.returncode or result.stdout != plain.stdout:
        return fail("stdout or exit status differ from the same run without heapcheck", command, result)
    summary = [line for line in stderr.splitlines() if line.startswith("heapcheck: ok:")]
    if len(summary) != 1 or "heapcheck:" in stderr.replace(summary[0], ""):
        return fail("expected exactly one 'heapcheck: ok:' line on stderr", command, result)
    match = re.search(r"(\d+) collections", summary[0])
    if not match or int(match.group(1)) == 0:
        return fail("heapcheck saw no collection", command, result)
    print(summary[0])
    return 0


# ---- allocation profilers: our largealloc, and the JVMPI article's ----

# Each prints, for every object over 5000 bytes, its size and the
# allocating frames, innermost first; the two differ only in format.
LARGEALLOC_FORMAT = (r"large object: (\d+) bytes\n((?:  at \S+ \(line -?\d+\)\n)*)",
                     lambda method, line: f"  at AllocProfMain.{method} (line {line})")
ARTICLE_FORMAT = (r"\nLarge object allocated: size (\d+)\n((?:at line -?\d+ in method \S+ in class \S+\n)*)",
                  lambda method, line: f"at line {line} in method {method} in class AllocProfMain")


def check_large_allocations(loupe, classes, agent, library_path, source, output_format):
    with open(source, encoding="utf-8") as f:
        lines = f.read().splitlines()

    def line_of(marker):
        return next(n for n, text in enumerate(lines, 1) if text.rstrip().endswith("// " + marker))

    if os.environ.get("LD_LIBRARY_PATH"):
        library_path += ":" + os.environ["LD_LIBRARY_PATH"]
    command, result = run(loupe, classes, ["-Xrun" + agent], "AllocProfMain", env={"LD_LIBRARY_PATH": library_path})
    out = result.stdout.decode("utf-8", "replace")
    # (The program's line comes first: the agent's printf output waits in
    # its stdio buffer until the process exits.)
    if result.returncode != 0 or "allocated 803010" not in out.splitlines():
        return fail("the program did not run to its end", command, result)
    pattern, frame_line = output_format
    blocks = re.findall(pattern, out)
    expected = {
        "LARGE-1": (800000, [("makeBig", line_of("LARGE-1")), ("main", line_of("CALL-1"))]),
        "LARGE-2": (12000, [("main", line_of("LARGE-2"))]),
    }
    problems = []
    for marker, (least, frames) in expected.items():
        want = [frame_line(m, n) for m, n in frames]
        found = False
        for size, trace in blocks:
            got = [t for t in trace.splitlines() if "AllocProfMain" in t]
            if int(size) >= least and got[:len(want)] == want:
                found = True
        if not found:
            problems.append(f"no block of size >= {least} with frames {want}")
    small = [int(size) for size, trace in blocks if "AllocProfMain" in trace and int(size) <= 5000]
    if small:
        problems.append(f"objects of at most 5000 bytes reported: {small}")
    return verdict(problems, f"{agent}'s output lacks the program's large allocations", command, result,
                   f"ok: {len(blocks)} large allocations reported")


def largealloc(loupe, classes, agent_dir, source):
    return check_large_allocations(loupe, classes, "largealloc", agent_dir, source, LARGEALLOC_FORMAT)


def article_allocprof(loupe, classes, source, java_home):
    """The JVMPI article's allocprof.cc, which the project does not carry:
    built from the file LOUPE_ARTICLE_ALLOCPROF names (as printed, plus
    the one forward declaration it lacks, warnings off), when it is set."""
    listing = os.environ.get("LOUPE_ARTICLE_ALLOCPROF")
    if not listing:
        print("skipped: set LOUPE_ARTICLE_ALLOCPROF to the article's allocprof.cc to run it")
        return 77
    include = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "jvmpi")
    java_include = os.path.join(java_home, "include")
    with tempfile.TemporaryDirectory() as workdir:
        prelude = os.path.join(workdir, "prelude.h")
        with open(prelude, "w", encoding="utf-8") as f:
            f.write('#include "jvmpi.h"\nvoid notifyEvent(JVMPI_Event *event);\n')
        command = ["c++", "-shared", "-fPIC", "-w", "-I" + include, "-I" + java_include,
                   "-I" + os.path.join(java_include, "linux"), "-include", prelude, listing, "-o",
                   os.path.join(workdir, "liballocprof.so")]
        built = subprocess.run(command, capture_output=True, text=True)
        if built.returncode != 0:
            print(built.stderr)
            return fail("compiling the article's agent failed: " + " ".join(command))
        return check_large_allocations(loupe, classes, "allocprof", workdir, source, ARTICLE_FORMAT)


# ---- a third party's build: the one-line compile of docs/jvmpi.md ----

def pkg_config(loupe, classes, source_dir, pc_dir):
    """Builds gccount.c (C) and largealloc.cpp (C++) with
    `$(pkg-config --cflags loupe-jvmpi)` from the build tree's uninstalled
    pkg-config file, as a third party would after `meson install`, and runs
    them from LD_LIBRARY_PATH."""
    env = dict(os.environ, PKG_CONFIG_PATH=pc_dir)
    try:
        flags = subprocess.run(["pkg-config", "--cflags", "loupe-jvmpi"], env=env, capture_output=True,
                               check=True, text=True).stdout.split()
    except (OSError, subprocess.CalledProcessError) as e:
        return fail(f"pkg-config --cflags loupe-jvmpi failed: {e}")
    with tempfile.TemporaryDirectory() as workdir:
        builds = [("cc", "gccount/gccount.c", "libgccount.so"), ("c++", "largealloc/largealloc.cpp", "liblargealloc.so")]
        for compiler, source, output in builds:
            command = [compiler, "-shared", "-fPIC"] + flags + [os.path.join(source_dir, source), "-o",
                                                                 os.path.join(workdir, output)]
            built = subprocess.run(command, capture_output=True, text=True)
            if built.returncode != 0:
                print(built.stderr)
                return fail("compiling failed: " + " ".join(command))
        library_env = {"LD_LIBRARY_PATH": workdir}
        command, result = run(loupe, classes, ["-Xrungccount:a=b,c:d"], "GcChurn", ["100"], env=library_env)
        stderr = result.stderr.decode("utf-8", "replace")
        match = re.search(r"^gccount: (\d+) collections$", stderr, re.M)
        if result.returncode != 0 or 'gccount: options "a=b,c:d"' not in stderr or not match or int(match.group(1)) < 2:
            return fail("gccount: expected its options verbatim and at least 2 collections", command, result)
        command, result = run(loupe, classes, ["-Xrungccount"], "GcChurn", ["10"], env=library_env)
        if "gccount: options NULL" not in result.stderr.decode("utf-8", "replace"):
            return fail("gccount: -Xrungccount without ':' should pass NULL options", command, result)
        command, result = run(loupe, classes, ["-Xrunlargealloc"], "AllocProfMain", env=library_env)
        if result.returncode != 0 or b"large object: 8000" not in result.stdout:
            return fail("largealloc built with pkg-config did not report the large allocation", command, result)
    print("ok: pkg-config --cflags loupe-jvmpi:", " ".join(flags))
    return 0


def main():
    argv = sys.argv[1:]
    while argv and argv[0].startswith("--vm="):
        VM_OPTIONS.append(argv.pop(0)[len("--vm="):])
    mode, loupe, classes = argv[0], os.path.abspath(argv[1]), os.path.abspath(argv[2])
    rest = argv[3:]
    if mode == "trace-gc":
        return trace_gc(loupe, classes, rest[0])
    if mode == "trace-smoke":
        return trace_smoke(loupe, classes)
    if mode == "trace-ids":
        return trace_ids(loupe, classes)
    if mode == "trace-names":
        return trace_names(loupe, classes)
    if mode == "instructions":
        return instructions(loupe, classes)
    if mode == "bytecodes":
        return bytecodes(loupe, classes, os.path.abspath(rest[0]))
    if mode == "bad-options":
        return bad_options(loupe, classes)
    if mode == "heapcheck":
        return heapcheck(loupe, classes, rest[0], rest[1], rest[2:])
    if mode == "pkg-config":
        return pkg_config(loupe, classes, os.path.abspath(rest[0]), os.path.abspath(rest[1]))
    if mode == "largealloc":
        return largealloc(loupe, classes, os.path.abspath(rest[0]), rest[1])
    if mode == "article-allocprof":
        return article_allocprof(loupe, classes, rest[0], rest[1])
    if mode == "same-as-xint":
        return same_as_xint(loupe, classes, rest[0], rest[1], rest[2], rest[3:])
    print("unknown mode", mode)
    return 2


if __name__ == "__main__":
    sys.exit(main())
