"""Reading what the programs and the VMs print.

- the program's one result line: `bench <Name> size=<s> time_ms=<t> checksum=<c>`
- GC log lines, Loupe's (-verbose:gc) and HotSpot's (-Xlog:gc), both in the
  unified logging format:
      [0.123s][info][gc] GC(3) Pause semispace (Allocation Failure) 32M->5M(32M) 1.342ms
      [0.012s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 6M->1M(9M) 2.345ms
  Every line that reports a pause (heap before->after(capacity) and a time)
  is kept; other gc lines ("Using G1", "Concurrent Mark Cycle", "To-space
  exhausted") are allowed on stdout and ignored.
- Loupe's -Xjit:stats line on stderr, printed once at exit:
      [jit] compiled 233 methods (11556 bytes of bytecode) in 5.31 ms: 2176 bytecode bytes/ms; 3 not compiled, 12 forgotten
- the sources' declarations: CHECKSUMS and `// bench-options:` lines.
"""
import re
import shlex
from dataclasses import dataclass

BENCH_LINE = re.compile(r"bench (\S+) size=(\S+) time_ms=(\d+(?:\.\d+)?) checksum=(-?\d+)")

# [uptime][level][tags] message; HotSpot pads levels and tags with spaces
GC_LOG_LINE = re.compile(r"\[(\d+(?:\.\d+)?)s\]\[\w+\s*\]\[gc(?:,[\w,]*)?\s*\]\s?(.*)")
PAUSE = re.compile(r"GC\((\d+)\) (Pause .*?) (\d+(?:\.\d+)?)([KMGB])->(\d+(?:\.\d+)?)([KMGB])"
                   r"\((\d+(?:\.\d+)?)([KMGB])\) (\d+(?:\.\d+)?)ms")
UNIT_MB = {"B": 1 / (1024 * 1024), "K": 1 / 1024, "M": 1.0, "G": 1024.0}

JIT_STATS = re.compile(r"\[jit\] compiled (\d+) methods \((\d+) bytes of bytecode\) in (\d+(?:\.\d+)?) ms: "
                       r"(\d+(?:\.\d+)?) bytecode bytes/ms; (\d+) not compiled, (\d+) forgotten")

BENCH_OPTIONS = re.compile(r"\s*//\s*bench-options:(.*)")
OPTION_LINES = 50   # bench-options lines count only this near the top of a program


@dataclass(frozen=True)
class BenchLine:
    program: str
    size: str
    time_ms: float
    checksum: int


@dataclass(frozen=True)
class Pause:
    uptime_s: float     # when it was logged, seconds since VM start
    gc_id: int          # the N of GC(N); G1's Remark and Cleanup share their cycle's N
    kind: str           # "Pause semispace (Allocation Failure)", "Pause Young (Normal) (G1 Evacuation Pause)"
    before_mb: float
    after_mb: float
    heap_mb: float
    ms: float


def parse_bench_line(line):
    m = BENCH_LINE.fullmatch(line.strip())
    if not m:
        return None
    return BenchLine(m.group(1), m.group(2), float(m.group(3)), int(m.group(4)))


def is_gc_log_line(line):
    return GC_LOG_LINE.fullmatch(line.rstrip()) is not None


def parse_pause(line):
    """A Pause from one GC log line, or None if the line is not a pause."""
    m = GC_LOG_LINE.fullmatch(line.rstrip())
    if not m:
        return None
    p = PAUSE.fullmatch(m.group(2).strip())
    if not p:
        return None
    return Pause(float(m.group(1)), int(p.group(1)), p.group(2),
                 float(p.group(3)) * UNIT_MB[p.group(4)], float(p.group(5)) * UNIT_MB[p.group(6)],
                 float(p.group(7)) * UNIT_MB[p.group(8)], float(p.group(9)))


@dataclass
class Output:
    bench: list          # BenchLine objects (a good run has exactly one)
    pauses: list         # Pause objects, in log order
    gc_lines: int        # all GC log lines, pauses or not
    other: list          # lines that are neither


def parse_stdout(text):
    """Splits a run's stdout into its bench line(s), GC pauses and the rest."""
    out = Output([], [], 0, [])
    for line in text.splitlines():
        if not line.strip():
            continue
        bench = parse_bench_line(line)
        if bench:
            out.bench.append(bench)
        elif is_gc_log_line(line):
            out.gc_lines += 1
            pause = parse_pause(line)
            if pause:
                out.pauses.append(pause)
        else:
            out.other.append(line)
    return out


def parse_jit_stats(text):
    """Loupe's -Xjit:stats line (jit/jit.h) from a run's stderr as a dict:
    methods, bytecode_bytes, ms (the compiling threads' CPU time), rate
    (bytecode bytes per ms, computed by the VM from the unrounded time),
    not_compiled, forgotten. None when there is no such line; the last one
    if there are several (the VM prints it once)."""
    found = None
    for line in text.splitlines():
        m = JIT_STATS.fullmatch(line.strip())
        if m:
            found = {"methods": int(m.group(1)), "bytecode_bytes": int(m.group(2)), "ms": float(m.group(3)),
                     "rate": float(m.group(4)), "not_compiled": int(m.group(5)), "forgotten": int(m.group(6))}
    return found


def declared_checksums(source, sizes):
    """{size: checksum} from `long[] CHECKSUMS = {...}` (one per size), or a
    string saying what is wrong."""
    sums = re.search(r"long\[\]\s+CHECKSUMS\s*=\s*\{([^}]*)\}", source)
    if not sums:
        return "declares no CHECKSUMS array"
    try:
        values = [int(s.strip().rstrip("lL").replace("_", "")) for s in sums.group(1).split(",") if s.strip()]
    except ValueError:
        return "CHECKSUMS is not a list of long literals"
    if len(values) != len(sizes):
        return f"CHECKSUMS needs one entry per size {', '.join(sizes)}"
    return dict(zip(sizes, values))


def bench_options(source):
    """The options of every `// bench-options: ...` line near the top, in order."""
    options = []
    for line in source.splitlines()[:OPTION_LINES]:
        m = BENCH_OPTIONS.fullmatch(line)
        if m:
            options.extend(shlex.split(m.group(1)))
    return options


def first_error(javac_output, limit=3):
    """The first lines of a javac failure, for the report."""
    lines = [l for l in javac_output.splitlines() if l.strip()]
    errors = [l for l in lines if ": error:" in l] or lines
    return " / ".join(l.strip() for l in errors[:limit])


def version_summary(text):
    """`java -version` / `loupe -version` on one line."""
    return " / ".join(l.strip() for l in text.splitlines() if l.strip())


STAT_COLON = re.compile(r"\s*([A-Za-z][\w .\-/()]*?)\s*[:=]\s*(-?\d+(?:\.\d+)?)\s*([A-Za-z%]*)\s*")
STAT_COLUMNS = re.compile(r"\s*([A-Za-z][\w .\-/()]*?)\s{2,}(-?\d+(?:\.\d+)?)\b.*")
STAT_RANKED = re.compile(r"\s*\d+\.\s+(\S+)\s+(\d+)\s+.*")


def parse_stats(text):
    """Room for Loupe's -Xstats (printed at exit; its format may still
    change, nothing depends on it): {name: first number} from lines
    `name: number [unit]`, `name = number`, or `name<2+ spaces>number ...`
    (as in "  bytecodes executed   123456"); ranked lines "  1. iload  123
    12.3%" give "opcode iload". GC log lines and anything else are ignored."""
    stats = {}
    for line in text.splitlines():
        if is_gc_log_line(line) or parse_bench_line(line):
            continue
        m = STAT_RANKED.fullmatch(line)
        if m:
            stats["opcode " + m.group(1)] = float(m.group(2))
            continue
        m = STAT_COLON.fullmatch(line)
        if m:
            stats[m.group(1).strip() + (f" ({m.group(3)})" if m.group(3) else "")] = float(m.group(2))
            continue
        m = STAT_COLUMNS.fullmatch(line)
        if m:
            stats[m.group(1).strip()] = float(m.group(2))
    return stats
