"""Profile accuracy (issue 5): the settings compared, reading collapsed
profiles, the overlap of a sampled profile with the exact one, and the table
bench/accuracy.py prints and writes. Pure functions; the runs are in
bench/accuracy.py.

The measure is Komorium's (Binder et al., section 7.1 and 7.2):

- a profile is a set of calling contexts (call stacks), each with a count;
  in a `.collapsed` file one line `frame;...;frame count` per context, root
  first; cpu=bytecodes counts the estimated bytecodes executed in the context
  (the bytecodes every sample there carried);
- rce(C, X) = count(C) / total(X), the context's share of its profile;
- overlap(A, B) = sum over the contexts in both of min(rce(C, A), rce(C, B)),
  in percent: 100 for identical profiles;
- the relative error of the bytecode estimate is
  sampled total / exact total - 1 (negative: an underestimate).

The exact profile is hprof's cpu=bytecodes with interval=1 (every run of basic blocks
a sample). Overhead is the median kernel time with the agent over the median
without it (loupe-int); see stats.py.
"""
import csv
import json
import re
import shlex
import subprocess
from dataclasses import dataclass, field

from .configs import Config
from .stats import geomean

BASE_CONFIG = "loupe-int"
BASE_PREFIX = "loupe -Xint"
SPEC_PROGRAMS = ("Compress", "Db", "Jess", "Javac", "Jack", "Mpegaudio", "Mtrt")


# ---------------------------------------------------------------- settings

def short_number(n):
    """10000 -> '10k', 1000000 -> '1M', 2500 -> '2500' (for names)."""
    for div, suffix in ((1000000, "M"), (1000, "k")):
        if n >= div and n % div == 0:
            return f"{n // div}{suffix}"
    return str(n)


@dataclass(frozen=True)
class Setting:
    """One way of running the agent:
    kind "exact" (cpu=bytecodes,interval=1), "bytecodes" (interval = the
    granularity in bytecodes, jitter added to it), "samples" (interval in
    ms) or "sites" (heap=sites)."""
    kind: str
    interval: int = 0
    jitter: int = 0

    @property
    def hprof(self):
        """The -Xrunhprof options (without file=)."""
        if self.kind == "exact":
            return "cpu=bytecodes,interval=1"
        if self.kind == "bytecodes":
            return f"cpu=bytecodes,interval={self.interval}" + (f",jitter={self.jitter}" if self.jitter else "")
        if self.kind == "samples":
            return f"cpu=samples,interval={self.interval}"
        if self.kind == "sites":
            return "heap=sites"
        raise ValueError(f"unknown setting kind {self.kind!r}")

    @property
    def name(self):
        """Configuration name, as in configs.py where it is there."""
        if self.kind == "exact":
            return "loupe-int-hprof-bytecodes-exact"
        if self.kind == "bytecodes":
            return f"loupe-int-hprof-bytecodes{short_number(self.interval)}" + \
                (f"-jitter{self.jitter}" if self.jitter else "")
        if self.kind == "samples":
            return f"loupe-int-hprof-samples{self.interval}ms"
        return "loupe-int-hprof-sites"

    @property
    def label(self):
        """Column title."""
        if self.kind == "exact":
            return "exact (interval=1)"
        if self.kind == "bytecodes":
            return f"bytecodes {self.interval}" + (f" jitter {self.jitter}" if self.jitter else "")
        if self.kind == "samples":
            return f"samples {self.interval} ms"
        return "heap=sites"

    @property
    def family(self):
        """The accuracy file's config column: one line per family in the
        accuracy plot, one point per interval."""
        return "loupe-int-hprof-bytecodes" + (f"-jitter{self.jitter}" if self.jitter else "")

    @property
    def sampled(self):
        """Whether its profile is compared with the exact one."""
        return self.kind == "bytecodes"

    def options(self, extra="", file=None):
        """The whole -Xrunhprof option: these settings, --hprof-options, file=."""
        text = self.hprof + (f",{extra}" if extra else "") + (f",file={file}" if file else "")
        return f"-Xrunhprof:{text}"

    def config(self, extra=""):
        return Config(self.name, f"{BASE_PREFIX} {shlex.quote(self.options(extra))}", ("accuracy",),
                      base=BASE_CONFIG)


def settings_for(intervals, jitters, samples_ms=1, sites=True):
    """The sampled settings (every interval with every jitter), then the
    overhead-only ones."""
    out = [Setting("bytecodes", i, j) for i in intervals for j in jitters]
    if samples_ms:
        out.append(Setting("samples", samples_ms))
    if sites:
        out.append(Setting("sites"))
    return out


def parse_list(text, what):
    """'1000,10000' -> [1000, 10000]; positive for intervals, >= 0 for jitters."""
    try:
        values = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise ValueError(f"{what}: want comma-separated integers, got {text!r}")
    low = 0 if what == "--jitters" else 1
    if not values or any(v < low for v in values):
        raise ValueError(f"{what}: want integers >= {low}, got {text!r}")
    return list(dict.fromkeys(values))


# ---------------------------------------------------------------- profiles

class ProfileError(ValueError):
    pass


def compare_files(exact_path, sampled_path, tool, timeout=600):
    """profile-overlap's JSON for two .collapsed files (the tool is the one
    implementation of the measures: tools/profile-overlap)."""
    r = subprocess.run([tool, "--json", exact_path, sampled_path], capture_output=True, text=True,
                       timeout=timeout, stdin=subprocess.DEVNULL)
    if r.returncode != 0:
        raise ProfileError(f"{tool} exited with {r.returncode}: {(r.stderr or r.stdout).strip()[:300]}")
    try:
        data = json.loads(r.stdout)
    except json.JSONDecodeError as e:
        raise ProfileError(f"{tool}: output is not JSON ({e}): {r.stdout[:200]!r}")
    missing = [k for k in ("overlap_pct", "exact_total", "sampled_total", "relative_error") if k not in data]
    if missing:
        raise ProfileError(f"{tool}: the JSON lacks {', '.join(missing)}")
    return data


SAMPLES_STATED = re.compile(r"^CPU SAMPLES BEGIN \(total = (\d+)\)", re.MULTILINE)


def samples_of(setting, profile_text, sampled_total):
    """How many samples a bytecode profile holds: as its text profile says
    (`CPU SAMPLES BEGIN (total = N)`), else about estimated bytecodes over
    the mean granularity (the agent's jitter adds 0..jitter-1)."""
    m = SAMPLES_STATED.search(profile_text or "")
    if m:
        return int(m.group(1))
    mean = setting.interval + (setting.jitter - 1) / 2 if setting.jitter else setting.interval
    return round(sampled_total / mean) if mean > 0 and sampled_total is not None else None


# ---------------------------------------------------------------- the table

@dataclass
class Cell:
    """One program under one setting."""
    overlap_pct: float = None     # sampled settings
    rel_error: float = None       # sampled settings
    samples: int = None
    ratio: float = None           # median time with agent / median without (exact: one run)
    compare: dict = field(default_factory=dict)   # profile-overlap's JSON
    time_ms: float = None         # median with the agent (exact: the one run)
    base_ms: float = None         # median without
    command: str = ""             # the profile run
    repeat_overlap_pct: float = None   # --repeat-profiles: a second run's overlap with the first
    repeat_rel_error: float = None     # and its total over the first's, - 1
    problem: str = ""             # why a value is missing ("" when none is)


@dataclass
class Mean:
    """The mean row's cell: arithmetic mean of the overlap, the largest
    |relative error|, the geometric mean of the time ratios; counted = how
    many programs had each."""
    overlap_pct: float = None
    max_abs_error: float = None
    ratio: float = None
    counted_overlap: int = 0
    counted_ratio: int = 0


def mean_of(cells):
    over = [c.overlap_pct for c in cells if c.overlap_pct is not None]
    errors = [abs(c.rel_error) for c in cells if c.rel_error is not None]
    ratios = [c.ratio for c in cells if c.ratio is not None and c.ratio > 0]
    return Mean(sum(over) / len(over) if over else None, max(errors) if errors else None,
                geomean(ratios), len(over), len(ratios))


@dataclass
class Table:
    programs: list
    settings: list                # Setting, in column order
    cells: dict = field(default_factory=dict)    # {(program, setting name): Cell}

    def cell(self, program, setting):
        return self.cells.setdefault((program, setting.name), Cell())

    def column(self, setting):
        return [self.cells[p, setting.name] for p in self.programs if (p, setting.name) in self.cells]

    def mean(self, setting):
        return mean_of(self.column(setting))


def fmt_pct(x):
    return "-" if x is None else f"{x:.1f}%"


def fmt_error(x):
    """Scientific, as in the paper's Table I: -2.6e-08; 0 as 0."""
    if x is None:
        return "-"
    return "0" if x == 0 else f"{x:.1e}"


def fmt_times(x):
    return "-" if x is None else (f"{x:.2f}x" if x < 10 else f"{x:.1f}x")


def cell_text(setting, cell):
    if setting.sampled:
        text = f"{fmt_pct(cell.overlap_pct)} / {fmt_error(cell.rel_error)} / {fmt_times(cell.ratio)}"
        return "FAILED" if cell.problem and cell.overlap_pct is None and cell.ratio is None else text
    return "FAILED" if cell.problem and cell.ratio is None else fmt_times(cell.ratio)


def mean_text(setting, m, programs):
    text = fmt_times(m.ratio)
    if setting.sampled:
        text = f"{fmt_pct(m.overlap_pct)} / max {fmt_error(m.max_abs_error)} / {text}"
    counts = [n for n in ((m.counted_overlap,) if setting.sampled else ()) + (m.counted_ratio,) if n]
    short = programs - min(counts) if counts else 0
    return f"**{text}**" + (f" ({short} left out)" if short > 0 else "")


LEGEND = ("Cells: overlap with the exact profile / relative error of the total bytecode estimate / "
          "median time with the agent over median time without (loupe-int); overhead-only settings "
          "give the time ratio. Mean row: arithmetic mean of the overlaps, the largest |relative error|, "
          "geometric mean of the time ratios. The exact column's ratio is from its one profile run.")


def markdown(table, exact=None):
    """The table: rows = programs and the mean, columns = settings (with the
    exact run's column first when given)."""
    columns = ([exact] if exact else []) + list(table.settings)
    head = ["program"] + [s.label for s in columns]
    lines = ["| " + " | ".join(head) + " |", "|---|" + "|".join("---:" for _ in columns) + "|"]
    for p in table.programs:
        lines.append("| " + " | ".join([p] + [cell_text(s, table.cells.get((p, s.name), Cell(problem="not run")))
                                             for s in columns]) + " |")
    lines.append("| " + " | ".join(["**mean**"] + [mean_text(s, table.mean(s), len(table.programs))
                                                   for s in columns]) + " |")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- targets

@dataclass(frozen=True)
class Target:
    what: str           # "overlap", "error", "overhead"
    kind: str           # which settings: Setting.kind
    interval: int       # 0: any
    limit: float
    text: str


TARGETS = (
    Target("overlap", "bytecodes", 10000, 95.0, "overlap with the exact profile >= 95% on average"),
    Target("error", "bytecodes", 10000, 1e-3, "|relative error| of the bytecode total < 0.1% on every program"),
    Target("overhead", "bytecodes", 10000, 1.10, "overhead <= 10% (geometric mean)"),
    Target("overhead", "samples", 1, 1.05, "overhead <= 5% (geometric mean)"),
    Target("overhead", "sites", 0, 2.0, "time <= 2x without agent (geometric mean)"),
)


def check_targets(table, targets=TARGETS):
    """[(verdict, line)]: verdict PASS, MISS or "NOT MEASURED"."""
    out = []
    for t in targets:
        chosen = [s for s in table.settings if s.kind == t.kind and (not t.interval or s.interval == t.interval)]
        if not chosen:
            out.append(("NOT MEASURED", f"{Setting(t.kind, t.interval).label}: {t.text} (setting not run)"))
            continue
        for s in chosen:
            m = table.mean(s)
            values = [(p, table.cells[p, s.name]) for p in table.programs if (p, s.name) in table.cells]
            if t.what == "overlap":
                got, ok = m.overlap_pct, m.overlap_pct is not None and m.overlap_pct >= t.limit
                shown = f"mean {fmt_pct(got)}"
                worst = min(((c.overlap_pct, p) for p, c in values if c.overlap_pct is not None), default=None)
                worst = worst and f"lowest {worst[1]} {fmt_pct(worst[0])}"
                counted = m.counted_overlap
            elif t.what == "error":
                got, ok = m.max_abs_error, m.max_abs_error is not None and m.max_abs_error < t.limit
                shown = f"max {fmt_error(got)}"
                worst = max(((abs(c.rel_error), c.rel_error, p) for p, c in values if c.rel_error is not None),
                            default=None)
                worst = worst and f"{worst[2]} {fmt_error(worst[1])}"
                counted = m.counted_overlap
            else:
                got, ok = m.ratio, m.ratio is not None and m.ratio <= t.limit
                shown = f"geomean {fmt_times(got)}"
                worst = max(((c.ratio, p) for p, c in values if c.ratio is not None), default=None)
                worst = worst and f"highest {worst[1]} {fmt_times(worst[0])}"
                counted = m.counted_ratio
            if got is None:
                out.append(("NOT MEASURED", f"{s.label}: {t.text} (no value)"))
                continue
            left = len(table.programs) - counted
            line = f"{s.label}: {t.text}: {shown}" + (f" ({worst})" if worst else "") + \
                (f"; {left} of {len(table.programs)} programs without a value" if left else "")
            out.append(("PASS" if ok else "MISS", line))
    return out


def repeat_note(table):
    """What --repeat-profiles found: the lowest overlap of a second profile
    run with the first, and the largest difference of their totals."""
    found = [(c.repeat_overlap_pct, abs(c.repeat_rel_error or 0), p, s.label) for s in table.settings
             for p in table.programs for c in [table.cells.get((p, s.name))] if c and c.repeat_overlap_pct is not None]
    if not found:
        return None
    low = min(found)
    high = max(found, key=lambda x: x[1])
    return (f"each sampled profile run twice: the second run's overlap with the first is at least "
            f"{low[0]:.3f}% ({low[2]}, {low[3]}); their bytecode totals differ by at most "
            f"{fmt_error(high[1])} ({high[2]}, {high[3]})")


def targets_text(verdicts):
    return "".join(f"{v:<12} {line}\n" for v, line in verdicts)


# ---------------------------------------------------------------- CSV

ACCURACY_HEAD = ["config", "interval", "overhead_pct", "overlap_pct", "program", "rel_error", "samples", "jitter"]


def accuracy_rows(table):
    """Rows of accuracy.csv (loupebench.accuracy's format, plus rel_error,
    samples and jitter): every sampled setting on every program that has
    both an overlap and an overhead (the format needs both)."""
    rows = []
    for s in table.settings:
        if not s.sampled:
            continue
        for p in table.programs:
            c = table.cells.get((p, s.name))
            if c is None or c.overlap_pct is None or c.ratio is None:
                continue
            rows.append([s.family, str(s.interval), f"{(c.ratio - 1) * 100:.4f}", f"{c.overlap_pct:.4f}", p,
                         "" if c.rel_error is None else f"{c.rel_error:.6e}",
                         "" if c.samples is None else str(c.samples), str(s.jitter)])
    return rows


CELLS_HEAD = ["program", "setting", "config", "hprof", "overlap_pct", "rel_error", "samples", "ratio",
              "time_ms", "base_ms", "exact_contexts", "sampled_contexts", "common_contexts", "exact_total",
              "sampled_total", "repeat_overlap_pct", "repeat_rel_error", "problem", "profile_command"]


def blank(x, fmt="{}"):
    return "" if x is None else fmt.format(x)


def cells_rows(table, exact=None):
    """Every cell, and a "mean" row per setting (overlap: mean; rel_error:
    the largest |error|; ratio: geometric mean)."""
    columns = ([exact] if exact else []) + list(table.settings)
    rows = []
    for s in columns:
        for p in table.programs:
            c = table.cells.get((p, s.name))
            if c is None:
                continue
            rows.append([p, s.label, s.name, s.hprof, blank(c.overlap_pct, "{:.4f}"), blank(c.rel_error, "{:.6e}"),
                         blank(c.samples), blank(c.ratio, "{:.4f}"), blank(c.time_ms, "{:.3f}"),
                         blank(c.base_ms, "{:.3f}")] +
                        [blank(c.compare.get(k)) for k in ("exact_contexts", "sampled_contexts", "common_contexts",
                                                           "exact_total", "sampled_total")] +
                        [blank(c.repeat_overlap_pct, "{:.4f}"), blank(c.repeat_rel_error, "{:.6e}"),
                         c.problem, c.command])
        m = table.mean(s)
        rows.append(["mean", s.label, s.name, s.hprof, blank(m.overlap_pct, "{:.4f}"),
                     blank(m.max_abs_error, "{:.6e}"), "", blank(m.ratio, "{:.4f}")] + [""] * 11)
    return rows


def write_csv(path, head, rows):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(head)
        w.writerows(rows)
