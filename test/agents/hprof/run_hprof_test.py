#!/usr/bin/env python3
"""Runs one hprof agent test on Loupe (test/agents/hprof/meson.build).

    run_hprof_test.py sites   <loupe> <classes> <collector>
    run_hprof_test.py samples <loupe> <classes> <collector>
    run_hprof_test.py times   <loupe> <classes> <collector>
    run_hprof_test.py bytecodes <loupe> <classes> <collector>
    run_hprof_test.py bytecodes-exact <loupe> <classes> <test agents dir> <profile-overlap>
    run_hprof_test.py bytecodes-repeat <loupe> <classes>
    run_hprof_test.py bytecodes-jit <loupe> <classes>
    run_hprof_test.py monitor <loupe> <classes>
    run_hprof_test.py binary  <loupe> <classes>
    run_hprof_test.py net     <loupe> <classes>
    run_hprof_test.py sigquit <loupe> <classes>
    run_hprof_test.py options <loupe> <classes>
    run_hprof_test.py unload  <loupe> <classes> <collector>

Each runs a program with -Xrunhprof in a scratch directory and checks
java.hprof.txt (and its .collapsed and .svg files) by section, name and
rank, never by time: the programs are built so that one method or one
site dominates by far. Exit status 0 when the test passes.
"""
import os
import json
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hprof_binary  # noqa: E402

# VisualVM's heap library (Debian's visualvm package), when installed.
VISUALVM_HEAP_JAR = "/usr/share/visualvm/visualvm/modules/org-graalvm-visualvm-lib-jfluid-heap.jar"

TIMEOUT = 300


class Failure(Exception):
    pass


def run(loupe, classes, options, main, args=(), cwd=None):
    command = [loupe, "-cp", classes] + list(options) + ([main] if main else []) + list(args)
    try:
        result = subprocess.run(command, capture_output=True, cwd=cwd, timeout=TIMEOUT, stdin=subprocess.DEVNULL,
                                env=dict(os.environ, LC_ALL="C.UTF-8"))
    except subprocess.TimeoutExpired:
        raise Failure("timed out: " + " ".join(command))
    return command, result


def describe(command, result):
    return (f"command: {' '.join(command)}\nexit status: {result.returncode}\n"
            f"stdout: {result.stdout.decode(errors='replace')[:2000]}\n"
            f"stderr: {result.stderr.decode(errors='replace')[:2000]}")


def expect(condition, message, context=""):
    if not condition:
        raise Failure(message + ("\n" + context if context else ""))


# ---- reading java.hprof.txt ----

ROW_SITES = re.compile(r"^ *(\d+) +([\d.]+)% +([\d.]+)% +(\d+) +(\d+) +(\d+) +(\d+) +(\d+) (\S+)$")
ROW_CPU = re.compile(r"^ *(\d+) +([\d.]+)% +([\d.]+)% +(\d+) +(\d+) (.+)$")


class Profile:
    def __init__(self, path):
        with open(path, encoding="utf-8", errors="replace") as f:
            self.text = f.read()
        self.lines = self.text.splitlines()
        expect(self.lines and self.lines[0].startswith("JAVA PROFILE 1.0.1, created "), "no HPROF header",
               self.text[:300])
        expect("--------" in self.lines, "no end of the prelude")
        self.traces = {}
        self.threads = {}
        current = None
        for line in self.lines:
            m = re.match(r"^TRACE (\d+):( \(thread=(\d+)\))?$", line)
            if m:
                current = int(m.group(1))
                expect(current not in self.traces, f"TRACE {current} written twice")
                self.traces[current] = []
                continue
            if current is not None and line.startswith("\t"):
                self.traces[current].append(line[1:])
                continue
            current = None
            m = re.match(r'^THREAD START \(obj=[0-9a-f]+, id = (\d+), name="(.*)", group="(.*)"\)$', line)
            if m:
                self.threads[int(m.group(1))] = m.group(2)

    def section(self, begin, end):
        """The rows between the header lines of a section (exactly one)."""
        starts = [i for i, l in enumerate(self.lines) if l.startswith(begin)]
        expect(len(starts) == 1, f"{len(starts)} sections '{begin}'", self.text[-3000:])
        start = starts[0]
        stop = self.lines.index(end, start)
        return self.lines[start], self.lines[start + 1:stop]

    def sites(self):
        header, body = self.section("SITES BEGIN (ordered by live bytes) ", "SITES END")
        expect(body[0] == "          percent         live       alloc'ed  stack class", "sites head 1: " + body[0])
        expect(body[1] == " rank   self  accum    bytes objs   bytes objs trace name", "sites head 2: " + body[1])
        rows = []
        for line in body[2:]:
            m = ROW_SITES.match(line)
            expect(m is not None, "bad SITES row: " + repr(line))
            rank, self_, accum, lb, lo, ab, ao, trace, name = m.groups()
            rows.append(dict(rank=int(rank), self=float(self_), accum=float(accum), live_bytes=int(lb),
                             live_objs=int(lo), alloc_bytes=int(ab), alloc_objs=int(ao), trace=int(trace), name=name))
        check_ranks(rows, "self")
        return rows

    def cpu(self, begin, end):
        header, body = self.section(begin + " BEGIN (total = ", begin + " END")
        total = int(re.match(r".*\(total = (\d+)\)", header).group(1))
        expect(body[0] == "rank   self  accum   count trace method", "cpu head: " + body[0])
        rows = []
        for line in body[1:]:
            m = ROW_CPU.match(line)
            expect(m is not None, "bad CPU row: " + repr(line))
            rank, self_, accum, count, trace, method = m.groups()
            rows.append(dict(rank=int(rank), self=float(self_), accum=float(accum), count=int(count),
                             trace=int(trace), method=method))
        check_ranks(rows, "self")
        return total, rows

    def frames(self, serial):
        expect(serial in self.traces, f"TRACE {serial} is cited but not written before")
        return self.traces[serial]


def check_ranks(rows, key):
    for i, row in enumerate(rows):
        expect(row["rank"] == i + 1, f"rank {row['rank']} at row {i + 1}")
        if i > 0:
            expect(row[key] <= rows[i - 1][key] + 0.005, f"row {i + 1} ranks above its predecessor")


def top_frame(profile, serial):
    frames = profile.frames(serial)
    return frames[0] if frames else "<empty>"


# ---- the tests ----

def test_sites(loupe, classes, collector, workdir):
    # Collections every 50 allocations: frees, moves and arena deletes by
    # the thousand, all of which must keep the live counts right.
    options = [f"-Xgc:{collector}", "-Xgcstress:50", "-Xrunhprof:heap=all,cutoff=0"]
    command, result = run(loupe, classes, options, "HprofAlloc", cwd=workdir)
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout == b"kept 600000\n", "the program did not run as without hprof",
           context)
    expect(b"Dumping Java heap ... allocation sites ... done." in result.stderr, "no dump message on stderr", context)
    p = Profile(os.path.join(workdir, "java.hprof.txt"))
    rows = p.sites()
    first = rows[0]
    expect(first["name"] == "[I" and top_frame(p, first["trace"]).startswith("HprofAlloc.keepInts(HprofAlloc.java:"),
           f"rank 1 is not int[] from keepInts: {first}, trace {p.frames(first['trace'])}")
    expect(first["live_objs"] == 300 and first["alloc_objs"] == 300, f"keepInts' counts: {first}")
    expect(first["live_bytes"] >= 300 * 8000 and first["live_bytes"] == first["alloc_bytes"], f"keepInts' bytes: {first}")
    expect(p.frames(first["trace"])[1].startswith("HprofAlloc.main(HprofAlloc.java:"), "keepInts' caller")
    # churn's garbage: all allocated, nothing (or the one object still in
    # `sink`) live after the last System.gc().
    by_name = {}
    for row in rows:
        if top_frame(p, row["trace"]).startswith("HprofAlloc.churn("):
            by_name[row["name"]] = row
    expect("java.lang.StringBuilder" in by_name and "[Ljava.lang.Object;" in by_name,
           f"churn's sites: {sorted(by_name)}")
    sb, arrays = by_name["java.lang.StringBuilder"], by_name["[Ljava.lang.Object;"]
    expect(sb["alloc_objs"] == 12000 and sb["live_objs"] == 0, f"StringBuilder site: {sb}")
    expect(arrays["alloc_objs"] == 12000 and arrays["live_objs"] == 1, f"Object[] site: {arrays}")
    expect(abs(rows[-1]["accum"] - 100.0) < 0.02, f"accum ends at {rows[-1]['accum']}")
    expect(any(r["name"] == "[[I" for r in rows), "no [[I site (HprofAlloc.kept)")
    check_heap_dump(p, first["trace"])
    threads = p.threads
    expect("main" in threads.values(), f"no THREAD START of main: {threads}")
    main_id = [k for k, v in threads.items() if v == "main"][0]
    expect(f"THREAD END (id = {main_id})" in p.lines, "no THREAD END of main")


def check_heap_dump(p, ints_trace):
    """HEAP DUMP: the 300 int[2000] of keepInts with their trace, the class
    HprofAlloc with its static `kept` pointing at the int[][] that holds
    them, and every object record well formed."""
    _, body = p.section("HEAP DUMP BEGIN (", "HEAP DUMP END")
    expect(not any(l.startswith("HEAP DUMP:") for l in body), "the dump could not be read to its end")
    ints = [l for l in body if re.match(r"^ARR [0-9a-f]+ \(sz=\d+, trace=\d+, nelems=2000, elem type=int\)$", l)]
    expect(len(ints) == 300, f"{len(ints)} int[2000] in the heap dump")
    expect(all(f"trace={ints_trace}," in l for l in ints), "an int[2000] without keepInts' trace")
    expect(any(re.match(r"^ROOT [0-9a-f]+ \(kind=<thread>, id=\d+, trace=\d+\)$", l) for l in body), "no thread root")
    cls = [i for i, l in enumerate(body) if re.match(r"^CLS [0-9a-f]+ \(name=HprofAlloc, trace=\d+\)$", l)]
    expect(len(cls) == 1, "no CLS HprofAlloc")
    kept = [l for l in body[cls[0] + 1:cls[0] + 6] if l.startswith("\tstatic kept\t")]
    expect(kept, "HprofAlloc's static kept is not listed")
    holder = kept[0].split("\t")[-1]
    holder_lines = [i for i, l in enumerate(body) if l.startswith(f"ARR {holder} ")]
    expect(len(holder_lines) == 1 and "nelems=300, elem type=[I@" in body[holder_lines[0]],
           f"kept's array: {[body[i] for i in holder_lines]}")
    elements = 0
    for l in body[holder_lines[0] + 1:]:
        if not l.startswith("\t["):
            break
        elements += 1
    expect(elements == 300, f"kept lists {elements} elements")
    for l in body:
        expect(re.match(r"^(ROOT|CLS|OBJ|ARR) [0-9a-f]+ \(|^\t", l), "bad heap dump line: " + repr(l))


def gc_options(collector):
    """Collections every few allocations under the given collector."""
    return [f"-Xgc:{collector}", "-Xgcstress:20"]


def read_collapsed(path):
    """[(stack, count)] from a .collapsed file, checking its form."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    contexts = []
    for line in lines:
        stack, _, count = line.rpartition(" ")
        expect(stack and count.isdigit(), f"bad .collapsed line {line!r}")
        contexts.append((stack, int(count)))
    return contexts


def test_samples(loupe, classes, collector, workdir):
    command, result = run(loupe, classes, gc_options(collector) + ["-Xrunhprof:cpu=samples,flame=y,interval=5"],
                          "HprofSpin", ["100000000"], cwd=workdir)
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout == b"done true\n", "the program did not run", context)
    p = Profile(os.path.join(workdir, "java.hprof.txt"))
    total, rows = p.cpu("CPU SAMPLES", "CPU SAMPLES END")
    expect(total > 0 and rows, "no samples", context)
    expect(sum(r["count"] for r in rows) == total, "the counts do not add up to the total")
    first = rows[0]
    expect(first["method"] == "HprofSpin.spin", f"rank 1 is not spin: {rows[:3]}")
    frames = p.frames(first["trace"])
    expect(frames[0].startswith("HprofSpin.spin(HprofSpin.java:") and frames[1].startswith("HprofSpin.main("),
           f"spin's trace: {frames}")
    expect("SITES BEGIN" not in p.text, "SITES without heap=")
    # The calling contexts: root first, spin's the heaviest.
    with open(os.path.join(workdir, "java.hprof.txt.collapsed")) as f:
        contexts = [line.rsplit(" ", 1) for line in f.read().splitlines()]
    expect(contexts, "empty .collapsed")
    heaviest = max(contexts, key=lambda c: int(c[1]))
    expect(heaviest[0].endswith("HprofSpin.main;HprofSpin.spin"), f"heaviest context: {heaviest}")
    expect(sum(int(c[1]) for c in contexts) <= total, ".collapsed counts more samples than the total")
    svg = ET.parse(os.path.join(workdir, "java.hprof.txt.svg")).getroot()
    titles = [t.text for t in svg.iter("{http://www.w3.org/2000/svg}title")]
    expect(any(t.startswith("HprofSpin.spin (") for t in titles), f"spin not in the flame graph: {titles[:5]}")


def test_times(loupe, classes, collector, workdir):
    command, result = run(loupe, classes, gc_options(collector) + ["-Xrunhprof:cpu=times,cutoff=0"], "HprofSpin",
                          ["10000000"], cwd=workdir)
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout == b"done true\n", "the program did not run", context)
    p = Profile(os.path.join(workdir, "java.hprof.txt"))
    total, rows = p.cpu("CPU TIME (ms)", "CPU TIME (ms) END")
    expect(rows, "no CPU TIME rows", context)
    first = rows[0]
    expect(first["method"] == "HprofSpin.spin" and first["count"] == 1, f"rank 1 is not spin: {rows[:3]}")
    expect(p.frames(first["trace"])[1].startswith("HprofSpin.main("), "spin's caller")
    little = [r for r in rows if r["method"] == "HprofSpin.little"]
    expect(len(little) == 1 and little[0]["count"] == 20, f"little's calls: {little}")
    expect(os.path.exists(os.path.join(workdir, "java.hprof.txt.collapsed")), "no .collapsed")


def test_bytecodes(loupe, classes, collector, workdir):
    """cpu=bytecodes: spin ranks first by samples and by bytecodes."""
    command, result = run(loupe, classes, gc_options(collector) + ["-Xrunhprof:cpu=bytecodes,interval=1000,flame=y"],
                          "HprofSpin", ["1000000"], cwd=workdir)
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout == b"done true\n", "the program did not run", context)
    expect(b"Dumping CPU usage by counting bytecodes ... done." in result.stderr, "no dump message", context)
    p = Profile(os.path.join(workdir, "java.hprof.txt"))
    total, rows = p.cpu("CPU SAMPLES", "CPU SAMPLES END")
    # (Rows under the cutoff are left out.)
    expect(total * 0.99 <= sum(r["count"] for r in rows) <= total, "the counts do not add up to the total")
    first = rows[0]
    expect(first["method"] == "HprofSpin.spin", f"rank 1 is not spin: {rows[:3]}")
    frames = p.frames(first["trace"])
    expect(frames[0].startswith("HprofSpin.spin(HprofSpin.java:") and frames[1].startswith("HprofSpin.main("),
           f"spin's trace: {frames}")
    # A million rounds of a loop of a dozen or more bytecodes, a sample per
    # thousand: over 12,000 samples in spin (under traces of its lines).
    spin = sum(r["count"] for r in rows if r["method"] == "HprofSpin.spin")
    expect(spin > 12000, f"too few samples in spin: {rows}")
    contexts = read_collapsed(os.path.join(workdir, "java.hprof.txt.collapsed"))
    heaviest = max(contexts, key=lambda c: c[1])
    expect(heaviest[0] == "HprofSpin.main;HprofSpin.spin", f"heaviest context: {heaviest}")
    # Counts are bytecodes: about interval per sample (a run may overshoot
    # it a little), and a smaller one each time a thread leaves Java.
    bytecodes = sum(c for _, c in contexts)
    expect(1000 * (total - 20) <= bytecodes <= 1010 * total, f"{bytecodes} bytecodes for {total} samples of 1000")
    svg = ET.parse(os.path.join(workdir, "java.hprof.txt.svg")).getroot()
    titles = [t.text for t in svg.iter("{http://www.w3.org/2000/svg}title")]
    expect(any(t.startswith("HprofSpin.spin (") and "bytecodes" in t for t in titles),
           f"spin not in the flame graph: {titles[:5]}")


def test_bytecodes_exact(loupe, classes, agents_dir, overlap_tool, workdir):
    """interval=1 counts every bytecode: per method the same as the test
    agent bytecodes (which agents/bytecodes checks against
    INSTRUCTION_START), run beside it. Then a sampled profile against it
    with tools/profile-overlap."""
    env_path = os.environ.get("LD_LIBRARY_PATH", "")
    os.environ["LD_LIBRARY_PATH"] = agents_dir + (":" + env_path if env_path else "")
    exact = os.path.join(workdir, "exact.txt")
    command, result = run(loupe, classes, [f"-Xrunhprof:cpu=bytecodes,interval=1,file={exact}",
                                           "-Xrunbytecodes:interval=1,class=HprofAlloc"], "HprofAlloc", cwd=workdir)
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout == b"kept 600000\n", "the program did not run", context)
    reference = {}
    for line in result.stderr.decode().splitlines():
        m = re.match(r"^bytecodes: HprofAlloc\.([\w<>$]+)\(.*\)\S* (\d+)$", line)
        if m:
            reference[m.group(1)] = reference.get(m.group(1), 0) + int(m.group(2))
    expect({"main", "keepInts", "churn"} <= set(reference), f"the test agent's counts: {reference}", context)
    by_method = {}
    for stack, count in read_collapsed(exact + ".collapsed"):
        leaf = stack.split(";")[-1]
        if leaf.startswith("HprofAlloc."):
            name = leaf[len("HprofAlloc."):]
            by_method[name] = by_method.get(name, 0) + count
    expect(by_method == reference, f"exact profile {by_method} != the test agent's {reference}")
    # The churn loop calls StringBuilder's methods: contexts through them.
    expect(any(s.startswith("HprofAlloc.main;HprofAlloc.churn;java.lang.StringBuilder.")
               for s, _ in read_collapsed(exact + ".collapsed")), "no context below churn")
    for jitter in (0, 100):
        sampled = os.path.join(workdir, f"sampled{jitter}.txt")
        command, result = run(loupe, classes, [f"-Xrunhprof:cpu=bytecodes,interval=1000,jitter={jitter},file={sampled}"],
                              "HprofAlloc", cwd=workdir)
        expect(result.returncode == 0, "the sampled run failed", describe(command, result))
        tool = subprocess.run([overlap_tool, "--json", exact + ".collapsed", sampled + ".collapsed"],
                              capture_output=True, text=True)
        expect(tool.returncode == 0, f"profile-overlap failed: {tool.stderr}")
        measures = json.loads(tool.stdout)
        # A program this small at a sample per 1,000 bytecodes: loose bounds
        # that a broken sampler (wrong contexts, lost or doubled counts)
        # misses by far.
        expect(measures["overlap_pct"] >= 80.0, f"jitter={jitter}: overlap {measures}")
        expect(abs(measures["relative_error"]) < 0.01, f"jitter={jitter}: total {measures}")


def test_bytecodes_repeat(loupe, classes, workdir):
    """Bytecode sampling repeats exactly: the same .collapsed file and CPU
    SAMPLES, run after run, with and without jitter."""
    for jitter in (0, 100):
        outputs = []
        for run_number in range(2):
            out = os.path.join(workdir, f"run{run_number}-{jitter}.txt")
            command, result = run(loupe, classes, [f"-Xrunhprof:cpu=bytecodes,interval=997,jitter={jitter},file={out}"],
                                  "HprofAlloc", cwd=workdir)
            expect(result.returncode == 0, "the run failed", describe(command, result))
            with open(out + ".collapsed", "rb") as f:
                collapsed = f.read()
            expect(collapsed, "empty .collapsed")
            outputs.append((collapsed, Profile(out).cpu("CPU SAMPLES", "CPU SAMPLES END")))
        expect(outputs[0][0] == outputs[1][0], f"jitter={jitter}: the .collapsed files differ")
        expect(outputs[0][1] == outputs[1][1], f"jitter={jitter}: the CPU SAMPLES differ")


def test_bytecodes_jit(loupe, classes, workdir):
    """Compiled code charges bytecodes as the interpreter does (issue 7):
    the same .collapsed file and CPU SAMPLES under -Xint, in mixed mode
    (methods compiled early, entered at loop back-edges and calls) and
    under -Xcomp, with code that was compiled to charge (-verbose:jit)."""
    modes = {"int": ["-Xint"], "mixed": ["-Xjit:threshold=50", "-verbose:jit"], "comp": ["-Xcomp", "-verbose:jit"]}
    outputs = {}
    for name, options in modes.items():
        out = os.path.join(workdir, f"{name}.txt")
        command, result = run(loupe, classes, options + [f"-Xrunhprof:cpu=bytecodes,interval=997,file={out}"],
                              "HprofAlloc", cwd=workdir)
        expect(result.returncode == 0, f"the {name} run failed", describe(command, result))
        if name != "int":
            expect(re.search(rb"^\[jit\] compiled HprofAlloc\.", result.stderr, re.M) is not None,
                   f"{name}: no method of the program was compiled", describe(command, result))
        with open(out + ".collapsed", "rb") as f:
            collapsed = f.read()
        expect(collapsed, f"{name}: empty .collapsed")
        outputs[name] = (collapsed, Profile(out).cpu("CPU SAMPLES", "CPU SAMPLES END"))
    for name in ("mixed", "comp"):
        expect(outputs[name][0] == outputs["int"][0], f"{name}: the .collapsed file differs from -Xint's")
        expect(outputs[name][1] == outputs["int"][1], f"{name}: the CPU SAMPLES differ from -Xint's")


def test_monitor(loupe, classes, workdir):
    command, result = run(loupe, classes, ["-Xrunhprof:monitor=y,cpu=samples"], "HprofLock", cwd=workdir)
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout == b"locked\n", "the program did not run", context)
    expect(b"Dumping contended monitor usage ... CPU usage by sampling running threads ... done." in result.stderr,
           "dump message", context)
    p = Profile(os.path.join(workdir, "java.hprof.txt"))
    # MONITOR DUMP: the daemon thread in Box.wait(), its monitor unowned
    # with that thread waiting to be notified.
    _, dump = p.section("MONITOR DUMP BEGIN", "MONITOR DUMP END")
    statuses = {}
    for line in dump:
        m = re.match(r"^    THREAD (\d+), trace (\d+), status: ((S\|)?(intr\|)?(R|MW|CW))$", line)
        if m:
            statuses[int(m.group(1))] = (int(m.group(2)), m.group(3))
    waiting = [t for t, (trace, st) in statuses.items() if st == "CW"]
    expect(len(waiting) == 1, f"one thread in Object.wait: {statuses}", "\n".join(dump))
    frames = p.frames(statuses[waiting[0]][0])
    expect(any("HprofLock.lambda$main$" in f for f in frames), f"the waiting thread's trace: {frames}")
    text = "\n".join(dump)
    expect(re.search(rf"^    MONITOR HprofLock\$Box\([0-9a-f]+\) unowned\n\twaiting to be notified: thread {waiting[0]}$",
                     text, re.M), "the Box monitor with its waiting thread", text)
    # MONITOR TIME: main waited to enter the Box in enterHeld.
    header, body = p.section("MONITOR TIME BEGIN (total = ", "MONITOR TIME END")
    expect(body and body[0] == "rank   self  accum   count trace monitor", "MONITOR TIME head", "\n".join(body))
    m = ROW_CPU.match(body[1])
    expect(m is not None and m.group(1) == "1", "MONITOR TIME row: " + body[1])
    expect(re.fullmatch(r"HprofLock\$Box\([0-9a-f]+\) \(Java\)", m.group(6)), "monitor name: " + m.group(6))
    frames = p.frames(int(m.group(5)))
    expect(frames[0].startswith("HprofLock.enterHeld(") and frames[1].startswith("HprofLock.main("),
           f"the contending trace: {frames}")


def check_binary(d, context):
    """HprofAlloc's profile in the binary format: version, the int[2000]
    arrays, keepInts' site first, the int[][] array typed by its array
    class, a CPU_SAMPLES record."""
    expect(d.version == "JAVA PROFILE 1.0.2", "version " + d.version)
    expect(d.tags.get(0x0E) == 1 and d.tags.get(0x1C) == 1 and d.tags.get(0x2C) == 1,
           f"records: {d.tags}", context)
    ints = [a for a in d.prim_arrays if a[1] == 2000 and a[2] == 10]
    expect(len(ints) == 300, f"{len(ints)} int[2000] in the heap dump")
    expect(d.sites, "no ALLOC_SITES")
    kind, class_serial, trace, live_bytes, live_objs, alloc_bytes, alloc_objs = d.sites[0]
    expect(kind == 10 and class_serial == 0 and live_objs == 300 and alloc_objs == 300, f"site 1: {d.sites[0]}")
    frames = d.traces.get(trace)
    expect(frames and frames[0][0] == "keepInts" and d.class_serials[frames[0][3]] == "HprofAlloc",
           f"site 1's trace: {frames}")
    holders = [a for a in d.obj_arrays if a[1] == 300]
    expect(len(holders) == 1 and d.classes.get(holders[0][2]) == "[[I", f"the int[][]: {holders}")
    expect("[I" in d.classes.values() and "HprofAlloc" in d.classes.values(), "LOAD_CLASS of [I and HprofAlloc")
    expect(d.samples is not None, "no CPU_SAMPLES")
    expect("main" in d.threads.values(), f"START_THREAD of main: {d.threads}")


def visualvm_check(path, workdir):
    """Opens the dump with VisualVM's library (HeapCheck.java) when it is
    installed; returns {class name: instances} and {root kind: count}."""
    classes_dir = os.path.join(workdir, "heapcheck")
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "HeapCheck.java")
    javac, java = shutil.which("javac"), shutil.which("java")
    subprocess.run([javac, "-cp", VISUALVM_HEAP_JAR, "-d", classes_dir, source], check=True, timeout=TIMEOUT)
    result = subprocess.run([java, "-cp", VISUALVM_HEAP_JAR + os.pathsep + classes_dir, "HeapCheck", path],
                            capture_output=True, timeout=TIMEOUT)
    expect(result.returncode == 0, "VisualVM's heap library cannot read the dump",
           result.stderr.decode(errors="replace")[-3000:])
    counts, roots = {}, {}
    for line in result.stdout.decode().splitlines():
        kind, name, count = line.rsplit(" ", 2)
        (counts if kind == "class" else roots)[name] = int(count)
    return counts, roots


def test_binary(loupe, classes, workdir):
    command, result = run(loupe, classes, ["-Xrunhprof:format=b,heap=all,cpu=samples,cutoff=0"], "HprofAlloc",
                          cwd=workdir)
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout == b"kept 600000\n", "the program did not run", context)
    path = os.path.join(workdir, "java.hprof")
    try:
        d = hprof_binary.read(path)
    except ValueError as error:
        raise Failure(f"malformed java.hprof: {error}")
    check_binary(d, context)
    if not (os.path.exists(VISUALVM_HEAP_JAR) and shutil.which("javac") and shutil.which("java")):
        print("VisualVM's heap library is not installed: only the structural check ran")
        return
    counts, roots = visualvm_check(path, workdir)
    expect(counts.get("int[]") == 300 and counts.get("int[][]") == 1, f"VisualVM's counts: int[] {counts.get('int[]')}, "
           f"int[][] {counts.get('int[][]')}")
    expect(counts.get("java.lang.StringBuilder", 0) <= 1 and "HprofAlloc" in counts, "VisualVM's classes")
    expect(roots.get("thread_object", 0) >= 1 and roots.get("sticky_class", 0) >= 1, f"VisualVM's roots: {roots}")


def test_net(loupe, classes, workdir):
    """net=: the same binary stream, to a front end listening on loopback."""
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    server.settimeout(TIMEOUT)
    received = []

    def accept():
        try:
            conn, _ = server.accept()
        except OSError:
            return
        with conn:
            while True:
                chunk = conn.recv(1 << 16)
                if not chunk:
                    break
                received.append(chunk)

    reader = threading.Thread(target=accept)
    reader.start()
    port = server.getsockname()[1]
    command, result = run(loupe, classes,
                          [f"-Xrunhprof:format=b,heap=all,cpu=samples,cutoff=0,net=127.0.0.1:{port}"], "HprofAlloc",
                          cwd=workdir)
    reader.join(TIMEOUT)
    server.close()
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout == b"kept 600000\n", "the program did not run", context)
    expect(not os.path.exists(os.path.join(workdir, "java.hprof")), "net= also wrote a file")
    path = os.path.join(workdir, "received.hprof")
    with open(path, "wb") as f:
        f.write(b"".join(received))
    try:
        d = hprof_binary.read(path)
    except ValueError as error:
        raise Failure(f"malformed stream: {error}")
    check_binary(d, context)
    # Nobody listening: the message and exit status 1.
    command, result = run(loupe, classes, [f"-Xrunhprof:net=127.0.0.1:{port}"], "HprofAlloc", cwd=workdir)
    expect(result.returncode == 1 and f"HPROF ERROR: can't connect to 127.0.0.1:{port}".encode() in result.stderr,
           "net= with no listener", describe(command, result))


def test_sigquit(loupe, classes, workdir):
    """DATA_DUMP_REQUEST (kill -QUIT): a dump while the program runs, then
    the one at exit; CPU samples are cleared after each dump, as HPROF did."""
    command = [loupe, "-cp", classes, "-Xrunhprof:cpu=samples", "HprofSpin", "200000000", "announce"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=workdir,
                            stdin=subprocess.DEVNULL)
    try:
        first = proc.stdout.readline()
        expect(first == b"spinning\n", f"the program said {first!r}")
        proc.send_signal(signal.SIGQUIT)
        out, err = proc.communicate(timeout=TIMEOUT)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    context = f"command: {' '.join(command)}\nexit status: {proc.returncode}\nstderr: {err.decode(errors='replace')}"
    expect(proc.returncode == 0 and out == b"done true\n", "the program did not end normally", context)
    expect(err.count(b"Dumping CPU usage by sampling running threads ... done.") == 2, "two dump messages", context)
    p = Profile(os.path.join(workdir, "java.hprof.txt"))
    starts = [i for i, l in enumerate(p.lines) if l.startswith("CPU SAMPLES BEGIN (total = ")]
    expect(len(starts) == 2, f"{len(starts)} CPU SAMPLES sections", context)


BAD_OPTIONS = ["heap=foo", "cpu=maybe", "depth=x", "depth=-1", "cutoff=2", "lineno=maybe", "nosuch=1", "heap",
               "file=", "net=localhost:0", "net=localhost:70000", "interval=0", "heap=sites,heap=sites",
               "format=b,cpu=times", "cpu=samples,interval=1000001", "cpu=bytecodes,interval=0",
               "cpu=bytecodes,interval=1000000000", "cpu=bytecodes,jitter=-1", "cpu=bytecodes,jitter=x",
               "cpu=samples,jitter=100", "jitter=", "cpu=bytecodes,interval="]


def test_options(loupe, classes, workdir):
    for bad in BAD_OPTIONS:
        command, result = run(loupe, classes, ["-Xrunhprof:" + bad], "HprofSpin", ["10"], cwd=workdir)
        context = describe(command, result)
        expect(result.returncode == 1, f"-Xrunhprof:{bad} did not exit 1", context)
        expect(b"HPROF ERROR: " in result.stderr and b"Hprof usage: -Xrunhprof[:help]|" in result.stderr,
               f"-Xrunhprof:{bad}: no message and usage", context)
        expect(b"done" not in result.stdout, f"-Xrunhprof:{bad}: the program ran", context)
    command, result = run(loupe, classes, ["-Xrunhprof:help"], "HprofSpin", ["10"], cwd=workdir)
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout.startswith(b"Hprof usage: -Xrunhprof[:help]|"),
           "help: usage and exit status 0", context)
    for option in (b"heap=dump|sites|all", b"cpu=samples|times", b"depth=<size>", b"cutoff=<value>", b"doe=y|n"):
        expect(option in result.stdout, f"help lacks {option}", context)
    expect(b"done" not in result.stdout, "help: the program ran", context)
    # The JDK documentation's form, with no main class: the VM loads the
    # agent before it would print its own usage.
    command, result = run(loupe, classes, ["-Xrunhprof:help"], None, cwd=workdir)
    expect(result.returncode == 0 and result.stdout.startswith(b"Hprof usage: -Xrunhprof[:help]|"),
           "help without a main class: hprof's usage and exit status 0", describe(command, result))
    # Accepted spellings: depth, lineno, thread, file, doe.
    out = os.path.join(workdir, "custom.txt")
    command, result = run(loupe, classes, [f"-Xrunhprof:heap=sites,depth=1,lineno=n,thread=y,file={out},cutoff=0.5"],
                          "HprofAlloc", cwd=workdir)
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout == b"kept 600000\n", "options run", context)
    p = Profile(out)
    rows = p.sites()
    expect(len(rows) == 1 and rows[0]["name"] == "[I", f"cutoff=0.5 keeps one row: {rows}")
    expect(p.frames(rows[0]["trace"]) == ["HprofAlloc.keepInts(HprofAlloc.java:Unknown line)"],
           f"depth=1, lineno=n: {p.frames(rows[0]['trace'])}")
    expect(re.search(rf"^TRACE {rows[0]['trace']}: \(thread=\d+\)$", p.text, re.M), "thread=y: no thread in TRACE")
    command, result = run(loupe, classes, ["-Xrunhprof:heap=sites,doe=n"], "HprofAlloc", cwd=workdir)
    p = Profile(os.path.join(workdir, "java.hprof.txt"))
    expect(result.returncode == 0 and "SITES BEGIN" not in p.text, "doe=n still dumps", describe(command, result))


def test_unload(loupe, classes, collector, workdir):
    # HprofUnload defines HprofUnloadA and HprofUnloadB five times each in
    # loaders it drops, with a collection between: once the VM unloads
    # classes, B's methods may get the IDs A's had. Each int[] kept must be
    # charged to the method that allocated it: A's are 1,000 ints, B's 2,000.
    options = [f"-Xgc:{collector}", "-Xrunhprof:heap=sites,cutoff=0"]
    command, result = run(loupe, classes, options, "HprofUnload", cwd=workdir)
    context = describe(command, result)
    expect(result.returncode == 0 and result.stdout == b"kept 10\n", "the program did not run as without hprof",
           context)
    p = Profile(os.path.join(workdir, "java.hprof.txt"))
    live = {"A": [], "B": []}
    for row in p.sites():
        top = top_frame(p, row["trace"])
        for name in live:
            if row["name"] == "[I" and top.startswith(f"HprofUnload{name}.get(HprofUnload{name}.java:"):
                live[name] += [row["live_bytes"] // row["live_objs"]] * row["live_objs"] if row["live_objs"] else []
    expect(len(live["A"]) == 5 and all(4000 <= b < 8000 for b in live["A"]),
           f"HprofUnloadA.get's int[1000] sites (bytes per object): {live['A']}")
    expect(len(live["B"]) == 5 and all(8000 <= b < 12000 for b in live["B"]),
           f"HprofUnloadB.get's int[2000] sites (bytes per object): {live['B']}")


def main(argv):
    if len(argv) < 4:
        print(__doc__)
        return 2
    kind, loupe, classes = argv[1], argv[2], argv[3]
    try:
        with tempfile.TemporaryDirectory() as workdir:
            if kind == "sites":
                test_sites(loupe, classes, argv[4], workdir)
            elif kind == "samples":
                test_samples(loupe, classes, argv[4], workdir)
            elif kind == "times":
                test_times(loupe, classes, argv[4], workdir)
            elif kind == "bytecodes":
                test_bytecodes(loupe, classes, argv[4], workdir)
            elif kind == "bytecodes-exact":
                test_bytecodes_exact(loupe, classes, argv[4], argv[5], workdir)
            elif kind == "bytecodes-repeat":
                test_bytecodes_repeat(loupe, classes, workdir)
            elif kind == "bytecodes-jit":
                test_bytecodes_jit(loupe, classes, workdir)
            elif kind == "binary":
                test_binary(loupe, classes, workdir)
            elif kind == "net":
                test_net(loupe, classes, workdir)
            elif kind == "sigquit":
                test_sigquit(loupe, classes, workdir)
            elif kind == "monitor":
                test_monitor(loupe, classes, workdir)
            elif kind == "options":
                test_options(loupe, classes, workdir)
            elif kind == "unload":
                test_unload(loupe, classes, argv[4], workdir)
            else:
                print("unknown test", kind)
                return 2
    except Failure as failure:
        print("FAILED:", failure)
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
