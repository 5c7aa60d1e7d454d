"""Statistics: medians, ratios to the baseline, geometric means, the GC
summary and the agents' overhead. Pure functions of a Results object.

Rules:
- a cell's median, min and max are over the successful runs;
- a ratio is median / baseline median, and exists only when every run of
  both the configuration and the baseline succeeded for that program;
- a geometric mean is over the programs that have a ratio, and says how
  many it left out.
"""
import math
from dataclasses import dataclass


def median(values):
    s = sorted(values)
    if not s:
        raise ValueError("median of nothing")
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def geomean(values):
    values = list(values)
    if not values:
        return None
    if any(v <= 0 or math.isnan(v) for v in values):
        raise ValueError("geometric mean needs positive numbers")
    return math.exp(sum(math.log(v) for v in values) / len(values))


def quantile(sorted_values, q):
    """Linear interpolation between closest ranks (as numpy's default)."""
    if not sorted_values:
        raise ValueError("quantile of nothing")
    pos = (len(sorted_values) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


@dataclass(frozen=True)
class Box:
    """A box plot's numbers: quartiles, whiskers at the furthest data within
    1.5 IQR of the box, and the values beyond them."""
    q1: float
    median: float
    q3: float
    low: float
    high: float
    outliers: tuple
    n: int


def box(values):
    s = sorted(values)
    q1, q2, q3 = quantile(s, 0.25), quantile(s, 0.5), quantile(s, 0.75)
    reach = 1.5 * (q3 - q1)
    inside = [v for v in s if q1 - reach <= v <= q3 + reach]
    return Box(q1, q2, q3, min(inside), max(inside),
               tuple(v for v in s if v < q1 - reach or v > q3 + reach), len(s))


@dataclass(frozen=True)
class Cell:
    """One program on one configuration."""
    median: float = None
    low: float = None
    high: float = None
    ok: int = 0
    runs: int = 0
    status: str = "ok"      # "ok", "partial" (some runs failed), "failed", "skipped"
    why: str = ""

    @property
    def complete(self):
        return self.status == "ok"


def cells(results):
    """{(program, config): Cell} for every selected program and configuration."""
    out = {}
    for p in results.programs:
        for c in results.configs:
            if p in results.skipped_programs:
                out[p, c.name] = Cell(status="skipped", why=results.skipped_programs[p])
                continue
            if c.name in results.skipped_configs:
                out[p, c.name] = Cell(status="skipped", why=results.skipped_configs[c.name])
                continue
            if (p, c.name) in results.unsupported_pairs:
                out[p, c.name] = Cell(status="skipped", why=results.unsupported_pairs[p, c.name])
                continue
            runs = results.runs_of(p, c.name)
            times = [r.time_ms for r in runs if r.ok]
            if not times:
                why = next((r.message for r in runs if not r.ok), "not run")
                out[p, c.name] = Cell(runs=len(runs), status="failed", why=why)
            else:
                out[p, c.name] = Cell(median(times), min(times), max(times), len(times), len(runs),
                                      "ok" if len(times) == len(runs) else "partial")
    return out


def ratios(table, programs, configs, baseline):
    """{config: {program: median / baseline median}} where both are complete."""
    out = {}
    for c in configs:
        out[c] = {}
        for p in programs:
            mine, ref = table.get((p, c)), table.get((p, baseline))
            if mine and ref and mine.complete and ref.complete and ref.median > 0 and mine.median > 0:
                out[c][p] = mine.median / ref.median
    return out


@dataclass(frozen=True)
class Mean:
    value: float        # None when no program had a ratio
    counted: int
    missing: int


def geomeans(ratio_table, programs):
    return {c: Mean(geomean(r.values()), len(r), len(programs) - len(r)) for c, r in ratio_table.items()}


# ---------------------------------------------------------------- GC

@dataclass(frozen=True)
class GcCell:
    """GC pauses of one program on one configuration, over its successful runs:
    per-run medians of the number of collections (distinct GC ids), of pauses
    and of the total pause time, and the longest pause of all runs."""
    runs: int
    collections: float
    pauses: float
    total_ms: float
    max_ms: float       # 0 when there was no pause


def gc_cells(results):
    out = {}
    for p in results.ran_programs:
        for c in results.ran_configs:
            ok = [r for r in results.runs_of(p, c.name) if r.ok]
            if not ok:
                continue
            out[p, c.name] = GcCell(
                len(ok),
                median([len({x.gc_id for x in r.pauses}) for r in ok]),
                median([len(r.pauses) for r in ok]),
                median([sum(x.ms for x in r.pauses) for r in ok]),
                max((x.ms for r in ok for x in r.pauses), default=0.0))
    return out


def gc_ratio(gc_table, program, config, reference):
    """Total pause relative to the reference's, or None (no reference, or it
    paused for no time at all)."""
    mine, ref = gc_table.get((program, config)), gc_table.get((program, reference))
    if not mine or not ref or ref.total_ms <= 0:
        return None
    return mine.total_ms / ref.total_ms


def pauses_by_config(results):
    """{config: [(program, pause ms)]} over every successful run."""
    out = {}
    for c in results.ran_configs:
        out[c.name] = [(r.program, x.ms) for r in results.runs if r.config == c.name and r.ok for x in r.pauses]
    return out


# ---------------------------------------------------------------- agents

def overhead(results, table):
    """{agent config: {program: median with agent / median of its base}} for
    the agent configurations that ran, with their base."""
    ran = {c.name for c in results.ran_configs}
    out = {}
    for c in results.ran_configs:
        if c.base and c.base in ran:
            out[c.name] = ratios(table, results.ran_programs, [c.name], c.base)[c.name]
    return out


# ---------------------------------------------------------------- JIT

@dataclass(frozen=True)
class JitCell:
    """The JIT's work in one program on one configuration (-Xjit:stats),
    over its successful runs: per-run medians of methods compiled, their
    bytecode bytes, the CPU time spent compiling them and the rate (bytecode
    bytes per ms); and the runs' sums of bytes and ms, for the totals. The
    line shows ms to 0.01, so each run's ms in the sum is bytes / rate, the
    VM's own division by the unrounded time (the printed ms when nothing was
    compiled)."""
    runs: int
    methods: float
    bytecode_bytes: float
    ms: float
    rate: float
    sum_bytes: int
    sum_ms: float


def jit_cells(results):
    """{(program, config): JitCell} where successful runs printed the line."""
    out = {}
    for p in results.ran_programs:
        for c in results.ran_configs:
            got = [r.jit for r in results.runs_of(p, c.name) if r.ok and r.jit]
            if not got:
                continue
            out[p, c.name] = JitCell(len(got), median([j["methods"] for j in got]),
                                     median([j["bytecode_bytes"] for j in got]), median([j["ms"] for j in got]),
                                     median([j["rate"] for j in got]), sum(j["bytecode_bytes"] for j in got),
                                     sum(j["bytecode_bytes"] / j["rate"] if j["rate"] > 0 else j["ms"] for j in got))
    return out


@dataclass(frozen=True)
class JitSummary:
    """One configuration's compile speed over all programs: the geometric
    mean of the programs' median rates (those that compiled something), and
    all bytes over all ms of every run (a program that compiles more weighs
    more)."""
    geomean_rate: float     # None when no program compiled anything
    total_rate: float       # None when no time was measured
    programs: int


def jit_summaries(jit_table):
    out = {}
    for c in dict.fromkeys(c for _, c in jit_table):
        cells_of = [cell for (_, cc), cell in jit_table.items() if cc == c]
        rates = [cell.rate for cell in cells_of if cell.rate > 0]
        total_ms = sum(cell.sum_ms for cell in cells_of)
        out[c] = JitSummary(geomean(rates), sum(cell.sum_bytes for cell in cells_of) / total_ms if total_ms > 0
                            else None, len(rates))
    return out
