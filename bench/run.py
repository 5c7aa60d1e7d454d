#!/usr/bin/env python3
"""Runs the Loupe benchmark programs over a set of configurations side by side.

    bench/run.py [--programs A,B] [--configs NAMES|GROUPS] [--size s10] [--reps 3] [--gc] [--out DIR]
    bench/run.py --check              # every program once at s1 on Loupe and HotSpot: "N passed, M failed"
    bench/run.py --list               # programs, configurations and groups
    bench/run.py --report-from DIR    # the report and plots again from DIR/results.json

Compiles bench/programs/*.java (a program that does not compile is reported
and skipped), skips the configurations this build cannot run, runs program x
configuration x repetition round-robin with progress on stderr, checks every
run, prints Markdown tables on stdout and writes the results folder (report,
CSV, SVG plots). Exit status 1 if any run failed. The code is in
bench/loupebench/; see bench/README.md. Python 3 standard library only.
"""
import argparse
import datetime
import os
import shlex
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from loupebench import accuracy, configs, environment, programs, report, results, running  # noqa: E402
from loupebench.programs import ROOT, BENCH_DIR, SIZES  # noqa: E402


def parse_args(argv):
    ap = argparse.ArgumentParser(description="Run the Loupe benchmarks over configurations side by side.")
    ap.add_argument("--programs", action="append", default=[], metavar="A,B",
                    help="programs to run (default: every one in bench/programs)")
    ap.add_argument("--configs", action="append", default=[], metavar="A,B",
                    help="configurations and groups (default: the 'default' group; --list shows them)")
    ap.add_argument("--add-config", action="append", default=[], metavar="NAME=PREFIX",
                    help="an extra configuration, e.g. 'loupe-big=loupe -Xint -Xmx1g' (selected)")
    ap.add_argument("--baseline", help="ratios are over this configuration "
                                       "(default: the first HotSpot configuration selected, else the first)")
    ap.add_argument("--size", choices=SIZES, help="problem size (default s10; s1 with --check)")
    ap.add_argument("--reps", type=int, default=3, help="repetitions (default 3)")
    ap.add_argument("--gc", action="store_true", help="log GC pauses (-verbose:gc, -Xlog:gc) and report them")
    ap.add_argument("--stats", action="store_true", help="add -Xstats to Loupe runs if this build has it")
    ap.add_argument("--vm-options", default="", metavar="'OPTS'",
                    help="options for every run on both VMs, after the program's own")
    ap.add_argument("--accuracy", metavar="FILE", help="profile-accuracy data (CSV or JSON) for the accuracy plot")
    ap.add_argument("--scale", choices=("auto", "linear", "log"), default="auto",
                    help="y scale of the ratio plots (default auto: log when they span more than 20x)")
    ap.add_argument("--out", help="results folder (default bench/results/<timestamp>)")
    ap.add_argument("--no-out", action="store_true", help="write no results folder")
    ap.add_argument("--check", action="store_true",
                    help="every program once at s1 on the 'check' group; 'N passed, M failed'")
    ap.add_argument("--list", action="store_true", help="list programs, configurations and groups")
    ap.add_argument("--report-from", metavar="DIR", help="make the report and plots again from DIR/results.json")
    ap.add_argument("--loupe", default=os.environ.get("LOUPE", os.path.join(ROOT, "build", "loupe")),
                    help="the Loupe launcher (default: $LOUPE or build/loupe)")
    ap.add_argument("--java", default="java", help="HotSpot's java (default: java on PATH)")
    ap.add_argument("--javac", default="javac", help="javac 17 (default: javac on PATH)")
    ap.add_argument("--timeout", type=float, default=1800, help="seconds per run before it counts as failed")
    return ap.parse_args(join_option_values(argv))


def join_option_values(argv):
    """`--vm-options -Xmx64m` as `--vm-options=-Xmx64m`: argparse takes a
    value that starts with '-' for an option, but VM options always do."""
    out, words = [], iter(argv)
    for w in words:
        if w in ("--vm-options", "--add-config"):
            value = next(words, None)
            out.append(w if value is None else f"{w}={value}")
        else:
            out.append(w)
    return out


def fail(message):
    raise SystemExit(f"run.py: {message}")


def say(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()


def list_everything(all_configs):
    names = programs.all_programs()
    print("programs:")
    for n in names:
        p = programs.load(n)
        extra = f"  options: {' '.join(p.options)}" if p.options else ""
        print(f"  {n:<16}{extra}{'  PROBLEM: ' + p.problem if p.problem else ''}")
    print("configurations:")
    for c in all_configs:
        more = (f"  (base {c.base})" if c.base else "") + (f"  (needs {c.needs})" if c.needs else "")
        print(f"  {c.name:<26} {c.prefix:<40} {','.join(c.groups)}{more}")
    print("groups:")
    for g, members in configs.groups(all_configs).items():
        print(f"  {g:<12} {','.join(members)}")


def choose_programs(args):
    known = programs.all_programs()
    wanted = [x for item in args.programs for x in item.split(",") if x]
    unknown = [x for x in wanted if x not in known]
    if unknown:
        fail(f"unknown program: {', '.join(unknown)} (known: {', '.join(known)})")
    return [programs.load(n) for n in (wanted or known)]


def find_executable(path):
    found = shutil.which(path)
    return os.path.abspath(found) if found else None


def prepare(args, chosen, selection, tmp, settings, res):
    """Compiles, probes; fills res.skipped_*; returns the configurations to run."""
    for p in chosen:
        programs.require_checksum(p, settings.size)
    programs.compile_and_report(args.javac, chosen, tmp, res.skipped_programs, say)
    probe_dir = programs.compile_probe(args.javac, tmp)
    for c in selection.configs:
        why = running.probe(settings, c, probe_dir)
        if why:
            res.skipped_configs[c.name] = "not supported by this build: " + why
            say(f"  configuration {c.name}: SKIPPED, {res.skipped_configs[c.name]}")
    for base in selection.unneeded(res.skipped_configs):
        res.configs = [c for c in res.configs if c.name != base]
        res.notes = [n for n in res.notes if not n.startswith(f"added {base}:")]
        say(f"  configuration {base}: not run after all, its agents are all skipped")
    if settings.stats and not running.accepts_option(settings, "loupe", running.STATS_OPTION, probe_dir):
        settings.stats = False
        res.notes.append(f"--stats: this Loupe does not accept {running.STATS_OPTION}; no statistics")
        say("  " + res.notes[-1])
    elif settings.stats:
        res.notes.append(f"Loupe runs with {running.STATS_OPTION}: its counting slows the interpreter, "
                         "so compare times only between runs made alike")
    to_run = [c for c in res.configs if c.name not in res.skipped_configs]
    # The JIT's compile speed, from configurations that compile (-Xstats
    # turns the JIT off, so not with --stats).
    compiling = [c for c in to_run if c.compiles and not settings.stats]
    settings.jit_stats = frozenset(c.name for c in compiling if running.accepts_jit_stats(settings, c, probe_dir))
    refused = [c.name for c in compiling if c.name not in settings.jit_stats]
    if refused:
        res.notes.append(f"no compile speed for {', '.join(refused)}: "
                         f"this Loupe does not accept {running.JIT_STATS_OPTION}")
        say("  " + res.notes[-1])
    return to_run


def print_check(res, chosen):
    """--check: PASS/FAIL per run; a program or configuration that cannot run fails too."""
    failed = 0
    for p in chosen:
        if p.problem:
            print(f"FAIL {p.name}: {p.problem}")
            failed += 1
    for c, why in res.skipped_configs.items():
        print(f"FAIL configuration {c}: {why}")
        failed += 1
    for r in res.runs:
        print(f"{'PASS' if r.ok else 'FAIL'} {r.program} {r.config}"
              + (f" {r.time_ms:.1f} ms" if r.ok else f": {r.message}\n    {r.command}"))
        if not r.ok:
            failed += 1
            for line in r.stderr.splitlines()[:10]:
                print(f"    | {line}")
    print(f"{len(res.runs) - sum(1 for r in res.runs if not r.ok)} passed, {failed} failed")
    return 1 if failed else 0


def write_folder(res, out, args):
    rows = accuracy.load(args.accuracy) if args.accuracy else None
    analysis, made = report.write_all(res, out, rows, args.scale)
    print(report.summary_md(analysis), end="")
    say(f"results written to {out}" + (f": report.md, {', '.join(made)}" if made else ": report.md"))


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        extra = [configs.parse_extra(t) for t in args.add_config]
    except ValueError as e:
        fail(str(e))
    all_configs = configs.CONFIGS + extra
    if args.list:
        list_everything(all_configs)
        return 0
    if args.accuracy:
        try:
            accuracy.load(args.accuracy)      # a bad file fails now, not after the runs
        except (OSError, accuracy.FormatError) as e:
            fail(str(e))
    if args.report_from:
        res = results.load(os.path.join(args.report_from, "results.json"))
        out = args.out or args.report_from
        os.makedirs(out, exist_ok=True)
        results.save(res, os.path.join(out, "results.json"))
        write_folder(res, out, args)
        return 0

    chosen = choose_programs(args)
    try:
        selection = configs.select(args.configs + [c.name for c in extra] if (args.configs or extra) else
                                   ["check" if args.check else "default"], all_configs)
    except ValueError as e:
        fail(str(e))
    for note in selection.notes:
        say(note)
    names = [c.name for c in selection.configs]
    if args.baseline and args.baseline not in names:
        fail(f"--baseline {args.baseline} is not among the configurations run ({', '.join(names)})")
    size = args.size or ("s1" if args.check else "s10")
    reps = 1 if args.check else args.reps
    if reps < 1:
        fail("--reps must be at least 1")
    executables = {}
    for vm, path in (("loupe", args.loupe), ("java", args.java)):
        if any(c.vm == vm for c in selection.configs):
            executables[vm] = find_executable(path) or fail(f"no {vm} at {path!r} (give --{vm})")

    settings = running.Settings(executables, size, gc_log=args.gc, stats=args.stats,
                                vm_options=tuple(shlex.split(args.vm_options)), timeout=args.timeout,
                                env=running.clean_env())
    res = results.Results(size, reps, selection.configs, [p.name for p in chosen], gc_log=args.gc,
                          program_options={p.name: p.options for p in chosen},
                          command=" ".join(shlex.quote(a) for a in ["bench/run.py"] + (argv or sys.argv[1:])),
                          date=environment.now(), notes=list(selection.notes))
    if settings.vm_options:
        res.notes.append(f"--vm-options for every run: {' '.join(settings.vm_options)}")
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="loupe-bench-") as tmp:
        to_run = prepare(args, chosen, selection, tmp, settings, res)
        runnable = [p for p in chosen if not p.problem]
        res.baseline = args.baseline if args.baseline in [c.name for c in to_run] else \
            configs.default_baseline(to_run) or ""
        if args.baseline and res.baseline != args.baseline:
            res.notes.append(f"baseline {args.baseline} was skipped; ratios are over {res.baseline}")
        res.runs, res.unsupported_pairs, interrupted = running.run_all(settings, runnable, to_run, reps)
        if interrupted:
            res.notes.append(interrupted)
    load_after = os.getloadavg()[0]
    if args.check:
        return print_check(res, chosen)

    res.environment = environment.collect(executables, "loupe" in executables, "java" in executables)
    res.environment["load average"] = f"{load_before:.2f} before, {load_after:.2f} after (1 min)"
    failed = [r for r in res.runs if r.status == "failed"]
    if args.no_out:
        print(report.summary_md(report.Analysis(res)), end="")
    else:
        out = args.out or os.path.join(BENCH_DIR, "results", stamp)
        os.makedirs(out, exist_ok=True)
        results.save(res, os.path.join(out, "results.json"))
        write_folder(res, out, args)
    if failed:
        print(f"\n{len(failed)} of {len(res.runs)} runs FAILED (see the report)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
