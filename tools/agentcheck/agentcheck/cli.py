"""The command line of loupe-agentcheck (docs/agent-validation.md)."""
import argparse
import concurrent.futures
import datetime
import os
import shlex
import signal
import sys
import time

from . import matrix, report, verdicts

USAGE = ("loupe-agentcheck [--collectors LIST] [--modes LIST] [--stress N] [--timeout S] [--jobs J]\n"
         "                        [--compare CMD] [--report DIR] [--loupe PATH]\n"
         "                        -- <loupe options> <main class | -jar file> [args...]")
DESCRIPTION = """\
Runs a Java program with a JVMPI agent (-Xrun<lib>) on Loupe under every
collector, execution mode and collection stress, with -Xcheck:jvmpi and
-Xcheckgcevents on, one cell after another (--jobs: several at once), and
classifies each run:

  ok         same exit status as the first cell, no message from the checks
  violation  a "WARNING/FATAL ERROR in JVMPI agent" message (-Xcheck:jvmpi)
             or a heap event protocol failure (-Xcheckgcevents)
  crash      killed by a signal or exit status >= 128 with no such message
  hang       the VM's watchdog fired, or --timeout ran out
  differs    stdout or exit status not the first cell's (after --compare)

Writes DIR/report.md and DIR/report.html, and each cell's output to
DIR/cells/<cell>.out and .err; prints the matrix on stdout. Exit status 0
when every cell is ok, 1 otherwise, 2 for bad usage or when the VM cannot
start the program at all."""
EPILOG = """\
example:
  loupe-agentcheck --collectors marksweep,semispace --modes int -- \\
      -cp classes -Xrunmyagent:depth=4 Main 100

See docs/agent-validation.md."""


class UsageError(Exception):
    pass


class StartupError(Exception):
    """The VM did not get as far as the program in the first cell."""


def name_list(known, what):
    """An argparse type: a comma-separated subset of known, in the order given."""
    def parse(text):
        names = [n.strip() for n in text.split(",")]
        if names == ["all"]:
            return list(known)
        for n in names:
            if not n:
                raise argparse.ArgumentTypeError(f"empty {what} name in '{text}'")
            if n not in known:
                raise argparse.ArgumentTypeError(f"unknown {what} '{n}' (choose from {', '.join(known)}, or all)")
        if len(set(names)) != len(names):
            raise argparse.ArgumentTypeError(f"a {what} named twice in '{text}'")
        return names
    return parse


def number(kind, minimum, what):
    def parse(text):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text}' is not {what}") from None
        if value < minimum or value != value:
            raise argparse.ArgumentTypeError(f"'{text}' is not {what}")
        return value
    return parse


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def make_parser():
    ap = Parser(prog="loupe-agentcheck", usage=USAGE, description=DESCRIPTION, epilog=EPILOG,
                formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--collectors", type=name_list(matrix.COLLECTORS, "collector"), default=list(matrix.COLLECTORS),
                    metavar="LIST", help="collectors, comma-separated (default: all five: " +
                    ",".join(matrix.COLLECTORS) + ")")
    ap.add_argument("--modes", type=name_list(matrix.MODES, "mode"), default=list(matrix.MODES), metavar="LIST",
                    help="execution modes -Xint, -Xmixed, -Xcomp (default: int,mixed,comp)")
    ap.add_argument("--stress", type=number(int, 0, "a whole number >= 0"), default=10, metavar="N",
                    help="each cell also with -Xgcstress:N, a collection every N-th allocation "
                         "(default 10; 0: without stress only)")
    ap.add_argument("--timeout", type=number(float, 0.001, "a number of seconds > 0"), default=120, metavar="S",
                    help="seconds before the runner kills a cell as hung (default 120)")
    ap.add_argument("--jobs", type=number(int, 1, "a whole number >= 1"), default=1, metavar="J",
                    help="cells run at the same time (default 1)")
    ap.add_argument("--compare", metavar="CMD",
                    help="shell command normalising stdout before the comparison "
                         "(reads stdin, writes stdout), e.g. \"sed 's/0x[0-9a-f]*/ID/g'\"")
    ap.add_argument("--report", default="agentcheck-report", metavar="DIR",
                    help="where the reports and cell outputs go (default: agentcheck-report)")
    ap.add_argument("--loupe", metavar="PATH", help="the Loupe launcher (default: the loupe beside this script)")
    return ap


# Options the runner sets per cell; the same in the program's options would
# quietly override the matrix.
RUNNER_OPTIONS = {"-Xgc:": "--collectors", "-Xint": "--modes", "-Xmixed": "--modes", "-Xcomp": "--modes",
                  "-Xgcstress:": "--stress"}
VALUE_OPTIONS = ("-cp", "-classpath", "--class-path")


def check_program(program):
    """The words after --: loupe options, then the main class or -jar file."""
    if not program:
        raise UsageError("nothing to run after '--': give the loupe options and the main class or -jar file")
    i = 0
    while i < len(program) and program[i].startswith("-"):
        word = program[i]
        if word == "-jar":
            if i + 1 == len(program):
                raise UsageError("-jar needs a jar file")
            return
        for option, instead in RUNNER_OPTIONS.items():
            if word == option or (option.endswith(":") and word.startswith(option)):
                raise UsageError(f"{word}: the runner sets this per cell; use {instead}")
        i += 2 if word in VALUE_OPTIONS else 1
    if i >= len(program):
        raise UsageError("no main class or -jar file after '--'")


def parse(argv, default_loupe):
    parser = make_parser()
    if "--" in argv:
        split = argv.index("--")
        own, program = argv[:split], argv[split + 1:]
    else:
        own, program = argv, None
    options, rest = parser.parse_known_args(own)      # --help prints and exits 0 here
    if program is None:
        raise UsageError("missing '--' before the loupe options and the main class")
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    check_program(program)
    options.program = program
    loupe = options.loupe or default_loupe
    if not loupe:
        raise UsageError("no loupe beside this script: give --loupe PATH")
    if not (os.path.isfile(loupe) and os.access(loupe, os.X_OK)):
        raise UsageError(f"{loupe}: no such executable" + ("" if options.loupe else "; give --loupe PATH"))
    options.loupe = os.path.abspath(loupe)
    return options


def prepare_report_dir(directory):
    """DIR/cells, emptied of an earlier run's outputs and reports (a run
    that stops early must not leave the last one's report looking new)."""
    cells_dir = os.path.join(directory, "cells")
    os.makedirs(cells_dir, exist_ok=True)
    for name in os.listdir(cells_dir):
        if name.endswith((".out", ".err")):
            os.remove(os.path.join(cells_dir, name))
    for name in ("report.md", "report.html"):
        if os.path.exists(os.path.join(directory, name)):
            os.remove(os.path.join(directory, name))
    return cells_dir


def progress(done, total, cell, outcome, tally):
    so_far = ", ".join(f"{tally[v]} {v}" for v in verdicts.VERDICTS if tally.get(v))
    print(f"agentcheck: [{done}/{total}] {cell.collector} {cell.mode} {cell.stress_text}: {outcome.verdict}"
          f" ({so_far} so far)", file=sys.stderr, flush=True)


def run_matrix(options, cells, cells_dir):
    """Runs the first cell, then the others (options.jobs at a time);
    returns [(cell, run, outcome)] in cell order, or raises
    StartupError."""
    def run(cell):
        return matrix.run_cell(options.loupe, cell, options.program, cells_dir, options.timeout)

    first = run(cells[0])
    failure = matrix.startup_failure(first)
    if failure:
        if any(f"Unrecognized option: {o}" in failure for o in matrix.CHECK_OPTIONS):
            failure += (f"\n(this loupe does not have {' or '.join(matrix.CHECK_OPTIONS)}, which every cell "
                        "uses: the runner needs a Loupe that does)")
        raise StartupError(f"the VM did not start the program in the first cell ({cells[0].name}):\n{failure}")
    first_output = matrix.normalise(first.stdout, options.compare)
    tally = {}
    outcomes = {}

    def finish(cell, run_result):
        output = first_output if cell == cells[0] else matrix.normalise(run_result.stdout, options.compare)
        outcome = verdicts.classify(run_result, output, first, first_output, cell.name, cells[0].name)
        outcomes[cell] = (cell, run_result, outcome)
        tally[outcome.verdict] = tally.get(outcome.verdict, 0) + 1
        progress(len(outcomes), len(cells), cell, outcome, tally)

    finish(cells[0], first)
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        futures = {pool.submit(run, cell): cell for cell in cells[1:]}
        try:
            for future in concurrent.futures.as_completed(futures):
                finish(futures[future], future.result())
        except BaseException:
            for future in futures:
                future.cancel()
            matrix.kill_all()
            raise
    return [outcomes[cell] for cell in cells]


class Interrupted(BaseException):
    """SIGTERM or SIGHUP: stop as for Ctrl-C, ending the VMs still running."""


def interrupted(signum, frame):
    raise Interrupted()


def main(argv, default_loupe=None):
    for signum in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, interrupted)
    try:
        options = parse(argv, default_loupe)
        cells = matrix.cells(options.collectors, options.modes, options.stress)
        cells_dir = prepare_report_dir(options.report)
        started = datetime.datetime.now(datetime.timezone.utc)
        start = time.monotonic()
        results = run_matrix(options, cells, cells_dir)
    except (UsageError, StartupError, matrix.CompareError) as error:
        print(f"loupe-agentcheck: {error}", file=sys.stderr)
        if isinstance(error, UsageError):
            print(f"usage: {USAGE}\n(loupe-agentcheck --help tells more)", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"loupe-agentcheck: {error}", file=sys.stderr)
        return 2
    except (KeyboardInterrupt, Interrupted):
        print("loupe-agentcheck: interrupted", file=sys.stderr)
        return 130
    info = {"command": shlex.join(["loupe-agentcheck"] + list(argv)), "loupe": options.loupe,
            "program": shlex.join(options.program), "started": started.strftime("%Y-%m-%d %H:%M:%S UTC"),
            "seconds": time.monotonic() - start}
    with open(os.path.join(options.report, "report.md"), "w", encoding="utf-8") as f:
        f.write(report.markdown(results, info))
    with open(os.path.join(options.report, "report.html"), "w", encoding="utf-8") as f:
        f.write(report.html_report(results, info))
    sys.stdout.write(report.summary_table(results, options.report))
    return 0 if all(outcome.verdict == verdicts.OK for _, _, outcome in results) else 1
