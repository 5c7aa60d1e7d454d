"""Runs one program under each collector and checks the runs agree.

Each Loupe collector is run twice when the heapviz agent is there: once
with -verbose:gc only, for the pause and run times (the agent's handlers
run inside the pauses it watches, so its cost would show up as pause
time), and once with -Xrunheapviz for the heap picture. HotSpot's serial
collector runs once, with -Xlog:gc,gc+heap=info.
"""
import collections
import os
import subprocess
import time
from dataclasses import dataclass, field

from . import gclog

COLLECTORS = ('marksweep', 'compact', 'semispace', 'generational', 'refcount')
HOTSPOT = 'hotspot'

# Launcher options that take the next argument as their value.
_OPTIONS_WITH_VALUE = ('-cp', '-classpath', '--class-path')
# Options java reads the same way Loupe does, passed on to HotSpot; every
# other Loupe option (-Xgc:, -Xrun, -Xint, -Xgcstress: ...) is left out and
# the page says so.
_HOTSPOT_PREFIXES = ('-Xmx', '-Xms', '-Xss', '-D', '--class-path=', '-ea', '-da', '-esa', '-dsa',
                     '-enableassertions', '-disableassertions', '-enablesystemassertions',
                     '-disablesystemassertions')


class UsageError(Exception):
    pass


@dataclass
class Program:
    """The command line after "--", split where the launcher splits it."""
    vm_options: list      # before the main class or -jar
    main: list            # [Class] or ['-jar', path]
    arguments: list       # the program's own

    def describe(self):
        return ' '.join(self.main + self.arguments)


def split_program(words):
    options = []
    i = 0
    while i < len(words):
        word = words[i]
        if word == '-jar':
            if i + 1 >= len(words):
                raise UsageError('-jar needs a jar file')
            return Program(options, ['-jar', words[i + 1]], words[i + 2:])
        if not word.startswith('-'):
            return Program(options, [word], words[i + 1:])
        if word in _OPTIONS_WITH_VALUE:
            if i + 1 >= len(words):
                raise UsageError('%s needs a class path' % word)
            options += [word, words[i + 1]]
            i += 2
            continue
        options.append(word)
        i += 1
    raise UsageError('no program given: name a main class or -jar <jar> after the options')


def is_tools_own(option):
    """Options each run sets for itself: the collector, the log, the heap
    picture."""
    return option.startswith(('-Xgc:', '-Xrunheapviz')) or option == '-verbose:gc'


def loupe_options(program):
    """The user's options for a Loupe run, without the tool's own."""
    return [o for o in program.vm_options if not is_tools_own(o)]


def hotspot_options(program):
    """(kept, dropped): the user's options HotSpot understands alike, and
    the Loupe-only ones left out."""
    kept, dropped = [], []
    options = iter(program.vm_options)
    for option in options:
        if option in _OPTIONS_WITH_VALUE:
            kept += [option, next(options)]
        elif option == '-verbose:gc':
            continue
        elif option.startswith(_HOTSPOT_PREFIXES):
            kept.append(option)
        else:
            dropped.append(option)
    return kept, dropped


@dataclass
class Run:
    name: str                 # a collector, or HOTSPOT
    command: list
    exit_code: int = 0
    timed_out: bool = False
    seconds: float = 0.0
    stdout: str = ''
    stderr: str = ''
    log: gclog.GcLog = field(default_factory=gclog.GcLog)
    # Filled in by compare(): '' when the run agrees with the reference.
    problem: str = ''
    # The heap picture's file name in the output directory, when made.
    picture: str = ''
    picture_problem: str = ''
    dropped_options: list = field(default_factory=list)

    @property
    def output(self):
        return gclog.program_output(self.stdout)

    @property
    def failed(self):
        return self.timed_out or self.exit_code != 0


def execute(name, command, timeout, out_dir, stem):
    """Runs command, keeps its stdout and stderr as <stem>.stdout and
    <stem>.stderr in out_dir (the test counts pause lines there)."""
    run = Run(name, command)
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, errors='replace', timeout=timeout)
        run.exit_code, run.stdout, run.stderr = done.returncode, done.stdout, done.stderr
    except subprocess.TimeoutExpired as expired:
        run.timed_out, run.exit_code = True, -1
        run.stdout = _text(expired.stdout)
        run.stderr = _text(expired.stderr)
    run.seconds = time.monotonic() - start
    run.log = gclog.parse(run.stdout)
    for suffix, text in (('stdout', run.stdout), ('stderr', run.stderr)):
        with open(os.path.join(out_dir, '%s.%s' % (stem, suffix)), 'w') as f:
            f.write(text)
    return run


def _text(data):
    if data is None:
        return ''
    return data.decode(errors='replace') if isinstance(data, bytes) else data


def loupe_command(loupe, collector, program, extra=()):
    return ([loupe, '-Xgc:' + collector, '-verbose:gc'] + list(extra) + loupe_options(program)
            + program.main + program.arguments)


def hotspot_command(java, program):
    kept, dropped = hotspot_options(program)
    return [java, '-XX:+UseSerialGC', '-Xlog:gc,gc+heap=info'] + kept + program.main + program.arguments, dropped


def compare(runs):
    """Marks each run whose exit code or output differs from the
    reference: HotSpot's run when there is one, else the outcome most Loupe
    runs share."""
    if not runs:
        return None
    outcome = {run.name: (run.exit_code, run.output) for run in runs}
    hotspot = next((run for run in runs if run.name == HOTSPOT), None)
    # A java too old for -Xlog (JDK 8) or refusing an option never ran the
    # program: no reference, only a run that failed.
    hotspot_started = hotspot is not None and _JAVA_DID_NOT_START not in hotspot.stderr
    if hotspot_started and not hotspot.timed_out:
        reference, reference_name = outcome[HOTSPOT], 'the HotSpot run'
    else:
        loupe_outcomes = [outcome[run.name] for run in runs if run.name != HOTSPOT] or list(outcome.values())
        reference = collections.Counter(loupe_outcomes).most_common(1)[0][0]
        reference_name = 'most runs'
    for run in runs:
        if run is hotspot and not hotspot_started:
            run.problem = 'java did not start%s' % _first_error(run.stderr)
        elif run.timed_out:
            run.problem = 'timed out after %.0f s' % run.seconds
        elif outcome[run.name] == reference:
            continue
        elif run.exit_code != reference[0]:
            run.problem = 'exit code %d where %s exited %d%s' % (run.exit_code, reference_name, reference[0],
                                                     _first_error(run.stderr))
        else:
            run.problem = 'output differs from %s' % reference_name
    return reference_name


# What java prints when the VM could not start, whatever the reason.
_JAVA_DID_NOT_START = 'Could not create the Java Virtual Machine'


def _first_error(stderr):
    """The line that says what went wrong, e.g. the OutOfMemoryError."""
    for line in stderr.splitlines():
        if 'Exception' in line or 'Error' in line:
            return ': ' + line.strip()
    lines = [line for line in stderr.splitlines() if line.strip()]
    return ': ' + lines[0].strip() if lines else ''
