"""The results folder: report.md, the CSV files and the plots, all made from
a Results object (so --report-from can make them again from results.json).

    report.md       setup, skipped, kernel times, ratios, GC, overhead, plots, failures
    runs.csv        one row per run, in run order
    summary.csv     per program and configuration: median, min, max, ratio to the baseline
    geomean.csv     per configuration: geometric mean of the ratios
    gc.csv          per program and configuration: collections, pauses, total and max pause
    gc_pauses.csv   every pause of every successful run
    overhead.csv    per agent configuration and program: slowdown over its base
    stats.csv       Loupe's -Xstats numbers per run (with --stats)
    jit.csv         the JIT's -Xjit:stats line per run (configurations that compile)
    relative.svg, gc-pauses.svg, overhead.svg, accuracy.svg   see plots.py
"""
import csv
import os

from . import plots, stats
from .configs import gc_reference


def fmt_ms(x):
    return f"{x:.1f}" if x >= 10 else f"{x:.2f}"


def fmt_ratio(x):
    if x is None:
        return "-"
    return "0" if x == 0 else (f"{x:.2f}" if x >= 0.1 else f"{x:.3f}")


def md_table(head, rows, align=None):
    align = align or ["---"] + ["---:"] * (len(head) - 1)
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join(align) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


class Analysis:
    """Everything the report shows, computed once."""

    def __init__(self, results):
        self.results = results
        self.table = stats.cells(results)
        names = [c.name for c in results.ran_configs]
        self.ratios = stats.ratios(self.table, results.ran_programs, names, results.baseline) \
            if results.baseline in names else {}
        self.means = stats.geomeans(self.ratios, results.ran_programs)
        self.gc = stats.gc_cells(results) if results.gc_log else {}
        self.gc_reference = gc_reference(results.ran_configs, results.baseline)
        self.overhead = stats.overhead(results, self.table)
        self.jit = stats.jit_cells(results)
        self.jit_summary = stats.jit_summaries(self.jit)


# ---------------------------------------------------------------- Markdown

def time_cell(cell):
    if cell.status == "skipped":
        return "skipped"
    if cell.status == "failed":
        return "FAILED" if cell.runs else "not run"
    text = f"{fmt_ms(cell.median)} ({fmt_ms(cell.low)}-{fmt_ms(cell.high)})"
    return text + (f" ({cell.runs - cell.ok} of {cell.runs} FAILED)" if cell.status == "partial" else "")


def times_md(a):
    r = a.results
    rows = [[p] + [time_cell(a.table[p, c.name]) for c in r.ran_configs] for p in r.ran_programs]
    return md_table(["program"] + [c.name for c in r.ran_configs], rows)


def ratios_md(a):
    r = a.results
    if not a.ratios:
        return f"(no ratios: the baseline {r.baseline} did not run)\n"
    names = [c.name for c in r.ran_configs]
    rows = [[p] + [fmt_ratio(a.ratios[c].get(p)) for c in names] for p in r.ran_programs]
    mean_row = ["**geometric mean**"]
    for c in names:
        m = a.means[c]
        text = f"**{fmt_ratio(m.value)}**" if m.value is not None else "-"
        if m.value is not None and m.missing:
            text += f" ({m.missing} left out)"
        mean_row.append(text)
    return md_table(["program"] + names, rows + [mean_row])


def gc_md(a):
    r = a.results
    ref = a.gc_reference
    head = ["program", "configuration", "collections", "pauses", "total pause (ms)", "max pause (ms)",
            f"total vs {ref}" if ref else "total vs HotSpot"]
    rows, quiet = [], []
    for p in r.ran_programs:
        if not any(g.pauses for (q, _), g in a.gc.items() if q == p):
            if any(q == p for q, _ in a.gc):
                quiet.append(p)
            continue
        for c in r.ran_configs:
            g = a.gc.get((p, c.name))
            if not g:
                continue
            ratio = stats.gc_ratio(a.gc, p, c.name, ref) if ref else None
            if ratio is None and ref and (p, ref) in a.gc and a.gc[p, ref].total_ms == 0:
                shown = f"- ({ref} did not pause)" if c.name != ref else "-"
            else:
                shown = fmt_ratio(ratio)
            rows.append([p, c.name, f"{g.collections:g}", f"{g.pauses:g}", f"{g.total_ms:.1f}",
                         f"{g.max_ms:.2f}", shown])
    text = md_table(head, rows, ["---", "---"] + ["---:"] * 5) if rows else ""
    if quiet:
        text += f"\nNo GC pause on any configuration: {', '.join(quiet)}.\n"
    return text


def overhead_md(a):
    r = a.results
    agents = list(a.overhead)
    rows = [[p] + [fmt_ratio(a.overhead[s].get(p)) for s in agents] for p in r.ran_programs]
    rows.append(["**geometric mean**"] + [f"**{fmt_ratio(stats.geomean(a.overhead[s].values()))}**"
                                          if a.overhead[s] else "-" for s in agents])
    return md_table(["program"] + [f"{s} / {r.config(s).base}" for s in agents], rows)


def jit_md(a):
    """Compile speed per program and compiling configuration: median
    bytecode bytes per ms of compiling (methods compiled, ms), then the
    geometric mean over the programs and the total over every run."""
    r = a.results
    names = [c.name for c in r.ran_configs if c.name in a.jit_summary]
    if not names:
        return ""

    def cell(p, c):
        j = a.jit.get((p, c))
        return f"{j.rate:.0f} ({j.methods:g} methods, {j.ms:.2f} ms)" if j else "-"

    rows = [[p] + [cell(p, c) for c in names] for p in r.ran_programs]
    rows.append(["**geometric mean**"] + [f"**{a.jit_summary[c].geomean_rate:.0f}**"
                                          if a.jit_summary[c].geomean_rate is not None else "-" for c in names])
    rows.append(["**total** (all bytes / all ms)"] + [f"**{a.jit_summary[c].total_rate:.0f}**"
                                                      if a.jit_summary[c].total_rate is not None else "-"
                                                      for c in names])
    return md_table(["program"] + names, rows)


def fmt_stat(v):
    return str(int(v)) if v == int(v) else f"{v:.4g}"


def stats_md(a):
    """Loupe's -Xstats numbers, medians over the runs: per program, one row
    per statistic (the per-opcode counts only in stats.csv)."""
    r = a.results
    out = []
    for p in r.ran_programs:
        by_config = {c.name: [x.stats for x in r.runs_of(p, c.name) if x.ok and x.stats] for c in r.ran_configs}
        by_config = {c: runs for c, runs in by_config.items() if runs}
        keys = sorted({k for runs in by_config.values() for s in runs for k in s if not k.startswith("opcode ")})
        if not keys:
            continue
        rows = [[k] + [fmt_stat(stats.median([s[k] for s in runs if k in s])) if any(k in s for s in runs) else "-"
                       for runs in by_config.values()] for k in keys]
        out.append(f"### {p}\n\n" + md_table(["statistic"] + list(by_config), rows))
    return "\n".join(out)


def skipped_md(r):
    lines = []
    for c, why in r.skipped_configs.items():
        lines.append(f"- configuration `{c}` (`{r.config(c).prefix}`): {why}")
    for (p, c), why in r.unsupported_pairs.items():
        if c not in r.skipped_configs:
            lines.append(f"- `{p}` on `{c}`: not supported by this build: {why}")
    for p, why in r.skipped_programs.items():
        lines.append(f"- program `{p}`: {why}")
    return "\n".join(lines) + "\n" if lines else ""


def header_md(r):
    env = r.environment
    lines = [f"- date: {r.date}", f"- command: `{r.command}`"]
    for key in ("machine", "load average", "loupe commit", "loupe binary"):
        if key in env:
            lines.append(f"- {key}: {env[key]}")
    for key in ("loupe -version", "java -version"):
        if key in env:
            lines.append(f"- `{key}`: {env[key]}")
    lines.append(f"- baseline: `{r.baseline}`")
    lines.append("- configurations: " + "; ".join(
        f"`{c.name}` = `{c.prefix}`" + (" (skipped)" if c.name in r.skipped_configs else "") for c in r.configs))
    opts = {p: o for p, o in r.program_options.items() if o and p in r.ran_programs}
    if opts:
        lines.append("- program options (`// bench-options:`, both VMs): " +
                     "; ".join(f"{p} `{' '.join(o)}`" for p, o in sorted(opts.items())))
    lines += [f"- notes: {n}" for n in r.notes]
    return "\n".join(lines) + "\n"


def summary_md(a):
    """What the command prints on stdout."""
    r = a.results
    out = [f"size {r.size}, {r.reps} repetition{'s' if r.reps != 1 else ''}; kernel time in ms, median (min-max)\n",
           times_md(a), f"\nrelative to {r.baseline} (median / median)\n", ratios_md(a)]
    if r.gc_log and a.gc:
        out += ["\nGC pauses per run (medians over the runs; max over all runs)\n", gc_md(a)]
    if a.overhead:
        out += ["\nprofiling overhead (time with agent / time without)\n", overhead_md(a)]
    jit = jit_md(a)
    if jit:
        out += ["\nJIT compile speed (-Xjit:stats): bytecode bytes per ms of compiling, median "
                "(methods compiled, ms)\n", jit]
    skipped = skipped_md(r)
    if skipped:
        out += ["\nskipped:\n", skipped]
    return "".join(out)


def report_md(a, plot_files):
    r = a.results
    failures = [run for run in r.runs if run.status == "failed"]
    parts = [f"# Loupe benchmarks: size {r.size}, {r.reps} repetition{'s' if r.reps != 1 else ''}\n\n",
             header_md(r)]
    skipped = skipped_md(r)
    if skipped:
        parts += ["\n## Skipped\n\n", skipped]
    parts += ["\n## Kernel time (ms)\n\n",
              "The program's own `System.nanoTime` measurement of its kernel, after an untimed warm-up at s1; "
              "median (min-max) over the repetitions.\n\n", times_md(a),
              f"\n## Relative to {r.baseline}\n\n",
              "Median over the baseline's median; a ratio only where every run of both succeeded; "
              "the geometric mean is over the programs with a ratio.\n\n", ratios_md(a)]
    if r.gc_log:
        parts += ["\n## Garbage collection\n\n",
                  "Per run, medians over the successful runs: collections (distinct GC ids), pauses, "
                  "total pause; the longest pause of all runs; the total relative to "
                  f"{a.gc_reference or 'HotSpot (none ran)'}'s.\n\n", gc_md(a) if a.gc else "(no successful runs)\n"]
    if a.overhead:
        parts += ["\n## Profiling overhead\n\n",
                  "Median with the agent over the median of the same configuration without it.\n\n", overhead_md(a)]
    jit = jit_md(a)
    if jit:
        parts += ["\n## JIT compile speed\n\n",
                  "From the `-Xjit:stats` line Loupe prints at exit: bytes of bytecode compiled per millisecond "
                  "of the compiling threads' CPU time, over the whole run (class library and warm-up included); "
                  "median over the successful runs, with the median methods compiled and milliseconds. The "
                  "geometric mean is over the programs' medians, the total is all bytes over all milliseconds "
                  "of every run.\n\n", jit]
    st = stats_md(a)
    if st:
        parts += ["\n## Loupe statistics (-Xstats)\n\n", st]
    if plot_files:
        parts += ["\n## Plots\n\n"] + [f"- {caption}: [`{name}`]({name})\n\n  ![{caption}]({name})\n"
                                        for name, caption in plot_files]
    if failures:
        parts += ["\n## Failed runs\n\n"] + [f"- {x.program} {x.config} rep {x.rep}: {x.message}\n"
                                              + (f"  `{x.command}`\n" if x.command else "") for x in failures]
    return "".join(parts)


# ---------------------------------------------------------------- CSV

def blank(x, fmt="{}"):
    return "" if x is None else fmt.format(x)


def write_csv(path, head, rows):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(head)
        w.writerows(rows)


def write_csvs(a, out):
    r = a.results
    write_csv(os.path.join(out, "runs.csv"),
              ["order", "rep", "program", "size", "config", "status", "time_ms", "checksum", "wall_s",
               "gc_pauses", "gc_total_ms", "message", "command"],
              [[x.order, x.rep, x.program, r.size, x.config, x.status, blank(x.time_ms), blank(x.checksum),
                blank(x.wall_s, "{:.3f}"), len(x.pauses), f"{sum(p.ms for p in x.pauses):.3f}", x.message, x.command]
               for x in r.runs])
    rows = []
    for p in r.programs:
        for c in r.configs:
            cell = a.table[p, c.name]
            rows.append([p, r.size, c.name, cell.status, blank(cell.median), blank(cell.low), blank(cell.high),
                         cell.ok, cell.runs, blank(a.ratios.get(c.name, {}).get(p), "{:.4f}"), r.baseline, cell.why])
    write_csv(os.path.join(out, "summary.csv"),
              ["program", "size", "config", "status", "median_ms", "min_ms", "max_ms", "ok_runs", "runs",
               "ratio", "baseline", "note"], rows)
    write_csv(os.path.join(out, "geomean.csv"), ["config", "baseline", "geomean_ratio", "programs", "left_out"],
              [[c, r.baseline, blank(m.value, "{:.4f}"), m.counted, m.missing] for c, m in a.means.items()])
    if r.gc_log:
        ref = a.gc_reference or ""
        write_csv(os.path.join(out, "gc.csv"),
                  ["program", "config", "runs", "collections_per_run", "pauses_per_run", "total_pause_ms_per_run",
                   "max_pause_ms", "total_vs_reference", "reference"],
                  [[p, c, g.runs, g.collections, g.pauses, f"{g.total_ms:.3f}", f"{g.max_ms:.3f}",
                    blank(stats.gc_ratio(a.gc, p, c, ref) if ref else None, "{:.4f}"), ref]
                   for (p, c), g in a.gc.items()])
        write_csv(os.path.join(out, "gc_pauses.csv"),
                  ["program", "config", "rep", "gc_id", "kind", "uptime_s", "before_mb", "after_mb", "heap_mb",
                   "pause_ms"],
                  [[x.program, x.config, x.rep, p.gc_id, p.kind, p.uptime_s, f"{p.before_mb:g}", f"{p.after_mb:g}",
                    f"{p.heap_mb:g}", p.ms] for x in r.runs if x.ok for p in x.pauses])
    if a.overhead:
        rows = [[s, r.config(s).base, p, f"{v:.4f}"] for s, by in a.overhead.items() for p, v in by.items()]
        rows += [[s, r.config(s).base, "geomean", blank(stats.geomean(by.values()), "{:.4f}")]
                 for s, by in a.overhead.items()]
        write_csv(os.path.join(out, "overhead.csv"), ["agent_config", "base_config", "program", "slowdown"], rows)
    if any(x.jit for x in r.runs):
        keys = ["methods", "bytecode_bytes", "ms", "rate", "not_compiled", "forgotten"]
        write_csv(os.path.join(out, "jit.csv"), ["program", "config", "rep", "status"] + keys,
                  [[x.program, x.config, x.rep, x.status] + [x.jit.get(k, "") for k in keys]
                   for x in r.runs if x.jit])
    if any(x.stats for x in r.runs):
        write_csv(os.path.join(out, "stats.csv"), ["program", "config", "rep", "key", "value"],
                  [[x.program, x.config, x.rep, k, v] for x in r.runs for k, v in x.stats.items()])


# ---------------------------------------------------------------- everything

def make_plots(a, accuracy_rows=None, scale="auto"):
    """[(file name, caption, svg text)] for the plots that have data."""
    r = a.results
    made = [("relative.svg", f"kernel time relative to {r.baseline}",
             plots.relative(r, a.table, a.ratios, a.means, scale)),
            ("gc-pauses.svg", "GC pause distribution per configuration", plots.gc_pauses(r)),
            ("overhead.svg", "profiling overhead per agent setting", plots.overhead(r, a.overhead, scale)),
            ("accuracy.svg", "sampling accuracy against overhead",
             plots.accuracy(accuracy_rows) if accuracy_rows else None)]
    return [(name, caption, text) for name, caption, text in made if text]


def write_all(results, out, accuracy_rows=None, scale="auto"):
    """Writes the folder; returns (Analysis, [plot file names])."""
    os.makedirs(out, exist_ok=True)
    a = Analysis(results)
    made = make_plots(a, accuracy_rows, scale)
    for name, _, text in made:
        with open(os.path.join(out, name), "w") as f:
            f.write(text)
    write_csvs(a, out)
    with open(os.path.join(out, "report.md"), "w") as f:
        f.write(report_md(a, [(name, caption) for name, caption, _ in made]))
    return a, [name for name, _, _ in made]
