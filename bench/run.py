#!/usr/bin/env python3
"""Runs the Loupe benchmark programs on Loupe and on HotSpot, side by side.

    bench/run.py [--programs A,B] [--size s10] [--reps 3] [--configs a,b] [--out DIR]
    bench/run.py --check                   # every program at s1, Loupe and HotSpot
    bench/run.py --list                    # programs and configurations

Compiles bench/programs/<Name>.java with javac into a temporary directory,
then runs program x configuration x repetition round-robin (repetition is
the outer loop, so machine noise spreads over all of them), checks every
run (exit status 0, exactly one line `bench <Name> size=<s> time_ms=<t>
checksum=<c>` with the checksum the program's source declares), and prints a
Markdown table of kernel times: median (min-max) per configuration and the
ratio of each Loupe configuration to HotSpot -Xint, with their geometric
mean. The runs (CSV), the summary (CSV) and the report (Markdown, with the
machine, the commit and `java -version`) go to bench/results/<timestamp>/
unless --out says otherwise. Exit status 1 if any run failed.

Python 3 standard library only. See bench/README.md.
"""
import argparse
import csv
import datetime
import math
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH_DIR)
HARNESS_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "harness", "BenchHarness.java")
PROGRAMS_DIR = os.path.join(BENCH_DIR, "programs")
SIZES = ("s1", "s10", "s100")


@dataclass(frozen=True)
class Config:
    name: str            # column title and --configs key
    vm: str              # "loupe" or "java": which executable runs it
    options: tuple = ()  # VM options, placed before -cp
    default: bool = True  # part of the default set


# One line per configuration. Every "loupe" configuration gets a ratio column
# against REFERENCE. To add one, e.g.:
#   Config("loupe-int-marksweep", "loupe", ("-Xint", "-Xgc:marksweep")),
#   Config("loupe-int-hprof", "loupe", ("-Xint", "-Xrunhprof:cpu=samples"), default=False),
#   Config("loupe-jit", "loupe", ("-Xjit",)),
CONFIGS = [
    Config("loupe-int", "loupe", ("-Xint",)),
    Config("hotspot-int", "java", ("-Xint",)),
    Config("hotspot-c1", "java", ("-XX:TieredStopAtLevel=1",)),
    Config("hotspot", "java", ()),
]
REFERENCE = "hotspot-int"
CHECK_CONFIGS = ["loupe-int", "hotspot-int"]

LINE = re.compile(r"bench (\S+) size=(\S+) time_ms=(\d+(?:\.\d+)?) checksum=(-?\d+)")


# ---------------------------------------------------------------- programs

def all_programs():
    return sorted(f[:-len(".java")] for f in os.listdir(PROGRAMS_DIR) if f.endswith(".java"))


def declared_checksums(name):
    """The {size: checksum} table a program declares in its CHECKSUMS array
    (one per size, in BenchHarness.SIZES order: s1, s10, s100)."""
    with open(os.path.join(PROGRAMS_DIR, name + ".java"), encoding="utf-8") as f:
        source = f.read()
    sums = re.search(r"long\[\]\s+CHECKSUMS\s*=\s*\{([^}]*)\}", source)
    if not sums:
        raise SystemExit(f"run.py: {name}.java declares no CHECKSUMS array")
    sum_list = [int(s.strip().rstrip("lL").replace("_", "")) for s in sums.group(1).split(",")]
    if len(sum_list) != len(SIZES):
        raise SystemExit(f"run.py: {name}.java: CHECKSUMS needs one entry per size {SIZES}")
    return dict(zip(SIZES, sum_list))


def compile_programs(javac, names, into):
    """javac each program into its own directory (class names may repeat across programs)."""
    dirs = {}
    for name in names:
        out = os.path.join(into, name)
        os.makedirs(out)
        command = [javac, "-encoding", "UTF-8", "-d", out, os.path.join(PROGRAMS_DIR, name + ".java"),
                   HARNESS_SOURCE]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            sys.stderr.write(result.stdout + result.stderr)
            raise SystemExit(f"run.py: javac failed for {name}")
        dirs[name] = out
    return dirs


# ---------------------------------------------------------------- running

def clean_env():
    env = dict(os.environ, LC_ALL="C.UTF-8")
    # these would add options to every HotSpot run behind our back
    for var in ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS"):
        env.pop(var, None)
    return env


@dataclass
class Run:
    program: str
    config: str
    rep: int
    order: int
    ok: bool = False
    time_ms: float = float("nan")
    checksum: str = ""
    wall_s: float = float("nan")
    status: str = ""      # "ok" or what went wrong
    command: str = ""
    stderr: str = ""


def run_one(run, command, expected, size, env, timeout, workdir):
    run.command = " ".join(shlex.quote(c) for c in command)
    start = time.monotonic()
    try:
        result = subprocess.run(command, capture_output=True, text=True, env=env, cwd=workdir,
                                timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        run.wall_s = time.monotonic() - start
        run.status = f"timed out after {timeout} s"
        return run
    except OSError as e:
        run.status = f"cannot run: {e}"
        return run
    run.wall_s = time.monotonic() - start
    run.stderr = result.stderr
    lines = result.stdout.splitlines()
    match = LINE.fullmatch(lines[0]) if len(lines) == 1 else None
    if result.returncode != 0:
        run.status = f"exit status {result.returncode}"
    elif not match:
        run.status = f"stdout is not one 'bench ...' line: {result.stdout[:200]!r}"
    elif match.group(1) != run.program or match.group(2) != size:
        run.status = f"line names {match.group(1)} {match.group(2)}"
    elif int(match.group(4)) != expected:
        run.status = f"checksum {match.group(4)}, expected {expected}"
    else:
        run.ok = True
        run.status = "ok"
        run.time_ms = float(match.group(3))
        run.checksum = match.group(4)
    return run


def run_all(args, configs, programs, size, reps, classes):
    """Round-robin: repetition outermost, then program, then configuration
    (its order rotated every repetition so no configuration always runs first)."""
    expected = {p: declared_checksums(p)[size] for p in programs}
    env = clean_env()
    plan = []
    for rep in range(reps):
        for program in programs:
            k = rep % len(configs)
            for config in configs[k:] + configs[:k]:
                plan.append((rep, program, config))
    runs = []
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="loupe-bench-work-") as workdir:
        for i, (rep, program, config) in enumerate(plan):
            exe = args.loupe if config.vm == "loupe" else args.java
            command = [exe] + list(config.options) + ["-cp", classes[program], program, size]
            run = run_one(Run(program, config.name, rep + 1, i + 1), command,
                          expected[program], size, env, args.timeout, workdir)
            runs.append(run)
            shown = f"{run.time_ms:10.1f} ms" if run.ok else "FAILED: " + run.status
            sys.stderr.write(f"[{i + 1:>{len(str(len(plan)))}}/{len(plan)}] rep {rep + 1}/{reps} "
                             f"{program:<14} {config.name:<14} {shown}"
                             f"   ({time.monotonic() - started:.0f} s)\n")
            if not run.ok:
                sys.stderr.write(f"    command: {run.command}\n")
                for line in run.stderr.splitlines()[:10]:
                    sys.stderr.write(f"    | {line}\n")
            sys.stderr.flush()
    return runs


# ---------------------------------------------------------------- reporting

def summarize(runs, programs, configs):
    """{(program, config): (median, min, max, n_ok, n_runs)}"""
    table = {}
    for p in programs:
        for c in configs:
            mine = [r for r in runs if r.program == p and r.config == c.name]
            times = [r.time_ms for r in mine if r.ok]
            if times:
                table[p, c.name] = (statistics.median(times), min(times), max(times), len(times), len(mine))
            else:
                table[p, c.name] = (None, None, None, 0, len(mine))
    return table


def ratio_columns(configs, reference):
    names = [c.name for c in configs]
    if reference not in names:
        return []
    return [c.name for c in configs if c.vm == "loupe"]


def ratios(table, programs, loupe_config, reference):
    out = {}
    for p in programs:
        mine, ref = table[p, loupe_config], table[p, reference]
        # a ratio only when every run of both configurations succeeded
        if mine[0] is not None and ref[0] is not None and mine[3] == mine[4] and ref[3] == ref[4]:
            out[p] = mine[0] / ref[0]
    return out


def describe(config):
    return " ".join([config.vm] + list(config.options))


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def fmt_ms(x):
    return f"{x:.1f}" if x >= 10 else f"{x:.2f}"


def markdown_table(table, programs, configs, reference):
    rcols = ratio_columns(configs, reference)
    head = ["program"] + [c.name for c in configs] + [f"{c} / {reference}" for c in rcols]
    lines = ["| " + " | ".join(head) + " |", "|---" + "|---:" * (len(head) - 1) + "|"]
    all_ratios = {c: ratios(table, programs, c, reference) for c in rcols}
    for p in programs:
        cells = [p]
        for c in configs:
            med, lo, hi, n_ok, n = table[p, c.name]
            if med is None:
                cells.append("FAILED")
            else:
                cell = f"{fmt_ms(med)} ({fmt_ms(lo)}-{fmt_ms(hi)})"
                if n_ok != n:
                    cell += f" {n - n_ok} FAILED"
                cells.append(cell)
        for c in rcols:
            r = all_ratios[c].get(p)
            cells.append(f"{r:.2f}" if r is not None else "-")
        lines.append("| " + " | ".join(cells) + " |")
    if rcols:
        cells = ["**geometric mean**"] + [""] * len(configs)
        for c in rcols:
            g = geomean(list(all_ratios[c].values()))
            missing = len(programs) - len(all_ratios[c])
            text = f"**{g:.2f}**" if g is not None else "-"
            if g is not None and missing:
                text += f" (without {missing} failed)"
            cells.append(text)
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n", all_ratios


def capture(command, cwd=None):
    try:
        r = subprocess.run(command, capture_output=True, text=True, cwd=cwd, timeout=60)
        return (r.stdout + r.stderr).strip()
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"unavailable ({e})"


def machine_info():
    model = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = ""
    try:
        with open("/proc/meminfo") as f:
            kib = int(f.readline().split()[1])
            memory = f", {kib / 1024 / 1024:.1f} GiB memory"
    except (OSError, ValueError, IndexError):
        pass
    return f"{model}, {os.cpu_count()} cores{memory}, {os.uname().sysname} {os.uname().release}"


def loupe_commit():
    # --no-optional-locks: only read the repository, never refresh its index
    head = capture(["git", "--no-optional-locks", "rev-parse", "--short=12", "HEAD"], cwd=ROOT)
    dirty = capture(["git", "--no-optional-locks", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT)
    return head + (" (with uncommitted changes)" if dirty else "")


def environment(args, configs):
    loupe_built = ""
    try:
        loupe_built = datetime.datetime.fromtimestamp(os.path.getmtime(args.loupe)).strftime("%Y-%m-%d %H:%M:%S")
    except OSError:
        pass
    return {
        "machine": machine_info(),
        "loupe commit": loupe_commit(),
        "loupe binary": f"{args.loupe} (built {loupe_built})" if loupe_built else args.loupe,
        "loupe -version": capture([args.loupe, "-version"]) if any(c.vm == "loupe" for c in configs) else "",
        "java -version": capture([args.java, "-version"]),
    }


def write_results(out, runs, table, programs, configs, size, reps, md, env, argv, all_ratios, load):
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "runs.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["order", "rep", "program", "size", "config", "ok", "time_ms", "checksum", "wall_s", "status", "command"])
        for r in runs:
            w.writerow([r.order, r.rep, r.program, size, r.config, int(r.ok),
                        "" if math.isnan(r.time_ms) else r.time_ms, r.checksum,
                        "" if math.isnan(r.wall_s) else f"{r.wall_s:.3f}", r.status, r.command])
    with open(os.path.join(out, "summary.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["program", "size", "config", "median_ms", "min_ms", "max_ms", "ok_runs", "runs", "ratio_to_" + REFERENCE])
        for p in programs:
            for c in configs:
                med, lo, hi, n_ok, n = table[p, c.name]
                ratio = all_ratios.get(c.name, {}).get(p)
                w.writerow([p, size, c.name, "" if med is None else med, "" if lo is None else lo,
                            "" if hi is None else hi, n_ok, n, "" if ratio is None else f"{ratio:.4f}"])
    with open(os.path.join(out, "report.md"), "w") as f:
        f.write(f"# Loupe benchmarks, size {size}, {reps} repetition{'' if reps == 1 else 's'}\n\n")
        f.write(report_header(env, argv, load, configs))
        f.write("\n" + md)
        failures = [r for r in runs if not r.ok]
        if failures:
            f.write("\n## Failed runs\n\n")
            for r in failures:
                f.write(f"- {r.program} {r.config} rep {r.rep}: {r.status}\n  `{r.command}`\n")
    return out


def report_header(env, argv, load, configs):
    lines = [
        f"- date: {datetime.datetime.now().astimezone().strftime('%Y-%m-%d %H:%M %Z')}",
        f"- command: `{argv}`",
        f"- machine: {env['machine']}",
        f"- load average (1 min) before / after: {load[0]:.2f} / {load[1]:.2f}",
        f"- Loupe commit: {env['loupe commit']}; binary {env['loupe binary']}",
    ]
    if env["loupe -version"]:
        lines.append("- `loupe -version`: " + " / ".join(env["loupe -version"].splitlines()))
    lines.append("- `java -version`: " + " / ".join(env["java -version"].splitlines()))
    lines.append("- configurations: " + "; ".join(f"`{c.name}` = `{describe(c)}`" for c in configs))
    lines.append("- cells: kernel time in ms (the program's own System.nanoTime measurement, "
                 "after an untimed warm-up at s1), median (min-max) over the repetitions; "
                 f"ratios are medians over the `{REFERENCE}` median")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- main

def parse_list(text, known, what):
    items = [x for part in text for x in part.split(",") if x]
    unknown = [x for x in items if x not in known]
    if unknown:
        raise SystemExit(f"run.py: unknown {what}: {', '.join(unknown)} (known: {', '.join(known)})")
    return items


def main():
    ap = argparse.ArgumentParser(description="Run the Loupe benchmarks on Loupe and HotSpot side by side.")
    ap.add_argument("--programs", action="append", default=[], metavar="A,B",
                    help="programs to run (default: all in bench/programs)")
    ap.add_argument("--size", choices=SIZES, help="problem size (default s10; s1 with --check)")
    ap.add_argument("--reps", type=int, default=3, help="repetitions per program and configuration (default 3)")
    ap.add_argument("--configs", action="append", default=[], metavar="A,B",
                    help="configurations (default: " + ",".join(c.name for c in CONFIGS if c.default) +
                         f"; with --check: {','.join(CHECK_CONFIGS)})")
    ap.add_argument("--out", help="results directory (default bench/results/<timestamp>)")
    ap.add_argument("--no-out", action="store_true", help="write no results directory")
    ap.add_argument("--check", action="store_true",
                    help="run every program once at s1 on Loupe and HotSpot, verify, print 'N passed, M failed'")
    ap.add_argument("--list", action="store_true", help="list programs and configurations")
    ap.add_argument("--loupe", default=os.environ.get("LOUPE", os.path.join(ROOT, "build", "loupe")),
                    help="the Loupe launcher (default: $LOUPE or build/loupe)")
    ap.add_argument("--java", default="java", help="HotSpot's java (default: java on PATH)")
    ap.add_argument("--javac", default="javac", help="javac 17 (default: javac on PATH)")
    ap.add_argument("--timeout", type=float, default=1800, help="seconds per run before it counts as failed")
    args = ap.parse_args()

    by_name = {c.name: c for c in CONFIGS}
    if args.list:
        print("programs:", " ".join(all_programs()))
        for c in CONFIGS:
            print(f"config {c.name:<16} {describe(c):<36} {'' if c.default else '(not default)'}".rstrip())
        return 0

    programs = parse_list(args.programs, all_programs(), "program") or all_programs()
    default_configs = CHECK_CONFIGS if args.check else [c.name for c in CONFIGS if c.default]
    configs = [by_name[n] for n in (parse_list(args.configs, list(by_name), "configuration") or default_configs)]
    size = args.size or ("s1" if args.check else "s10")
    reps = 1 if args.check else args.reps
    if reps < 1:
        raise SystemExit("run.py: --reps must be at least 1")
    if any(c.vm == "loupe" for c in configs) and not os.access(args.loupe, os.X_OK):
        raise SystemExit(f"run.py: no Loupe launcher at {args.loupe} (build it, or give --loupe)")
    for p in programs:
        if size not in declared_checksums(p):
            raise SystemExit(f"run.py: {p} declares no checksum for size {size}")

    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="loupe-bench-classes-") as tmp:
        sys.stderr.write(f"compiling {len(programs)} programs with {args.javac}\n")
        classes = compile_programs(args.javac, programs, tmp)
        runs = run_all(args, configs, programs, size, reps, classes)
    load_after = os.getloadavg()[0]

    failed = [r for r in runs if not r.ok]
    if args.check:
        for r in runs:
            print(f"{'PASS' if r.ok else 'FAIL'} {r.program} {r.config}"
                  + (f" {r.time_ms:.1f} ms" if r.ok else f": {r.status}\n    {r.command}"))
            if not r.ok:
                for line in r.stderr.splitlines()[:10]:
                    print(f"    | {line}")
        print(f"{len(runs) - len(failed)} passed, {len(failed)} failed")
        return 1 if failed else 0

    table = summarize(runs, programs, configs)
    md, all_ratios = markdown_table(table, programs, configs, REFERENCE)
    print(f"size {size}, {reps} repetition{'' if reps == 1 else 's'}; kernel time in ms, median (min-max)\n")
    print(md, end="")
    if failed:
        print(f"\n{len(failed)} of {len(runs)} runs FAILED (see above)")
    if not args.no_out:
        out = args.out or os.path.join(BENCH_DIR, "results", datetime.datetime.now().strftime("%Y%m%d-%H%M%S"))
        argv = " ".join(shlex.quote(a) for a in ["bench/run.py"] + sys.argv[1:])
        env = environment(args, configs)
        write_results(out, runs, table, programs, configs, size, reps, md, env, argv, all_ratios,
                      (load_before, load_after))
        sys.stderr.write(f"results written to {out}\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
