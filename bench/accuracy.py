#!/usr/bin/env python3
"""Profile accuracy and overhead of hprof's bytecode-count sampling (issue 5).

    bench/accuracy.py                         # the 7 SPEC-like programs, s10, bytecodes 10000 (jitter 0 and 100)
    bench/accuracy.py --intervals 1000,10000,100000 --jitters 0,100 --reps 5
    bench/accuracy.py --programs Compress,Db --size s1 --reps 1 --no-out

Per program: one exact profile (cpu=bytecodes,interval=1), one profile per
sampling setting compared with it (overlap and relative error of the
bytecode total: bytecode-count sampling does not depend on time, so one run
is enough); then, in one interleaved loop (bench/loupebench/running.py),
loupe-int without agent and with each setting, cpu=samples,interval=1 and
heap=sites, for the overhead. Prints the table and the verdict on the
issue's targets; writes accuracy.md, accuracy.csv (the format of run.py's
--accuracy), cells.csv, the profiles and run.py's report of the timed runs
into the results folder. Exit status 1 if a run failed. See bench/README.md.
"""
import argparse
import datetime
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from loupebench import accuracy, environment, programs, report, results, running, stats  # noqa: E402
from loupebench import profile_accuracy as pa  # noqa: E402
from loupebench.configs import Config  # noqa: E402
from loupebench.programs import ROOT, BENCH_DIR, SIZES  # noqa: E402

EXACT = pa.Setting("exact")


def parse_args(argv):
    ap = argparse.ArgumentParser(description="Accuracy and overhead of hprof's bytecode-count sampling (issue 5).")
    ap.add_argument("--programs", action="append", default=[], metavar="A,B",
                    help=f"programs (default: {','.join(pa.SPEC_PROGRAMS)})")
    ap.add_argument("--size", choices=SIZES, default="s10", help="problem size (default s10)")
    ap.add_argument("--intervals", default="10000", metavar="G,G",
                    help="bytecode sampling granularities (default 10000)")
    ap.add_argument("--jitters", default="0,100", metavar="J,J",
                    help="jitters added to the granularity, each with every interval (default 0,100)")
    ap.add_argument("--reps", type=int, default=3, help="repetitions of the timed runs (default 3)")
    ap.add_argument("--repeat-profiles", action="store_true",
                    help="run every sampled profile twice and report how far the second is from the first")
    ap.add_argument("--no-overhead", action="store_true", help="profiles only: no timed loop, no overhead")
    ap.add_argument("--hprof-options", default="", metavar="OPTS",
                    help="more -Xrunhprof options for every agent run, e.g. depth=100")
    ap.add_argument("--overlap-tool", metavar="PATH",
                    help="profile-overlap (default: next to the launcher, in tools/profile-overlap/)")
    ap.add_argument("--out", help="results folder (default bench/results/accuracy-<timestamp>)")
    ap.add_argument("--no-out", action="store_true", help="write no results folder")
    ap.add_argument("--loupe", default=os.environ.get("LOUPE", os.path.join(ROOT, "build", "loupe")),
                    help="the Loupe launcher (default: $LOUPE or build/loupe)")
    ap.add_argument("--javac", default="javac", help="javac 17 (default: javac on PATH)")
    ap.add_argument("--timeout", type=float, default=1800, help="seconds per run before it counts as failed")
    return ap.parse_args(argv)


def fail(message):
    raise SystemExit(f"accuracy.py: {message}")


def say(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()


def find_overlap_tool(given, loupe):
    """--overlap-tool, else build/tools/profile-overlap[/profile-overlap]
    next to the launcher."""
    if given:
        path = shutil.which(given) or (given if os.access(given, os.X_OK) else None)
        if not path or os.path.isdir(path):
            fail(f"--overlap-tool {given}: not an executable")
        return os.path.abspath(path)
    build = os.path.dirname(os.path.abspath(loupe))
    for path in (os.path.join(build, "tools", "profile-overlap", "profile-overlap"),
                 os.path.join(build, "tools", "profile-overlap")):
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    fail(f"no profile-overlap next to {loupe} (build it: ninja -C {build}), or give --overlap-tool")


def choose_programs(args):
    known = programs.all_programs()
    wanted = [x for item in args.programs for x in item.split(",") if x] or list(pa.SPEC_PROGRAMS)
    unknown = [x for x in wanted if x not in known]
    if unknown:
        fail(f"unknown program: {', '.join(unknown)} (known: {', '.join(known)})")
    return [programs.require_checksum(programs.load(n), args.size) for n in dict.fromkeys(wanted)]


def show_failure(run):
    say(f"    command: {run.command}")
    for line in run.stderr.splitlines()[:10]:
        say(f"    | {line}")


def probe_agents(exe, env, probe_dir, workdir, settings, extra):
    """Every setting once on an empty class: the agent must load and exit
    cleanly, else stop before the long runs, saying why."""
    bad = []
    for i, s in enumerate(settings):
        command = [exe, "-Xint", s.options(extra, os.path.join(workdir, f"probe-{i}.txt")),
                   "-cp", probe_dir, "LoupeBenchProbe"]
        try:
            r = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120,
                               stdin=subprocess.DEVNULL, cwd=workdir)
        except (OSError, subprocess.TimeoutExpired) as e:
            bad.append(f"{s.label}: {e}")
            continue
        if r.returncode != 0:
            said = [line for line in (r.stderr + r.stdout).splitlines() if line.strip()][:3]
            bad.append(f"{s.label} (`{' '.join(shlex.quote(c) for c in command)}`): exit status {r.returncode}"
                       + "".join(f"\n    | {line}" for line in said))
    return bad


def profile_run(run_settings, setting, program, path, extra, workdir, order):
    """One run writing the profile `path` (and path.collapsed), checked like
    every benchmark run; then the .collapsed must exist."""
    config = Config(setting.name, f"{pa.BASE_PREFIX} {shlex.quote(setting.options(extra, path))}")
    run = running.Run(program.name, setting.name, 1, order)
    running.run_one(run, running.command_for(run_settings, config, program), program.checksums[run_settings.size],
                    run_settings, workdir)
    if run.ok and not os.path.isfile(path + ".collapsed"):
        run.status, run.message = "failed", f"the agent wrote no {os.path.basename(path)}.collapsed"
    return run


def read_text(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def repeat_run(cell, run_settings, setting, program, path, extra, workdir, tool, order):
    """--repeat-profiles: the same profile again, compared with the first."""
    again = path[:-len(".txt")] + "-again.txt"
    run = profile_run(run_settings, setting, program, again, extra, workdir, order)
    if not run.ok:
        cell.problem = f"second profile: {run.message}"
        return run
    try:
        cmp = pa.compare_files(path + ".collapsed", again + ".collapsed", tool)
    except (OSError, pa.ProfileError, ValueError) as e:
        run.status, run.message = "failed", f"comparison of the second profile: {e}"
        return run
    cell.repeat_overlap_pct, cell.repeat_rel_error = float(cmp["overlap_pct"]), cmp["relative_error"]
    return run


def accuracy_phase(table, run_settings, chosen, extra, profiles, workdir, tool, repeat=False):
    """The exact profile and one profile per sampled setting, per program;
    fills the table's overlap, relative error and samples. Returns the
    failed runs."""
    sampled = [s for s in table.settings if s.sampled]
    failed, total, order = [], len(chosen) * (1 + len(sampled) * (2 if repeat else 1)), 0
    started = time.monotonic()
    for p in chosen:
        folder = os.path.join(profiles, p.name)
        os.makedirs(folder, exist_ok=True)
        exact_path = os.path.join(folder, "exact.txt")
        order += 1
        run = profile_run(run_settings, EXACT, p, exact_path, extra, workdir, order)
        cell = table.cell(p.name, EXACT)
        cell.command, cell.time_ms = run.command, run.time_ms
        say(f"[profile {order}/{total}] {p.name:<10} {EXACT.label:<28} "
            + (f"{run.time_ms:10.1f} ms   ({time.monotonic() - started:.0f} s)" if run.ok
               else f"FAILED: {run.message}"))
        if not run.ok:
            failed.append(run)
            show_failure(run)
            cell.problem = f"exact profile: {run.message}"
            for s in sampled:
                table.cell(p.name, s).problem = f"no exact profile: {run.message}"
            order += len(sampled) * (2 if repeat else 1)
            continue
        for s in sampled:
            order += 1
            path = os.path.join(folder, s.name.replace("loupe-int-hprof-", "") + ".txt")
            run = profile_run(run_settings, s, p, path, extra, workdir, order)
            cell = table.cell(p.name, s)
            cell.command = run.command
            if run.ok and repeat:
                order += 1
                again = repeat_run(cell, run_settings, s, p, path, extra, workdir, tool, order)
                if not again.ok:
                    failed.append(again)
                    say(f"[profile {order}/{total}] {p.name:<10} {s.label + ' again':<28} FAILED: {again.message}")
                    show_failure(again)
            elif repeat:
                order += 1
            if not run.ok:
                failed.append(run)
                cell.problem = f"profile: {run.message}"
                say(f"[profile {order}/{total}] {p.name:<10} {s.label:<28} FAILED: {run.message}")
                show_failure(run)
                continue
            try:
                cmp = pa.compare_files(exact_path + ".collapsed", path + ".collapsed", tool)
            except (OSError, pa.ProfileError, ValueError) as e:
                cell.problem = f"comparison: {e}"
                run.status, run.message = "failed", cell.problem
                failed.append(run)
                say(f"[profile {order}/{total}] {p.name:<10} {s.label:<28} FAILED: {e}")
                continue
            cell.compare = cmp
            cell.overlap_pct, cell.rel_error = float(cmp["overlap_pct"]), cmp["relative_error"]
            cell.samples = pa.samples_of(s, read_text(path), cmp.get("sampled_total"))
            say(f"[profile {order}/{total}] {p.name:<10} {s.label:<28} overlap {pa.fmt_pct(cell.overlap_pct)}, "
                f"relative error {pa.fmt_error(cell.rel_error)}, {cell.samples} samples, "
                f"{cmp.get('sampled_contexts')}/{cmp.get('exact_contexts')} contexts"
                + (f", second run {cell.repeat_overlap_pct:.3f}% like the first" if repeat and
                   cell.repeat_overlap_pct is not None else "") + "   "
                f"({time.monotonic() - started:.0f} s)")
    return failed


def timing_phase(table, run_settings, chosen, extra, reps, res):
    """loupe-int and every setting with the agent, interleaved (running.run_all);
    fills the ratios. Returns the failed runs."""
    base = Config(pa.BASE_CONFIG, pa.BASE_PREFIX, ("accuracy",))
    res.configs = [base] + [s.config(extra) for s in table.settings]
    res.runs, res.unsupported_pairs, interrupted = running.run_all(run_settings, chosen, res.configs, reps)
    if interrupted:
        res.notes.append(interrupted)
    cells = stats.cells(res)
    for p in table.programs:
        ref = cells.get((p, base.name))
        base_ms = ref.median if ref and ref.complete else None
        for s in table.settings:
            mine, cell = cells.get((p, s.name)), table.cell(p, s)
            cell.base_ms = base_ms
            if mine and mine.median is not None:
                cell.time_ms = mine.median
            if base_ms and mine and mine.complete:
                cell.ratio = mine.median / base_ms
            elif not cell.problem:
                why = (mine.why if mine else "") if base_ms else f"no complete baseline: {ref.why if ref else ''}"
                cell.problem = f"timing: {why or 'a run failed'}"
        exact = table.cells.get((p, EXACT.name))
        if exact and exact.time_ms and base_ms:
            exact.base_ms, exact.ratio = base_ms, exact.time_ms / base_ms
    return [r for r in res.runs if r.status != "ok"]


def document(table, header, notes, verdicts, failed):
    """accuracy.md (and, without the header, stdout)."""
    parts = ["# Profile accuracy and overhead (issue 5)\n\n"] if header else []
    if header:
        parts += ["".join(f"- {line}\n" for line in header), "\n"]
    parts += [pa.markdown(table, EXACT), "\n", pa.LEGEND, "\n"]
    if notes:
        parts += ["\n"] + [f"- {n}\n" for n in notes]
    parts += ["\nTargets (issue 5):\n\n```\n", pa.targets_text(verdicts), "```\n"]
    if failed:
        parts += [f"\n{len(failed)} run(s) FAILED:\n\n"] + \
                 [f"- {r.program} {r.config}: {r.message}\n  `{r.command}`\n" for r in failed]
    return "".join(parts)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    args = parse_args(argv)
    try:
        intervals, jitters = pa.parse_list(args.intervals, "--intervals"), pa.parse_list(args.jitters, "--jitters")
    except ValueError as e:
        fail(str(e))
    if args.reps < 1:
        fail("--reps must be at least 1")
    extra = args.hprof_options.strip().strip(",")
    if any(w.split("=")[0] in ("file", "cpu", "heap", "interval", "jitter") for w in extra.split(",") if w):
        fail("--hprof-options: file, cpu, heap, interval and jitter are set by the script")
    loupe = shutil.which(args.loupe) or fail(f"no loupe at {args.loupe!r} (give --loupe)")
    loupe = os.path.abspath(loupe)
    tool = find_overlap_tool(args.overlap_tool, loupe)
    chosen = choose_programs(args)
    settings = pa.settings_for(intervals, jitters, samples_ms=0 if args.no_overhead else 1,
                               sites=not args.no_overhead)
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    out = None if args.no_out else (args.out or os.path.join(BENCH_DIR, "results", f"accuracy-{stamp}"))
    command = " ".join(shlex.quote(a) for a in ["bench/accuracy.py"] + argv)
    notes = [
        "one profile run per setting: bytecode-count sampling counts executed bytecodes, not time (what "
        "varies between runs is the harness printing the measured time, a few hundred bytecodes; "
        "--repeat-profiles measures it)",
        f"overlap and relative error by `{tool}`",
        f"overhead: median of {args.reps} kernel time(s) with the agent over the median without (loupe-int), "
        "the runs interleaved; the exact column from its one profile run" if not args.no_overhead else
        "--no-overhead: no timed runs",
    ]
    if extra:
        notes.append(f"every agent run also has the hprof options {extra}")

    run_settings = running.Settings({"loupe": loupe}, args.size, timeout=args.timeout, env=running.clean_env())
    res = results.Results(args.size, args.reps, [], [p.name for p in chosen], baseline=pa.BASE_CONFIG,
                          command=command, date=environment.now(), notes=list(notes))
    load_before = os.getloadavg()[0]
    failed = []
    with tempfile.TemporaryDirectory(prefix="loupe-accuracy-") as tmp:
        programs.compile_and_report(args.javac, chosen, tmp, res.skipped_programs, say)
        runnable = [p for p in chosen if not p.problem]
        if not runnable:
            fail("no program to run")
        probe_dir = programs.compile_probe(args.javac, tmp) or fail("cannot compile the probe class")
        workdir = os.path.join(tmp, "work")
        os.makedirs(workdir)
        bad = probe_agents(loupe, run_settings.env, probe_dir, workdir, [EXACT] + settings, extra)
        if bad:
            fail("the hprof agent does not run with these settings:\n  " + "\n  ".join(bad))
        profiles = os.path.join(out, "profiles") if out else os.path.join(tmp, "profiles")
        if "," in profiles:
            fail(f"the profiles' folder {profiles} has a comma, which -Xrunhprof's file= cannot take")
        table = pa.Table([p.name for p in runnable], settings)
        try:
            failed += accuracy_phase(table, run_settings, runnable, extra, profiles, workdir, tool,
                                     args.repeat_profiles)
        except KeyboardInterrupt:
            res.notes.append("interrupted during the profile runs; no timed runs")
            args.no_overhead = True
        if not args.no_overhead:
            failed += timing_phase(table, run_settings, runnable, extra, args.reps, res)
    load_after = os.getloadavg()[0]

    if pa.repeat_note(table):
        notes.append(pa.repeat_note(table))
    verdicts = pa.check_targets(table)
    print(f"size {args.size}; {len(runnable)} programs; "
          + ("no timed runs\n" if args.no_overhead else f"overhead over {args.reps} repetition(s)\n"))
    print(document(table, None, notes, verdicts, failed), end="")
    if out:
        res.environment = environment.collect({"loupe": loupe}, True, False)
        res.environment["load average"] = f"{load_before:.2f} before, {load_after:.2f} after (1 min)"
        header = [f"date: {res.date}", f"command: `{command}`"] + \
                 [f"{k}: {v}" for k, v in res.environment.items()] + \
                 [f"size {args.size}, {args.reps} repetition(s) of the timed runs",
                  f"programs: {', '.join(table.programs)}"] + \
                 [f"program `{p}` skipped: {why}" for p, why in res.skipped_programs.items()]
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, "accuracy.md"), "w") as f:
            f.write(document(table, header, notes, verdicts, failed))
        csv_path = os.path.join(out, "accuracy.csv")
        pa.write_csv(csv_path, pa.ACCURACY_HEAD, pa.accuracy_rows(table))
        pa.write_csv(os.path.join(out, "cells.csv"), pa.CELLS_HEAD, pa.cells_rows(table, EXACT))
        made = []
        if res.runs:
            rows = accuracy.load(csv_path) or None
            results.save(res, os.path.join(out, "results.json"))
            _, made = report.write_all(res, out, rows)
        say(f"results written to {out}: accuracy.md, accuracy.csv, cells.csv, profiles/"
            + (", results.json, report.md, " + ", ".join(made) if res.runs else ""))
    if failed:
        print(f"\n{len(failed)} run(s) FAILED")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
