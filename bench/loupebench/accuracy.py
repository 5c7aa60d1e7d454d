"""The profile-accuracy file (input of plot d, given with --accuracy FILE).

The experiment that produces it runs a sampling agent at several intervals,
measures each run's overhead against the same configuration without agent,
and compares each sampled profile with an exact reference profile. One row
per configuration, sampling interval (and optionally program):

    CSV (header required, extra columns ignored):
        config,interval,overhead_pct,overlap_pct,program
        loupe-int-hprof-samples,1ms,12.5,93.1,NBody
    JSON: a list of objects with the same keys, or {"rows": [...]}.

- config: the agent configuration (a name from configs.py or any label)
- interval: the sampling interval as the agent takes it, e.g. "10ms" (a label)
- overhead_pct: (time with agent / time without - 1) x 100
- overlap_pct: overlap of the sampled and the exact profile, 0-100: the sum
  over methods of min(share in sampled, share in exact) x 100
- program: optional; rows for several programs are combined per (config,
  interval): overhead by the geometric mean of the slowdowns, overlap by the
  arithmetic mean.
"""
import csv
import json
import math
import re

FIELDS = ("config", "interval", "overhead_pct", "overlap_pct")


class FormatError(ValueError):
    pass


def parse(text, name="accuracy file"):
    """Rows [{config, interval, overhead_pct, overlap_pct, program}] from CSV or JSON text."""
    stripped = text.lstrip()
    if stripped.startswith("[") or stripped.startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise FormatError(f"{name}: not valid JSON: {e}")
        if isinstance(data, dict):
            data = data.get("rows")
        if not isinstance(data, list):
            raise FormatError(f"{name}: JSON must be a list of rows or {{\"rows\": [...]}}")
        raw = data
    else:
        raw = list(csv.DictReader(text.splitlines()))
    rows = []
    for i, r in enumerate(raw, 1):
        if not isinstance(r, dict):
            raise FormatError(f"{name}: row {i} is not an object")
        missing = [f for f in FIELDS if r.get(f) in (None, "")]
        if missing:
            raise FormatError(f"{name}: row {i} lacks {', '.join(missing)}")
        try:
            over, overlap = float(r["overhead_pct"]), float(r["overlap_pct"])
        except (TypeError, ValueError):
            raise FormatError(f"{name}: row {i}: overhead_pct and overlap_pct must be numbers")
        if not (math.isfinite(over) and math.isfinite(overlap)) or over <= -100 or not 0 <= overlap <= 100:
            raise FormatError(f"{name}: row {i}: overhead_pct must be > -100 and overlap_pct within 0-100")
        rows.append({"config": str(r["config"]), "interval": str(r["interval"]), "overhead_pct": over,
                     "overlap_pct": overlap, "program": str(r.get("program") or "")})
    return rows


def load(path):
    with open(path, encoding="utf-8") as f:
        return parse(f.read(), path)


def interval_key(label):
    """Sort intervals by their number (with the unit's scale), else by text."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(ns|us|ms|s)?\s*", label)
    if not m:
        return (1, 0.0, label)
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0, None: 1.0}[m.group(2)]
    return (0, float(m.group(1)) * scale, label)


def aggregate(rows):
    """{(config, interval): (overhead_pct, overlap_pct)} over programs, in
    configuration order of first appearance, then interval order."""
    groups = {}
    for r in rows:
        groups.setdefault((r["config"], r["interval"]), []).append(r)
    order = {c: i for i, c in reversed(list(enumerate(r["config"] for r in rows)))}
    out = {}
    for key in sorted(groups, key=lambda k: (order[k[0]], interval_key(k[1]))):
        mine = groups[key]
        slowdown = math.exp(sum(math.log(1 + r["overhead_pct"] / 100) for r in mine) / len(mine))
        out[key] = ((slowdown - 1) * 100, sum(r["overlap_pct"] for r in mine) / len(mine))
    return out
