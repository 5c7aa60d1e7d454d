"""The four plots, from a comparison's results (and the accuracy file):

  relative.svg   (a) kernel time per program per configuration over the baseline's
  gc-pauses.svg  (b) GC pause distribution per configuration, HotSpot's as reference
  overhead.svg   (c) profiling overhead per agent setting (only when agents ran)
  accuracy.svg   (d) sampling accuracy against overhead (only with --accuracy FILE)

Each function returns SVG text, or None when there is nothing to draw."""
from . import accuracy as accuracy_file
from . import stats, svg

GEOMEAN = "geomean"


def config_colors(results):
    """One colour per configuration, the same in every plot of a run."""
    return {c.name: svg.color(i) for i, c in enumerate(results.ran_configs)}


def choose_log(values, scale):
    if scale == "log":
        return True
    if scale == "linear":
        return False
    values = [v for v in values if v and v > 0]
    return bool(values) and max(values) / min(values) > 20


def relative(results, table, ratio_table, means, scale="auto"):
    """(a) One group per program and the geometric mean; one bar per
    configuration other than the baseline; whiskers from min to max over the
    baseline's median."""
    baseline = results.baseline
    series = [c.name for c in results.ran_configs if c.name != baseline]
    programs = results.ran_programs
    if not series or not programs:
        return None
    values, errors = {}, {}
    for s in series:
        for p in programs:
            r = ratio_table.get(s, {}).get(p)
            values[p, s] = r
            if r is not None:
                cell, ref = table[p, s], table[p, baseline]
                errors[p, s] = (cell.low / ref.median, cell.high / ref.median)
        values[GEOMEAN, s] = means[s].value if s in means else None
    log = choose_log(list(values.values()) + [x for e in errors.values() for x in e], scale)
    return svg.bar_chart(
        f"Kernel time relative to {baseline}",
        programs + [GEOMEAN], series, values,
        ylabel=f"time / {baseline} time" + (" (log scale)" if log else ""),
        subtitle=f"size {results.size}, median of {results.reps} run{'s' if results.reps != 1 else ''}, "
                 f"whiskers min-max; below 1 is faster than {baseline}",
        errors=errors, log=log, reference=1.0, reference_label=baseline,
        colors=config_colors(results), label_groups=(GEOMEAN,))


def gc_pauses(results):
    """(b) Every pause of every successful run, pooled over the programs, per
    configuration; HotSpot configurations shaded as the reference."""
    if not results.gc_log:
        return None
    by_config = stats.pauses_by_config(results)
    if not any(by_config.values()):
        return None
    loupe = [c.name for c in results.ran_configs if c.is_loupe]
    hotspot = [c.name for c in results.ran_configs if c.is_hotspot]
    paused = {p for pts in by_config.values() for p, _ in pts}
    colors = {p: svg.color(i) for i, p in enumerate(p for p in results.ran_programs if p in paused)}
    return svg.box_strip_chart(
        "GC pauses per configuration", loupe + hotspot, by_config,
        ylabel="pause (ms)", subtitle=f"size {results.size}, every pause of every run; box: quartiles and "
                                      f"median, whiskers 1.5 IQR; points coloured by program",
        category_colors=colors, reference_groups=hotspot, reference_label="HotSpot (reference)",
        box_stats=stats.box)


def overhead(results, overhead_table, scale="auto"):
    """(c) Slowdown of each agent setting over the same configuration without
    the agent, per program and geometric mean."""
    if not overhead_table or not any(overhead_table.values()):
        return None
    series = list(overhead_table)
    programs = results.ran_programs
    values = {(p, s): overhead_table[s].get(p) for s in series for p in programs}
    for s in series:
        values[GEOMEAN, s] = stats.geomean(overhead_table[s].values())
    bases = sorted({results.config(s).base for s in series})
    log = choose_log(values.values(), scale)
    return svg.bar_chart(
        "Profiling overhead per agent setting", programs + [GEOMEAN], series, values,
        ylabel="time with agent / time without" + (" (log scale)" if log else ""),
        subtitle=f"size {results.size}; without agent: {', '.join(bases)}; 1 = no overhead",
        log=log, reference=1.0, reference_label="no agent", colors=config_colors(results),
        label_groups=(GEOMEAN,))


def accuracy(rows):
    """(d) One point per sampling interval: x = overhead (%), y = overlap (%)
    with the exact profile; one line per configuration. rows from
    accuracy.load(), aggregated over programs."""
    points = accuracy_file.aggregate(rows)
    if not points:
        return None
    series = {}
    for (config, interval), (over, overlap) in points.items():
        series.setdefault(config, []).append((over, overlap, interval))
    overheads = [p[0] for pts in series.values() for p in pts]
    x_log = min(overheads) > 0 and max(overheads) / min(overheads) > 50
    return svg.line_chart(
        "Sampling accuracy against overhead", series,
        xlabel="overhead (% slower than without agent)" + (", log scale" if x_log else ""),
        ylabel="accuracy: overlap with exact profile (%)",
        subtitle="one point per sampling interval (labels); up and left is better",
        y_range=(0, 100), x_log=x_log)

